import Synchronization

/// What a subject's subscription calls to take itself out of the subject's observer list.
///
/// Non-generic so a subscription can refer to its subject weakly through an existential: the
/// subject's observer list keeps the subscription (through its handler, often a sink that owns
/// the subscription) alive, so a strong back reference would be a cycle that only `dispose()`
/// breaks.
protocol SubjectObserverOwner: AnyObject {
    func removeObserver(_ id: ObjectIdentifier)
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
final class SubjectObserver<Element>: Disposable, @unchecked Sendable {
    // `state` is atomic; `pending` is guarded by `gate`; `owner` is written once in `init`.
    static var disposedBit: Int { 1 }
    static var gatedBit: Int { 2 }

    let handler: EventHandler<Element>
    let state: Atomic<Int>
    private let gate = Mutex<Void>(())
    private var pending: [Event<Element>] = []
    private weak var owner: (any SubjectObserverOwner)?

    init(handler: @escaping EventHandler<Element>, owner: any SubjectObserverOwner, gated: Bool) {
        self.handler = handler
        self.owner = owner
        self.state = Atomic(gated ? Self.gatedBit : 0)
    }

    var isDisposed: Bool {
        state.load(ordering: .acquiring) & Self.disposedBit != 0
    }

    /// Delivers a live `next` event.
    @inline(__always)
    func deliverNext(_ event: Event<Element>) {
        let current = state.load(ordering: .acquiring)
        if current == 0 {
            handler(event)
        } else if current & Self.disposedBit == 0 {
            deliverGated(event)
        }
    }

    /// Delivers a live stop event: marks the subscription over first, so nothing can follow.
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

    private func deliverGated(_ event: Event<Element>) {
        let queued = gate.withLock { _ -> Bool in
            guard state.load(ordering: .acquiring) & Self.gatedBit != 0 else { return false }
            pending.append(event)
            return true
        }
        if !queued {
            if event.isStopEvent { deliverDirectly(event) } else if !isDisposed { handler(event) }
        }
    }

    /// Called by the subscribing thread once the replayed events are delivered: delivers what
    /// arrived meanwhile, then lets live events through.
    func openGate() {
        while true {
            let batch = gate.withLock { _ -> [Event<Element>]? in
                if pending.isEmpty {
                    state.bitwiseAnd(~Self.gatedBit, ordering: .acquiringAndReleasing)
                    return nil
                }
                defer { pending = [] }
                return pending
            }
            guard let batch else { return }
            for event in batch { deliverDirectly(event) }
        }
    }

    /// Ends this subscription and takes it out of its subject.
    func dispose() {
        let previous = state.bitwiseOr(Self.disposedBit, ordering: .acquiringAndReleasing).oldValue
        guard previous & Self.disposedBit == 0 else { return }
        owner?.removeObserver(ObjectIdentifier(self))
        gate.withLock { _ in pending = [] }
    }
}

/// A subject's observers, replaced as a whole on subscribe and unsubscribe so that sending an
/// event only copies this value under the lock. One observer, the common case, needs no array.
enum SubjectObservers<Element> {
    case none
    case one(SubjectObserver<Element>)
    case many(ContiguousArray<SubjectObserver<Element>>)

    var isEmpty: Bool {
        if case .none = self { return true }
        return false
    }

    mutating func insert(_ observer: SubjectObserver<Element>) {
        switch self {
        case .none: self = .one(observer)
        case .one(let first): self = .many([first, observer])
        case .many(let observers):
            var copy = observers
            copy.append(observer)
            self = .many(copy)
        }
    }

    /// Removes the observer; returns it so that it is released after the lock, not under it.
    mutating func remove(_ id: ObjectIdentifier) -> SubjectObserver<Element>? {
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

    func deliverNext(_ event: Event<Element>) {
        switch self {
        case .none: break
        case .one(let observer): observer.deliverNext(event)
        case .many(let observers): for observer in observers { observer.deliverNext(event) }
        }
    }

    func deliverStop(_ event: Event<Element>) {
        switch self {
        case .none: break
        case .one(let observer): observer.deliverStop(event)
        case .many(let observers): for observer in observers { observer.deliverStop(event) }
        }
    }
}
