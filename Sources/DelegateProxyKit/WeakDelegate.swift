import InternalReactiveUtilities
import ObservableCore
import Synchronization

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

    /// The delegate, if it is still alive.
    @inlinable
    func load() -> Delegate? {
        guard let alive = object else { return nil }
        return withExtendedLifetime(alive) {
            withUnsafeBytes(of: bits) { $0.load(as: Delegate.self) }
        }
    }
}

/// The forward delegate of a proxy, read on every delegate call without a lock.
///
/// Each `set` publishes a new immutable ``Record`` with a release store of its address; a call
/// loads the address with an acquire and reads the record it points to. A record is never freed
/// while the slot lives: `set` keeps every record it published in `state.records` (guarded by the
/// lock, which only writers take), so a reader that loaded an older address still reads a live,
/// unchanging record. A record is a weak reference and a few words; a slot gains one per `set`
/// that changes the delegate, which happens a handful of times in a proxy's life.
///
/// The strong reference of a retained delegate lives in the locked state, not in a record, so
/// replacing the delegate releases it at once.
@usableFromInline
final class ForwardDelegate<Delegate>: @unchecked Sendable {  // `state` is guarded by its lock.
    @usableFromInline
    final class Record {
        @usableFromInline let delegate: WeakDelegate<Delegate>
        init(_ delegate: WeakDelegate<Delegate>) { self.delegate = delegate }
    }

    private struct State {
        var records: [Record]
        var retained: AnyObject?
    }

    /// The address of the current record (`Unmanaged`, unretained: `state.records` owns it).
    @usableFromInline let current: Atomic<UInt>
    private let state: Locked<State>

    init() {
        let empty = Record(WeakDelegate())
        current = Atomic(UInt(bitPattern: Unmanaged.passUnretained(empty).toOpaque()))
        state = Locked(State(records: [empty], retained: nil))
    }

    /// The forward delegate, if it is still alive.
    @inlinable
    func load() -> Delegate? {
        let address = current.load(ordering: .acquiring)
        // `state.records` keeps the record alive for as long as `self` is.
        return Unmanaged<Record>.fromOpaque(UnsafeRawPointer(bitPattern: address).unsafelyUnwrapped)
            ._withUnsafeGuaranteedRef { $0.delegate.load() }
    }

    /// Makes `delegate` the forward delegate, held weakly, and strongly too if `retain` is set.
    func set(_ delegate: Delegate?, retain: Bool) {
        let record = Record(delegate.map { WeakDelegate($0) } ?? WeakDelegate())
        let strong = retain ? delegate.map { $0 as AnyObject } : nil
        let released = state.withLock { state -> AnyObject? in
            state.records.append(record)
            current.store(UInt(bitPattern: Unmanaged.passUnretained(record).toOpaque()), ordering: .releasing)
            defer { state.retained = strong }
            return state.retained
        }
        _ = released  // released here, outside the lock
    }
}
