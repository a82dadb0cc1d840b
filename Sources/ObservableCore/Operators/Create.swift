extension Observable {
    /// Creates an observable from a subscribe function that runs once per subscription.
    ///
    /// The observer handed to `subscribe` enforces the grammar: after a stop event, or after the
    /// subscription is disposed, further calls are ignored.
    ///
    /// ```swift
    /// let numbers = Observable<Int>.create { observer in
    ///     observer.onNext(1)
    ///     observer.onCompleted()
    ///     observer.onNext(2) // ignored
    ///     return Disposables.create { print("released") }
    /// }
    /// _ = numbers.subscribe(onNext: { print($0) })
    /// // 1
    /// // released
    /// ```
    /// - Parameter subscribe: Produces events for one observer; returns what to release when the
    ///   subscription ends.
    /// - Returns: The observable.
    @inlinable  // Specializes the observer handed to `subscribe` for the caller's element type.
    public static func create(
        _ subscribe: @escaping (AnyObserver<Element>) -> Disposable
    ) -> Observable<Element> {
        // A subscriber that takes elements (`subscribe(onNext:)`, `map`, `reduce`) gets them from
        // `onNext` with no event made in between.
        ElementProducer { downstream, next in
            let sink = _Sink<Element>(downstream: downstream)
            let observer: AnyObserver<Element>
            if let next {
                observer = AnyObserver(eventHandler: sink.forward, next: next, subscription: sink)
            } else {
                observer = AnyObserver(eventHandler: sink.forward)
            }
            sink.setUpstream(subscribe(observer))
            return sink
        }
    }
}
