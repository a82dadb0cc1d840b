#if !canImport(ObjectiveC)
    internal import SwiftRuntimeShims
#endif

/// How a proxy (and the global table of proxies) refers to a parent object: it answers `nil` once
/// the parent is gone, as a weak reference does, and never keeps the parent alive.
///
/// Not a weak reference: a weak reference gives its object a side table, and once an object has
/// one, every retain and release of it, anywhere in the program, takes the runtime's slow path.
/// The parent is retained and released on every delegate call it makes (its own code, the
/// arguments it passes, the observers' copies of them), and the side table is one more heap block
/// per parent (see Benchmarks/Profile `proxyMemory`, `proxyUntyped`, `xmlPipeline`). Instead, an
/// unowned reference keeps the parent's memory allocated (not the parent: its deinitializer runs
/// when its last strong reference goes), and a load retains it only if its deinitialization has
/// not begun, as the runtime's weak load does, atomically against a release on another thread.
/// The memory (the instance's own size; its stored properties are destroyed with it) is freed with
/// the last reference: the proxy, which goes with its parent unless someone else holds it, or the
/// global table's entry, removed when lookups sweep released parents.
///
/// With the Objective-C runtime a parent may be an Objective-C object, which the Swift runtime's
/// entry points do not manage: there, the reference is weak.
struct ParentReference<Object: AnyObject>: @unchecked Sendable {  // immutable; loads are atomic.
    #if canImport(ObjectiveC)
        private weak var weakObject: Object?

        init(_ object: Object) {
            weakObject = object
        }

        /// The parent, retained, or `nil` if it is gone.
        var object: Object? { weakObject }

        /// Whether the parent is still alive.
        var isAlive: Bool { weakObject != nil }
    #else
        /// Keeps the parent's memory allocated, so that `address` stays valid to load from: never
        /// read (reading an unowned reference to a released object stops the program).
        private unowned let keeper: Object
        /// The parent's address.
        private let address: UnsafeMutableRawPointer

        init(_ object: Object) {
            keeper = object
            address = Unmanaged.passUnretained(object).toOpaque()
        }

        /// The parent, retained, or `nil` if its deinitialization has begun.
        var object: Object? {
            guard swift_tryRetain(address) != nil else { return nil }
            return Unmanaged<Object>.fromOpaque(address).takeRetainedValue()
        }

        /// Whether the parent is still alive.
        var isAlive: Bool { !swift_isDeallocating(address) }
    #endif

    /// Whether this refers to `object` (alive or not): a parent's memory stays allocated while a
    /// reference keeps it, so no other object can have its address meanwhile.
    func refers(to object: AnyObject) -> Bool {
        #if canImport(ObjectiveC)
            weakObject === object
        #else
            address == Unmanaged.passUnretained(object).toOpaque()
        #endif
    }
}
