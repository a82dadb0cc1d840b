#if canImport(Darwin)
    import os
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The platform's blocking lock under ``Locked``, the only part of it that differs by platform.
///
/// - Darwin: `os_unfair_lock`, whose waiters block in the kernel and donate their priority to
///   the owner, so a main-thread caller is never starved by a lower-priority holder.
/// - Linux: `pthread_mutex_t` (a futex: waiters sleep in the kernel). Not Synchronization's
///   `Mutex`: ThreadSanitizer intercepts pthread mutexes, and in a debug build does not see
///   `Mutex`'s lock (it reports the accesses it guards as races).
///
/// Both must stay at one address while in use: ``LockedBox`` keeps the lock in its tail.
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
        @usableFromInline package typealias Value = pthread_mutex_t

        @inlinable
        static func initialize(_ lock: UnsafeMutablePointer<Value>) {
            lock.initialize(to: pthread_mutex_t())
            let status = pthread_mutex_init(lock, nil)
            precondition(status == 0, "Locked: pthread_mutex_init failed with \(status)")
        }

        @inlinable
        static func destroy(_ lock: UnsafeMutablePointer<Value>) {
            pthread_mutex_destroy(lock)
            lock.deinitialize(count: 1)
        }

        @inlinable
        static func lock(_ lock: UnsafeMutablePointer<Value>) {
            let status = pthread_mutex_lock(lock)
            assert(status == 0, "Locked: pthread_mutex_lock failed with \(status)")
        }

        @inlinable
        static func unlock(_ lock: UnsafeMutablePointer<Value>) {
            let status = pthread_mutex_unlock(lock)
            assert(status == 0, "Locked: pthread_mutex_unlock failed with \(status)")
        }
    #endif
}
