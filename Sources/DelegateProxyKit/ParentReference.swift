/// How a proxy (and the global table of proxies) refers to a parent object: it answers `nil` once
/// the parent's deinitialization has begun and never keeps the parent alive.
///
/// A `weak` reference, the same on every platform and with only public Swift: a load retains the
/// parent unless its deinitialization has begun, atomically against a release on another thread.
/// Its price is the side table the first weak reference gives the parent (one more heap block per
/// parent, and slower retains and releases of it afterwards; see Benchmarks/README.md).
struct ParentReference<Object: AnyObject>: @unchecked Sendable {  // immutable; weak loads are atomic.
    private weak var weakObject: Object?

    init(_ object: Object) {
        weakObject = object
    }

    /// The parent, retained, or `nil` if it is gone.
    var object: Object? { weakObject }

    /// Whether the parent is still alive.
    var isAlive: Bool { weakObject != nil }

    /// Whether this refers to `object`, which is alive: a released parent refers to nothing, so
    /// an object that reuses its address is never taken for it.
    func refers(to object: AnyObject) -> Bool {
        weakObject === object
    }
}
