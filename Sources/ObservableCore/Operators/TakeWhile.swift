extension ObservableType {
    /// Emits elements while `predicate` returns `true`, then completes at the first element
    /// that fails it (emitting that element too with `behavior: .inclusive`).
    ///
    /// A thrown error becomes an `error` event and ends the subscription.
    ///
    /// ```swift
    /// _ = Observable.of(1, 2, 3, 4, 1).take(while: { $0 < 3 }).subscribe(onNext: { print($0) })
    /// // 1
    /// // 2
    /// ```
    /// - Parameters:
    ///   - predicate: Whether to keep emitting.
    ///   - behavior: Whether the first element that fails `predicate` is emitted too; by default
    ///     it is not.
    /// - Returns: The leading elements that pass `predicate`.
    @inlinable  // Specializes the per-event path for the caller's element type.
    public func take(
        while predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive
    ) -> Observable<Element> {
        let source = asObservable()
        return Producer { downstream in
            let sink = _TakeUntilPredicateSink<Element>(
                behavior: behavior, isLast: { try !predicate($0) }, downstream: downstream)
            sink.setUpstream(source.subscribeHandler(sink.on))
            return sink
        }
    }

    /// Emits elements while `predicate` returns `true`, then completes.
    /// - Parameter predicate: Whether to keep emitting.
    /// - Returns: The leading elements that pass `predicate`.
    @inlinable
    @available(*, deprecated, renamed: "take(while:)")
    public func takeWhile(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        take(while: predicate)
    }
}
