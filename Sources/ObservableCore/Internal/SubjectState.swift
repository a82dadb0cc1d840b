import InternalReactiveUtilities

/// The lock-guarded state of a subject, seen by its subscriptions: they hold the box of the
/// subject's `Locked` state (not the subject) to take themselves out of the observer list.
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
/// retires its observers (``_SubjectObserverBase/retire()``): each lets go of its handler, and
/// with it of the sink, as in RxSwift, where the subject's observer list is the only owner.
protocol SubjectStateType {
    var core: _SubjectState { get set }

    /// Takes the observer with this identity out of the state in `box`, under its lock, and
    /// returns it, to be released after the lock. Each state implements it itself: the witness
    /// of ``SubjectObserverOwner`` below is generic over the state and runs unspecialized, while
    /// this requirement's implementation is compiled for its state (see Benchmarks/Profile
    /// `subscribeDispose`).
    static func removeObserver(_ id: ObjectIdentifier, from box: LockedBox<Self>) -> _SubjectObserverBase?
}

extension LockedBox: SubjectObserverOwner where State: SubjectStateType {
    func removeObserver(_ id: ObjectIdentifier) {
        let removed = State.removeObserver(id, from: self)
        withExtendedLifetime(removed) {}  // released after unlocking: its handler may hold anything
    }
}

/// The element-independent state every subject has; ``PublishSubject`` needs nothing more.
@usableFromInline
struct _SubjectState: SubjectStateType {
    @usableFromInline var observers = _SubjectObservers.none
    /// The observers dropped by `dispose()`: a delivery that took them before may still be
    /// running, so they are retired only by the subject's `deinit` (see ``release()``).
    var disposedObservers = _SubjectObservers.none
    @usableFromInline var stopEvent: _SubjectStopEvent?
    @usableFromInline var isDisposed = false

    init() {}

    static func removeObserver(_ id: ObjectIdentifier, from box: LockedBox<Self>) -> _SubjectObserverBase? {
        box.withLock { $0.remove(id) }
    }

    var core: _SubjectState {
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
    mutating func stop(with event: _SubjectStopEvent) -> _SubjectObservers {
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
    mutating func release() -> _SubjectObservers {
        dispose()
        defer { disposedObservers = .none }
        return disposedObservers
    }

    /// Takes the observer with this identity out of the live or the disposed list.
    mutating func remove(_ id: ObjectIdentifier) -> _SubjectObserverBase? {
        observers.remove(id) ?? disposedObservers.remove(id)
    }
}
