extension ObservableType {
    /// Collects every element and, when the sequence completes, succeeds with them as an array.
    ///
    /// ```swift
    /// _ = Observable.of("A", "B", "C").toArray().subscribe(onSuccess: { print($0) })
    /// // ["A", "B", "C"]
    /// ```
    /// - Returns: A single with the elements in order; it fails if the sequence fails.
    public func toArray() -> Single<[Element]> {
        let source = asObservable()
        return Single(
            raw: Producer { downstream in
                let sink = _Sink<[Element]>(downstream: downstream)
                // Touched only from the source's events, which the grammar serializes.
                var elements: [Element] = []
                sink.setUpstream(
                    source.subscribeHandler { event in
                        guard !sink.isDisposed else { return }
                        switch event {
                        case .next(let element):
                            elements.append(element)
                        case .error(let error):
                            elements = []
                            sink.forwardError(error)
                        case .completed:
                            let result = elements
                            elements = []
                            sink.forwardNext(result)
                            sink.forwardCompleted()
                        }
                    })
                return sink
            })
    }
}
