import Synchronization

/// The turn that makes deliveries coming from several threads run one at a time, with no lock
/// held while they run: the hand-off of a proxy's dispatch table (one delegate call at a time)
/// and of the operators' `_SerialGate` (one event at a time downstream).
///
/// A thread that takes the turn delivers; a thread that finds it taken (another thread, or a
/// delivery that caused a new one on the same thread) queues its work in its owner's locked
/// state, counts it with ``didQueue(_:)``, and returns; the holder runs the queue, counting what
/// it takes with ``didDequeue(_:)``, before it gives the turn back with ``giveBack()``. Every
/// operation on the turn and the count is sequentially consistent, so queued work is never left
/// behind: either the holder, giving the turn back, sees an item queued after its last look (and
/// takes the turn again), or the queueing thread sees the turn free and takes it.
///
/// Taking the turn is one compare-and-swap; giving it back a store and a load. Inlinable, as its
/// owners' delivery paths are (see Benchmarks/Profile `proxyTyped`, `combineLatest`, `merge`).
@usableFromInline
package struct DeliveryTurn: ~Copyable, @unchecked Sendable {  // atomics only.
    @usableFromInline let taken = Atomic<Bool>(false)
    /// 32 bits, beside the flag: the turn takes eight bytes in its owner.
    @usableFromInline let queued = Atomic<Int32>(0)

    @inlinable
    package init() {}

    /// Takes the turn if it is free.
    @inlinable
    package func take() -> Bool {
        taken.compareExchange(expected: false, desired: true, ordering: .sequentiallyConsistent).exchanged
    }

    /// Takes the turn if it is free and no work waits: for an owner whose queued work must be
    /// delivered before work that comes after it, from any thread.
    @inlinable
    package func takeIfNoneWaits() -> Bool {
        !hasQueued && take()
    }

    /// Whether a thread holds the turn.
    @inlinable
    package var isTaken: Bool { taken.load(ordering: .sequentiallyConsistent) }

    /// Whether queued work waits for the holder of the turn.
    @inlinable
    package var hasQueued: Bool { queued.load(ordering: .sequentiallyConsistent) != 0 }

    /// Counts work just queued (under the owner's lock, with the queue).
    @inlinable
    package func didQueue(_ count: Int = 1) {
        queued.add(Int32(count), ordering: .sequentiallyConsistent)
    }

    /// Counts work the holder just took off the queue (under the owner's lock, with the queue).
    @inlinable
    package func didDequeue(_ count: Int) {
        queued.subtract(Int32(count), ordering: .sequentiallyConsistent)
    }

    /// Gives the turn back (called holding it).
    /// - Returns: Whether the caller holds the turn again, because work was queued meanwhile and
    ///   nobody else took the turn: then it runs the queue and gives the turn back again.
    @inlinable
    package func giveBack() -> Bool {
        taken.store(false, ordering: .sequentiallyConsistent)
        return hasQueued && take()
    }
}
