extension Observable {
    /// The `flatMap` of the traits: on the source's only element, switch to the observable
    /// `selector` returns and forward everything it sends. The source is released at that point;
    /// a source that ends without an element ends the result the same way.
    func flatMapOnlyElement<Result>(
        _ selector: @escaping (Element) throws -> Observable<Result>
    ) -> Observable<Result> {
        let source = self
        return Producer { downstream in
            let sink = _Sink<Result>(downstream: downstream)
            let sourceSubscription = SingleAssignmentDisposable()
            let innerSubscription = SingleAssignmentDisposable()
            sink.setUpstream(Disposables.create(sourceSubscription, innerSubscription))
            // Touched only from the source's events, which the grammar serializes.
            var switched = false
            sourceSubscription.setDisposable(
                source.subscribeHandler { event in
                    guard !sink.isDisposed, !switched else { return }
                    switch event {
                    case .next(let element):
                        switched = true
                        sourceSubscription.dispose()
                        do {
                            let inner = try selector(element)
                            innerSubscription.setDisposable(inner.subscribeHandler(sink.forward))
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
