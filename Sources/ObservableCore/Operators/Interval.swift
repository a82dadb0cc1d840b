extension ObservableType where Element: FixedWidthInteger {
    /// An observable that emits `0`, `1`, `2`, … every `period`, starting one period after
    /// subscribing; it never completes.
    ///
    /// ```swift
    /// let ticks = Observable<Int>.interval(.seconds(1), scheduler: MainScheduler.instance)
    ///     .subscribe(onNext: { print($0) })
    /// // 0   (after 1 s)
    /// // 1   (after 2 s)
    /// // … until ticks.dispose()
    /// ```
    /// - Parameters:
    ///   - period: Time between elements.
    ///   - scheduler: Where to wait and emit.
    /// - Returns: The observable.
    public static func interval(_ period: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        timer(period, period: period, scheduler: scheduler)
    }
}
