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
///
/// The state lives beside the mutex in one allocation and is reached through a pointer, not a
/// stored `var`: a class's stored `var` gets a dynamic exclusivity check (`swift_beginAccess`)
/// on every access, which cost more than the lock itself on the per-event paths.
@usableFromInline
package final class Locked<State>: @unchecked Sendable {  // `state` is guarded by `mutex`.
    @usableFromInline
    let mutex: UnsafeMutablePointer<pthread_mutex_t>

    @usableFromInline
    let state: UnsafeMutablePointer<State>

    @inlinable
    package init(_ state: State) {
        // One allocation: the mutex, then the state at the next multiple of its alignment.
        let stateAlignment = MemoryLayout<State>.alignment
        let stateOffset =
            (MemoryLayout<pthread_mutex_t>.stride + stateAlignment - 1) / stateAlignment * stateAlignment
        let raw = UnsafeMutableRawPointer.allocate(
            byteCount: stateOffset + Swift.max(MemoryLayout<State>.size, 1),
            alignment: Swift.max(MemoryLayout<pthread_mutex_t>.alignment, stateAlignment))
        mutex = raw.initializeMemory(as: pthread_mutex_t.self, repeating: pthread_mutex_t(), count: 1)
        self.state = (raw + stateOffset).initializeMemory(as: State.self, repeating: state, count: 1)
        let status = pthread_mutex_init(mutex, nil)
        precondition(status == 0, "Locked: pthread_mutex_init failed with \(status)")
    }

    deinit {
        state.deinitialize(count: 1)
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        UnsafeMutableRawPointer(mutex).deallocate()
    }

    /// Runs `body` with exclusive access to the state.
    @inlinable
    package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&state.pointee)
    }
}
