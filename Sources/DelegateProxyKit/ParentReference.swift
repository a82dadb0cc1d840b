/// How a proxy (and the global table of proxies) refers to a parent object: it answers `nil` once
/// the parent's deinitialization has begun and never keeps the parent alive.
///
/// A `weak` reference, the same on every platform and with only public Swift: a load retains the
/// parent unless its deinitialization has begun, atomically against a release on another thread.
/// Its price is the side table the first weak reference gives the parent (one more heap block per
/// parent, and slower retains and releases of it afterwards; see Benchmarks/README.md).
///
/// Not generic: a proxy, generic over its parent and made by unspecialized code, would look the
/// metadata of a generic reference up each time it is made and released (see
/// Benchmarks/Profile `proxyCreation`). A read names the parent's type and casts back to it; the
/// reference was stored from a value of that type.
struct ParentReference: @unchecked Sendable {  // immutable; weak loads are atomic.
    private weak var weakObject: AnyObject?

    init(_ object: AnyObject) {
        weakObject = object
    }

    /// The parent, retained, or `nil` if it is gone.
    var object: AnyObject? { weakObject }

    /// The parent as `type`, retained, or `nil` if it is gone.
    func object<Object>(as type: Object.Type) -> Object? {
        weakObject as? Object
    }

    /// Whether the parent is still alive.
    var isAlive: Bool { weakObject != nil }

    /// Whether this refers to `object`, which is alive: a released parent refers to nothing, so
    /// an object that reuses its address is never taken for it.
    func refers(to object: AnyObject) -> Bool {
        weakObject === object
    }
}
