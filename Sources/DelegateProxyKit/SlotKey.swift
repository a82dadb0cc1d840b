/// One entry of the list a delegate call searches to find its slot without the lock: keyed by
/// the address of the call's descriptor (kept alive by the entry, so no other object can take
/// its address) or of its `#function` string (static, so never reused).
@usableFromInline
final class SlotKey: @unchecked Sendable {  // immutable once published.
    @usableFromInline let key: UInt
    /// Unretained: the table owns its slots (see ``DispatchTable/slot(key:owner:selector:)``).
    @usableFromInline let slot: Unmanaged<MethodSlot>
    /// The next entry's address, or 0; entries are owned by the table's state.
    @usableFromInline let next: UInt
    let owner: AnyObject?

    init(key: UInt, owner: AnyObject?, slot: MethodSlot, next: UInt) {
        self.key = key
        self.owner = owner
        self.slot = Unmanaged.passUnretained(slot)
        self.next = next
    }
}
