/// A weak reference to a delegate, handed back with its static type without a dynamic cast on
/// every call.
///
/// The delegate type is usually a protocol existential (`any LocationManagerDelegate`), which
/// Swift cannot store in a `weak var` and which costs a conformance lookup to cast back from
/// `AnyObject`. So the object is held by a `weak` reference (that is what decides whether it is
/// alive) and the existential's other words (its witness tables) are kept beside it *without* a
/// retain; they are read back only while the weak reference has produced a strong one, which
/// becomes the existential's first word, so they always describe a live object. Not generic (only
/// its initializer is): making a proxy instantiates no metadata for it.
@usableFromInline
struct _WeakDelegate {
    @usableFromInline weak var object: AnyObject?
    /// The words of the delegate existential after the first (the object, which a read takes
    /// from the reference instead): room for the largest existential (five words).
    @usableFromInline var words: (Int, Int, Int, Int) = (0, 0, 0, 0)

    init() {}

    /// Refers to `delegate` weakly, or only keeps its words if `weakly` is false (a delegate the
    /// caller holds strongly, for as long as these words are read).
    init<Delegate>(_ delegate: Delegate, weakly: Bool = true) {
        precondition(
            MemoryLayout<Delegate>.size <= MemoryLayout<(Int, Int, Int, Int, Int)>.size,
            "DelegateProxy: the delegate type \(Delegate.self) is too large; use a protocol or class type.")
        if weakly { object = delegate as AnyObject }
        withUnsafeMutableBytes(of: &words) { destination in
            withUnsafeBytes(of: delegate) { source in
                let objectSize = MemoryLayout<AnyObject>.size
                guard source.count > objectSize else { return }
                destination.copyMemory(from: UnsafeRawBufferPointer(rebasing: source[objectSize...]))
            }
        }
    }
}
