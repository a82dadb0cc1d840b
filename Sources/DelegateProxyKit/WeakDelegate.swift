/// A weak reference to a delegate that is a class instance, handed back with its static type
/// without a dynamic cast on every call.
///
/// The delegate type is usually a protocol existential (`any LocationManagerDelegate`), which
/// Swift cannot store in a `weak var` and which costs a conformance lookup to cast back from
/// `AnyObject`. So the object is held by a `weak` reference (that is what decides whether it is
/// alive) and the existential's other words are kept beside it *without* a retain; they are read
/// back only while the weak reference has produced a strong one, which becomes the existential's
/// first word, so they always describe a live object. Not generic (only its initializer is):
/// making a proxy instantiates no metadata for it.
///
/// Only for a delegate whose representation ``objectFirst(_:)`` checked where it enters: a
/// struct or enum delegate, or one too large, is kept as a value instead (see
/// ``_ValueDelegate``), so no legal type reaches the hand-made layout unchecked.
@usableFromInline
struct _WeakDelegate {
    @usableFromInline weak var object: AnyObject?
    /// The words of the delegate's representation after the first (the object, which a read
    /// takes from the reference instead): room for the largest one ``objectFirst(_:)`` accepts
    /// (five words).
    @usableFromInline var words: (Int, Int, Int, Int) = (0, 0, 0, 0)

    init() {}

    /// Refers to `delegate`, which is `object` (as ``objectFirst(_:)`` found), weakly; or only
    /// keeps its words if `weakly` is false (a delegate the caller holds strongly, for as long as
    /// these words are read).
    init<Delegate>(_ delegate: Delegate, object: AnyObject, weakly: Bool) {
        if weakly { self.object = object }
        withUnsafeMutableBytes(of: &words) { destination in
            withUnsafeBytes(of: delegate) { source in
                let objectSize = MemoryLayout<AnyObject>.size
                guard source.count > objectSize else { return }
                destination.copyMemory(from: UnsafeRawBufferPointer(rebasing: source[objectSize...]))
            }
        }
    }

    /// The object `delegate` is, if a ``_WeakDelegate`` can rebuild it: `nil` otherwise.
    ///
    /// The assumption the forward call relies on is that `Delegate`'s representation is the
    /// object's reference in its first word, followed by at most four words that own nothing.
    /// Checked here, once per delegate set, in three parts:
    /// - the value's dynamic type is a class, so `Delegate` is a class, `AnyObject`, or an
    ///   existential holding the instance (class-bound or not, of one protocol or several): their
    ///   words after the reference are witness tables, type metadata and, in an opaque
    ///   existential, buffer words a class instance leaves unused; none is owned;
    /// - `Delegate` fits in five words (a composition of five or more class-bound protocols does
    ///   not);
    /// - the first word is the very reference `delegate as AnyObject` gives.
    /// A struct or enum (even one whose only field is a class reference), a metatype, an optional
    /// and an oversized composition fail, and are kept as values.
    static func objectFirst<Delegate>(_ delegate: Delegate) -> AnyObject? {
        let size = MemoryLayout<Delegate>.size
        guard size >= MemoryLayout<UInt>.size, size <= MemoryLayout<(Int, Int, Int, Int, Int)>.size,
            type(of: delegate as Any) is AnyObject.Type
        else { return nil }
        let object = delegate as AnyObject
        let first = withUnsafeBytes(of: delegate) { $0.loadUnaligned(as: UInt.self) }
        guard first == UInt(bitPattern: ObjectIdentifier(object)) else { return nil }
        return object
    }
}

/// A forward delegate the hand-made layout of ``_WeakDelegate`` does not take, read back with a
/// dynamic cast on each call (a conformance lookup, the price of a rare case):
/// - a value (a struct or enum delegate of a protocol that is not class-bound, which its parent
///   held strongly): it has no lifetime of its own to follow, so it is kept as a copy whether or
///   not the delegate is retained;
/// - an object whose static type is too large to rebuild (an existential of several protocols
///   that are not class-bound): held weakly, or strongly if retained.
@usableFromInline
final class _DynamicDelegate {
    /// A value delegate, or a retained object.
    let value: Any?
    /// An object held weakly; set once, so a read outside the table's lock races no write.
    weak let object: AnyObject?

    /// Keeps `delegate`: a copy of a value, or the object strongly if `retain` is set and weakly
    /// otherwise.
    init<Delegate>(_ delegate: Delegate, retain: Bool) {
        if !retain, type(of: delegate as Any) is AnyObject.Type {
            value = nil
            object = delegate as AnyObject
        } else {
            value = delegate
            object = nil
        }
    }

    /// The delegate, if it is alive, as the type it was set with.
    @usableFromInline
    func delegate<Delegate>(as type: Delegate.Type) -> Delegate? {
        if let value { return value as? Delegate }
        guard let object else { return nil }
        return object as? Delegate
    }
}
