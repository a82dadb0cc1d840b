import InternalReactiveUtilities
import Synchronization

/// Values keyed by a type's identity that are added once and never removed (one per proxy class
/// or proxy family), found without a lock or hashing, which a dictionary behind a lock would
/// make every proxy pay when it is made (see Benchmarks/Profile `proxyCreation`).
///
/// A list that readers walk from the head they load: each entry points to the one added before it,
/// and is owned by the table until it goes (tables are static: one per kind of value). Additions
/// take a mutex, under which the table looks again, so that a key gets one entry.
final class AppendOnlyTable<Value: Sendable>: Sendable {
    private final class Entry: Sendable {
        let key: ObjectIdentifier
        let value: Value
        /// The address of the entry added before, or 0.
        let next: UInt

        init(key: ObjectIdentifier, value: Value, next: UInt) {
            self.key = key
            self.value = value
            self.next = next
        }
    }

    /// The address of the newest entry, or 0.
    private let head = Atomic<UInt>(0)
    /// Every entry, newest last: owns them, and is locked while one is added.
    private let entries = Locked<[Entry]>([])

    init() {}

    /// The value added for `key`, if any.
    func value(for key: ObjectIdentifier) -> Value? {
        var address = head.load(ordering: .acquiring)
        while address != 0 {
            let entry = Unmanaged<Entry>.fromOpaque(UnsafeRawPointer(bitPattern: address).unsafelyUnwrapped)
            let (found, next) = entry._withUnsafeGuaranteedRef {
                $0.key == key ? ($0.value, 0) : (nil, $0.next)
            }
            if let found { return found }
            address = next
        }
        return nil
    }

    /// Adds `value` for `key` unless another thread added one first.
    /// - Returns: The value the table holds for `key`: `value`, or the one added first.
    @discardableResult
    func add(_ value: Value, for key: ObjectIdentifier) -> Value {
        entries.withLock { entries in
            if let found = self.value(for: key) { return found }
            let entry = Entry(key: key, value: value, next: head.load(ordering: .relaxed))
            entries.append(entry)
            head.store(UInt(bitPattern: Unmanaged.passUnretained(entry).toOpaque()), ordering: .releasing)
            return value
        }
    }
}
