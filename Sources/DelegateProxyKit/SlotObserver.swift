import ObservableCore
import Synchronization

/// One subscriber of a slot, and the disposable of its subscription: a ``_PayloadObserver``,
/// typed or receiving `[Any]`. It holds the subscriber's event
/// handler itself, with no `AnyObserver` or sink between them, and enforces the grammar: once its
/// subscription is disposed or its stream completed, it delivers nothing more. It holds the table
/// and the slot strongly (they do not hold the proxy), to leave the slot when disposed.
///
/// The subscriber's handler usually holds the subscriber's sink, which holds this disposable: the
/// observer lets go of the handler (see ``drop()``) once it is stopped (disposed, or completed when
/// the proxy went) and no observer list holds it any more, so that a subscriber keeping its
/// disposable after disposing it, or after its stream completed, does not keep itself (and what
/// its closures capture) alive, as RxSwift releases a subscription's closures at either. Deliveries read the handler only from a list that holds the observer (and
/// `complete()` only while its completion runs), so nobody reads it once it is dropped.
@usableFromInline
class _SlotObserver: Disposable, @unchecked Sendable {
    // The subclass's `handler` and `next` are written once, ordered by `state` (see `drop()`).

    /// The table the observer is subscribed in.
    let table: _DispatchTable
    /// The slot the observer is subscribed to.
    let slot: _MethodSlot
    /// The observer's life in one word: ``stoppedBit``, ``disposedBit``, ``completingBit``,
    /// ``droppedBit``, and above them the number of observer lists holding it, in ``listUnit``s.
    @usableFromInline let state = Atomic<UInt32>(0)
    /// The phase subscribed to; beside the state, it takes no room.
    @usableFromInline let phase: _DeliveryPhase
    /// Whether the observer receives the delivery's own payload type, which is its list's (see
    /// ``_ObserverListHeader/typedPayload``, checked by a delivery once for the list), rather
    /// than the arguments boxed as `[Any]`.
    @usableFromInline let isTyped: Bool

    /// Set by disposal or completion, whichever comes first: deliveries skip the observer.
    @inlinable static var stoppedBit: UInt32 { 1 }
    /// Set by `dispose()`.
    @inlinable static var disposedBit: UInt32 { 2 }
    /// Set while the completion that stopped the observer calls the handler.
    @inlinable static var completingBit: UInt32 { 4 }
    /// Set by the one call that drops the handler: disposal, the end of a completion and the
    /// release of the last list may each find the observer unreachable, and only one may write.
    @inlinable static var droppedBit: UInt32 { 8 }
    /// One observer list holding the observer.
    @inlinable static var listUnit: UInt32 { 16 }

    /// Whether nothing can read the handler any more in `state`: stopped, in no list, no
    /// completion calling it, and not dropped yet.
    static func canDrop(_ state: UInt32) -> Bool {
        state & stoppedBit != 0 && state & (completingBit | droppedBit) == 0 && state < listUnit
    }

    /// Drops the handler, unless another call did.
    private func dropOnce() {
        let before = state.bitwiseOr(Self.droppedBit, ordering: .acquiringAndReleasing).oldValue
        if before & Self.droppedBit == 0 { drop() }
    }

    @usableFromInline init(table: _DispatchTable, slot: _MethodSlot, isTyped: Bool, phase: _DeliveryPhase) {
        self.table = table
        self.slot = slot
        self.isTyped = isTyped
        self.phase = phase
    }

    /// The payload type a typed observer receives; `nil` for an untyped one. Read when a list is
    /// made, never by a delivery.
    var payloadType: ObjectIdentifier? { nil }

    /// Whether the handler may still receive events.
    @inlinable final var isLive: Bool { state.load(ordering: .acquiring) & Self.stoppedBit == 0 }

    /// Stops deliveries and removes the observer from its slot; later calls do nothing.
    @usableFromInline final func dispose() {
        let before = state.bitwiseOr(Self.stoppedBit | Self.disposedBit, ordering: .acquiringAndReleasing)
            .oldValue
        guard before & Self.disposedBit == 0 else { return }
        if Self.canDrop(before | Self.stoppedBit) {
            // In no list, and no completion running: nobody can read the handler any more.
            dropOnce()
        } else if before >= Self.listUnit {
            // The last list to let go of the observer drops the handler.
            table.unsubscribe(self)
        }
    }

    /// Sends `completed` once, unless the subscription was disposed first.
    final func complete() {
        var current = state.load(ordering: .relaxed)
        while current & Self.stoppedBit == 0 {
            let (exchanged, original) = state.compareExchange(
                expected: current, desired: current | Self.stoppedBit | Self.completingBit,
                successOrdering: .acquiringAndReleasing, failureOrdering: .relaxed)
            guard exchanged else {
                current = original
                continue
            }
            // A disposal meanwhile (the subscriber's own, when it sees `completed`) leaves the
            // handler to this call, which is reading it. Completed, the subscription lets go of
            // the handler once no list holds it, disposed or not.
            sendCompleted()
            let after = state.bitwiseAnd(~Self.completingBit, ordering: .acquiringAndReleasing).newValue
            if Self.canDrop(after) { dropOnce() }
            return
        }
    }

    /// A new observer list holds the observer. Called under the table's lock while the current
    /// list holds it too (or, for a new observer, before it was handed out): the count never
    /// rises from zero, so once it has reached zero after disposal, the handler stays dropped.
    final func listDidRetain() {
        state.add(Self.listUnit, ordering: .relaxed)
    }

    /// An observer list that held the observer is freed: no delivery reads it any more.
    final func listDidRelease() {
        let after = state.subtract(Self.listUnit, ordering: .acquiringAndReleasing).newValue
        if Self.canDrop(after) { dropOnce() }
    }

    /// Calls the handler with `completed`.
    func sendCompleted() {}

    /// Lets go of the subscriber's handler and element entry: called once (``droppedBit``), by
    /// whichever of `dispose()`, the release of the last list holding the observer and the end of
    /// a completion comes last, when none of them can read the handler any more.
    func drop() {}
}
