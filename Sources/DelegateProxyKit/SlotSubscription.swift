import ObservableCore

/// The disposable of one subscription to a slot: one small object, which holds the table and the
/// slot strongly (they do not hold the proxy) and its observer until it is disposed. The phase
/// subscribed to is the observer's (where it takes no room): this object stays a block size
/// smaller.
///
/// It lets go of the observer when disposed: the observer holds the subscriber's handler, which
/// usually holds the subscriber's sink, which holds this disposable.
final class SlotSubscription: Disposable, @unchecked Sendable {  // `observer`: the table's lock.
    let table: _DispatchTable
    let slot: _MethodSlot
    /// The subscribed observer until disposal; guarded by the table's lock.
    var observer: _SlotObserver?

    init(table: _DispatchTable, slot: _MethodSlot, observer: _SlotObserver) {
        self.table = table
        self.slot = slot
        self.observer = observer
    }

    /// Stops the observer's deliveries and removes it from its slot; later calls do nothing.
    func dispose() {
        table.unsubscribe(self)
    }
}
