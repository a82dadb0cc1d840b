import Synchronization

/// One subscriber of a slot: a typed observer (``_TypedObserver``) or an `[Any]` one
/// (``_UntypedObserver``). It holds the subscriber's event handler itself, with no `AnyObserver`
/// or sink between them, and enforces the grammar: once its subscription is disposed or its
/// stream completed, it delivers nothing more.
@usableFromInline
class _SlotObserver {
    /// Set by disposal or completion; a delivery checks it before calling the handler.
    @usableFromInline let stopped = Atomic<Bool>(false)
    /// The phase subscribed to; beside the flag, it takes no room.
    @usableFromInline let phase: _DeliveryPhase
    /// Whether this is a ``_TypedObserver``: its payload type is its list's (see
    /// ``_ObserverListHeader/typedPayload``), which a delivery checks once for the list.
    @usableFromInline let isTyped: Bool

    @usableFromInline init(isTyped: Bool, phase: _DeliveryPhase) {
        self.isTyped = isTyped
        self.phase = phase
    }

    /// The payload type a typed observer receives; `nil` for an untyped one. Read when a list is
    /// made, never by a delivery.
    var payloadType: ObjectIdentifier? { nil }

    /// Whether the handler may still receive events.
    @inlinable final var isLive: Bool { !stopped.load(ordering: .acquiring) }

    /// Stops deliveries; returns whether this call stopped them (the first one does).
    final func stop() -> Bool {
        !stopped.exchange(true, ordering: .acquiringAndReleasing)
    }

    /// Sends `completed` once, unless the subscription was disposed, without knowing the payload type.
    func complete() {}
}
