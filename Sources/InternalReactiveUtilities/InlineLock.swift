import Synchronization

/// The lock of ``Locked`` kept in place in the object whose state it guards, for objects made one
/// per proxy or parent (a dispatch table, a parent's proxy storage), where a ``Locked`` box would be
/// one more heap block to allocate and free for each (see Benchmarks/Profile `proxyCreation`,
/// `proxyMemory`).
///
/// The same algorithm as ``LockPrimitive`` off Darwin, on every platform: one atomic word, taken
/// with one compare-and-swap and given back with one exchange; a thread that finds it taken marks
/// it contended and parks on one of the shared condition variables until the holder wakes it. A
/// stored property cannot give its address in public Swift, so the owner names the spot: its
/// identity, the same for every lock and unlock of one lock.
///
/// The owner keeps the guarded state in a stored `var` marked `@exclusivity(unchecked)` (the lock
/// orders its accesses) and touches it only between ``lock(owner:)`` and ``unlock(owner:)``, in
/// one `withLock` method of its own.
@usableFromInline
package struct InlineLock: ~Copyable, @unchecked Sendable {  // one atomic word.
    /// 0: free; 1: taken; 2: taken, and a thread may be parked waiting for it.
    @usableFromInline let word = Atomic<UInt32>(0)

    @inlinable
    package init() {}

    /// Takes the lock; `owner` is the object that holds it (it picks the parking spot).
    @inlinable
    package func lock(owner: ObjectIdentifier) {
        if !word.compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged {
            LockPrimitive.lockContended(word, spot: Self.spot(owner))
        }
    }

    /// Gives the lock back and wakes the parked threads if it was marked contended (an exchange,
    /// for the reason ``LockPrimitive`` gives at its `unlock`).
    @inlinable
    package func unlock(owner: ObjectIdentifier) {
        if word.exchange(0, ordering: .releasing) == 2 { LockPrimitive.wakeParked(spot: Self.spot(owner)) }
    }

    @inlinable
    static func spot(_ owner: ObjectIdentifier) -> UInt {
        UInt(bitPattern: owner)
    }
}
