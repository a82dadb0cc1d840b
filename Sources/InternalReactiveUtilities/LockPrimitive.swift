import Synchronization

#if canImport(Darwin)
    import Darwin
    import os
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The platform's blocking lock under ``Locked``, the only part of it that differs by platform.
/// A waiter blocks in the kernel; nothing spins or yields in a loop.
///
/// - Darwin: `os_unfair_lock`, whose waiters block in the kernel and donate their priority to
///   the holder, so a main-thread caller is never held up by a lower-priority holder spinning.
/// - Elsewhere: one atomic word, taken with one compare-and-swap and given back with one exchange,
///   both compiled into the caller; a thread that finds it taken marks it contended and parks on a
///   pthread condition variable (one of a few shared ones, chosen by the lock's address) until the
///   holder gives it back and wakes the parked threads. ThreadSanitizer sees it: it instruments
///   the word's atomics, compiled into the caller, and intercepts the pthread calls. Not
///   Synchronization's `Mutex`: in a debug build ThreadSanitizer does not see its lock (it lives
///   in an uninstrumented library) and reports the state it guards as racing. Not a
///   `pthread_mutex_t` per lock: its lock and unlock are calls into the C library on every
///   critical section, and its 40 bytes and initialization are paid by every lock.
///
/// The lock must stay at one address while in use: ``LockedBox`` keeps it in its tail.
@usableFromInline
package enum LockPrimitive {
    #if canImport(Darwin)
        @usableFromInline package typealias Value = os_unfair_lock_s

        @inlinable
        static func initialize(_ lock: UnsafeMutablePointer<Value>) {
            lock.initialize(to: os_unfair_lock_s())
        }

        @inlinable
        static func destroy(_ lock: UnsafeMutablePointer<Value>) {
            lock.deinitialize(count: 1)
        }

        @inlinable
        static func lock(_ lock: UnsafeMutablePointer<Value>) {
            os_unfair_lock_lock(lock)
        }

        @inlinable
        static func unlock(_ lock: UnsafeMutablePointer<Value>) {
            os_unfair_lock_unlock(lock)
        }
    #else
        /// 0: free; 1: taken; 2: taken, and a thread may be parked waiting for it.
        @usableFromInline package typealias Value = Atomic<UInt32>

        @inlinable
        static func initialize(_ lock: UnsafeMutablePointer<Value>) {
            lock.initialize(to: Atomic(0))
        }

        @inlinable
        static func destroy(_ lock: UnsafeMutablePointer<Value>) {
            lock.deinitialize(count: 1)
        }

        @inlinable
        static func lock(_ lock: UnsafeMutablePointer<Value>) {
            if !lock.pointee.compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged {
                lockContended(lock)
            }
        }

        /// Gives the lock back and wakes the parked threads if it was marked contended.
        ///
        /// An exchange: one read-modify-write that frees the word and reads, in the same step, whether
        /// a waiter marked it. A plain release store (with the mark read before it, or kept in a
        /// flag of its own read after it) would lose wake-ups: a waiter marks the lock, then looks
        /// at the word under its spot's mutex and parks if it is still taken. With a store, the
        /// holder can read "no waiter" while the waiter's mark is not yet visible to it, and the
        /// waiter can read "taken" while the holder's store is not yet visible to it (each thread's
        /// store waits in its store buffer while its later load runs: x86 and Arm both reorder a
        /// store before a later load of another address). Then nobody wakes the waiter, and it
        /// sleeps with the lock free. Only a store-to-load fence on the holder's side closes that,
        /// and a sequentially consistent store or fence costs what the exchange costs (an `xchg`
        /// or a `lock`-prefixed instruction on x86, a barrier or a store-release with an
        /// acquiring read-modify-write on Arm). Nor is a compare-and-swap from 1 (taken, no waiter)
        /// to 0 cheaper: it is a locked read-modify-write as the exchange is, and measured no
        /// faster (Benchmarks/README.md, *The lock's give-back*).
        @inlinable
        static func unlock(_ lock: UnsafeMutablePointer<Value>) {
            if lock.pointee.exchange(0, ordering: .releasing) == 2 { wakeParked(lock) }
        }

        @usableFromInline
        static func lockContended(_ lock: UnsafeMutablePointer<Value>) {
            lockContended(lock.pointee, spot: UInt(bitPattern: lock))
        }

        @usableFromInline
        static func wakeParked(_ lock: UnsafeMutablePointer<Value>) {
            wakeParked(spot: UInt(bitPattern: lock))
        }
    #endif
}

// The word lock's slow paths and parking spots, on every platform: the lock of ``Locked`` off
// Darwin, and ``InlineLock`` everywhere.
extension LockPrimitive {
    /// Takes a lock found taken: marks it contended (so that its holder wakes the parked
    /// threads when it gives it back) and parks until it is free, as many times as another
    /// thread takes it first. A parked thread sleeps in the kernel.
    @usableFromInline
    static func lockContended(_ word: borrowing Atomic<UInt32>, spot key: UInt) {
        let spot = ParkingSpots.spot(for: key)
        while word.exchange(2, ordering: .acquiring) != 0 {
            pthread_mutex_lock(spot.mutex)
            // Checked under the spot's mutex, which the holder takes before waking: either
            // this sees the lock given back, or the holder's wake-up comes after this wait.
            if word.load(ordering: .relaxed) == 2 {
                pthread_cond_wait(spot.condition, spot.mutex)
            }
            pthread_mutex_unlock(spot.mutex)
        }
    }

    /// Wakes the threads parked on the spot of `key`, a lock's address or its owner's (and any
    /// other lock's sharing it: they look again and park again if theirs is still taken).
    @usableFromInline
    static func wakeParked(spot key: UInt) {
        let spot = ParkingSpots.spot(for: key)
        pthread_mutex_lock(spot.mutex)
        pthread_cond_broadcast(spot.condition)
        pthread_mutex_unlock(spot.mutex)
    }

    /// Where contended waiters of ``LockPrimitive`` sleep: a fixed number of mutex and condition
    /// pairs, made once and never freed, shared by all locks (a lock's key picks its pair).
    enum ParkingSpots {
        static let count = 64

        // Allocated once, initialized before any use (a `static let` is made once, thread-safely),
        // then only used through the pthread functions, which synchronize themselves.
        nonisolated(unsafe) static let mutexes: UnsafeMutablePointer<pthread_mutex_t> = {
            let mutexes = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: count)
            for index in 0..<count {
                (mutexes + index).initialize(to: pthread_mutex_t())
                pthread_mutex_init(mutexes + index, nil)
            }
            return mutexes
        }()

        nonisolated(unsafe) static let conditions: UnsafeMutablePointer<pthread_cond_t> = {
            let conditions = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: count)
            for index in 0..<count {
                (conditions + index).initialize(to: pthread_cond_t())
                pthread_cond_init(conditions + index, nil)
            }
            return conditions
        }()

        static func spot(for key: UInt) -> (
            mutex: UnsafeMutablePointer<pthread_mutex_t>, condition: UnsafeMutablePointer<pthread_cond_t>
        ) {
            let index = Int((key >> 4) ^ (key >> 10)) & (count - 1)
            return (mutexes + index, conditions + index)
        }
    }
}
