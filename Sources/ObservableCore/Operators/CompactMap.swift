extension ObservableType {
    /// Transforms each element and emits the non-`nil` results; a thrown error becomes an
    /// `error` event and ends the subscription.
    ///
    /// ```swift
    /// _ = Observable.of("1", "x", "3").compactMap { Int($0) }.subscribe(onNext: { print($0) })
    /// // 1
    /// // 3
    /// ```
    /// - Parameter transform: Applied to each element; `nil` drops the element.
    /// - Returns: The sequence of non-`nil` results.
    @inlinable  // Specializes the per-event path for the caller's element type.
    public func compactMap<Result>(
        _ transform: @escaping (Element) throws -> Result?
    ) -> Observable<Result> {
        let source = asObservable()
        return Producer { downstream in
            let sink = _Sink<Result>(downstream: downstream)
            sink.setUpstream(
                source.subscribeHandler { event in
                    guard !sink.isDisposed else { return }
                    switch event {
                    case .next(let element):
                        do {
                            if let result = try transform(element) { sink.forwardNext(result) }
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
