import ObservableCore

/// A subscriber of a slot through a ``DelegateSelector`` (`sentMessage(_:)` or
/// `methodInvoked(_:)` by selector): it receives a call's arguments boxed as `[Any]`.
@usableFromInline
final class _UntypedObserver: _SlotObserver {
    @usableFromInline let handler: EventHandler<[Any]>
    /// The subscriber's element entry, if it has one: the arguments are lent to it, with no
    /// event made (see `Observable.subscribeHandler(_:next:)`).
    @usableFromInline let next: (([Any]) -> Void)?
    init(_ handler: @escaping EventHandler<[Any]>, next: (([Any]) -> Void)?, phase: _DeliveryPhase) {
        self.handler = handler
        self.next = next
        super.init(isTyped: false, phase: phase)
    }
    override func complete() {
        if stop() { handler(.completed) }
    }
}
