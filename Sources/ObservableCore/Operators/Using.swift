extension ObservableType {
    /// An observable that, for each subscription, makes a resource with `resourceFactory`, then
    /// subscribes to the sequence `observableFactory` makes from it; the resource is disposed
    /// when the subscription ends, after the sequence's own subscription.
    ///
    /// A thrown error becomes an `error` event (and a resource already made is disposed).
    ///
    /// ```swift
    /// final class Connection: Disposable {
    ///     func dispose() { print("resource released") }
    /// }
    /// let numbers = Observable.using({ Connection() }, observableFactory: { _ in Observable.of(1, 2) })
    /// _ = numbers.subscribe { print($0) }
    /// // next(1)
    /// // next(2)
    /// // completed
    /// // resource released
    /// ```
    /// - Parameters:
    ///   - resourceFactory: Makes the resource of one subscription.
    ///   - observableFactory: Makes the sequence that uses the resource.
    /// - Returns: The sequence, tied to the resource's lifetime.
    public static func using<Resource: Disposable>(
        _ resourceFactory: @escaping () throws -> Resource,
        observableFactory: @escaping (Resource) throws -> Observable<Element>
    ) -> Observable<Element> {
        Producer { downstream in
            let sink = _Sink<Element>(downstream: downstream)
            var resource: Disposable = Disposables.create()
            let subscription: Disposable
            do {
                let made = try resourceFactory()
                resource = made
                subscription = try observableFactory(made).subscribeHandler(sink.forward)
            } catch {
                sink.forwardError(error)
                resource.dispose()
                return sink
            }
            sink.setUpstream(Disposables.create(subscription, resource))
            return sink
        }
    }
}
