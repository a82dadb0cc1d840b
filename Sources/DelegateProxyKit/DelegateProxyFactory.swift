import InternalReactiveUtilities
import ObservableCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The factories of one proxy family (one ``DelegateProxyType/identifier``), keyed by parent
/// class.
final class DelegateProxyFactory: @unchecked Sendable {  // `factories`, `resolved`: their locks.
    private struct Entry {
        let parentName: String
        let make: (AnyObject) -> AnyObject
    }

    private let familyName: String
    private let factories = Locked<[ObjectIdentifier: Entry]>([:])
    /// The entry found for each concrete parent class, so the `Mirror` walk runs once per class.
    private let resolved = SpinLocked(Resolved())

    private struct Resolved {
        /// The class found last: proxies are usually made for parents of one class in a row,
        /// and finding it here hashes nothing.
        var last: (parentClass: ObjectIdentifier, entry: Entry)?
        var all: [ObjectIdentifier: Entry] = [:]

        mutating func entry(for parentClass: ObjectIdentifier) -> Entry? {
            if let last, last.parentClass == parentClass { return last.entry }
            guard let entry = all[parentClass] else { return nil }
            last = (parentClass, entry)
            return entry
        }
    }

    private init(familyName: String) {
        self.familyName = familyName
    }

    // MARK: The shared registry

    /// Families whose registration is done.
    private static let ready = SpinLocked<[(family: ObjectIdentifier, factory: DelegateProxyFactory)]>([])

    /// The factory of a family whose registration is done.
    private static func readyFactory(_ family: ObjectIdentifier) -> DelegateProxyFactory? {
        ready.withLock { $0.first { $0.family == family }?.factory }
    }

    /// The registration under way: one at a time, as the lock behind a `static let` would allow.
    private struct Registration {
        /// The thread running `registerKnownImplementations()`, which may ask for its own family
        /// (`register` does) or for another one, and gets it at once.
        var thread: pthread_t?
        /// How many registrations that thread has under way, one inside another.
        var depth = 0
        /// The families whose registration is under way.
        var building: [ObjectIdentifier: DelegateProxyFactory] = [:]
    }

    private static let registration = Locked(Registration())

    private enum Step {
        case found(DelegateProxyFactory)
        case build(DelegateProxyFactory)
        case wait
    }

    /// The family's factory; on first use, runs the proxy type's `registerKnownImplementations()`
    /// once, outside any lock (it is the user's code and calls `register`). Other threads asking
    /// meanwhile wait for it to finish.
    static func shared<Proxy: DelegateProxyType>(for proxyType: Proxy.Type) -> DelegateProxyFactory {
        let identifier = Proxy.identifier
        if let factory = readyFactory(identifier) { return factory }
        while true {
            let this = pthread_self()
            let step = registration.withLock { registration -> Step in
                if let factory = readyFactory(identifier) { return .found(factory) }
                if let thread = registration.thread, pthread_equal(thread, this) == 0 { return .wait }
                if let factory = registration.building[identifier] { return .found(factory) }
                let factory = DelegateProxyFactory(familyName: String(describing: Proxy.self))
                registration.thread = this
                registration.depth += 1
                registration.building[identifier] = factory
                return .build(factory)
            }
            switch step {
            case .found(let factory):
                return factory
            case .wait:
                sched_yield()
            case .build(let factory):
                Proxy.registerKnownImplementations()
                // Ready before it stops being built, so that nobody starts building it again.
                ready.withLock { $0.append((identifier, factory)) }
                registration.withLock { registration in
                    registration.building[identifier] = nil
                    registration.depth -= 1
                    if registration.depth == 0 { registration.thread = nil }
                }
                return factory
            }
        }
    }

    // MARK: Registering and creating

    func register<Parent: AnyObject, Proxy: AnyObject>(
        make: @escaping (Parent) -> Proxy, proxyType: Proxy.Type
    ) {
        let key = ObjectIdentifier(Parent.self)
        let parentName = String(describing: Parent.self)
        // `createProxy` found `Parent` among the classes of `object`, so the cast cannot fail.
        let entry = Entry(parentName: parentName) { object in make(object as! Parent) }
        let duplicate = factories.withLock { factories -> Bool in
            if factories[key] != nil { return true }
            factories[key] = entry
            return false
        }
        resolved.withLock { $0 = Resolved() }
        if duplicate {
            fatalError(
                """
                DelegateProxy: a proxy factory for \(parentName) is already registered in the \(familyName) \
                family. Register each parent class once: remove the second \(Proxy.self).register call \
                (registerKnownImplementations() runs by itself on first use).
                """)
        }
    }

    /// Makes a proxy with the factory of `object`'s closest registered class, walking the class
    /// hierarchy with `Mirror` as RxCocoa does.
    func createProxy<Proxy>(for object: AnyObject, proxyType: Proxy.Type) -> AnyObject {
        let objectClass = ObjectIdentifier(type(of: object))
        if let entry = resolved.withLock({ $0.entry(for: objectClass) }) { return entry.make(object) }
        let snapshot = factories.withLock { $0 }
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            if let entry = snapshot[ObjectIdentifier(current.subjectType)] {
                // `register` empties the cache: a class registered later may be closer.
                resolved.withLock { $0.all[objectClass] = entry }
                return entry.make(object)
            }
            mirror = current.superclassMirror
        }
        let registered = snapshot.values.map(\.parentName).sorted()
        fatalError(
            """
            DelegateProxy: no proxy factory for \(type(of: object)) or any of its superclasses in the \
            \(familyName) family (registered: \(registered.isEmpty ? "none" : registered.joined(separator: ", "))). \
            Call `\(Proxy.self).register { YourProxy(parentObject: $0) }` in registerKnownImplementations().
            """)
    }
}
