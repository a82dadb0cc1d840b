import ObservableCore

/// A subscriber of a slot through a ``DelegateSelector`` (`sentMessage(_:)` or
/// `methodInvoked(_:)` by selector): it receives a call's arguments boxed as `[Any]`.
@usableFromInline
final class UntypedObserver: SlotObserver {
    @usableFromInline let handler: EventHandler<[Any]>
    init(id: Int, _ handler: @escaping EventHandler<[Any]>) {
        self.handler = handler
        super.init(id: id, payloadType: nil)
    }
    override func complete() {
        if stop() { handler(.completed) }
    }
}
