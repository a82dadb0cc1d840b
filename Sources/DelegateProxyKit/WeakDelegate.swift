import InternalReactiveUtilities
import ObservableCore
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A weak reference to a delegate, handed back with its static type `Delegate` without a dynamic
/// cast on every call.
///
/// `Delegate` is usually a protocol existential (`any LocationManagerDelegate`), which Swift cannot
/// store in a `weak var` and which costs a conformance lookup to cast back from `AnyObject`. So the
/// object is held by a `weak` reference (that is what decides whether it is alive) and the
/// existential's bits are kept beside it *without* a retain; they are read back only while the
/// weak reference has produced a strong one, so they always describe a live object.
@usableFromInline
struct WeakDelegate<Delegate> {
    @usableFromInline weak var object: AnyObject?
    /// The bits of the `Delegate` existential: room for the largest existential (five words).
    @usableFromInline var bits: (Int, Int, Int, Int, Int) = (0, 0, 0, 0, 0)

    init() {}

    init(_ delegate: Delegate) {
        precondition(
            MemoryLayout<Delegate>.size <= MemoryLayout<(Int, Int, Int, Int, Int)>.size,
            "DelegateProxy: the delegate type \(Delegate.self) is too large; use a protocol or class type.")
        object = delegate as AnyObject
        withUnsafeMutableBytes(of: &bits) { destination in
            withUnsafeBytes(of: delegate) { destination.copyMemory(from: $0) }
        }
    }
}

/// The forward delegate of a proxy, read on every delegate call.
///
/// One weak reference, stored in place and guarded by a spin lock whose critical sections are a
/// few loads and stores that never call out: a read takes the lock, loads the weak reference (a
/// strong one if the delegate is alive) and copies the existential's bits, and calls the
/// delegate after unlocking. Setting the delegate any number of times keeps no record of the
/// earlier ones, so memory stays bounded; the strong reference of a retained delegate is
/// released outside the lock.
// `delegate` and `retained` are guarded by `spin`.
@usableFromInline
final class ForwardDelegate<Delegate>: @unchecked Sendable {
    @usableFromInline let spin = Atomic<Bool>(false)
    @usableFromInline @exclusivity(unchecked) var delegate = WeakDelegate<Delegate>()
    @exclusivity(unchecked) private var retained: AnyObject?

    init() {}

    @inlinable
    func lock() {
        if !spin.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged {
            lockContended()
        }
    }

    @usableFromInline
    func lockContended() {
        while true {
            // Spin on a load first so that waiting does not bounce the cache line.
            for _ in 0..<64 where !spin.load(ordering: .relaxed) {
                if spin.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged {
                    return
                }
            }
            sched_yield()
        }
    }

    @inlinable
    func unlock() {
        spin.store(false, ordering: .releasing)
    }

    /// Calls `body` with the forward delegate if it is alive, outside the lock.
    /// - Returns: What `body` returned, or `nil` when there is no forward delegate.
    @inlinable @discardableResult
    func withDelegate<Result>(_ body: (Delegate) -> Result) -> Result? {
        lock()
        let alive = delegate.object
        let bits = delegate.bits
        unlock()
        guard let alive else { return nil }
        // The strong reference the weak load made becomes the delegate's own: the retain here
        // and the release of `alive` cancel out, and moving the bits out makes an owned
        // `Delegate` (the same object) without another retain.
        _ = Unmanaged.passRetained(consume alive)
        var owned = bits
        let delegate = withUnsafeMutableBytes(of: &owned) { raw in
            raw.baseAddress.unsafelyUnwrapped.assumingMemoryBound(to: Delegate.self).move()
        }
        let result = body(delegate)
        return result
    }

    /// The forward delegate, if it is still alive.
    @inlinable
    func load() -> Delegate? {
        withDelegate { $0 }
    }

    /// Makes `delegate` the forward delegate, held weakly, and strongly too if `retain` is set.
    func set(_ delegate: Delegate?, retain: Bool) {
        let reference = delegate.map { WeakDelegate($0) } ?? WeakDelegate()
        var strong = retain ? delegate.map { $0 as AnyObject } : nil
        lock()
        self.delegate = reference
        swap(&retained, &strong)
        unlock()
        _ = strong  // the previous retained delegate, released here, outside the lock
    }
}
