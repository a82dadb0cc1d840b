extension ObservableType {
    /// Emits elements until `predicate` returns `true`, then completes (emitting that last
    /// element too with `behavior: .inclusive`).
    ///
    /// A thrown error becomes an `error` event and ends the subscription.
    ///
    /// ```swift
    /// _ = Observable.of(1, 2, 3, 4).take(until: { $0 > 1 }, behavior: .inclusive)
    ///     .subscribe(onNext: { print($0) })
    /// // 1
    /// // 2
    /// ```
    /// - Parameters:
    ///   - predicate: Whether this element ends the sequence.
    ///   - behavior: Whether the element that ends the sequence is emitted; by default it is not.
    /// - Returns: The elements before the first one that satisfies `predicate`.
    @inlinable  // Specializes the per-event path for the caller\'s element type.
    public func take(
        until predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive
    ) -> Observable<Element> {
        let source = asObservable()
        return Producer { downstream in
            let sink = _TakeUntilPredicateSink<Element>(
                behavior: behavior, isLast: predicate, downstream: downstream)
            sink.setUpstream(source.subscribeHandler(sink.on))
            return sink
        }
    }

    /// Emits elements until `predicate` returns `true`, then completes.
    ///
    /// ```swift
    /// _ = Observable.of(1, 2, 3).takeUntil(.inclusive) { $0 > 1 }.subscribe(onNext: { print($0) })
    /// // 1
    /// // 2
    /// ```
    /// - Parameters:
    ///   - behavior: Whether the element that ends the sequence is emitted.
    ///   - predicate: Whether this element ends the sequence.
    /// - Returns: The elements before the first one that satisfies `predicate`.
    @inlinable
    @available(*, deprecated, renamed: "take(until:behavior:)")
    public func takeUntil(
        _ behavior: TakeBehavior, predicate: @escaping (Element) throws -> Bool
    ) -> Observable<Element> {
        take(until: predicate, behavior: behavior)
    }
}

/// Ends a sequence at the first element for which `isLast` returns `true`, emitting that
/// element too when the behavior is `.inclusive`. Shared by `take(while:)` and `take(until:)`.
@usableFromInline
final class _TakeUntilPredicateSink<Element>: _Sink<Element>, @unchecked Sendable {
    // `isStopping` is touched only from the upstream event path, which the grammar serializes.
    @usableFromInline let isLast: (Element) throws -> Bool
    @usableFromInline let behavior: TakeBehavior
    // Set before the last element is delivered, so elements the observer feeds back into the
    // source while it runs are ignored. Touched only from the serialized upstream event path.
    @usableFromInline @exclusivity(unchecked) var isStopping = false

    @inlinable
    init(
        behavior: TakeBehavior, isLast: @escaping (Element) throws -> Bool,
        downstream: @escaping EventHandler<Element>
    ) {
        self.behavior = behavior
        self.isLast = isLast
        super.init(downstream: downstream)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        guard !isDisposed, !isStopping else { return }
        switch event {
        case .next(let element):
            let stops: Bool
            do {
                stops = try isLast(element)
            } catch {
                forwardError(error)
                return
            }
            if !stops {
                forwardNext(element)
                return
            }
            isStopping = true
            if behavior == .inclusive { forwardNext(element) }
            forwardCompleted()
        case .error, .completed:
            forwardStop(event)
        }
    }
}
