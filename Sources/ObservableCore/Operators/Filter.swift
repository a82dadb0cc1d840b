extension ObservableType {
    /// Lets through only the elements for which `predicate` returns `true`; a thrown error
    /// becomes an `error` event and ends the subscription.
    ///
    /// ```swift
    /// _ = Observable.of(1, 2, 3, 4, 5, 6)
    ///     .filter { $0.isMultiple(of: 2) }
    ///     .subscribe(onNext: { print($0) })
    /// // 2
    /// // 4
    /// // 6
    /// ```
    /// - Parameter predicate: Decides which elements pass.
    /// - Returns: The filtered sequence.
    @inlinable  // Specializes the per-event closure for the caller's element types.
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        let source = asObservable()
        return Producer { downstream in
            let sink = Sink<Element>(downstream: downstream)
            sink.setUpstream(
                source.subscribeHandler { event in
                    guard !sink.isDisposed else { return }
                    switch event {
                    case .next(let element):
                        do {
                            if try predicate(element) { sink.forwardNext(element) }
                        } catch {
                            sink.forwardError(error)
                        }
                    case .error, .completed:
                        sink.forwardStop(event)
                    }
                })
            return sink
        }
    }
}
