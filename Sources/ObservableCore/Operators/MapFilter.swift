// `map` and `filter` next to each other are one stage, in either order: one sink runs both
// closures. The pair through two sinks costs a second subscription, a second closure hop and a
// second disposal check per element; a stage delivers exactly what the pair delivers, in the same
// order, with the same errors.

/// `map(transform).filter(predicate)` as one stage: applies `transform`, then `predicate` to its
/// result, and forwards the results that pass. Made by `filter` on a `map` (see
/// ``Observable/fusingFilter(_:)``).
@usableFromInline
final class MapFilterObservable<Source, Result>: OperatorObservable<Source, Result> {
    @usableFromInline let transform: (Source) throws -> Result
    @usableFromInline let predicate: (Result) throws -> Bool

    @inlinable
    init(
        source: Observable<Source>, transform: @escaping (Source) throws -> Result,
        predicate: @escaping (Result) throws -> Bool
    ) {
        self.transform = transform
        self.predicate = predicate
        super.init(source: source) { observable, downstream in
            let stage = unsafeDowncast(observable, to: MapFilterObservable.self)
            let sink = MapFilterSink(
                transform: stage.transform, predicate: stage.predicate, downstream: downstream)
            sink.setUpstream(stage.source.subscribeHandler({ sink.on($0) }, next: { sink.next($0) }))
            return sink
        }
    }
}

@usableFromInline
final class MapFilterSink<Source, Result>: Sink<Result>, @unchecked Sendable {  // immutable beyond `Sink`.
    @usableFromInline let transform: (Source) throws -> Result
    @usableFromInline let predicate: (Result) throws -> Bool

    @inlinable
    init(
        transform: @escaping (Source) throws -> Result, predicate: @escaping (Result) throws -> Bool,
        downstream: @escaping EventHandler<Result>
    ) {
        self.transform = transform
        self.predicate = predicate
        super.init(downstream: downstream)
    }

    /// An element lent by the source (see ``Observable/subscribeHandler(_:next:)``).
    @inlinable
    func next(_ element: Source) {
        guard !isDisposed else { return }
        deliver(element)
    }

    @inlinable
    func on(_ event: Event<Source>) {
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
    func deliver(_ element: Source) {
        do {
            let result = try transform(element)
            if try predicate(result) { forwardNext(made: result) }
        } catch {
            forwardError(error)
        }
    }
}

/// `filter(predicate).map(transform)` as one stage: applies `transform` to the elements that pass
/// `predicate`, and forwards the results. Made by `map` on a `filter` (an exact class check).
@usableFromInline
final class FilterMapObservable<Source, Result>: OperatorObservable<Source, Result> {
    @usableFromInline let predicate: (Source) throws -> Bool
    @usableFromInline let transform: (Source) throws -> Result

    @inlinable
    init(
        source: Observable<Source>, predicate: @escaping (Source) throws -> Bool,
        transform: @escaping (Source) throws -> Result
    ) {
        self.predicate = predicate
        self.transform = transform
        super.init(source: source) { observable, downstream in
            let stage = unsafeDowncast(observable, to: FilterMapObservable.self)
            let sink = FilterMapSink(
                predicate: stage.predicate, transform: stage.transform, downstream: downstream)
            sink.setUpstream(stage.source.subscribeHandler({ sink.on($0) }, next: { sink.next($0) }))
            return sink
        }
    }
}

@usableFromInline
final class FilterMapSink<Source, Result>: Sink<Result>, @unchecked Sendable {  // immutable beyond `Sink`.
    @usableFromInline let predicate: (Source) throws -> Bool
    @usableFromInline let transform: (Source) throws -> Result

    @inlinable
    init(
        predicate: @escaping (Source) throws -> Bool, transform: @escaping (Source) throws -> Result,
        downstream: @escaping EventHandler<Result>
    ) {
        self.predicate = predicate
        self.transform = transform
        super.init(downstream: downstream)
    }

    /// An element lent by the source (see ``Observable/subscribeHandler(_:next:)``).
    @inlinable
    func next(_ element: Source) {
        guard !isDisposed else { return }
        deliver(element)
    }

    @inlinable
    func on(_ event: Event<Source>) {
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
    func deliver(_ element: Source) {
        do {
            if try predicate(element) { forwardNext(made: try transform(element)) }
        } catch {
            forwardError(error)
        }
    }
}
