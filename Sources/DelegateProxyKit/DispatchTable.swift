import InternalReactiveUtilities
import ObservableCore
import Synchronization

/// The observers of one delegate method, in the two phases RxCocoa names: `sentMessage` (before
/// the forward delegate is called) and `methodInvoked` (after). Made on first use: when the
/// method is first observed or first called while the proxy has observers.
@usableFromInline
final class MethodSlot: @unchecked Sendable {  // everything `var` is guarded by the table's lock.
    @usableFromInline let selector: DelegateSelector
    /// Observers in either phase; read without the lock so that an unobserved call costs a load.
    @usableFromInline let observerCount = Atomic<Int>(0)
    /// Observers in the `sentMessage` phase, read without the lock so that a call skips the phase
    /// (and its lock round trip) when nobody observes it.
    @usableFromInline let sentCount = Atomic<Int>(0)
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
}

/// One entry of the list a delegate call searches to find its slot without the lock: keyed by
/// the address of the call's descriptor (kept alive by the entry, so no other object can take
/// its address) or of its `#function` string (static, so never reused).
@usableFromInline
final class SlotKey: @unchecked Sendable {  // immutable once published.
    @usableFromInline let key: UInt
    @usableFromInline unowned(unsafe) let slot: MethodSlot
    /// The next entry's address, or 0; entries are owned by the table's state.
    @usableFromInline let next: UInt
    let owner: AnyObject?

    init(key: UInt, owner: AnyObject?, slot: MethodSlot, next: UInt) {
        self.key = key
        self.owner = owner
        self.slot = slot
        self.next = next
    }
}

@usableFromInline
enum Phase {
    case sent, invoked
}

/// What a delivery found under the lock.
@usableFromInline
enum Decision {
    case none, queued, deliver([SlotObserver])
}

/// One subscriber of a slot: an `[Any]` observer, or a typed one whose payload type is recorded.
@usableFromInline
struct SlotObserver {
    let id: Int
    @usableFromInline let untyped: AnyObserver<[Any]>?
    @usableFromInline let typed: TypedObserverBox?
}

/// A typed observer, erased; `payloadType` says what `deliver` must be given.
@usableFromInline
class TypedObserverBox {
    @usableFromInline let payloadType: ObjectIdentifier
    @inlinable init(payloadType: ObjectIdentifier) { self.payloadType = payloadType }
}

@usableFromInline
final class TypedObserver<Payload>: TypedObserverBox {
    @usableFromInline let observer: AnyObserver<Payload>
    @inlinable init(_ observer: AnyObserver<Payload>) {
        self.observer = observer
        super.init(payloadType: ObjectIdentifier(Payload.self))
    }
}

/// The dispatch table of a proxy: one slot per selector it dispatches, and the gate that makes
/// the proxy deliver to its observers one call at a time.
///
/// Delivery never holds the lock while observers run. A thread that finds another delivery in
/// progress (another thread, or an observer of this proxy that caused a new delegate call)
/// queues its delivery; the delivering thread runs the queue, in order, when it is done.
// `state` is guarded by `lock`; `owner` and `listed` are set once, in `configure`, before the
// table is shared.
@usableFromInline
final class DispatchTable: @unchecked Sendable {
    private struct State {
        var isDelivering = false
        var queue: [() -> Void] = []
        var nextID = 0
        var isCompleted = false
        /// Every slot, in the order made: the listed selectors first.
        var slots: [MethodSlot] = []
        /// Owns every entry of the list `keys` points to.
        var keys: [SlotKey] = []
    }

    private let lock = Locked(State())
    private(set) var owner = ""
    /// The selectors the proxy class lists in `selectors`; set once, before the table is shared.
    private(set) var listed: [DelegateSelector] = []
    /// The address of the newest ``SlotKey`` (0 for none). Entries are only ever added, and each
    /// points to the one before, so a reader that loaded any head walks live, unchanging entries.
    @usableFromInline let keys = Atomic<UInt>(0)
    /// Observers across all slots: zero means a delegate call only forwards.
    @usableFromInline let totalObservers = Atomic<Int>(0)

    /// Called once by the proxy's initializer, before the proxy is shared.
    func configure(selectors: [DelegateSelector], owner: String) {
        self.owner = owner
        var seen = Set<DelegateSelector>()
        listed = selectors.filter { seen.insert($0).inserted }
        if !listed.isEmpty {
            lock.withLock { state in state.slots = listed.map(MethodSlot.init(selector:)) }
        }
    }

    // MARK: Finding slots

    /// The slot a delegate call hands off to, found by its key without the lock; made on the
    /// first call.
    @inlinable
    func slot(key: UInt, owner: AnyObject?, selector: @autoclosure () -> DelegateSelector) -> MethodSlot {
        var address = keys.load(ordering: .acquiring)
        while address != 0 {
            let entry = Unmanaged<SlotKey>.fromOpaque(UnsafeRawPointer(bitPattern: address).unsafelyUnwrapped)
            let (found, next) = entry._withUnsafeGuaranteedRef {
                $0.key == key ? ($0.slot, 0) : (nil, $0.next)
            }
            if let found { return found }
            address = next
        }
        return addKey(key, owner: owner, selector: selector())
    }

    @usableFromInline
    func addKey(_ key: UInt, owner: AnyObject?, selector: DelegateSelector) -> MethodSlot {
        lock.withLock { state in
            let slot = Self.slot(selector, in: &state)
            slot.isDispatched = true
            // Another thread may have added the key meanwhile: a second entry is harmless.
            let entry = SlotKey(key: key, owner: owner, slot: slot, next: keys.load(ordering: .relaxed))
            state.keys.append(entry)
            keys.store(UInt(bitPattern: Unmanaged.passUnretained(entry).toOpaque()), ordering: .releasing)
            return slot
        }
    }

    /// The slot an untyped hand-off (`dispatch([…])`, keyed by its `#function`) delivers to.
    @inlinable
    func slot(named name: StaticString) -> MethodSlot {
        guard name.hasPointerRepresentation else { return slot(for: DelegateSelector("\(name)")) }
        return slot(key: UInt(bitPattern: name.utf8Start), owner: nil, selector: DelegateSelector("\(name)"))
    }

    /// The slot of a method observed through its descriptor; made if it is new.
    @usableFromInline
    func slot(for selector: DelegateSelector) -> MethodSlot {
        lock.withLock { Self.slot(selector, in: &$0) }
    }

    private static func slot(_ selector: DelegateSelector, in state: inout State) -> MethodSlot {
        if let slot = state.slots.first(where: { $0.selector == selector }) { return slot }
        let slot = MethodSlot(selector: selector)
        state.slots.append(slot)
        return slot
    }

    /// The untyped stream of `selector`, or the error that says why there is none.
    ///
    /// A proxy that lists its selectors knows them all: another one is a mistake, unless a call
    /// or a typed observer already made its slot. A proxy that lists none cannot know its methods
    /// before they are called, so any name spelled as `#function` spells a method gets a stream
    /// that receives the method's calls once they come.
    func untypedStream(for selector: DelegateSelector, phase: Phase) -> Observable<[Any]> {
        let result = lock.withLock { state -> Result<Observable<[Any]>, RxCocoaError> in
            let existing = state.slots.first { $0.selector == selector }
            guard existing != nil || (listed.isEmpty && Self.isMethodName(selector.name)) else {
                return .failure(unknownSelector(selector, in: state))
            }
            let slot = existing ?? Self.slot(selector, in: &state)
            switch phase {
            case .sent:
                if slot.sentObservable == nil { slot.sentObservable = untypedStream(slot, phase: .sent) }
                return .success(slot.sentObservable.unsafelyUnwrapped)
            case .invoked:
                if slot.invokedObservable == nil {
                    slot.invokedObservable = untypedStream(slot, phase: .invoked)
                }
                return .success(slot.invokedObservable.unsafelyUnwrapped)
            }
        }
        switch result {
        case .success(let stream): return stream
        case .failure(let error): return .error(error)
        }
    }

    /// Whether `name` is spelled as `#function` spells a method: `name(label:…)`.
    static func isMethodName(_ name: String) -> Bool {
        guard let open = name.firstIndex(of: "("), open != name.startIndex, name.last == ")" else {
            return false
        }
        return !name[open...].dropFirst().dropLast().contains { $0 == "(" || $0 == ")" || $0 == " " }
    }

    private func unknownSelector(_ selector: DelegateSelector, in state: State) -> RxCocoaError {
        let dispatched = state.slots.filter { $0.isDispatched && !listed.contains($0.selector) }.map(
            \.selector)
        return .unknownSelector(selector: selector, proxy: owner, known: listed + dispatched)
    }

    // MARK: Subscribing

    /// Cached in `slot`, so it holds the table and the slot weakly: strongly, they would keep
    /// each other alive forever. Once the proxy (which owns the table) is gone, it completes.
    func untypedStream(_ slot: MethodSlot, phase: Phase) -> Observable<[Any]> {
        Observable.create { [weak self, weak slot] observer in
            guard let self, let slot else {
                observer.onCompleted()
                return Disposables.create()
            }
            return subscribe(slot, phase: phase, SlotObserverFactory(untyped: observer))
        }
    }

    /// Inlinable with the typed `sentMessage` / `methodInvoked`, so that the observer chain is
    /// specialized for the payload type where the stream is subscribed.
    @inlinable
    func typedStream<Payload>(_ slot: MethodSlot, phase: Phase) -> Observable<Payload> {
        Observable.create { [self] observer in
            subscribe(slot, phase: phase, SlotObserverFactory(typed: TypedObserver(observer)))
        }
    }

    @usableFromInline
    struct SlotObserverFactory {
        var untyped: AnyObserver<[Any]>?
        var typed: TypedObserverBox?

        init(untyped: AnyObserver<[Any]>) { self.untyped = untyped }
        @usableFromInline init(typed: TypedObserverBox) { self.typed = typed }
    }

    @usableFromInline
    func subscribe(_ slot: MethodSlot, phase: Phase, _ factory: SlotObserverFactory) -> Disposable {
        let id = lock.withLock { state -> Int? in
            guard !state.isCompleted else { return nil }
            state.nextID += 1
            let observer = SlotObserver(id: state.nextID, untyped: factory.untyped, typed: factory.typed)
            switch phase {
            case .sent: slot.sent.append(observer)
            case .invoked: slot.invoked.append(observer)
            }
            slot.observerCount.add(1, ordering: .relaxed)
            if phase == .sent { slot.sentCount.add(1, ordering: .relaxed) }
            totalObservers.add(1, ordering: .releasing)
            return state.nextID
        }
        guard let id else {
            factory.untyped?.onCompleted()
            (factory.typed as? CompletableObserver)?.complete()
            return Disposables.create()
        }
        return Disposables.create { [weak self, weak slot] in
            guard let self, let slot else { return }
            self.lock.withLock { _ in
                let before = slot.sent.count + slot.invoked.count
                switch phase {
                case .sent: slot.sent.removeAll { $0.id == id }
                case .invoked: slot.invoked.removeAll { $0.id == id }
                }
                let removed = before - (slot.sent.count + slot.invoked.count)
                if removed > 0 {
                    slot.observerCount.subtract(removed, ordering: .relaxed)
                    if phase == .sent { slot.sentCount.subtract(removed, ordering: .relaxed) }
                    self.totalObservers.subtract(removed, ordering: .releasing)
                }
            }
        }
    }

    // MARK: Delivering

    /// Delivers one phase of one call. `payload` is what typed observers receive; `boxed` makes
    /// the `[Any]` form, at most once, and only if an untyped observer is there.
    ///
    /// Inlinable so that the proxy's module specializes it for the payload type; the locked parts
    /// are not generic and stay out of line.
    @inlinable
    func deliver<Payload>(
        _ slot: MethodSlot, phase: Phase, payload: Payload, boxed: () -> [Any]
    ) {
        if phase == .sent && slot.sentCount.load(ordering: .relaxed) == 0 { return }
        switch claim(slot, phase: phase) {
        case .none:
            return
        case .deliver(let observers):
            Self.run(observers, payload: payload, boxed: boxed, selector: slot.selector)
        case .queued:
            let arguments = boxed()
            let selector = slot.selector
            let tookOver = enqueue(slot, phase: phase) { observers in
                { Self.run(observers, payload: payload, boxed: { arguments }, selector: selector) }
            }
            guard tookOver else { return }
        }
        drain()
    }

    /// Takes the delivery turn and the phase's observers, or says the call must queue.
    @usableFromInline
    func claim(_ slot: MethodSlot, phase: Phase) -> Decision {
        lock.withLock { state -> Decision in
            let observers = phase == .sent ? slot.sent : slot.invoked
            guard !observers.isEmpty else { return .none }
            if state.isDelivering { return .queued }
            state.isDelivering = true
            return .deliver(observers)
        }
    }

    /// Queues a delivery behind the one in progress; returns `true` if the deliverer finished
    /// meanwhile and this thread took over the turn (then it must drain).
    @usableFromInline
    func enqueue(_ slot: MethodSlot, phase: Phase, _ makeRun: ([SlotObserver]) -> () -> Void) -> Bool {
        lock.withLock { state in
            let observers = phase == .sent ? slot.sent : slot.invoked
            state.queue.append(makeRun(observers))
        }
        // The deliverer may have finished between the two lock sections: take over if so.
        return lock.withLock { state -> Bool in
            if state.isDelivering { return false }
            state.isDelivering = true
            return true
        }
    }

    /// Runs queued deliveries, then gives up the turn.
    @usableFromInline
    func drain() {
        while let next = lock.withLock({ state -> (() -> Void)? in
            if state.queue.isEmpty {
                state.isDelivering = false
                return nil
            }
            return state.queue.removeFirst()
        }) {
            next()
        }
    }

    @inlinable
    static func run<Payload>(
        _ observers: [SlotObserver], payload: Payload, boxed: () -> [Any], selector: DelegateSelector
    ) {
        var arguments: [Any]?
        for observer in observers {
            if let typed = observer.typed {
                guard typed.payloadType == ObjectIdentifier(Payload.self) else {
                    payloadMismatch(selector, Payload.self)
                }
                unsafeDowncast(typed, to: TypedObserver<Payload>.self).observer.onNext(payload)
            } else if let untyped = observer.untyped {
                if arguments == nil { arguments = boxed() }
                untyped.onNext(arguments.unsafelyUnwrapped)
            }
        }
    }

    @usableFromInline
    static func payloadMismatch(_ selector: DelegateSelector, _ payload: Any.Type) -> Never {
        fatalError(
            """
            DelegateProxy: `\(selector.name)` is observed with a typed DelegateMethod, but the \
            proxy hands the call off untyped or with other argument types (\(payload)). \
            Hand it off with `dispatch(Self.<method>, (arguments…))` using the same DelegateMethod.
            """)
    }

    /// Completes every stream the table gave out; later subscribers complete at once.
    func complete() {
        let observers = lock.withLock { state -> [SlotObserver] in
            guard !state.isCompleted else { return [] }
            state.isCompleted = true
            var all: [SlotObserver] = []
            for slot in state.slots {
                all += slot.sent + slot.invoked
                slot.sent = []
                slot.invoked = []
                slot.observerCount.store(0, ordering: .relaxed)
                slot.sentCount.store(0, ordering: .relaxed)
            }
            totalObservers.store(0, ordering: .releasing)
            return all
        }
        for observer in observers {
            observer.untyped?.onCompleted()
            (observer.typed as? CompletableObserver)?.complete()
        }
    }
}

/// Lets the table complete a typed observer without knowing its payload type.
protocol CompletableObserver {
    func complete()
}

extension TypedObserver: CompletableObserver {
    func complete() { observer.onCompleted() }
}
