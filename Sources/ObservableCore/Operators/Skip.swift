extension ObservableType {
    /// Drops the first `count` elements and emits the rest.
    ///
    /// ```swift
    /// _ = Observable.of("A", "B", "C", "D", "E", "F").skip(3).subscribe(onNext: { print($0) })
    /// // D
    /// // E
    /// // F
    /// ```
    /// - Parameter count: How many elements to drop; zero or less drops none.
    /// - Returns: The sequence without its first `count` elements.
    @inlinable  // Specializes the per-event path for the caller\'s element type.
    public func skip(_ count: Int) -> Observable<Element> {
        let source = asObservable()
        return Producer { downstream in
            let sink = _ElementCountSink<Element>(takes: false, count: count, downstream: downstream)
            sink.setUpstream(source.subscribeHandler(sink.on))
            return sink
        }
    }
}
