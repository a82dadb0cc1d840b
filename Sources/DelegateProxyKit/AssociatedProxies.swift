import InternalReactiveUtilities
import ObservableCore

/// Storage a parent object owns for its proxies: opt in with ``HasAssociatedProxies`` for exact,
/// immediate release — the proxies go (and their streams complete) the moment the parent does.
///
/// ```swift
/// final class LocationManager: HasDelegate, HasAssociatedProxies {
///     weak var delegate: (any LocationManagerDelegate)?
///     let associatedProxies = AssociatedProxyStorage()
/// }
/// ```
public final class AssociatedProxyStorage: @unchecked Sendable {  // `proxies` is guarded by `spin`.
    // In place, behind a spin lock (its critical sections are a lookup or an insertion, and never
    // call out): a `Locked` was two more allocations and a mutex to set up for every parent.
    private let spin = SpinLock()
    @exclusivity(unchecked) private var proxies = FamilyProxies()

    /// Creates empty storage: one per parent object, held in a stored `let`.
    ///
    /// ```swift
    /// let associatedProxies = AssociatedProxyStorage()
    /// ```
    public init() {}

    /// Runs `body` with exclusive access to the proxies.
    func withProxies<Result>(_ body: (inout FamilyProxies) -> Result) -> Result {
        spin.lock()
        defer { spin.unlock() }
        return body(&proxies)
    }
}

/// A parent object that owns the storage of its delegate proxies, so that they are released,
/// and their streams complete, the moment it is.
///
/// ```swift
/// final class Ticker: HasDelegate, HasAssociatedProxies {
///     weak var delegate: (any TickerDelegate)?
///     let associatedProxies = AssociatedProxyStorage()
/// }
/// var ticker: Ticker? = Ticker()
/// _ = TickerDelegateProxy.proxy(for: ticker!).methodInvoked(TickerDelegateProxy.didTick)
///     .subscribe(onCompleted: { print("completed") })
/// ticker = nil
/// // completed
/// ```
///
/// Classes that do not conform (Foundation's, for example) still work: their proxies live in a
/// global table keyed by object identity that holds the parent weakly, so a new object at a
/// reused address never sees a dead object's proxy. Entries of released parents are dropped
/// later: when a proxy is attached once the table has grown, when a new object appears at the
/// same address, or by ``AssociatedProxyStorage/removeReleasedParents()``.
///
/// > Warning: A proxy in the global table outlives its parent until the table notices (see
/// > ``AssociatedProxyStorage/removeReleasedParents()``); its streams complete only then.
/// > Adopt this protocol in every class you own.
public protocol HasAssociatedProxies: AnyObject {
    /// The storage; a stored `let` of the parent.
    ///
    /// ```swift
    /// let associatedProxies = AssociatedProxyStorage()
    /// ```
    ///
    /// > Warning: A computed property that returns new storage each time loses the proxy at
    /// > once; the storage must live exactly as long as the parent.
    var associatedProxies: AssociatedProxyStorage { get }
}

/// Ties proxies to parent objects, as `objc_setAssociatedObject` does for RxCocoa.
@usableFromInline
enum AssociatedProxies {
    private struct Entry {
        weak var parent: AnyObject?
        var proxies: FamilyProxies
    }

    private struct Table {
        var entries: [ObjectIdentifier: Entry] = [:]
        var sweepThreshold = 64
    }

    private static let table = Locked(Table())

    static func proxy(for object: AnyObject, identifier: ObjectIdentifier) -> AnyObject? {
        proxy(
            for: object, storage: (object as? HasAssociatedProxies)?.associatedProxies, identifier: identifier
        )
    }

    /// The proxy of `identifier`'s family on `object`, whose own storage (if it keeps its
    /// proxies itself) is `storage`.
    @usableFromInline
    static func proxy(
        for object: AnyObject, storage: AssociatedProxyStorage?, identifier: ObjectIdentifier
    ) -> AnyObject? {
        if let storage {
            return storage.withProxies { $0[identifier] }
        }
        let key = ObjectIdentifier(object)
        let (proxy, stale) = table.withLock { table -> (AnyObject?, Entry?) in
            guard let entry = table.entries[key] else { return (nil, nil) }
            guard entry.parent === object else {
                // A released object's entry at a reused address: drop it (released after the lock).
                return (nil, table.entries.removeValue(forKey: key))
            }
            return (entry.proxies[identifier], nil)
        }
        _ = stale
        return proxy
    }

    /// Attaches `proxy` to `object` (whose own storage is `storage`, if it has one) unless a proxy
    /// of the family is there already (another thread may have attached one first); returns the
    /// one attached.
    @usableFromInline
    static func assign(
        _ proxy: AnyObject, to object: AnyObject, storage: AssociatedProxyStorage?,
        identifier: ObjectIdentifier
    ) -> AnyObject {
        if let storage {
            return storage.withProxies { proxies in
                if let existing = proxies[identifier] { return existing }
                proxies.updateValue(proxy, forKey: identifier)
                return proxy
            }
        }
        return update(object) { proxies in
            if let existing = proxies[identifier] { return existing }
            proxies.updateValue(proxy, forKey: identifier)
            return proxy
        }
    }

    static func replace(_ proxy: AnyObject, on object: AnyObject, identifier: ObjectIdentifier) {
        let previous: AnyObject?
        if let owner = object as? HasAssociatedProxies {
            previous = owner.associatedProxies.withProxies { $0.updateValue(proxy, forKey: identifier) }
        } else {
            previous = update(object) { $0.updateValue(proxy, forKey: identifier) }
        }
        _ = previous  // released here, outside the lock
    }

    /// Runs `body` on the proxies of `object` in the global table, creating the entry (and
    /// replacing a stale one) as needed; sweeps released parents now and then.
    private static func update(
        _ object: AnyObject, _ body: (inout FamilyProxies) -> AnyObject?
    ) -> AnyObject {
        let key = ObjectIdentifier(object)
        var released: [Entry] = []
        let result = table.withLock { table -> AnyObject? in
            var entry = table.entries[key] ?? Entry(parent: object, proxies: FamilyProxies())
            if entry.parent !== object {
                released.append(entry)
                entry = Entry(parent: object, proxies: FamilyProxies())
            }
            let result = body(&entry.proxies)
            table.entries[key] = entry
            if table.entries.count >= table.sweepThreshold {
                let dead = table.entries.filter { $0.value.parent == nil }
                for (deadKey, deadEntry) in dead {
                    table.entries[deadKey] = nil
                    released.append(deadEntry)
                }
                table.sweepThreshold = max(64, table.entries.count * 2)
            }
            return result
        }
        released.removeAll()  // proxies of released parents go here, outside the lock
        return result ?? object
    }

    /// Releases the proxies of every parent that is gone; returns how many parents were removed.
    @discardableResult
    static func removeReleasedParents() -> Int {
        let released = table.withLock { table -> [Entry] in
            let dead = table.entries.filter { $0.value.parent == nil }
            for key in dead.keys { table.entries[key] = nil }
            return Array(dead.values)
        }
        return released.count
    }

    /// Parents in the global table, alive or not yet swept (for tests and diagnostics).
    static var globalEntryCount: Int { table.withLock { $0.entries.count } }
}

extension AssociatedProxyStorage {
    /// Releases the proxies of every parent in the global table (parents that do not adopt
    /// ``HasAssociatedProxies``) that has been deallocated, completing their streams. Lookups do
    /// this on their own from time to time; call it to do it now.
    ///
    /// ```swift
    /// var parser: XMLParser? = XMLParser(data: Data("<a/>".utf8))
    /// _ = XMLParserDelegateProxy.proxy(for: parser!).methodInvoked(XMLParserDelegateProxy.didStartElement)
    ///     .subscribe(onCompleted: { print("completed") })
    /// parser = nil
    /// print(AssociatedProxyStorage.removeReleasedParents())
    /// // completed
    /// // 1
    /// ```
    ///
    /// > Warning: The streams complete on the calling thread, while this function runs.
    /// - Returns: How many released parents were removed.
    @discardableResult
    public static func removeReleasedParents() -> Int {
        AssociatedProxies.removeReleasedParents()
    }
}

/// The proxies of one parent, one per delegate family. Most parents have one: it is kept inline,
/// so attaching and finding it neither hashes nor allocates.
struct FamilyProxies {
    private var first: (family: ObjectIdentifier, proxy: AnyObject)?
    private var rest: [(family: ObjectIdentifier, proxy: AnyObject)] = []

    /// The proxy of `family`, if one is attached.
    subscript(family: ObjectIdentifier) -> AnyObject? {
        if let first, first.family == family { return first.proxy }
        return rest.first { $0.family == family }?.proxy
    }

    /// Makes `proxy` the one of `family`; returns the one it replaces.
    @discardableResult
    mutating func updateValue(_ proxy: AnyObject, forKey family: ObjectIdentifier) -> AnyObject? {
        guard let current = first else {
            first = (family, proxy)
            return nil
        }
        if current.family == family {
            first = (family, proxy)
            return current.proxy
        }
        if let index = rest.firstIndex(where: { $0.family == family }) {
            defer { rest[index].proxy = proxy }
            return rest[index].proxy
        }
        rest.append((family, proxy))
        return nil
    }
}
