import InternalReactiveUtilities

// The engines of the fixed-arity `combineLatest` and `zip` (2 to 8 sources). Each source keeps
// its own element type end to end — no `[Any]`, no casts: the generated overloads
// (Scripts/generate-arities.py) give every source a typed slot and hand the engine two closures
// of their arity, one that reads the slots into a tuple and one that applies the result selector
// to it. The engine is generic over that tuple type only, so the caller's module specializes the
// whole per-event path (everything here is inlinable).
//
// Why not a parameter pack (`<each O: ObservableType>`)? Swift 6.3 does not specialize
// pack-generic code: a pack-generic engine cost 2.4× the instructions per event of the `[Any]`
// one it replaced (generic-metadata and tuple-metadata lookups on every event), and the
// 8-source selector closure of the tests no longer type-checks in reasonable time.
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

/// One source's latest element in a fixed-arity `combineLatest`.
///
/// Its fields sit behind a pointer rather than in stored `var`s, which would pay a dynamic
/// exclusivity check on every access (and so on every event).
@usableFromInline
final class _LatestElementSlot<Value>: @unchecked Sendable {  // Guarded by the sink's gate lock.
    @usableFromInline
    struct Fields {
        @usableFromInline var value: Value?
        @usableFromInline var isDone = false

        @inlinable
        init() {}
    }

    @usableFromInline let fields: UnsafeMutablePointer<Fields>

    @inlinable
    init() {
        fields = .allocate(capacity: 1)
        fields.initialize(to: Fields())
    }

    deinit {
        fields.deinitialize(count: 1)
        fields.deallocate()
    }
}

/// One source's waiting elements in a fixed-arity `zip`; see ``_LatestElementSlot`` for why the
/// fields sit behind a pointer.
@usableFromInline
final class _ZipQueueSlot<Value>: @unchecked Sendable {  // Guarded by the sink's gate lock.
    @usableFromInline
    struct Fields {
        /// `elements[head...]` wait to be paired.
        @usableFromInline var elements: [Value] = []
        @usableFromInline var head = 0
        @usableFromInline var isDone = false

        @inlinable
        init() {}

        @inlinable
        var isEmpty: Bool { head == elements.count }

        @inlinable
        mutating func removeFirst() -> Value {
            let element = elements[head]
            head += 1
            if head == elements.count {
                elements.removeAll(keepingCapacity: true)
                head = 0
            } else if head >= 64 && head * 2 >= elements.count {
                elements.removeFirst(head)
                head = 0
            }
            return element
        }
    }

    @usableFromInline let fields: UnsafeMutablePointer<Fields>

    @inlinable
    init() {
        fields = .allocate(capacity: 1)
        fields.initialize(to: Fields())
    }

    deinit {
        fields.deinitialize(count: 1)
        fields.deallocate()
    }

    @inlinable
    var isEmpty: Bool { fields.pointee.isEmpty }

    @inlinable
    func removeFirst() -> Value { fields.pointee.removeFirst() }
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

/// The subscription of a fixed-arity `combineLatest`. RxSwift's rules: combines the latest
/// element of every source each time any of them emits, once all have emitted; completes when
/// every source has completed, or when a source emits while every other source has completed and
/// one of them never emitted; fails with the first error.
@usableFromInline
final class _CombineLatestSink<Values, Result>: _TupleCombiningSink<Values, Result>, @unchecked Sendable {
    // Adds only `let`s; the slots they read are guarded by the base class's lock.
    /// Reads every slot; called under the lock once each has a value.
    @usableFromInline let latestValues: () -> Values

    @inlinable
    init(
        sourceCount: Int, latestValues: @escaping () -> Values,
        resultSelector: @escaping (Values) throws -> Result, downstream: @escaping EventHandler<Result>
    ) {
        self.latestValues = latestValues
        super.init(sourceCount: sourceCount, resultSelector: resultSelector, downstream: downstream)
    }

    @inlinable
    func subscribe<Element>(_ source: Observable<Element>, _ slot: _LatestElementSlot<Element>) {
        subscribe(source) { [self] event in
            gate.send({ [self] counts in decide(event, slot, &counts) }, deliver: { deliver($0) })
        }
    }

    /// Runs under the gate's lock.
    @inlinable
    func decide<Element>(
        _ event: Event<Element>, _ slot: _LatestElementSlot<Element>, _ counts: inout _CombiningCounts
    ) -> _CombiningWork<Values, Result>? {
        switch event {
        case .next(let value):
            if slot.fields.pointee.value == nil { counts.valueCount += 1 }
            slot.fields.pointee.value = value
            guard counts.valueCount == sourceCount else {
                // As in RxSwift: a source that never emitted makes results impossible, but that
                // is noticed here, when every other source is done, not on completion.
                let othersDone = counts.doneCount - (slot.fields.pointee.isDone ? 1 : 0)
                return othersDone == sourceCount - 1 ? .stop(.completed) : nil
            }
            return .combine(latestValues())
        case .error(let error):
            return .stop(.error(error))
        case .completed:
            guard !slot.fields.pointee.isDone else { return nil }
            slot.fields.pointee.isDone = true
            counts.doneCount += 1
            return counts.doneCount == sourceCount ? .stop(.completed) : nil
        }
    }
}

/// The subscription of a fixed-arity `zip`. RxSwift's rules: one queue of waiting elements per
/// source, their first elements combined as soon as every queue has one; completes when every
/// source has completed (unpaired elements are dropped); fails with the first error.
@usableFromInline
final class _ZipSink<Values, Result>: _TupleCombiningSink<Values, Result>, @unchecked Sendable {
    // Adds only `let`s; the queues they read are guarded by the base class's lock.
    /// Takes the first element of every queue if none is empty; called under the lock.
    @usableFromInline let firstValues: () -> Values?

    @inlinable
    init(
        sourceCount: Int, firstValues: @escaping () -> Values?,
        resultSelector: @escaping (Values) throws -> Result, downstream: @escaping EventHandler<Result>
    ) {
        self.firstValues = firstValues
        super.init(sourceCount: sourceCount, resultSelector: resultSelector, downstream: downstream)
    }

    @inlinable
    func subscribe<Element>(_ source: Observable<Element>, _ slot: _ZipQueueSlot<Element>) {
        subscribe(source) { [self] event in
            gate.send({ [self] counts in decide(event, slot, &counts) }, deliver: { deliver($0) })
        }
    }

    /// Runs under the gate's lock.
    @inlinable
    func decide<Element>(
        _ event: Event<Element>, _ slot: _ZipQueueSlot<Element>, _ counts: inout _CombiningCounts
    ) -> _CombiningWork<Values, Result>? {
        switch event {
        case .next(let value):
            slot.fields.pointee.elements.append(value)
            return firstValues().map { .combine($0) }
        case .error(let error):
            return .stop(.error(error))
        case .completed:
            guard !slot.fields.pointee.isDone else { return nil }
            slot.fields.pointee.isDone = true
            counts.doneCount += 1
            return counts.doneCount == sourceCount ? .stop(.completed) : nil
        }
    }
}
