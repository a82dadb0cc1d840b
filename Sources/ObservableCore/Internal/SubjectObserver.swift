import InternalReactiveUtilities
import Synchronization

// Performance notes. Generic code that is not specialized (every call that crosses the module
// boundary without `@inlinable`, and every class method reached through the vtable) looks up the
// run-time metadata of each type that depends on `Element` it touches, and each lookup costs
// more than the work of sending an event. So:
// - the paths that run per event (`on(_:)`, `deliverNext`) are `@inlinable`, so that callers
//   specialize them for their element type;
// - the paths that run per subscription (subscribe, dispose) work on non-generic types: the
//   observer list holds `_SubjectObserverBase`, and a stop event is kept as `_SubjectStopEvent`,
//   which has no element.

/// What a subscription calls to take itself out of its subject's observer list.
protocol SubjectObserverOwner: AnyObject {
    func removeObserver(_ id: ObjectIdentifier)
}

/// The element-independent part of a subject's subscription: its state bits, its gate and the
/// way back to its subject. See ``_SubjectObserver``.
@usableFromInline
class _SubjectObserverBase: Disposable, @unchecked Sendable {
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
            fatalError("_SubjectObserver: the gate of a subscription made with `gated: false` was used.")
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

    /// Itself, as the protocol extension's default gives, but without that generic witness's
    /// work on every subscription (see Benchmarks/Profile `subscribeDispose`).
    @usableFromInline
    final var _disposableObject: (any Disposable & AnyObject)? { self }

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
final class _SubjectObserver<Element>: _SubjectObserverBase, @unchecked Sendable {
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
