extension ObservableType {
    /// Succeeds with the sequence's first element as soon as it arrives, or with `nil` if the
    /// sequence completes without one; the sequence's error fails it.
    ///
    /// ```swift
    /// _ = Observable.of(1, 2).first().subscribe(onSuccess: { print($0 as Any) }) // Optional(1)
    /// _ = Observable<Int>.empty().first().subscribe(onSuccess: { print($0 as Any) }) // nil
    /// ```
    /// - Returns: A single of the first element, or `nil`.
    public func first() -> Single<Element?> {
        let source = asObservable()
        let first = Producer<Element?> { downstream in
            let sink = _Sink<Element?>(downstream: downstream)
            sink.setUpstream(
                source.subscribeHandler { event in
                    guard !sink.isDisposed else { return }
                    switch event {
                    case .next(let element):
                        sink.forwardNext(element)
                        sink.forwardCompleted()
                    case .error(let error):
                        sink.forwardError(error)
                    case .completed:
                        sink.forwardNext(nil)
                        sink.forwardCompleted()
                    }
                })
            return sink
        }
        return Single(raw: first)
    }
}
