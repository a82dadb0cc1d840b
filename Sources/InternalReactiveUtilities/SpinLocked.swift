/// State guarded by a ``SpinLock``, in an object of its own that holds nothing else (see
/// ``SpinLockGuarded``, which gives it `withLock`, `lock()`, `unlock()` and `guardedState`).
@usableFromInline
package final class SpinLocked<State>: SpinLockGuarded, @unchecked Sendable {  // guarded by `_spinLock`.
    @usableFromInline package let _spinLock = SpinLock()
    // Unchecked: the lock orders every access (see ``SpinLockGuarded``).
    @usableFromInline @exclusivity(unchecked) package var _lockedState: State

    @inlinable
    package init(_ state: State) {
        _lockedState = state
    }
}
