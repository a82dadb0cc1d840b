import ObservableCore
import Synchronization

/// The observers of one delegate method, in the two phases RxCocoa names: `sentMessage` (before
/// the forward delegate is called) and `methodInvoked` (after). Made on first use: when the
/// method is first observed or first called while the proxy has observers.
///
/// Each phase's observers are published as an immutable ``_ObserverList`` whose address a
/// delegate call loads without a lock; the table replaces a list on every subscription change
/// and frees the old one once no delivery can still be reading it. The published lists are the
/// only store of the observers: a subscription change makes the new list from the old one.
@usableFromInline
final class _MethodSlot: @unchecked Sendable {  // `var`s: the table's lock; `spareArguments`: its turn.
    @usableFromInline let selector: DelegateSelector
    /// The retained address of the `sentMessage` observers' list, or 0 when there are none.
    @usableFromInline let sentList = Atomic<UInt>(0)
    /// The retained address of the `methodInvoked` observers' list, or 0 when there are none.
    @usableFromInline let invokedList = Atomic<UInt>(0)
    /// The `[Any]` the slot's last call was boxed in, emptied, its storage kept for the next
    /// call: only the holder of the table's delivery turn touches it (see
    /// `_DispatchTable.run(_:typedPayload:hasUntyped:payload:boxed:reusing:slot:)`), so it needs no lock, and unchecked
    /// exclusivity spares a delivery the dynamic checks. Optional, so that a delivery takes it
    /// out leaving `nil`, and putting it back releases nothing (taken out by a swap, the empty
    /// array left in its place would be released then, on every call).
    @usableFromInline @exclusivity(unchecked) var spareArguments: [Any]?
    /// The slot made before this one in the same table, or `nil`: the table's slots are a list
    /// (an array would be one more allocation per proxy).
    var previous: _MethodSlot?
    /// The observables handed out by `sentMessage(_:)` / `methodInvoked(_:)`, made on first
    /// request and the same every time after; apart, as few slots have them.
    var untypedStreams: UntypedStreams?

    init(selector: DelegateSelector) {
        self.selector = selector
    }

    /// Whether anyone observes the method, in either phase.
    @inlinable var isObserved: Bool {
        sentList.load(ordering: .relaxed) != 0 || invokedList.load(ordering: .relaxed) != 0
    }

    /// The address of `phase`'s list, or 0: whether anyone observes the phase. A delivery reads
    /// the list it walks with ``listHoldingTurn(_:)``.
    @inlinable
    func list(_ phase: _DeliveryPhase) -> UInt {
        switch phase {
        case .sent: sentList.load(ordering: .acquiring)
        case .invoked: invokedList.load(ordering: .acquiring)
        }
    }

    /// The address of `phase`'s list, read by the holder of the delivery turn right after taking
    /// it: sequentially consistent, as the turn's compare-and-swap and the publisher's exchange
    /// are. The retired-list argument is a store-buffering one (the publisher stores the list,
    /// then loads the turn; the deliverer stores the turn, then loads the list), which only
    /// sequential consistency on all four settles: either the publisher sees the turn taken and
    /// retires the old list, or this load sees the new list. An acquiring load would not order
    /// it after the compare-and-swap. (On x86-64 and ARM64 the two loads are the same
    /// instruction, so this costs nothing.)
    @inlinable
    func listHoldingTurn(_ phase: _DeliveryPhase) -> UInt {
        switch phase {
        case .sent: sentList.load(ordering: .sequentiallyConsistent)
        case .invoked: invokedList.load(ordering: .sequentiallyConsistent)
        }
    }

    /// Publishes `list` as `phase`'s observers; returns the previous list's retained address.
    func exchange(_ phase: _DeliveryPhase, _ list: _ObserverList?) -> UInt {
        let address = list.map { UInt(bitPattern: Unmanaged.passRetained($0).toOpaque()) } ?? 0
        switch phase {
        case .sent: return sentList.exchange(address, ordering: .sequentiallyConsistent)
        case .invoked: return invokedList.exchange(address, ordering: .sequentiallyConsistent)
        }
    }
}

/// The untyped observables of one slot (see ``_MethodSlot/untypedStreams``).
final class UntypedStreams {  // guarded by the table's lock, as the slot's `var`s are.
    var sent: Observable<[Any]>?
    var invoked: Observable<[Any]>?
}
