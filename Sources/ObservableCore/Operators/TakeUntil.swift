extension ObservableType {
    /// Emits the elements of this sequence until `other` emits an element, then completes.
    ///
    /// An error of `other` fails the result; its completion changes nothing.
    ///
    /// ```swift
    /// let source = PublishSubject<String>()
    /// let trigger = PublishSubject<Void>()
    /// _ = source.take(until: trigger).subscribe { print($0) }
    /// source.onNext("1")
    /// trigger.onNext(())
    /// source.onNext("2")
    /// // next(1)
    /// // completed
    /// ```
    /// - Parameter other: The sequence whose first element ends the result.
    /// - Returns: The elements of this sequence emitted before `other` emits.
    public func take<Source: ObservableType>(until other: Source) -> Observable<Element> {
        let source = asObservable()
        let other = other.asObservable()
        return Producer { downstream in
            let sink = UntilSink<Element>(mode: .take, downstream: downstream)
            sink.run(source: source, trigger: other)
            return sink
        }
    }

    /// Emits the elements of this sequence until `other` emits an element, then completes.
    /// - Parameter other: The sequence whose first element ends the result.
    /// - Returns: The elements of this sequence emitted before `other` emits.
    @available(*, deprecated, renamed: "take(until:)")
    public func takeUntil<Source: ObservableType>(_ other: Source) -> Observable<Element> {
        take(until: other)
    }
}
