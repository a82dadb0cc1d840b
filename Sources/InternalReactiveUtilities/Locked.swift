#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// State guarded by a mutex, touched only through ``withLock(_:)``.
///
/// Never call out (observers, user closures, `dispose()`) inside `withLock`: decide under the
/// lock, return what to do, and do it after.
///
/// Built on `pthread_mutex_t` rather than Synchronization's `Mutex`: on Linux ThreadSanitizer
/// does not see `Mutex`'s lock (it lives in an uninstrumented library), so every state it guards
/// would be reported as racing; it sees pthread mutexes.
@usableFromInline
package final class Locked<State>: @unchecked Sendable {  // `state` is guarded by `mutex`.
    @usableFromInline
    let mutex: UnsafeMutablePointer<pthread_mutex_t>

    @usableFromInline
    var state: State

    @inlinable
    package init(_ state: State) {
        self.state = state
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        let status = pthread_mutex_init(mutex, nil)
        precondition(status == 0, "Locked: pthread_mutex_init failed with \(status)")
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` with exclusive access to the state.
    @inlinable
    package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&state)
    }
}
