import InternalReactiveUtilities
import Synchronization

/// The selectors each proxy class lists in `selectors`, without duplicates: asked of the class
/// when its first proxy is made, and found here by every later one (asking, and dropping
/// duplicates, made two arrays and cost about a thousand instructions per proxy).
///
/// An append-only list that proxies' initializers walk without a lock, from the head they load:
/// entries are only ever added, each one pointing to the one before, and never freed (there is
/// one per proxy class, and classes are never unloaded).
enum ListedSelectors {
    private final class Entry: Sendable {
        let owner: ObjectIdentifier
        let selectors: [DelegateSelector]
        /// The address of the entry added before, or 0.
        let next: UInt

        init(owner: ObjectIdentifier, selectors: [DelegateSelector], next: UInt) {
            self.owner = owner
            self.selectors = selectors
            self.next = next
        }
    }

    /// The address of the newest entry, or 0.
    private static let head = Atomic<UInt>(0)
    /// Held while an entry is added, so that a class gets one entry.
    private static let adding = Locked(())

    /// The selectors `owner` lists, without duplicates; `selectors` asks the class, outside any
    /// lock (an override is the user's code), the first time.
    static func selectors(of owner: AnyClass, _ selectors: () -> [DelegateSelector]) -> [DelegateSelector] {
        let key = ObjectIdentifier(owner)
        if let found = find(key, from: head.load(ordering: .acquiring)) { return found }
        let unique = withoutDuplicates(selectors())
        return adding.withLock { _ in
            let newest = head.load(ordering: .relaxed)
            // Another thread may have added the class meanwhile: keep its entry.
            if let found = find(key, from: newest) { return found }
            let entry = Entry(owner: key, selectors: unique, next: newest)
            head.store(UInt(bitPattern: Unmanaged.passRetained(entry).toOpaque()), ordering: .releasing)
            return unique
        }
    }

    private static func find(_ key: ObjectIdentifier, from newest: UInt) -> [DelegateSelector]? {
        var address = newest
        while address != 0 {
            let entry = Unmanaged<Entry>.fromOpaque(UnsafeRawPointer(bitPattern: address).unsafelyUnwrapped)
            let (found, next) = entry._withUnsafeGuaranteedRef {
                $0.owner == key ? ($0.selectors, 0) : (nil, $0.next)
            }
            if let found { return found }
            address = next
        }
        return nil
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
