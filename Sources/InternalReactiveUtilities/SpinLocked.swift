/// State guarded by a ``SpinLock``, in an object of its own that holds nothing else (see
/// ``SpinLockGuarded``, which gives it `withLock`).
@usableFromInline
package final class SpinLocked<State>: SpinLockGuarded, @unchecked Sendable {  // guarded by `_spinLock`.
    @usableFromInline package let _spinLock = SpinLock()
    // Unchecked: the lock orders every access (see ``SpinLockGuarded``).
    @usableFromInline @exclusivity(unchecked) package var _lockedState: State

    @inlinable
    package init(_ state: State) {
        _lockedState = state
    }

    // `lock()`, `unlock()` and `guardedState` are the class's own, not SpinLockGuarded's: their
    // caller is code generic over `State` (a subject's unsubscription witness), which cannot
    // specialize the protocol's methods for `SpinLocked<State>` and would run them unspecialized,
    // looking up the conformance on every call (see Benchmarks/Profile `subscribeDispose`).

    /// Takes the lock (see ``SpinLockGuarded/lock()``).
    @inlinable
    package func lock() { _spinLock.lock() }

    /// Gives back the lock taken by ``lock()``.
    @inlinable
    package func unlock() { _spinLock.unlock() }

    /// The state, to touch only between ``lock()`` and ``unlock()``.
    @inlinable
    package var guardedState: State {
        _read { yield _lockedState }
        _modify { yield &_lockedState }
    }
}
