extension ObservableType where Element: FixedWidthInteger {
    /// An observable that emits `0` after `dueTime`, then — with a `period` — `1`, `2`, … every
    /// `period`; without a period it completes after the `0`.
    ///
    /// ```swift
    /// _ = Observable<Int>.timer(.milliseconds(100), scheduler: MainScheduler.instance)
    ///     .subscribe(onNext: { print($0) }, onCompleted: { print("done") })
    /// // 0      (after 100 ms)
    /// // done
    /// ```
    /// - Parameters:
    ///   - dueTime: Delay before the first element.
    ///   - period: Time between the following elements; `nil` for a single element.
    ///   - scheduler: Where to wait and emit.
    /// - Returns: The observable.
    public static func timer(
        _ dueTime: RxTimeInterval, period: RxTimeInterval? = nil, scheduler: SchedulerType
    ) -> Observable<Element> {
        Producer { downstream in
            let sink = _Sink<Element>(downstream: downstream)
            if let period {
                sink.setUpstream(
                    scheduler.schedulePeriodic(Element.zero, startAfter: dueTime, period: period) { count in
                        sink.forwardNext(count)
                        return count &+ 1
                    })
            } else {
                sink.setUpstream(
                    scheduler.scheduleRelative((), dueTime: dueTime) { _ in
                        sink.forwardNext(Element.zero)
                        sink.forwardCompleted()
                        return Disposables.create()
                    })
            }
            return sink
        }
    }
}
