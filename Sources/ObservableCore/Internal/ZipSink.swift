/// The subscription of a fixed-arity `zip`. RxSwift's rules: one queue of waiting elements per
/// source, their first elements combined as soon as every queue has one; completes when every
/// source has completed (unpaired elements are dropped); fails with the first error.
@usableFromInline
final class _ZipSink<Values, Result>: _CombiningSink<_CombiningCounts, Values, Result>, @unchecked Sendable {
    // Adds only `let`s; the queues they read are guarded by the base class's lock.
    /// Takes the first element of every queue if none is empty; called under the lock.
    @usableFromInline let firstValues: () -> Values?

    @inlinable
    init(
        sourceCount: Int, firstValues: @escaping () -> Values?,
        resultSelector: @escaping (Values) throws -> Result, downstream: @escaping EventHandler<Result>
    ) {
        self.firstValues = firstValues
        super.init(
            state: _CombiningCounts(), sourceCount: sourceCount, resultSelector: resultSelector,
            downstream: downstream)
    }

    @inlinable
    func subscribe<Element>(_ source: Observable<Element>, _ slot: _ZipQueueSlot<Element>) -> Disposable {
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
