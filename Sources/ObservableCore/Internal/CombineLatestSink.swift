/// The subscription of a fixed-arity `combineLatest`. RxSwift's rules: combines the latest
/// element of every source each time any of them emits, once all have emitted; completes when
/// every source has completed, or when a source emits while every other source has completed and
/// one of them never emitted; fails with the first error.
@usableFromInline
final class _CombineLatestSink<Values, Result>: _CombiningSink<_CombiningCounts, Values, Result>,
    @unchecked Sendable
{
    // Adds only `let`s; the slots they read are guarded by the base class's lock.
    /// Reads every slot; called under the lock once each has a value.
    @usableFromInline let latestValues: () -> Values

    @inlinable
    init(
        sourceCount: Int, latestValues: @escaping () -> Values,
        resultSelector: @escaping (Values) throws -> Result, downstream: @escaping EventHandler<Result>
    ) {
        self.latestValues = latestValues
        super.init(
            state: _CombiningCounts(), sourceCount: sourceCount, resultSelector: resultSelector,
            downstream: downstream)
    }

    @inlinable
    func subscribe<Element>(
        _ source: Observable<Element>, _ slot: _LatestElementSlot<Element>
    ) -> Disposable {
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
