import InternalReactiveUtilities
import ObservableCore

/// The forward delegate of a proxy, read on every delegate call.
///
/// One weak reference, stored in place and guarded by a spin lock whose critical sections are a
/// few loads and stores that never call out: a read takes the lock, loads the weak reference (a
/// strong one if the delegate is alive) and copies the existential's bits, and calls the
/// delegate after unlocking. Setting the delegate any number of times keeps no record of the
/// earlier ones, so memory stays bounded; the strong reference of a retained delegate is
/// released outside the lock.
///
/// A retained delegate (`retainDelegate: true`) is held by a strong reference only: it is alive
/// as long as the proxy holds it, so a weak reference would answer the same, at the price of a
/// weak load on every call and of a side table for the delegate, which makes every retain and
/// release of it slower.
///
/// Not generic: the proxy, which knows its delegate type, names it at each read and write (a
/// generic class would cost a metadata lookup each time a proxy is made).
// `_lockedState` is guarded by `_spinLock`.
@usableFromInline
final class _ForwardDelegate: SpinLockGuarded, @unchecked Sendable {
    @usableFromInline
    struct State {
        @usableFromInline var delegate = _WeakDelegate()
        /// The delegate, if it is retained; then `delegate` holds its bits and no weak reference.
        @usableFromInline var retained: AnyObject?
        /// Whether `retained` is set.
        @usableFromInline var isRetained = false
    }

    @usableFromInline let _spinLock = SpinLock()
    @usableFromInline @exclusivity(unchecked) var _lockedState = State()

    init() {}

    /// Calls `body` with the forward delegate if it is alive, outside the lock. `Delegate` must
    /// be the type the delegate was set with.
    /// - Returns: What `body` returned, or `nil` when there is no forward delegate.
    @inlinable @inline(__always) @discardableResult
    func withDelegate<Delegate, Result>(_ body: (Delegate) -> Result) -> Result? {
        var owned = (0, 0, 0, 0, 0)
        // The strong reference the weak load makes becomes the delegate's own: it is stored
        // over the object word of the existential's bits (the same object, so the bits do not
        // change), and the bits are moved out as an owned `Delegate`, released once after `body`.
        // (The weak load is in the closure so that the reference is a local it can consume:
        // captured, it would be copied, a retain and a release more on every call.)
        // Invariants: `bits` were copied from a `Delegate` (the caller names the type the delegate
        // was set with); a class-bound existential's first word is its object, the one the weak
        // reference loads (or `retained`, when set); and the reference stored there is owned, so
        // the moved-out `Delegate` keeps the delegate alive until `body` returns, even if every
        // other reference to it goes away during the call (`ForwardDelegateLifetimeTests`). The
        // safe spelling, a dynamic cast from `AnyObject` to `Delegate`, looks the conformance up
        // on every call (see Benchmarks/Profile `proxyNoObserver`).
        let isAlive = withLock { state in
            owned = state.delegate.bits
            return withUnsafeMutableBytes(of: &owned) { raw in
                let object = raw.baseAddress!.assumingMemoryBound(to: AnyObject.self)
                // Branching on a flag, not on `retained`: testing the optional reference would
                // slow the weak path, RxCocoa's default, on every call (see Benchmarks/Profile
                // `proxyNoObserver`).
                if state.isRetained {
                    object.initialize(to: state.retained!)
                    return true
                }
                guard let alive = state.delegate.object else { return false }
                object.initialize(to: alive)
                return true
            }
        }
        guard isAlive else { return nil }
        let delegate = withUnsafeMutableBytes(of: &owned) { raw in
            raw.baseAddress!.assumingMemoryBound(to: Delegate.self).move()
        }
        return body(delegate)
    }

    /// The forward delegate, if it is still alive.
    @inlinable
    func load<Delegate>(as type: Delegate.Type) -> Delegate? {
        withDelegate { (delegate: Delegate) in delegate }
    }

    /// Makes `delegate` the forward delegate, held weakly, and strongly too if `retain` is set.
    func set<Delegate>(_ delegate: Delegate?, retain: Bool) {
        // Unwrapped with `if let`, not `map`: a generic call on the optional instantiates the
        // metadata of `Delegate?` each time, a large part of what setting the delegate costs (see
        // Benchmarks/Profile `proxyCreation`).
        var reference = _WeakDelegate()
        var strong: AnyObject?
        if let delegate {
            reference = _WeakDelegate(delegate, weakly: !retain)
            if retain { strong = delegate as AnyObject }
        }
        withLock { state in
            state.delegate = reference
            state.isRetained = strong != nil
            swap(&state.retained, &strong)
        }
        _ = strong  // the previous retained delegate, released here, outside the lock
    }
}
