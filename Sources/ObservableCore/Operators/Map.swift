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
        // `just(x).map(f)` becomes one observable that applies `f` to `x` for each subscriber:
        // no sink between them (an exact class check: `_JustObservable` is final).
        if let just = source as? _JustObservable<Element> {
            return _MapJustObservable(element: just.element, transform: transform)
        }
        // `filter(p).map(f)` is one stage: one sink checks `p`, then applies `f`.
        if let filter = source as? _FilterObservable<Element> {
            return _FilterMapObservable(
                source: filter.source, predicate: filter.predicate, transform: transform)
        }
        return _MapObservable(source: source, transform: transform)
    }
}

/// `just(element).map(transform)` as one observable: each subscriber gets `transform(element)`
/// and completion, or the error `transform` throws, on the subscribing thread, as the pair does.
@usableFromInline
final class _MapJustObservable<Source, Result>: Observable<Result> {
    @usableFromInline let element: Source
    @usableFromInline let transform: (Source) throws -> Result
    /// The delivery as compiled where `map` was called (see `_JustObservable.emit`).
    @usableFromInline let emit: (_MapJustObservable<Source, Result>, EventHandler<Result>) -> Void

    @inlinable
    init(element: Source, transform: @escaping (Source) throws -> Result) {
        self.element = element
        self.transform = transform
        self.emit = { observable, handler in
            let result: Result
            do {
                result = try observable.transform(observable.element)
            } catch {
                handler(.error(error))
                return
            }
            handler(.next(result))
            handler(.completed)
        }
        super.init()
    }

    @usableFromInline
    override func subscribeHandler(_ handler: @escaping EventHandler<Result>) -> Disposable {
        emit(self, handler)
        return Disposables.create()
    }

    @usableFromInline
    override func subscribeAtOnce(
        onNext: ((Result) -> Void)?, onError: ((Swift.Error) -> Void)?, onCompleted: (() -> Void)?,
        onDisposed: (() -> Void)?
    ) -> Bool {
        let result: Result
        do {
            result = try transform(element)
        } catch {
            if let onError {
                onError(error)
            } else {
                // Still inside `subscribe`: the call stack is the subscription's.
                Hooks.reportUnhandled(error, callStack: Hooks.subscriptionCallStack())
            }
            onDisposed?()
            return true
        }
        onNext?(result)
        onCompleted?()
        onDisposed?()
        return true
    }
}

/// `map`'s observable: see ``_OperatorObservable``.
@usableFromInline
final class _MapObservable<Source, Result>: _OperatorObservable<Source, Result> {
    @usableFromInline let transform: (Source) throws -> Result
    /// `filter` fused into this `map`, as compiled where `map` was called: ``fusingFilter(_:)``
    /// overrides generic code, which would make the fused stage's sink unspecialized.
    @usableFromInline let filtered:
        (_MapObservable<Source, Result>, @escaping (Result) throws -> Bool) -> Observable<Result>
    /// The subscription of a subscriber with an element entry, specialized where `map` was called
    /// (this class's overrides are not).
    @usableFromInline let subscribeLending:
        (_MapObservable<Source, Result>, @escaping EventHandler<Result>, @escaping (Result) -> Void) ->
            Disposable

    @inlinable
    init(source: Observable<Source>, transform: @escaping (Source) throws -> Result) {
        self.transform = transform
        self.filtered = { map, predicate in
            _MapFilterObservable(source: map.source, transform: map.transform, predicate: predicate)
        }
        self.subscribeLending = { map, downstream, next in
            let sink = _MapLendingSink(transform: map.transform, downstream: downstream, next: next)
            sink.setUpstream(map.source.subscribeHandler({ sink.on($0) }, next: { sink.next($0) }))
            return sink
        }
        super.init(source: source) { observable, downstream in
            let map = unsafeDowncast(observable, to: _MapObservable.self)
            let sink = _MapSink(transform: map.transform, downstream: downstream)
            sink.setUpstream(map.source.subscribeHandler({ sink.on($0) }, next: { sink.next($0) }))
            return sink
        }
    }

    @usableFromInline
    override func fusingFilter(_ predicate: @escaping (Result) throws -> Bool) -> Observable<Result>? {
        filtered(self, predicate)
    }

    @usableFromInline
    override func subscribeHandler(
        _ handler: @escaping EventHandler<Result>, next: @escaping (Result) -> Void
    ) -> Disposable {
        _Trampoline.subscribe { subscribeLending(self, handler, next) }
    }
}

@usableFromInline
final class _MapSink<Source, Result>: _Sink<Result>, @unchecked Sendable {  // immutable beyond `_Sink`.
    @usableFromInline let transform: (Source) throws -> Result

    @inlinable
    init(transform: @escaping (Source) throws -> Result, downstream: @escaping EventHandler<Result>) {
        self.transform = transform
        super.init(downstream: downstream)
    }

    /// An element lent by the source (see ``Observable/subscribeHandler(_:next:)``).
    @inlinable
    func next(_ element: Source) {
        guard !isDisposed else { return }
        do {
            forwardNext(made: try transform(element))
        } catch {
            forwardError(error)
        }
    }

    @inlinable
    func on(_ event: Event<Source>) {
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            do {
                forwardNext(made: try transform(element))
            } catch {
                forwardError(error)
            }
        case .error(let error):
            forwardError(error)
        case .completed:
            forwardCompleted()
        }
    }
}

/// ``_MapSink`` for a subscriber with an element entry (`subscribe(onNext:)`, a `merge` whose
/// subscriber has one): each result goes to `nextDownstream` with no event made, stop events to
/// `downstream`. A sink of its own, not an optional entry in ``_MapSink``: the check would be
/// paid on every event of every other `map` (see Benchmarks/Profile `combineLatest3Relays`).
@usableFromInline
final class _MapLendingSink<Source, Result>: _Sink<Result>, @unchecked Sendable {  // `let`s beyond `_Sink`.
    @usableFromInline let transform: (Source) throws -> Result
    @usableFromInline let nextDownstream: (Result) -> Void

    @inlinable
    init(
        transform: @escaping (Source) throws -> Result, downstream: @escaping EventHandler<Result>,
        next: @escaping (Result) -> Void
    ) {
        self.transform = transform
        self.nextDownstream = next
        super.init(downstream: downstream)
    }

    @inlinable
    func next(_ element: Source) {
        guard !isDisposed else { return }
        do {
            let result = try transform(element)
            // The transform may have disposed the subscription.
            if !isDisposed { nextDownstream(result) }
        } catch {
            forwardError(error)
        }
    }

    @inlinable
    func on(_ event: Event<Source>) {
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            next(element)
        case .error(let error):
            forwardError(error)
        case .completed:
            forwardCompleted()
        }
    }
}
