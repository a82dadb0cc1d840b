import InternalReactiveUtilities
import Synchronization

// Performance notes. Generic code that is not specialized (every call that crosses the module
// boundary without `@inlinable`, and every class method reached through the vtable) looks up the
// run-time metadata of each type that depends on `Element` it touches, and each lookup costs
// more than the work of sending an event. So:
// - the paths that run per event (`on(_:)`, `deliverNext`) are `@inlinable`, so that callers
//   specialize them for their element type;
// - the paths that run per subscription (subscribe, dispose) work on non-generic types: the
//   observer list holds `SubjectObserverBase`, and a stop event is kept as `SubjectStopEvent`,
//   which has no element.

/// The lock-guarded state of a subject, seen by its subscriptions: they hold the subject's
/// `Locked` state (not the subject) to take themselves out of the observer list.
///
/// Holding the state rather than the subject means a forgotten subscription does not keep the
/// subject alive; the reference is strong because a weak one gives the subject a side table,
/// which slows every retain and release of it. The cycle state → observer list → subscription →
/// state is broken by `dispose()` on either side, by a stop event and by the subject's `deinit`.
///
/// A second cycle runs through the subscriber: the observer holds its handler, the handler
/// (a sink's `forward`) holds the sink, and the sink holds the observer as its upstream
/// subscription. A stop event breaks it (the sink lets go of its upstream); a subscription
/// whose disposable was thrown away has nothing else to break it, so the subject's `deinit`
/// retires its observers (``SubjectObserverBase/retire()``): each lets go of its handler, and
/// with it of the sink, as in RxSwift, where the subject's observer list is the only owner.
protocol SubjectStateType {
    var core: SubjectState { get set }
}

extension SpinLocked: SubjectObserverOwner where State: SubjectStateType {
    func removeObserver(_ id: ObjectIdentifier) {
        // By hand rather than `withLock`: this witness is generic over the state, so `withLock`
        // and its closure would run unspecialized on every unsubscription.
        lock()
        let removed = guardedState.core.remove(id)
        unlock()
        withExtendedLifetime(removed) {}  // released after unlocking: its handler may hold anything
    }
}

/// What a subscription calls to take itself out of its subject's observer list.
protocol SubjectObserverOwner: AnyObject {
    func removeObserver(_ id: ObjectIdentifier)
}

/// The element-independent part of a subject's subscription: its state bits, its gate and the
/// way back to its subject. See ``SubjectObserver``.
@usableFromInline
class SubjectObserverBase: Disposable, @unchecked Sendable {
    // `state` is atomic; `owner` never changes; subclasses guard their queue with `gate`.
    @inlinable static var disposedBit: Int { 1 }
    @inlinable static var gatedBit: Int { 2 }

    @usableFromInline let state: Atomic<Int>
    // Not `Locked<Void>`: ThreadSanitizer places the access to a zero-sized state just past the
    // end of the lock object, on whatever the allocator put next, and reports false races there.
    // Made only for a gated subscription (a replaying subject's): the gate is only ever used
    // while the `gated` bit is set, which is set only at creation, and a lock per subscription
    // was most of what subscribing to a `PublishSubject` allocated.
    private let optionalGate: Locked<Bool>?
    private let owner: any SubjectObserverOwner

    /// The lock of a gated subscription's queue.
    final var gate: Locked<Bool> {
        guard let optionalGate else {
            fatalError("SubjectObserver: the gate of a subscription made with `gated: false` was used.")
        }
        return optionalGate
    }

    init(owner: any SubjectObserverOwner, gated: Bool) {
        self.owner = owner
        self.optionalGate = gated ? Locked(false) : nil
        self.state = Atomic(gated ? Self.gatedBit : 0)
        #if TRACE_RESOURCES
            Resources.subjectSubscriptionCounter.increment()
        #endif
    }

    #if TRACE_RESOURCES
        deinit { Resources.subjectSubscriptionCounter.decrement() }
    #endif

    final var isDisposed: Bool {
        state.load(ordering: .acquiring) & Self.disposedBit != 0
    }

    /// Ends this subscription and takes it out of its subject.
    @usableFromInline
    final func dispose() {
        let previous = state.bitwiseOr(Self.disposedBit, ordering: .acquiringAndReleasing).oldValue
        guard previous & Self.disposedBit == 0 else { return }
        owner.removeObserver(ObjectIdentifier(self))
    }

    /// Called by the subject's `deinit`, outside its lock, for each observer it still had:
    /// nothing more can be delivered, so the observer lets go of its handler (see
    /// ``SubjectStateType``). Safe without a lock: every delivery runs inside a call on the
    /// subject (`on(_:)` or a subscription), which keeps it alive, so none runs during `deinit`.
    func retire() {
        state.bitwiseOr(Self.disposedBit, ordering: .acquiringAndReleasing)
    }
}

/// One observer of a subject and the disposable handed back for it.
///
/// Delivery is not serialized across threads (RxSwift does not serialize it either), but:
/// - the `disposed` bit is checked right before every delivery, so nothing reaches the handler
///   once the subscription is disposed, even from a snapshot taken earlier on the same thread;
/// - a stop event sets the `disposed` bit before it is delivered, so nothing follows it;
/// - while a new subscriber is being replayed to (``BehaviorSubject``, ``ReplaySubject``), the
///   `gated` bit is set and live events are queued in `pending`, so the replayed values come
///   first; the subscribing thread drains the queue and opens the gate.
@usableFromInline
final class SubjectObserver<Element>: SubjectObserverBase, @unchecked Sendable {
    // `pending` is guarded by `gate`. Optional so that making a subscription needs no metadata
    // for the array type (see the performance notes above). `handler` is written once more, by
    // `retire()`, when no delivery can run; unchecked exclusivity keeps the per-event read a
    // plain load, as for a `let`.
    @exclusivity(unchecked) @usableFromInline var handler: EventHandler<Element>
    private var pending: [Event<Element>]?

    init(handler: @escaping EventHandler<Element>, owner: any SubjectObserverOwner, gated: Bool) {
        self.handler = handler
        super.init(owner: owner, gated: gated)
    }

    override func retire() {
        super.retire()
        handler = { _ in }
    }

    /// Delivers a live `next` event.
    @inlinable
    func deliverNext(_ event: Event<Element>) {
        let current = state.load(ordering: .acquiring)
        if current == 0 {
            handler(event)
        } else if current & Self.disposedBit == 0 {
            deliverGated(event)
        }
    }

    /// Delivers a live stop event: marks the subscription over first, so nothing can follow.
    @usableFromInline
    func deliverStop(_ event: Event<Element>) {
        let current = state.load(ordering: .acquiring)
        if current & Self.disposedBit != 0 { return }
        if current & Self.gatedBit != 0 {
            deliverGated(event)
        } else {
            deliverDirectly(event)
        }
    }

    /// Delivers an event on the replaying thread (or from the drained queue), honouring the
    /// disposed bit and the stop rule but not the gate.
    func deliverDirectly(_ event: Event<Element>) {
        if event.isStopEvent {
            let previous = state.bitwiseOr(Self.disposedBit, ordering: .acquiringAndReleasing).oldValue
            if previous & Self.disposedBit == 0 { handler(event) }
        } else if !isDisposed {
            handler(event)
        }
    }

    @usableFromInline
    func deliverGated(_ event: Event<Element>) {
        let queued = gate.withLock { _ -> Bool in
            guard state.load(ordering: .acquiring) & Self.gatedBit != 0 else { return false }
            if pending == nil { pending = [event] } else { pending!.append(event) }
            return true
        }
        if !queued { deliverDirectly(event) }
    }

    /// Called by the subscribing thread once the replayed events are delivered: delivers what
    /// arrived meanwhile, then lets live events through. A subscription disposed meanwhile still
    /// drains (delivering nothing), so the queue never outlives the replay.
    func openGate() {
        while true {
            let batch = gate.withLock { _ -> [Event<Element>]? in
                guard let batch = pending else {
                    state.bitwiseAnd(~Self.gatedBit, ordering: .acquiringAndReleasing)
                    return nil
                }
                pending = nil
                return batch
            }
            guard let batch else { return }
            for event in batch { deliverDirectly(event) }
        }
    }
}

/// A subject's observers, replaced as a whole on subscribe and unsubscribe so that sending an
/// event only copies this value under the lock. One observer, the common case, needs no array.
@usableFromInline
enum SubjectObservers {
    case none
    case one(SubjectObserverBase)
    case many(ContiguousArray<SubjectObserverBase>)

    var isEmpty: Bool {
        if case .none = self { return true }
        return false
    }

    mutating func insert(_ observer: SubjectObserverBase) {
        switch self {
        case .none: self = .one(observer)
        case .one(let first): self = .many([first, observer])
        case .many(let observers):
            var copy = observers
            copy.append(observer)
            self = .many(copy)
        }
    }

    /// Adds the observers of `other` after these.
    mutating func append(contentsOf other: SubjectObservers) {
        switch other {
        case .none: break
        case .one(let observer): insert(observer)
        case .many(let observers): for observer in observers { insert(observer) }
        }
    }

    /// Retires every observer (see ``SubjectObserverBase/retire()``).
    func retire() {
        switch self {
        case .none: break
        case .one(let observer): observer.retire()
        case .many(let observers): for observer in observers { observer.retire() }
        }
    }

    /// Removes the observer; returns it so that it is released after the lock, not under it.
    mutating func remove(_ id: ObjectIdentifier) -> SubjectObserverBase? {
        switch self {
        case .none:
            return nil
        case .one(let only):
            guard ObjectIdentifier(only) == id else { return nil }
            self = .none
            return only
        case .many(let observers):
            guard let index = observers.firstIndex(where: { ObjectIdentifier($0) == id }) else { return nil }
            var copy = observers
            let removed = copy.remove(at: index)
            self = copy.count == 1 ? .one(copy[0]) : .many(copy)
            return removed
        }
    }

    /// Every observer in the list was made by a subject of `Element`, so the downcast holds.
    @inlinable
    func deliverNext<Element>(_ event: Event<Element>) {
        switch self {
        case .none:
            break
        case .one(let observer):
            unsafeDowncast(observer, to: SubjectObserver<Element>.self).deliverNext(event)
        case .many(let observers):
            for observer in observers {
                unsafeDowncast(observer, to: SubjectObserver<Element>.self).deliverNext(event)
            }
        }
    }

    @usableFromInline
    func deliverStop<Element>(_ event: Event<Element>) {
        switch self {
        case .none:
            break
        case .one(let observer):
            unsafeDowncast(observer, to: SubjectObserver<Element>.self).deliverStop(event)
        case .many(let observers):
            for observer in observers {
                unsafeDowncast(observer, to: SubjectObserver<Element>.self).deliverStop(event)
            }
        }
    }
}

/// A subject's stop event without its element type, so that the state of a subject need not be
/// generic (see the performance notes above).
@usableFromInline
enum SubjectStopEvent {
    case error(Swift.Error)
    case completed

    /// The stop part of `event`; `nil` for `next`.
    @inlinable
    init?<Element>(_ event: Event<Element>) {
        switch event {
        case .next: return nil
        case .error(let error): self = .error(error)
        case .completed: self = .completed
        }
    }

    func event<Element>(of _: Element.Type = Element.self) -> Event<Element> {
        switch self {
        case .error(let error): .error(error)
        case .completed: .completed
        }
    }
}

/// The element-independent state every subject has; ``PublishSubject`` needs nothing more.
@usableFromInline
struct SubjectState: SubjectStateType {
    @usableFromInline var observers = SubjectObservers.none
    /// The observers dropped by `dispose()`: a delivery that took them before may still be
    /// running, so they are retired only by the subject's `deinit` (see ``release()``).
    var disposedObservers = SubjectObservers.none
    @usableFromInline var stopEvent: SubjectStopEvent?
    @usableFromInline var isDisposed = false

    init() {}

    var core: SubjectState {
        get { self }
        // In place: a `set` copied the whole state (and retained its observers) on every
        // unsubscribe.
        _modify { yield &self }
    }

    /// Whether events are still accepted.
    @inlinable
    var isActive: Bool { stopEvent == nil && !isDisposed }

    /// For a new subscriber: the event that ends its subscription at once, if the subject is
    /// disposed or already stopped; `nil` if it may subscribe.
    func immediateEvent<Element>(subject: String, of _: Element.Type) -> Event<Element>? {
        if isDisposed { return .error(RxError.disposed(object: subject)) }
        return stopEvent?.event()
    }

    /// Records the stop event and hands back the observers to deliver it to.
    @usableFromInline
    mutating func stop(with event: SubjectStopEvent) -> SubjectObservers {
        guard isActive else { return .none }
        stopEvent = event
        defer { observers = .none }
        return observers
    }

    /// Marks the subject disposed and drops its observers; they are kept aside until the
    /// subject's `deinit` retires them (see ``SubjectStateType``).
    mutating func dispose() {
        isDisposed = true
        stopEvent = nil
        disposedObservers.append(contentsOf: observers)
        observers = .none
    }

    /// For the subject's `deinit`: marks it disposed and hands back every observer it still has,
    /// to be retired after the lock.
    mutating func release() -> SubjectObservers {
        dispose()
        defer { disposedObservers = .none }
        return disposedObservers
    }

    /// Takes the observer with this identity out of the live or the disposed list.
    mutating func remove(_ id: ObjectIdentifier) -> SubjectObserverBase? {
        observers.remove(id) ?? disposedObservers.remove(id)
    }
}
