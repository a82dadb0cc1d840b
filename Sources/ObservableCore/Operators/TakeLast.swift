extension ObservableType {
    /// Emits the last `count` elements of the sequence once it completes; an error is forwarded
    /// at once, dropping what was kept.
    ///
    /// ```swift
    /// _ = Observable.of(1, 2, 3, 4).takeLast(2).subscribe { print($0) }
    /// // next(3)
    /// // next(4)
    /// // completed
    /// ```
    /// - Parameter count: How many elements to keep; must not be negative.
    /// - Returns: The last `count` elements.
    public func takeLast(_ count: Int) -> Observable<Element> {
        precondition(count >= 0, "takeLast(_:): count must not be negative (got \(count)).")
        let source = asObservable()
        return Producer { downstream in
            let sink = _Sink<Element>(downstream: downstream)
            // Touched only from the source's events, which the grammar serializes.
            var kept = ReplayBuffer<Element>(limit: count)
            sink.setUpstream(
                source.subscribeHandler { event in
                    guard !sink.isDisposed else { return }
                    switch event {
                    case .next(let element):
                        kept.append(element)
                    case .error(let error):
                        kept = ReplayBuffer(limit: 0)
                        sink.forwardError(error)
                    case .completed:
                        let elements = kept
                        kept = ReplayBuffer(limit: 0)
                        elements.forEach(sink.forwardNext(_:))
                        sink.forwardCompleted()
                    }
                })
            return sink
        }
    }
}
