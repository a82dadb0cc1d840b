extension ObservableType {
    /// Drops elements while `predicate` returns `true`, then emits every element from the first
    /// one that fails it on, without asking `predicate` again.
    ///
    /// A thrown error becomes an `error` event and ends the subscription.
    ///
    /// ```swift
    /// _ = Observable.of(2, 2, 3, 4, 2).skip(while: { $0.isMultiple(of: 2) })
    ///     .subscribe(onNext: { print($0) })
    /// // 3
    /// // 4
    /// // 2
    /// ```
    /// - Parameter predicate: Whether to keep dropping.
    /// - Returns: The sequence from the first element that fails `predicate`.
    @inlinable  // Specializes the per-event path for the caller\'s element type.
    public func skip(while predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        let source = asObservable()
        return Producer { downstream in
            let sink = _SkipWhileSink<Element>(predicate: predicate, downstream: downstream)
            sink.setUpstream(source.subscribeHandler(sink.on))
            return sink
        }
    }

    /// Drops elements while `predicate` returns `true`, then emits the rest.
    /// - Parameter predicate: Whether to keep dropping.
    /// - Returns: The sequence from the first element that fails `predicate`.
    @inlinable
    @available(*, deprecated, renamed: "skip(while:)")
    public func skipWhile(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        skip(while: predicate)
    }
}

@usableFromInline
final class _SkipWhileSink<Element>: _Sink<Element>, @unchecked Sendable {
    // Touched only from the upstream event path, which the grammar serializes.
    @usableFromInline @exclusivity(unchecked) var isSkipping = true
    @usableFromInline let predicate: (Element) throws -> Bool

    @inlinable
    init(predicate: @escaping (Element) throws -> Bool, downstream: @escaping EventHandler<Element>) {
        self.predicate = predicate
        super.init(downstream: downstream)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            if isSkipping {
                do {
                    isSkipping = try predicate(element)
                } catch {
                    forwardError(error)
                    return
                }
            }
            if !isSkipping { forwardNext(element) }
        case .error, .completed:
            forwardStop(event)
        }
    }
}
