import Synchronization

/// Values keyed by an address, added once and never removed, found without a lock or hashing:
/// the slots of a proxy's dispatch table (keyed by a method's descriptor or its `#function`
/// string, looked up on every observed delegate call), and the values of a proxy class or family
/// (`ListedSelectors`, the factory registry), which a dictionary behind a lock would make every
/// proxy pay when it is made (see Benchmarks/Profile `proxyTyped` and `proxyCreation`).
///
/// A list that readers walk from the head they load: each entry points to the one added before
/// it, and never changes once published. The table owns its entries (each is retained once, and
/// released when the table goes). An addition publishes its entry with one compare-and-swap on
/// the head, after looking for the key among the entries added meanwhile, so that a key gets one
/// entry even when threads add it at once; no lock is taken.
///
/// Noncopyable, so that it lives in place in its owner (a dispatch table, a static `let`).
@usableFromInline
struct _AppendOnlyTable<Value: Sendable>: ~Copyable, @unchecked Sendable {  // published by the atomic head.
    @usableFromInline
    final class Entry {
        @usableFromInline let key: UInt
        @usableFromInline let value: Value
        /// The address of the entry added before, or 0.
        @usableFromInline let next: UInt
        /// Keeps the key's address from being reused while the table lives (the object whose
        /// address the key is, when it is not static).
        let keeper: AnyObject?

        init(key: UInt, value: Value, next: UInt, keeper: AnyObject?) {
            self.key = key
            self.value = value
            self.next = next
            self.keeper = keeper
        }
    }

    /// The address of the newest entry, or 0.
    @usableFromInline let head = Atomic<UInt>(0)

    init() {}

    deinit {
        var address = head.load(ordering: .acquiring)
        while address != 0 {
            let entry = Self.entry(at: address)
            address = entry._withUnsafeGuaranteedRef { $0.next }
            entry.release()
        }
    }

    /// The value added for `key`, if any.
    @inlinable
    func value(for key: UInt) -> Value? {
        Self.value(for: key, from: head.load(ordering: .acquiring), until: 0)
    }

    /// The value for `key` among the entries from `address` (included) to `stop` (excluded).
    @inlinable
    static func value(for key: UInt, from address: UInt, until stop: UInt) -> Value? {
        var address = address
        while address != stop {
            // Borrowed: the table owns its entries as long as it lives.
            let (found, next) = entry(at: address)._withUnsafeGuaranteedRef {
                $0.key == key ? ($0.value, stop) : (nil, $0.next)
            }
            if let found { return found }
            address = next
        }
        return nil
    }

    @inlinable
    static func entry(at address: UInt) -> Unmanaged<Entry> {
        Unmanaged<Entry>.fromOpaque(UnsafeRawPointer(bitPattern: address).unsafelyUnwrapped)
    }

    /// The value added for the type `key` identifies (a type's address is static).
    func value(for key: ObjectIdentifier) -> Value? {
        value(for: UInt(bitPattern: key))
    }

    /// Adds `value` for the type `key` identifies unless the table holds a value for it already.
    /// - Returns: The value the table holds for `key`: `value`, or the one added first.
    @discardableResult
    func add(_ value: Value, for key: ObjectIdentifier) -> Value {
        add(value, for: UInt(bitPattern: key))
    }

    /// Adds `value` for `key` unless the table holds a value for it already.
    /// - Parameter keeper: The object whose address `key` is, kept alive by the table; `nil` when
    ///   the key's address is static.
    /// - Returns: The value the table holds for `key`: `value`, or the one added first.
    @discardableResult
    func add(_ value: Value, for key: UInt, keeper: AnyObject? = nil) -> Value {
        var seen = head.load(ordering: .acquiring)
        if let found = Self.value(for: key, from: seen, until: 0) { return found }
        while true {
            let entry = Unmanaged.passRetained(Entry(key: key, value: value, next: seen, keeper: keeper))
            let address = UInt(bitPattern: entry.toOpaque())
            let (exchanged, current) = head.compareExchange(
                expected: seen, desired: address, ordering: .acquiringAndReleasing)
            if exchanged { return value }
            entry.release()
            // Entries were added meanwhile: one of them may be for `key`.
            if let found = Self.value(for: key, from: current, until: seen) { return found }
            seen = current
        }
    }
}
