/// A subject that sends each event only to the observers subscribed when it is sent.
///
/// Once it has ended with `error` or `completed`, it sends that stop event to every later
/// subscriber at once. After ``dispose()``, events sent to it are ignored and a new subscriber
/// receives `error(RxError.disposed)`.
///
/// ```swift
/// let subject = PublishSubject<String>()
/// subject.onNext("lost")                   // nobody is subscribed yet
/// _ = subject.subscribe(onNext: { print($0) })
/// subject.onNext("1")
/// subject.onCompleted()
/// // 1
/// ```
///
/// > Warning: Events may be sent from any thread, but events sent from several threads at once
/// > reach the observers concurrently; serialize them yourself if order matters.
public final class PublishSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable,
    SubjectObserverOwner, @unchecked Sendable
{
    // Every mutable field lives in `state`, guarded by its lock.
    private struct State {
        var observers = SubjectObservers<Element>.none
        var stopEvent: Event<Element>?
        var isDisposed = false
    }

    private let state = Locked(State())

    /// Creates a subject with no observers.
    public override init() {
        super.init()
    }

    /// Whether anyone is subscribed.
    ///
    /// ```swift
    /// let subject = PublishSubject<Int>()
    /// let subscription = subject.subscribe(onNext: { _ in })
    /// print(subject.hasObservers) // true
    /// subscription.dispose()
    /// print(subject.hasObservers) // false
    /// ```
    public var hasObservers: Bool {
        state.withLock { !$0.observers.isEmpty }
    }

    /// Whether ``dispose()`` has been called.
    public var isDisposed: Bool {
        state.withLock { $0.isDisposed }
    }

    /// Sends an event to every current observer; after a stop event or ``dispose()``, does nothing.
    ///
    /// ```swift
    /// let subject = PublishSubject<Int>()
    /// _ = subject.subscribe { print($0) }
    /// subject.on(.next(1))   // next(1)
    /// subject.on(.completed) // completed
    /// subject.on(.next(2))   // (ignored)
    /// ```
    /// - Parameter event: The event.
    public func on(_ event: Event<Element>) {
        switch event {
        case .next:
            let observers = state.withLock { state -> SubjectObservers<Element> in
                guard state.stopEvent == nil, !state.isDisposed else { return .none }
                return state.observers
            }
            observers.deliverNext(event)
        case .error, .completed:
            let observers = state.withLock { state -> SubjectObservers<Element> in
                guard state.stopEvent == nil, !state.isDisposed else { return .none }
                state.stopEvent = event
                defer { state.observers = .none }
                return state.observers
            }
            observers.deliverStop(event)
        }
    }

    override func subscribeHandler(_ handler: @escaping EventHandler<Element>) -> Disposable {
        let observer = SubjectObserver(handler: handler, owner: self, gated: false)
        let immediate = state.withLock { state -> Event<Element>? in
            if state.isDisposed { return .error(RxError.disposed(object: "\(Self.self)")) }
            if let stopEvent = state.stopEvent { return stopEvent }
            state.observers.insert(observer)
            return nil
        }
        if let immediate {
            observer.deliverDirectly(immediate)
            return Disposables.create()
        }
        return observer
    }

    func removeObserver(_ id: ObjectIdentifier) {
        _ = state.withLock { $0.observers.remove(id) }
    }

    /// Returns the subject itself, the observer that feeds it.
    /// - Returns: `self`.
    public func asObserver() -> PublishSubject<Element> { self }

    /// Drops every observer and ignores later events; a later subscriber receives
    /// `error(RxError.disposed)`. Current observers receive nothing more.
    ///
    /// ```swift
    /// let subject = PublishSubject<Int>()
    /// subject.dispose()
    /// _ = subject.subscribe { print($0) }
    /// // error(Object `PublishSubject<Int>` was already disposed.)
    /// ```
    public func dispose() {
        _ = state.withLock { state -> SubjectObservers<Element> in
            state.isDisposed = true
            state.stopEvent = nil
            defer { state.observers = .none }
            return state.observers
        }
    }
}
