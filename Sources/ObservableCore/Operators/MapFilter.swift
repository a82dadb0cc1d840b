/// `map(transform).filter(predicate)` as one stage: one sink applies `transform`, then
/// `predicate` to its result, and forwards the results that pass. The pair through two sinks
/// costs a second subscription, a second closure hop and a second disposal check per element;
/// this stage delivers exactly what the pair delivers, in the same order, with the same errors.
///
/// Made by `filter` on a `map` (see ``Observable/fusingFilter(_:)``).
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
