import InternalReactiveUtilities

/// The selectors each proxy class lists in `selectors`, without duplicates: asked of the class
/// the first time one of its proxies needs them, and found here by every later one (asking, and
/// dropping duplicates, makes two arrays). A proxy looks its class's entry up only when it needs
/// the list (an untyped stream asked for, a release with streams to complete), which most
/// proxies never do (see Benchmarks/Profile `proxyCreation`).
enum ListedSelectors {
    /// A proxy class and the selectors it lists: one per class, found by its proxies when they
    /// need the list.
    final class Entry: @unchecked Sendable {  // immutable; `owner` is a metatype.
        /// The proxy class, named in errors.
        let owner: AnyClass
        /// The selectors the class lists, without duplicates.
        let selectors: [DelegateSelector]

        init(owner: AnyClass, selectors: [DelegateSelector]) {
            self.owner = owner
            self.selectors = selectors
        }
    }

    private static let table = Locked<[Entry]>([])

    /// The entry of `owner`; `selectors` asks the class, outside any lock (an override is the
    /// user's code), the first time.
    static func entry(of owner: AnyClass, _ selectors: () -> [DelegateSelector]) -> Entry {
        let key = ObjectIdentifier(owner)
        if let found = table.withLock({ $0.first { ObjectIdentifier($0.owner) == key } }) { return found }
        let asked = Entry(owner: owner, selectors: withoutDuplicates(selectors()))
        // Another thread may have added the class meanwhile: the first entry stays.
        return table.withLock { table in
            if let found = table.first(where: { ObjectIdentifier($0.owner) == key }) { return found }
            table.append(asked)
            return asked
        }
    }

    /// `selectors` in order, each kept the first time it appears.
    private static func withoutDuplicates(_ selectors: [DelegateSelector]) -> [DelegateSelector] {
        // A short list (the usual case) without hashing every name.
        if selectors.count <= 16 {
            var unique: [DelegateSelector] = []
            unique.reserveCapacity(selectors.count)
            for selector in selectors where !unique.contains(selector) { unique.append(selector) }
            return unique
        }
        var seen = Set<DelegateSelector>()
        return selectors.filter { seen.insert($0).inserted }
    }
}
