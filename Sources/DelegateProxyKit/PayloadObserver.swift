import ObservableCore

/// A subscriber of a slot, receiving each call's payload as `Payload`: a ``DelegateMethod``'s
/// typed arguments (with the returned value, for `methodInvoked` of a method with a result), or,
/// for a subscriber through a ``DelegateSelector`` (the untyped `sentMessage(_:)` /
/// `methodInvoked(_:)`), the arguments boxed as `[Any]`. The untyped observer is the typed one
/// with `Payload == [Any]`, marked as untyped (see ``_SlotObserver/isTyped``): a delivery boxes
/// the arguments once for all of them.
@usableFromInline
final class _PayloadObserver<Payload>: _SlotObserver, @unchecked Sendable {  // As `_SlotObserver`.
    /// The subscriber's event handler, until ``_SlotObserver/drop()``; unchecked exclusivity, as
    /// ``next``: it is written once, when no delivery can read it (see ``_SlotObserver/state``).
    @usableFromInline @exclusivity(unchecked) var handler: EventHandler<Payload>
    /// The subscriber's element entry, if it has one: a call's payload is lent to it, with no
    /// event made or copied (see `Observable.subscribeHandler(_:next:)`).
    @usableFromInline @exclusivity(unchecked) var next: ((Payload) -> Void)?
    /// An observer of `phase` of `slot`; `isTyped`: whether `Payload` is the method's own (the
    /// delivery's payload type), rather than the boxed `[Any]` of an untyped subscriber.
    @inlinable init(
        _ handler: @escaping EventHandler<Payload>, next: ((Payload) -> Void)?, table: _DispatchTable,
        slot: _MethodSlot, phase: _DeliveryPhase, isTyped: Bool = true
    ) {
        self.handler = handler
        self.next = next
        super.init(table: table, slot: slot, isTyped: isTyped, phase: phase)
    }
    override var payloadType: ObjectIdentifier? { isTyped ? ObjectIdentifier(Payload.self) : nil }
    /// Delivers `payload`: lent to the element entry if there is one, else as a `next` event.
    @inlinable @inline(__always)
    func send(_ payload: Payload) {
        Self.send(payload, next: &next, handler: &handler)
    }
    /// Borrowed `inout`, the stored closures are called in place: a plain read of a stored
    /// `var` copies the closure (a retain and release of its context per call; see
    /// Benchmarks/Profile `proxyTyped`), as `if let next` would; `next?(…)` on the `inout`
    /// optional does not.
    @inlinable @inline(__always)
    static func send(
        _ payload: Payload, next: inout ((Payload) -> Void)?, handler: inout EventHandler<Payload>
    ) {
        if next == nil {
            handler(.next(payload))
        } else {
            next?(payload)
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
