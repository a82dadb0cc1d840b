import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A lock of one atomic flag, for critical sections of a few loads and stores that never call
/// out: taking it is one compare-and-swap, giving it back one store (a mutex's unlock is a
/// second atomic read-modify-write, and a call). A waiter spins briefly on a load, then yields
/// its thread. ThreadSanitizer sees it: the flag's atomics are compiled into the caller.
@usableFromInline
package struct SpinLock: ~Copyable, @unchecked Sendable {  // the flag is atomic.
    @usableFromInline let flag = Atomic<Bool>(false)

    @inlinable
    package init() {}

    @inlinable
    package func lock() {
        if !flag.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged {
            lockContended()
        }
    }

    @usableFromInline
    func lockContended() {
        while true {
            // Spin on a load first so that waiting does not bounce the cache line.
            for _ in 0..<64 where !flag.load(ordering: .relaxed) {
                if flag.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged {
                    return
                }
            }
            sched_yield()
        }
    }

    @inlinable
    package func unlock() {
        flag.store(false, ordering: .releasing)
    }
}

/// State guarded by a ``SpinLock``, touched only through ``withLock(_:)``: for state whose
/// critical sections are a few loads and stores (the rules of ``Locked`` apply: never call out
/// inside `withLock`).
@usableFromInline
package final class SpinLocked<State>: @unchecked Sendable {  // `state` is guarded by `spin`.
    @usableFromInline let spin = SpinLock()
    // Unchecked: the lock orders every access; a dynamic check per access cost more than the lock.
    @usableFromInline @exclusivity(unchecked) var state: State

    @inlinable
    package init(_ state: State) {
        self.state = state
    }

    @inlinable
    package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        spin.lock()
        defer { spin.unlock() }
        return try body(&state)
    }

    /// Takes the lock, for a caller that cannot use ``withLock(_:)`` cheaply: a protocol witness
    /// of a generic conformance, where `withLock` and its closure run unspecialized (a subject's
    /// unsubscription cost four times what it does by hand). Pair with ``unlock()``; the state is
    /// ``guardedState`` until then.
    @inlinable
    package func lock() { spin.lock() }

    /// Gives back the lock taken by ``lock()``.
    @inlinable
    package func unlock() { spin.unlock() }

    /// The state, to touch only between ``lock()`` and ``unlock()``.
    @inlinable
    package var guardedState: State {
        _read { yield state }
        _modify { yield &state }
    }
}
