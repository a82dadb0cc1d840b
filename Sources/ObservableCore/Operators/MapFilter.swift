// `map` and `filter` next to each other are one stage, in either order: one sink runs both
// closures. The pair through two sinks costs a second subscription, a second closure hop and a
// second disposal check per element; a stage delivers exactly what the pair delivers, in the same
// order, with the same errors.

/// `map(transform).filter(predicate)` as one stage: applies `transform`, then `predicate` to its
/// result, and forwards the results that pass. Made by `filter` on a `map` (see
/// ``Observable/fusingFilter(_:)``).
@usableFromInline
typealias _MapFilterObservable<Source, Result> = _FusedObservable<_MapThenFilter<Source, Result>>

/// `filter(predicate).map(transform)` as one stage: applies `transform` to the elements that pass
/// `predicate`, and forwards the results. Made by `map` on a `filter` (an exact class check).
@usableFromInline
typealias _FilterMapObservable<Source, Result> = _FusedObservable<_FilterThenMap<Source, Result>>

/// What one fused stage does with an element: its two closures, in their order.
@usableFromInline
protocol _FusedStep {
    associatedtype Source
    associatedtype Result

    /// Passes the stage's result for `element` to `forward`, unless the predicate drops it.
    /// (Not an optional result: every element would pay to unwrap it; see Benchmarks/Profile
    /// `from` and `subjectMapFilter`.)
    func apply(_ element: Source, forward: (consuming Result) -> Void) throws
}

/// `map` then `filter`: the predicate sees the transformed element.
@usableFromInline
struct _MapThenFilter<Source, Result>: _FusedStep {
    @usableFromInline let transform: (Source) throws -> Result
    @usableFromInline let predicate: (Result) throws -> Bool

    @inlinable
    init(transform: @escaping (Source) throws -> Result, predicate: @escaping (Result) throws -> Bool) {
        self.transform = transform
        self.predicate = predicate
    }

    @inlinable @inline(__always)
    func apply(_ element: Source, forward: (consuming Result) -> Void) throws {
        let result = try transform(element)
        if try predicate(result) { forward(result) }
    }
}

/// `filter` then `map`: only the elements that pass are transformed.
@usableFromInline
struct _FilterThenMap<Source, Result>: _FusedStep {
    @usableFromInline let predicate: (Source) throws -> Bool
    @usableFromInline let transform: (Source) throws -> Result

    @inlinable
    init(predicate: @escaping (Source) throws -> Bool, transform: @escaping (Source) throws -> Result) {
        self.predicate = predicate
        self.transform = transform
    }

    @inlinable @inline(__always)
    func apply(_ element: Source, forward: (consuming Result) -> Void) throws {
        if try predicate(element) { forward(try transform(element)) }
    }
}

/// The observable of a fused `map`/`filter` stage (``_MapFilterObservable``,
/// ``_FilterMapObservable``).
@usableFromInline
final class _FusedObservable<Step: _FusedStep>: _OperatorObservable<Step.Source, Step.Result> {
    @usableFromInline let step: Step

    @inlinable
    init(source: Observable<Step.Source>, step: Step) {
        self.step = step
        super.init(source: source) { observable, downstream in
            let stage = unsafeDowncast(observable, to: _FusedObservable.self)
            let sink = _FusedSink(step: stage.step, downstream: downstream)
            sink.setUpstream(stage.source.subscribeHandler({ sink.on($0) }, next: { sink.next($0) }))
            return sink
        }
    }
}

extension _FusedObservable {
    /// `map(transform).filter(predicate)` as one stage.
    @inlinable
    convenience init<Source, Result>(
        source: Observable<Source>, transform: @escaping (Source) throws -> Result,
        predicate: @escaping (Result) throws -> Bool
    ) where Step == _MapThenFilter<Source, Result> {
        self.init(source: source, step: _MapThenFilter(transform: transform, predicate: predicate))
    }

    /// `filter(predicate).map(transform)` as one stage.
    @inlinable
    convenience init<Source, Result>(
        source: Observable<Source>, predicate: @escaping (Source) throws -> Bool,
        transform: @escaping (Source) throws -> Result
    ) where Step == _FilterThenMap<Source, Result> {
        self.init(source: source, step: _FilterThenMap(predicate: predicate, transform: transform))
    }
}

/// The sink of a fused `map`/`filter` stage.
@usableFromInline
final class _FusedSink<Step: _FusedStep>: _Sink<Step.Result>, @unchecked Sendable {
    // Immutable beyond `_Sink`.
    @usableFromInline let step: Step

    @inlinable
    init(step: Step, downstream: @escaping EventHandler<Step.Result>) {
        self.step = step
        super.init(downstream: downstream)
    }

    /// An element lent by the source (see ``Observable/subscribeHandler(_:next:)``).
    @inlinable
    func next(_ element: Step.Source) {
        guard !isDisposed else { return }
        deliver(element)
    }

    @inlinable
    func on(_ event: Event<Step.Source>) {
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            deliver(element)
        case .error(let error):
            forwardError(error)
        case .completed:
            forwardCompleted()
        }
    }

    @inlinable @inline(__always)
    func deliver(_ element: Step.Source) {
        do {
            try step.apply(element, forward: { forwardNext(made: $0) })
        } catch {
            forwardError(error)
        }
    }
}
