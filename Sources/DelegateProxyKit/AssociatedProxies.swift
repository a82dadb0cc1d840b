import InternalReactiveUtilities
import ObservableCore

/// Ties proxies to parent objects, as `objc_setAssociatedObject` does for RxCocoa.
@usableFromInline
enum _AssociatedProxies {
    private struct Entry {
        /// The parent, held weakly (see ``ParentReference``).
        let parent: ParentReference
        var proxies: FamilyProxies
    }

    private struct Table {
        var entries: [ObjectIdentifier: Entry] = [:]
        var sweepThreshold = 64
    }

    private static let table = Locked(Table())

    /// The proxy of `identifier`'s family on `object`, whose own storage (if it keeps its
    /// proxies itself) is `storage`.
    @usableFromInline
    static func proxy(
        for object: AnyObject, storage: AssociatedProxyStorage?, identifier: ObjectIdentifier
    ) -> AnyObject? {
        if storage != nil {
            // Chained, not bound with `if let`, which copied the storage: a retain and a release
            // per proxy made (see Benchmarks/Profile `proxyCreation`).
            return storage?.withProxies { $0[identifier] } ?? nil
        }
        let key = ObjectIdentifier(object)
        let (proxy, stale) = table.withLock { table -> (AnyObject?, Entry?) in
            guard let entry = table.entries[key] else { return (nil, nil) }
            guard entry.parent.refers(to: object) else {
                // A released object's entry at a reused address (a weak reference does not keep
                // the address taken): drop it (released after the lock).
                return (nil, table.entries.removeValue(forKey: key))
            }
            return (entry.proxies[identifier], nil)
        }
        _ = stale
        return proxy
    }

    /// Attaches `proxy` to `object` (whose own storage is `storage`, if it has one) unless a proxy
    /// of the family is there already (another thread may have attached one first).
    /// - Returns: The proxy that was there, or `nil` if `proxy` was attached (the caller has it:
    ///   handing it back would cost a retain and a release on every proxy made; see
    ///   Benchmarks/Profile `proxyCreation`).
    @usableFromInline
    static func assign(
        _ proxy: AnyObject, to object: AnyObject, storage: AssociatedProxyStorage?,
        identifier: ObjectIdentifier
    ) -> AnyObject? {
        if storage != nil {
            // Chained, as in `proxy(for:storage:identifier:)`.
            return storage?.withProxies { $0.insert(proxy, forKey: identifier) } ?? nil
        }
        return update(object) { $0.insert(proxy, forKey: identifier) }
    }

    static func replace(
        _ proxy: AnyObject, on object: AnyObject, storage: AssociatedProxyStorage?,
        identifier: ObjectIdentifier
    ) {
        let previous: AnyObject?
        if let storage {
            previous = storage.withProxies { $0.updateValue(proxy, forKey: identifier) }
        } else {
            previous = update(object) { $0.updateValue(proxy, forKey: identifier) }
        }
        _ = previous  // released here, outside the lock
    }

    /// Runs `body` on the proxies of `object` in the global table, creating the entry (and
    /// replacing a stale one) as needed; sweeps released parents now and then. Returns what `body`
    /// returns.
    private static func update(
        _ object: AnyObject, _ body: (inout FamilyProxies) -> AnyObject?
    ) -> AnyObject? {
        let key = ObjectIdentifier(object)
        var released: [Entry] = []
        let result = table.withLock { table -> AnyObject? in
            var entry = table.entries[key] ?? Entry(parent: ParentReference(object), proxies: FamilyProxies())
            if !entry.parent.refers(to: object) {
                released.append(entry)
                entry = Entry(parent: ParentReference(object), proxies: FamilyProxies())
            }
            let result = body(&entry.proxies)
            table.entries[key] = entry
            if table.entries.count >= table.sweepThreshold {
                let dead = table.entries.filter { !$0.value.parent.isAlive }
                for (deadKey, deadEntry) in dead {
                    table.entries[deadKey] = nil
                    released.append(deadEntry)
                }
                table.sweepThreshold = max(64, table.entries.count * 2)
            }
            return result
        }
        released.removeAll()  // proxies of released parents go here, outside the lock
        return result
    }

    /// Releases the proxies of every parent that is gone; returns how many parents were removed.
    @discardableResult
    static func removeReleasedParents() -> Int {
        let released = table.withLock { table -> [Entry] in
            let dead = table.entries.filter { !$0.value.parent.isAlive }
            for key in dead.keys { table.entries[key] = nil }
            return Array(dead.values)
        }
        return released.count
    }

    /// Parents in the global table, alive or not yet swept (for tests and diagnostics).
    static var globalEntryCount: Int { table.withLock { $0.entries.count } }
}
