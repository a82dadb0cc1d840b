import InternalReactiveUtilities
import ObservableCore
import Synchronization

/// The forward delegate of a proxy, read on every delegate call: state of the proxy's dispatch
/// table, behind the table's lock, as the rest of its state is (an object of its own would be one
/// more allocation and lock per proxy).
///
/// One weak reference, stored in place; the critical sections that touch it are a few loads and
/// stores that never call out: a read takes the lock, loads the weak reference (a strong one if
/// the delegate is alive) and copies the existential's words, and calls the delegate after
/// unlocking. A proxy without a forward delegate (most observed ones) skips all that: the table's
/// `hasForwardDelegate`, set with the delegate, is read first, without the lock. Setting the
/// delegate any number of times keeps no record of the earlier ones, so memory stays bounded; the
/// strong reference of a retained delegate is released outside the lock.
///
/// A retained delegate (`retainDelegate: true`) is held by a strong reference only: it is alive
/// as long as the proxy holds it, so a weak reference would answer the same, at the price of a
/// weak load on every call and of a side table for the delegate, which makes every retain and
/// release of it slower. Whether it is retained is the table state's `isForwardRetained`, beside
/// its other flag, where it takes no room of its own.
///
/// A delegate that is not a class instance, or whose type is too large for the layout (see
/// ``_WeakDelegate/objectFirst(_:)``, which checks the layout where the delegate is set), is held
/// by a ``_DynamicDelegate`` in `retained` instead, with the state's `isForwardDynamic` set: a
/// read then takes the retained branch and casts, so no legal delegate type reaches the
/// hand-assembled existential.
///
/// Not generic: the proxy, which knows its delegate type, names it at each read and write (a
/// generic type would cost a metadata lookup each time a proxy is made).
@usableFromInline
struct _ForwardDelegate {
    @usableFromInline var delegate = _WeakDelegate()
    /// The delegate, if it is retained; then `delegate` holds its words and no weak reference.
    /// Or, when the table state's `isForwardDynamic` is set, the ``_DynamicDelegate`` that holds
    /// a delegate the hand-made layout does not take.
    @usableFromInline var retained: AnyObject?

    init() {}
}

extension _DispatchTable {
    /// Calls `body` with the forward delegate if it is alive, outside the lock. `Delegate` must
    /// be the type the delegate was set with.
    /// - Returns: What `body` returned, or `nil` when there is no forward delegate.
    @inlinable @inline(__always) @discardableResult
    func withForwardDelegate<Delegate, Result>(_ body: (Delegate) -> Result) -> Result? {
        // No forward delegate was set, or it was set to nil: most observed proxies.
        guard hasForwardDelegate.load(ordering: .relaxed) else { return nil }
        var owned = (0, 0, 0, 0, 0)
        // The strong reference the weak load makes becomes the delegate's own: it is stored as
        // the object word of the existential, before the words kept beside the weak reference,
        // and the whole is moved out as an owned `Delegate`, released once after `body`.
        // (The weak load is in the closure so that the reference is a local it can consume:
        // captured, it would be copied, a retain and a release more on every call.)
        // Invariants: the kept words were copied from a `Delegate` (the caller names the type the
        // delegate was set with) whose representation `_WeakDelegate.objectFirst` checked when it
        // was set: the object's reference first, then words that own nothing; any other delegate
        // is a `_DynamicDelegate`, read with a cast (`isForwardDynamic`). The reference stored in
        // the first word is owned, so the moved-out `Delegate` keeps the delegate alive until
        // `body` returns, even if every other reference to it goes away during the call
        // (`ForwardDelegateLifetimeTests`). The safe spelling, a dynamic cast from `AnyObject` to
        // `Delegate`, looks the conformance up on every call (see Benchmarks/Profile
        // `proxyNoObserver` and Benchmarks/README.md, *Forward delegate layout*).
        let found = withLock { state -> _ForwardDelegateRead in
            let words = state.forward.delegate.words
            owned = (0, words.0, words.1, words.2, words.3)
            return withUnsafeMutableBytes(of: &owned) { raw in
                let object = raw.baseAddress!.assumingMemoryBound(to: AnyObject.self)
                // Branching on a flag, not on `retained`: testing the optional reference would
                // slow the weak path, RxCocoa's default, on every call (see Benchmarks/Profile
                // `proxyNoObserver`).
                if state.isForwardRetained {
                    if state.isForwardDynamic {
                        guard let dynamic = state.forward.retained as? _DynamicDelegate else { return .gone }
                        return .dynamic(dynamic)
                    }
                    object.initialize(to: state.forward.retained!)
                    return .object
                }
                guard let alive = state.forward.delegate.object else { return .gone }
                object.initialize(to: alive)
                return .object
            }
        }
        switch found {
        case .object:
            let delegate = withUnsafeMutableBytes(of: &owned) { raw in
                raw.baseAddress!.assumingMemoryBound(to: Delegate.self).move()
            }
            return body(delegate)
        case .dynamic(let dynamic):
            guard let delegate = dynamic.delegate(as: Delegate.self) else { return nil }
            return body(delegate)
        case .gone:
            return nil
        }
    }

    /// The forward delegate, if it is still alive.
    @inlinable
    func forwardDelegate<Delegate>(as type: Delegate.Type) -> Delegate? {
        withForwardDelegate { (delegate: Delegate) in delegate }
    }

    /// Makes `delegate` the forward delegate, held weakly, and strongly too if `retain` is set.
    func setForwardDelegate<Delegate>(_ delegate: Delegate?, retain: Bool) {
        // Unwrapped with `if let`, not `map`: a generic call on the optional instantiates the
        // metadata of `Delegate?` each time, a large part of what setting the delegate costs (see
        // Benchmarks/Profile `proxyCreation`).
        var forward = _ForwardDelegate()
        var isDynamic = false
        if let delegate {
            if let object = _WeakDelegate.objectFirst(delegate) {
                forward.delegate = _WeakDelegate(delegate, object: object, weakly: !retain)
                if retain { forward.retained = object }
            } else {
                forward.retained = _DynamicDelegate(delegate, retain: retain)
                isDynamic = true
            }
        }
        let isSet = delegate != nil
        withLock { state in
            state.isForwardRetained = forward.retained != nil
            state.isForwardDynamic = isDynamic
            hasForwardDelegate.store(isSet, ordering: .relaxed)
            swap(&state.forward, &forward)
        }
        _ = forward  // the previous retained delegate, released here, outside the lock
    }

    /// The object the forward delegate is held by: the delegate itself, or the
    /// ``_DynamicDelegate`` that holds it; `nil` without one. Identifies the delegate a caller
    /// set (`installForwardDelegate`'s disposable), whatever its type.
    func forwardDelegateIdentity() -> AnyObject? {
        withLock { state in state.forward.retained ?? state.forward.delegate.object }
    }
}

/// What a read of the forward delegate found under the lock (see
/// ``_DispatchTable/withForwardDelegate(_:)``): an enumeration, so that the common case, an object
/// whose reference the read owns, carries nothing to release.
@usableFromInline
enum _ForwardDelegateRead {
    /// The object's reference, owned, is in the read's words.
    case object
    /// A delegate the hand-made layout does not take.
    case dynamic(_DynamicDelegate)
    /// No delegate, or a weakly held one that is gone.
    case gone
}
