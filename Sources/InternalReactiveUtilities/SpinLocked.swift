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
    /// unsubscription is one; see Benchmarks/Profile `subscribeDispose`). Pair with ``unlock()``;
    /// the state is ``guardedState`` until then.
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
