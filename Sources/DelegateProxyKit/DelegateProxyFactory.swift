import Dispatch
import InternalReactiveUtilities
import ObservableCore

/// The factories of one proxy family (one ``DelegateProxyType/identifier``), keyed by parent
/// class.
final class DelegateProxyFactory: @unchecked Sendable {  // `factories`: its lock.
    /// A registered factory: a class, so that a lookup hands it out with one retain (a struct
    /// holding the name and the closure costs one for each; see Benchmarks/Profile
    /// `proxyCreation`).
    private final class Entry {
        let parentName: String
        private let maker: (AnyObject) -> AnyObject

        init(parentName: String, make: @escaping (AnyObject) -> AnyObject) {
            self.parentName = parentName
            maker = make
        }

        /// Makes a proxy for `object`. A method, not the closure called by the caller: called on
        /// the entry, borrowed, it calls its closure without retaining the closure's context (see
        /// Benchmarks/Profile `proxyCreation`).
        func make(_ object: AnyObject) -> AnyObject {
            maker(object)
        }
    }

    private let familyName: String
    private let factories = Locked<[ObjectIdentifier: Entry]>([:])

    private init(familyName: String) {
        self.familyName = familyName
    }

    // MARK: The shared registry

    /// A family whose registration is done, with the entries found for concrete parent classes,
    /// so that the `Mirror` walk runs once per class. The class found last is apart: proxies are
    /// usually made for parents of one class in a row, and finding its entry hashes nothing.
    private struct ReadyFamily {
        let family: ObjectIdentifier
        let factory: DelegateProxyFactory
        var last: (parentClass: ObjectIdentifier, entry: Entry)?
        var resolved: [ObjectIdentifier: Entry] = [:]

        init(_ family: ObjectIdentifier, _ factory: DelegateProxyFactory) {
            self.family = family
            self.factory = factory
        }
    }

    /// The families whose registration is done, and how many registrations there were: each may
    /// make a closer class's entry the one to use, so it empties the family's resolved entries,
    /// and an entry found in the factories before it is not kept.
    private struct Ready {
        var families: [ReadyFamily] = []
        var generation = 0
    }

    private static let ready = Locked(Ready())

    /// The factory of a family whose registration is done.
    private static func readyFactory(_ family: ObjectIdentifier) -> DelegateProxyFactory? {
        ready.withLock { $0.families.first { $0.family == family }?.factory }
    }

    /// The registration under way, if any: one at a time, as Swift runs a `static let`'s
    /// initializer once. Its group is left when the outermost `registerKnownImplementations()`
    /// returns; other threads asking for an unregistered family wait on it, then look again.
    private struct Registration {
        /// Entered by the thread that starts a registration, left when it ends.
        var finished: DispatchGroup?
        /// The families whose registration is under way (by the registering thread).
        var building: [ObjectIdentifier: DelegateProxyFactory] = [:]
    }

    private static let registration = Locked(Registration())

    /// Whether the caller runs inside a `registerKnownImplementations()`, which may ask for its
    /// own family (`register` does) or for another one, and gets it at once rather than wait for
    /// itself. Task-local, not a thread id: it is bound to the registering call only (a task that
    /// call starts inherits it, and counts as part of the registration).
    @TaskLocal private static var isRegistering = false

    private enum Step {
        case found(DelegateProxyFactory)
        case build(DelegateProxyFactory, outermost: DispatchGroup?)
        case wait(DispatchGroup)
    }

    /// The family's factory; on first use, runs the proxy type's `registerKnownImplementations()`
    /// once, holding no lock (it is the user's code and calls `register`). Other threads asking
    /// for a family meanwhile wait for it to end.
    static func shared<Proxy: DelegateProxyType>(for proxyType: Proxy.Type) -> DelegateProxyFactory {
        let identifier = Proxy.identifier
        if let factory = readyFactory(identifier) { return factory }
        let nested = isRegistering
        while true {
            let step = registration.withLock { registration -> Step in
                if let factory = readyFactory(identifier) { return .found(factory) }
                if !nested, let finished = registration.finished { return .wait(finished) }
                if let factory = registration.building[identifier] { return .found(factory) }
                let factory = DelegateProxyFactory(familyName: String(describing: Proxy.self))
                registration.building[identifier] = factory
                if nested { return .build(factory, outermost: nil) }
                let finished = DispatchGroup()
                finished.enter()
                registration.finished = finished
                return .build(factory, outermost: finished)
            }
            switch step {
            case .found(let factory):
                return factory
            case .wait(let finished):
                finished.wait()
            case .build(let factory, let outermost):
                $isRegistering.withValue(true) { Proxy.registerKnownImplementations() }
                // Ready before it stops being built, so that nobody starts building it again.
                ready.withLock { $0.families.append(ReadyFamily(identifier, factory)) }
                registration.withLock { registration in
                    registration.building[identifier] = nil
                    if outermost != nil { registration.finished = nil }
                }
                outermost?.leave()
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
        Self.ready.withLock { ready in
            ready.generation += 1
            for index in ready.families.indices where ready.families[index].factory === self {
                ready.families[index].last = nil
                ready.families[index].resolved = [:]
            }
        }
        if duplicate {
            fatalError(
                """
                DelegateProxy: a proxy factory for \(parentName) is already registered in the \(familyName) \
                family. Register each parent class once: remove the second \(Proxy.self).register call \
                (registerKnownImplementations() runs by itself on first use).
                """)
        }
    }

    private enum Lookup {
        case entry(Entry)
        case factory(DelegateProxyFactory)
        case notReady
    }

    /// Makes a proxy of `Proxy`'s family for `object` with the factory of its closest registered
    /// class. A family made ready and a class seen before take one critical section, which finds
    /// the family and its entry for the class (hashing nothing if it is the class of the proxy
    /// made last); the first use of a family registers it (see ``shared(for:)``).
    static func makeProxy<Proxy: DelegateProxyType>(for object: AnyObject, proxyType: Proxy.Type) -> AnyObject
    {
        let family = Proxy.identifier
        let objectClass = ObjectIdentifier(type(of: object))
        // The generation is read before the factories are: see `resolve`.
        let (lookup, generation) = ready.withLock { ready -> (Lookup, Int) in
            for index in ready.families.indices where ready.families[index].family == family {
                if let last = ready.families[index].last, last.parentClass == objectClass {
                    return (.entry(last.entry), ready.generation)
                }
                guard let entry = ready.families[index].resolved[objectClass] else {
                    return (.factory(ready.families[index].factory), ready.generation)
                }
                ready.families[index].last = (objectClass, entry)
                return (.entry(entry), ready.generation)
            }
            return (.notReady, ready.generation)
        }
        switch lookup {
        case .entry(let entry):
            return entry.make(object)
        case .factory(let factory):
            return factory.resolve(object, objectClass, generation: generation, proxyType: proxyType).make(
                object)
        case .notReady:
            let factory = shared(for: proxyType)
            return factory.resolve(object, objectClass, generation: generation, proxyType: proxyType).make(
                object)
        }
    }

    /// The entry of `object`'s closest registered class, found by walking the class hierarchy with
    /// `Mirror` as RxCocoa does; kept for the class if the family is ready and no registration
    /// came since `generation` was read (before the factories were: a class registered meanwhile
    /// may be closer).
    private func resolve<Proxy>(
        _ object: AnyObject, _ objectClass: ObjectIdentifier, generation: Int, proxyType: Proxy.Type
    ) -> Entry {
        let snapshot = factories.withLock { $0 }
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            if let entry = snapshot[ObjectIdentifier(current.subjectType)] {
                Self.ready.withLock { ready in
                    guard ready.generation == generation else { return }
                    for index in ready.families.indices where ready.families[index].factory === self {
                        ready.families[index].resolved[objectClass] = entry
                        ready.families[index].last = (objectClass, entry)
                    }
                }
                return entry
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
