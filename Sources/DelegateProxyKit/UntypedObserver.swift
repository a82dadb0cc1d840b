import ObservableCore

/// A subscriber of a slot through a ``DelegateSelector`` (`sentMessage(_:)` or
/// `methodInvoked(_:)` by selector): it receives a call's arguments boxed as `[Any]`.
@usableFromInline
final class _UntypedObserver: _SlotObserver, @unchecked Sendable {  // As `_SlotObserver`.
    /// The subscriber's event handler, until ``_SlotObserver/drop()``; unchecked exclusivity, as
    /// ``next``: it is written once, when no delivery can read it (see ``_SlotObserver/state``).
    @usableFromInline @exclusivity(unchecked) var handler: EventHandler<[Any]>
    /// The subscriber's element entry, if it has one: the arguments are lent to it, with no
    /// event made (see `Observable.subscribeHandler(_:next:)`).
    @usableFromInline @exclusivity(unchecked) var next: (([Any]) -> Void)?
    init(
        _ handler: @escaping EventHandler<[Any]>, next: (([Any]) -> Void)?, table: _DispatchTable,
        slot: _MethodSlot, phase: _DeliveryPhase
    ) {
        self.handler = handler
        self.next = next
        super.init(table: table, slot: slot, isTyped: false, phase: phase)
    }
    /// Lends `arguments` (made before the first untyped observer of the delivery is reached)
    /// to the element entry if there is one, else sends them as a `next` event.
    @inlinable @inline(__always)
    func send(_ arguments: [Any]?) {
        Self.send(arguments, next: &next, handler: &handler)
    }
    /// Borrowed `inout`, the stored closures are called in place (see `_TypedObserver.send`).
    @inlinable @inline(__always)
    static func send(
        _ arguments: [Any]?, next: inout (([Any]) -> Void)?, handler: inout EventHandler<[Any]>
    ) {
        if next == nil {
            handler(.next(arguments.unsafelyUnwrapped))
        } else {
            next?(arguments.unsafelyUnwrapped)
        }
    }
    override func sendCompleted() {
        handler(.completed)
    }
    override func drop() {
        handler = { _ in }
        next = nil
    }
}
