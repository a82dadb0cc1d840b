import InternalReactiveUtilities

// The engines of the fixed-arity `combineLatest` and `zip` (2 to 8 sources). Each source keeps
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
// The collection forms, whose sources share one element type, keep ``CombiningSink``.

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

/// What one event of a source leads to, decided under the gate's lock.
@usableFromInline
enum _CombiningWork<Values, Result> {
    /// One element of each source, in source order, for the result selector.
    case combine(Values)
    /// The end of the combined sequence.
    case stop(Event<Result>)
}

/// What the two fixed-arity engines share: the gate, the subscriptions, and running the result
/// selector in the gate's drain loop — outside the lock, one item at a time.
@usableFromInline
class _TupleCombiningSink<Values, Result>: Sink<Result>, @unchecked Sendable {
    // The slots and counts are guarded by `gate`; `subscriptions` is thread-safe.
    @usableFromInline let sourceCount: Int
    @usableFromInline let resultSelector: (Values) throws -> Result
    @usableFromInline let gate = SerialGate<_CombiningCounts, _CombiningWork<Values, Result>>(
        _CombiningCounts())
    @usableFromInline let subscriptions = CompositeDisposable()

    @inlinable
    init(
        sourceCount: Int, resultSelector: @escaping (Values) throws -> Result,
        downstream: @escaping EventHandler<Result>
    ) {
        self.sourceCount = sourceCount
        self.resultSelector = resultSelector
        super.init(downstream: downstream)
    }

    /// Subscribes one source; `on` receives its events.
    @inlinable
    final func subscribe<Element>(_ source: Observable<Element>, _ on: @escaping (Event<Element>) -> Void) {
        let holder = SingleAssignmentDisposable()
        guard subscriptions.insert(holder) != nil else { return }
        holder.setDisposable(source.subscribeHandler(on))
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
