extension ObservableType {
    /// Emits the first `count` elements, then completes and disposes the source.
    ///
    /// `take(0)` completes at once without subscribing to `self`.
    ///
    /// ```swift
    /// _ = Observable.of(1, 2, 3, 4, 5, 6).take(3).subscribe(onNext: { print($0) })
    /// // 1
    /// // 2
    /// // 3
    /// ```
    /// - Parameter count: How many elements to emit; must not be negative.
    /// - Returns: A sequence of at most `count` elements.
    @inlinable  // Specializes the per-event path for the caller\'s element type.
    public func take(_ count: Int) -> Observable<Element> {
        precondition(count >= 0, "take(_:): the count must not be negative (got \(count)).")
        guard count > 0 else { return Observable.empty() }
        let source = asObservable()
        return Producer { downstream in
            let sink = _ElementCountSink<Element>(takes: true, count: count, downstream: downstream)
            sink.setUpstream(source.subscribeHandler(sink.on))
            return sink
        }
    }
}
