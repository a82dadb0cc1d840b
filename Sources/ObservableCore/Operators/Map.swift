extension ObservableType {
    /// Transforms each element; a thrown error becomes an `error` event and ends the subscription.
    ///
    /// ```swift
    /// _ = Observable.of(1, 2, 3).map { $0 * 10 }.subscribe(onNext: { print($0) })
    /// // 10
    /// // 20
    /// // 30
    /// ```
    /// - Parameter transform: Applied to each element.
    /// - Returns: The transformed sequence.
    @inlinable  // Specializes the per-event closure for the caller's element types.
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
        let source = asObservable()
        return Producer { downstream in
            let sink = Sink<Result>(downstream: downstream)
            sink.setUpstream(
                source.subscribeHandler { event in
                    guard !sink.isDisposed else { return }
                    switch event {
                    case .next(let element):
                        do {
                            sink.forwardNext(try transform(element))
                        } catch {
                            sink.forwardError(error)
                        }
                    case .error(let error):
                        sink.forwardError(error)
                    case .completed:
                        sink.forwardCompleted()
                    }
                })
            return sink
        }
    }
}
