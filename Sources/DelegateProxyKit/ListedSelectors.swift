import InternalReactiveUtilities

/// The selectors each proxy class lists in `selectors`, without duplicates: asked of the class
/// when its first proxy is made, and found here by every later one (asking, and dropping
/// duplicates, makes two arrays, which every proxy would pay; see Benchmarks/Profile
/// `proxyCreation`).
enum ListedSelectors {
    private static let table = SpinLocked<[(key: ObjectIdentifier, selectors: [DelegateSelector])]>([])

    /// The selectors `owner` lists, without duplicates; `selectors` asks the class, outside any
    /// lock (an override is the user's code), the first time.
    static func selectors(of owner: AnyClass, _ selectors: () -> [DelegateSelector]) -> [DelegateSelector] {
        let key = ObjectIdentifier(owner)
        if let found = table.withLock({ $0.first { $0.key == key }?.selectors }) { return found }
        let asked = withoutDuplicates(selectors())
        // Another thread may have added the class meanwhile: the first entry stays.
        return table.withLock { table in
            if let found = table.first(where: { $0.key == key }) { return found.selectors }
            table.append((key, asked))
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
