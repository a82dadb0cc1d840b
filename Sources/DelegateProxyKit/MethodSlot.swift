import ObservableCore
import Synchronization

/// The observers of one delegate method, in the two phases RxCocoa names: `sentMessage` (before
/// the forward delegate is called) and `methodInvoked` (after). Made on first use: when the
/// method is first observed or first called while the proxy has observers.
///
/// Each phase's observers are published as an immutable ``ObserverList`` whose address a
/// delegate call loads without a lock; the table replaces a list on every subscription change
/// and frees the old one once no delivery can still be reading it.
@usableFromInline
final class MethodSlot: @unchecked Sendable {  // every `var` is guarded by the table's lock.
    @usableFromInline let selector: DelegateSelector
    /// The retained address of the `sentMessage` observers' list, or 0 when there are none.
    @usableFromInline let sentList = Atomic<UInt>(0)
    /// The retained address of the `methodInvoked` observers' list, or 0 when there are none.
    @usableFromInline let invokedList = Atomic<UInt>(0)
    var sent: [SlotObserver] = []
    var invoked: [SlotObserver] = []
    /// Whether a delegate call reached the slot: such selectors are named in errors.
    var isDispatched = false
    /// The observables handed out by `sentMessage(_:)` / `methodInvoked(_:)`, made on first
    /// request and the same every time after.
    var sentObservable: Observable<[Any]>?
    var invokedObservable: Observable<[Any]>?

    init(selector: DelegateSelector) {
        self.selector = selector
    }

    /// Whether anyone observes the method, in either phase.
    @inlinable var isObserved: Bool {
        sentList.load(ordering: .relaxed) != 0 || invokedList.load(ordering: .relaxed) != 0
    }

    /// The address of `phase`'s list, or 0.
    @inlinable
    func list(_ phase: DeliveryPhase) -> UInt {
        switch phase {
        case .sent: sentList.load(ordering: .acquiring)
        case .invoked: invokedList.load(ordering: .acquiring)
        }
    }

    /// Publishes `list` as `phase`'s observers; returns the previous list's retained address.
    func exchange(_ phase: DeliveryPhase, _ list: ObserverList?) -> UInt {
        let address = list.map { UInt(bitPattern: Unmanaged.passRetained($0).toOpaque()) } ?? 0
        switch phase {
        case .sent: return sentList.exchange(address, ordering: .sequentiallyConsistent)
        case .invoked: return invokedList.exchange(address, ordering: .sequentiallyConsistent)
        }
    }
}

/// The observers of one phase of one method at one moment: never changed once published.
@usableFromInline
final class ObserverList: @unchecked Sendable {  // immutable.
    /// The observers, unretained, in memory the list owns: a delivery walks them without
    /// reference counting (an array would be retained for the walk). `owners` keeps them alive.
    @usableFromInline let entries: UnsafeMutableBufferPointer<Unmanaged<SlotObserver>>
    private let owners: [SlotObserver]
    /// Whether an observer wants `[Any]`: only then are the arguments boxed.
    @usableFromInline let hasUntyped: Bool

    init(_ observers: [SlotObserver]) {
        owners = observers
        entries = .allocate(capacity: observers.count)
        _ = entries.initialize(from: observers.lazy.map { Unmanaged.passUnretained($0) })
        hasUntyped = observers.contains { $0.payloadType == nil }
    }

    deinit {
        // `Unmanaged` is trivial: nothing to deinitialize.
        entries.deallocate()
    }

    /// The list at `address`, borrowed (no retain): the caller guarantees it is alive.
    @inlinable
    static func withList<Result>(at address: UInt, _ body: (ObserverList) -> Result) -> Result {
        Unmanaged<ObserverList>.fromOpaque(UnsafeRawPointer(bitPattern: address).unsafelyUnwrapped)
            ._withUnsafeGuaranteedRef(body)
    }

    /// The entries of the list at `address`, read without a retain of the list: the caller
    /// guarantees it stays alive while they are used. (A delivery walks them in place: handed
    /// a closure, as ``withList(at:_:)`` does, the walk was not inlined.)
    @inlinable
    static func entries(at address: UInt) -> UnsafeMutableBufferPointer<Unmanaged<SlotObserver>> {
        withList(at: address) { $0.entries }
    }
}

/// Which observers a delivery is for: `sentMessage` (before the forward delegate) or
/// `methodInvoked` (after it).
@usableFromInline
enum DeliveryPhase {
    case sent, invoked
}

/// One subscriber of a slot: a typed observer (``TypedObserver``, whose payload type is
/// recorded) or an `[Any]` one (``UntypedObserver``). It holds the subscriber's event handler
/// itself, with no `AnyObserver` or sink between them, and enforces the grammar: once its
/// subscription is disposed or its stream completed, it delivers nothing more.
@usableFromInline
class SlotObserver {
    let id: Int
    /// The payload type a typed observer receives; `nil` for an untyped one.
    @usableFromInline let payloadType: ObjectIdentifier?
    /// Set by disposal or completion; a delivery checks it before calling the handler.
    @usableFromInline let stopped = Atomic<Bool>(false)

    @usableFromInline init(id: Int, payloadType: ObjectIdentifier?) {
        self.id = id
        self.payloadType = payloadType
    }

    /// Whether the handler may still receive events.
    @inlinable final var isLive: Bool { !stopped.load(ordering: .acquiring) }

    /// Stops deliveries; returns whether this call stopped them (the first one does).
    final func stop() -> Bool {
        !stopped.exchange(true, ordering: .acquiringAndReleasing)
    }

    /// Sends `completed` once, unless the subscription was disposed, without knowing the payload type.
    func complete() {}
}

@usableFromInline
final class TypedObserver<Payload>: SlotObserver {
    @usableFromInline let handler: EventHandler<Payload>
    /// The subscriber's element entry, if it has one: a call's arguments are lent to it, with
    /// no event made or copied (see `Observable.subscribeHandler(_:next:)`).
    @usableFromInline let next: ((Payload) -> Void)?
    @inlinable init(id: Int, _ handler: @escaping EventHandler<Payload>, next: ((Payload) -> Void)?) {
        self.handler = handler
        self.next = next
        super.init(id: id, payloadType: ObjectIdentifier(Payload.self))
    }
    override func complete() {
        if stop() { handler(.completed) }
    }
}

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
