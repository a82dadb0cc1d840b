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
        // `map(f).filter(p)` is one stage: one sink applies `f`, then `p`.
        if let fused = source.fusingFilter(predicate) { return fused }
        return _FilterObservable(source: source, predicate: predicate)
    }
}

/// `filter`'s observable: see ``_OperatorObservable``.
@usableFromInline
final class _FilterObservable<Element>: _OperatorObservable<Element, Element> {
    @usableFromInline let predicate: (Element) throws -> Bool

    @inlinable
    init(source: Observable<Element>, predicate: @escaping (Element) throws -> Bool) {
        self.predicate = predicate
        super.init(source: source) { observable, downstream in
            let filter = unsafeDowncast(observable, to: _FilterObservable.self)
            let sink = _FilterSink(predicate: filter.predicate, downstream: downstream)
            sink.setUpstream(filter.source.subscribeHandler { sink.on($0) })
            return sink
        }
    }
}

@usableFromInline
final class _FilterSink<Element>: _Sink<Element>, @unchecked Sendable {  // immutable beyond `_Sink`.
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
            do {
                // The event itself goes on: rebuilding it would copy the element once more.
                if try predicate(element) { forward(event) }
            } catch {
                forwardError(error)
            }
        case .error, .completed:
            forwardStop(event)
        }
    }
}
