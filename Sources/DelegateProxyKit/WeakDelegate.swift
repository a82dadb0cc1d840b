/// The forward delegate of a proxy: held weakly (or strongly), and handed back with its static
/// type `Delegate` without a dynamic cast on every call.
///
/// `Delegate` is usually a protocol existential (`any LocationManagerDelegate`), which Swift cannot
/// store in a `weak var` and which costs a conformance lookup to cast back from `AnyObject`. So the
/// object is held by a `weak` reference (that is what decides whether it is alive) and the
/// existential's bits are kept beside it *without* a retain; they are read back only while the
/// weak reference has produced a strong one, so they always describe a live object.
struct WeakDelegate<Delegate> {
    private weak var object: AnyObject?
    private var strong: AnyObject?
    /// The bits of the `Delegate` existential: room for the largest existential (five words).
    private var bits: (Int, Int, Int, Int, Int) = (0, 0, 0, 0, 0)

    init() {}

    init(_ delegate: Delegate, retain: Bool) {
        precondition(
            MemoryLayout<Delegate>.size <= MemoryLayout<(Int, Int, Int, Int, Int)>.size,
            "DelegateProxy: the delegate type \(Delegate.self) is too large; use a protocol or class type.")
        let object = delegate as AnyObject
        self.object = object
        self.strong = retain ? object : nil
        withUnsafeMutableBytes(of: &bits) { destination in
            withUnsafeBytes(of: delegate) { destination.copyMemory(from: $0) }
        }
    }

    /// The delegate, if it is still alive.
    func load() -> Delegate? {
        guard let alive = object else { return nil }
        return withExtendedLifetime(alive) {
            withUnsafeBytes(of: bits) { $0.load(as: Delegate.self) }
        }
    }

    /// Whether `candidate` is the held object.
    func holds(_ candidate: AnyObject?) -> Bool {
        guard let candidate, let object else { return false }
        return candidate === object
    }
}
