import ObservableCore

/// A subscriber of a slot through a ``DelegateMethod``: it receives a call's arguments typed, as
/// `Payload` (with the returned value, for `methodInvoked` of a method with a result).
@usableFromInline
final class _TypedObserver<Payload>: _SlotObserver {
    @usableFromInline let handler: EventHandler<Payload>
    /// The subscriber's element entry, if it has one: a call's arguments are lent to it, with
    /// no event made or copied (see `Observable.subscribeHandler(_:next:)`).
    @usableFromInline let next: ((Payload) -> Void)?
    @inlinable init(
        _ handler: @escaping EventHandler<Payload>, next: ((Payload) -> Void)?, phase: _DeliveryPhase
    ) {
        self.handler = handler
        self.next = next
        super.init(isTyped: true, phase: phase)
    }
    override var payloadType: ObjectIdentifier? { ObjectIdentifier(Payload.self) }
    override func complete() {
        if stop() { handler(.completed) }
    }
}
