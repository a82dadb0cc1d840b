/// An object that keeps state behind a ``SpinLock`` in its own stored properties, touched only
/// through ``withLock(_:)`` (or ``lock()``, ``guardedState`` and ``unlock()``): for state whose
/// critical sections are a few loads and stores that never call out (the rules of ``Locked``
/// apply). ``SpinLocked`` is the conformer that holds nothing else; an object made often (a
/// proxy's dispatch table, its forward delegate, a parent's proxy storage) conforms itself, so
/// that its lock and state cost no allocation of their own.
///
/// A conformer declares the two requirements as stored properties and touches neither directly:
///
/// ```swift
/// final class Counter: SpinLockGuarded {
///     let _spinLock = SpinLock()
///     @exclusivity(unchecked) var _lockedState = 0
/// }
/// ```
///
/// The state is a stored `var` whose exclusivity is unchecked (the lock orders every access; a
/// dynamic check per access cost more than the lock), and the lock is taken before the access to
/// it begins: ThreadSanitizer sees the lock's atomics, compiled into the caller, and an access to
/// the state that only ever happens while the lock is held. (Not a class to inherit from: a
/// `package` class cannot be subclassed outside its module. Not a noncopyable value holding both:
/// its state would need a cell whose accesses ThreadSanitizer attributed to the lock's flag or not
/// depending on the order of the fields.)
///
/// `@usableFromInline`, so that the methods below are specialized for the conformer where they
/// are called.
@usableFromInline
package protocol SpinLockGuarded: AnyObject {
    /// The state the lock guards.
    associatedtype State

    /// The lock: a stored `let`.
    var _spinLock: SpinLock { get }

    /// The state: a stored `@exclusivity(unchecked) var`, touched only through the methods of
    /// this protocol's extension.
    var _lockedState: State { get set }
}

extension SpinLockGuarded {
    /// Runs `body` with exclusive access to the state.
    @inlinable
    package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        _spinLock.lock()
        defer { _spinLock.unlock() }
        return try body(&_lockedState)
    }

    /// Takes the lock, for a caller that cannot use ``withLock(_:)`` cheaply: a protocol witness
    /// of a generic conformance, where `withLock` and its closure run unspecialized (a subject's
    /// unsubscription is one; see Benchmarks/Profile `subscribeDispose`). Pair with ``unlock()``;
    /// the state is ``guardedState`` until then.
    @inlinable
    package func lock() { _spinLock.lock() }

    /// Gives back the lock taken by ``lock()``.
    @inlinable
    package func unlock() { _spinLock.unlock() }

    /// The state, to touch only between ``lock()`` and ``unlock()``, or where no other thread can
    /// reach the conformer any more (its `deinit`).
    @inlinable
    package var guardedState: State {
        _read { yield _lockedState }
        _modify { yield &_lockedState }
    }
}
