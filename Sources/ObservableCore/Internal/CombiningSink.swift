import InternalReactiveUtilities

// The engine of every `combineLatest` and `zip`. The fixed-arity forms (2 to 8 sources): Each source keeps
// its own element type end to end — no `[Any]`, no casts: the generated overloads
// (Scripts/generate-arities.py) give every source a typed slot and hand the engine two closures
// of their arity, one that reads the slots into a tuple and one that applies the result selector
// to it. The engine is generic over that tuple type only, so the caller's module specializes the
// whole per-event path (everything in them is inlinable: here, in CombineLatestSink.swift and in
// ZipSink.swift).
//
// Why not a parameter pack (`<each O: ObservableType>`)? Swift 6.3 does not specialize
// pack-generic code: a pack-generic engine pays generic-metadata and tuple-metadata lookups on
// every event, which makes it slower than even an `[Any]` engine (see Benchmarks/Profile
// `combineLatest` and `zip`), and the 8-source selector closure of the tests no longer
// type-checks in reasonable time.
// The collection forms, whose sources share one element type, run on the same engine with an
// array for the tuple (``CollectionCombiningSink``).

/// The part of a fixed-arity `combineLatest` or `zip` state that does not depend on the element
/// types; the per-source parts live in the slots. All of it is touched only under the gate's lock.
@usableFromInline
struct _CombiningCounts {
    /// Sources that have an element (`combineLatest`).
    @usableFromInline var valueCount = 0
    /// Sources that have completed.
    @usableFromInline var doneCount = 0

    @inlinable
    init() {}
}

/// What one event of a source of `combineLatest` or `zip` leads to, decided under the gate's lock.
@usableFromInline
enum _CombiningWork<Values, Result> {
    /// One element of each source, in source order, for the result selector.
    case combine(Values)
    /// The end of the combined sequence.
    case stop(Event<Result>)
}

/// What every `combineLatest` and `zip` shares: the gate over the operator's `State`, the
/// subscriptions, and running the result selector in the gate's drain loop — outside the lock,
/// one item at a time. `Values` is a tuple for the fixed-arity forms, an array for the
/// collection forms.
@usableFromInline
class _CombiningSink<State, Values, Result>: _Sink<Result>, @unchecked Sendable {
    // `State` (and the slots of the fixed-arity forms) is guarded by `gate`; `subscriptions` is thread-safe.
    @usableFromInline let sourceCount: Int
    @usableFromInline let resultSelector: (Values) throws -> Result
    @usableFromInline let gate: _SerialGate<State, _CombiningWork<Values, Result>>
    @usableFromInline let subscriptions = CompositeDisposable()

    @inlinable
    init(
        state: State, sourceCount: Int, resultSelector: @escaping (Values) throws -> Result,
        downstream: @escaping EventHandler<Result>
    ) {
        self.gate = _SerialGate(state)
        self.sourceCount = sourceCount
        self.resultSelector = resultSelector
        super.init(downstream: downstream)
    }

    /// Subscribes one source; `on` receives its events. The caller hands every source's
    /// subscription to ``keep(_:)`` once all of them are made.
    ///
    /// As in RxSwift, a source that stops the sink while it is being subscribed (one that fails
    /// at once) does not keep the sources after it from being subscribed, so their subscription
    /// side effects happen; nothing is disposed until every source is subscribed, and then the
    /// subscriptions are disposed in source order. Their events after the stop reach no user code.
    @inlinable
    final func subscribe<Element>(
        _ source: Observable<Element>, _ on: @escaping (Event<Element>) -> Void
    ) -> Disposable {
        source.subscribeHandler(on)
    }

    /// Holds a source's subscription until the sink is disposed, or disposes it at once if the
    /// sink already was. Called for every source, in source order, after all are subscribed.
    @inlinable
    final func keep(_ subscription: Disposable) {
        subscriptions.insert(subscription)
    }

    /// Runs in the gate's drain loop.
    @inlinable
    final func deliver(_ work: _CombiningWork<Values, Result>) {
        switch work {
        case .combine(let values):
            guard !isDisposed else { return }
            do {
                forwardNext(try resultSelector(values))
            } catch {
                forwardError(error)
            }
        case .stop(let event):
            forwardStop(event)
        }
    }

    @usableFromInline
    override func disposeResources() {
        subscriptions.dispose()
    }
}

/// The collection forms of `combineLatest` and `zip`, whose sources share one element type: the
/// operator's `decide` updates its state for an event of the source at an index.
final class CollectionCombiningSink<State, Value, Result>: _CombiningSink<State, [Value], Result>,
    @unchecked Sendable
{
    // Adds only a `let`; the state it updates is guarded by the base class's lock.

    /// Updates `state` for an event of the source at `index`; pure, it runs under the lock.
    typealias Decide = (_ event: Event<Value>, _ index: Int, _ state: inout State) -> _CombiningWork<
        [Value], Result
    >?

    private let decide: Decide

    private init(
        state: State, sourceCount: Int, decide: @escaping Decide,
        resultSelector: @escaping ([Value]) throws -> Result, downstream: @escaping EventHandler<Result>
    ) {
        self.decide = decide
        super.init(
            state: state, sourceCount: sourceCount, resultSelector: resultSelector, downstream: downstream)
    }

    /// An observable that combines `sources`; each subscription starts from `initialState`.
    static func observable(
        _ sources: [Observable<Value>], initialState: State, decide: @escaping Decide,
        resultSelector: @escaping ([Value]) throws -> Result
    ) -> Observable<Result> {
        Producer { downstream in
            let sink = CollectionCombiningSink(
                state: initialState, sourceCount: sources.count, decide: decide,
                resultSelector: resultSelector, downstream: downstream)
            sink.run(sources)
            return sink
        }
    }

    private func run(_ sources: [Observable<Value>]) {
        if sources.isEmpty {
            forwardCompleted()
            return
        }
        var subscriptions: [Disposable] = []
        subscriptions.reserveCapacity(sources.count)
        for (index, source) in sources.enumerated() {
            subscriptions.append(
                subscribe(source) { [self, decide] event in
                    gate.send({ state in decide(event, index, &state) }, deliver: { deliver($0) })
                })
        }
        for subscription in subscriptions { keep(subscription) }
    }
}
