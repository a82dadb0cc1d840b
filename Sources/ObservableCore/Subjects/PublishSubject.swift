import InternalReactiveUtilities

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
    @unchecked Sendable
{
    // Every mutable field lives in `state`, guarded by its lock. Internal (not private) only so
    // that `on(_:)` can be inlined into, and specialized by, the caller.
    @usableFromInline let state = Locked(_SubjectState())
    /// Looked up once: `subscribeHandler` is not specialized, and looking up the metadata of
    /// `_SubjectObserver<Element>` would weigh on every subscription (see Benchmarks/Profile
    /// `subscribeDispose`).
    private let observerType = _SubjectObserver<Element>.self

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
    @inlinable
    public func on(_ event: Event<Element>) {
        if let stop = _SubjectStopEvent(event) {
            state.withLock { $0.stop(with: stop) }.deliverStop(event)
        } else {
            state.withLock { $0.isActive ? $0.observers : .none }.deliverNext(event)
        }
    }

    override func subscribeHandler(_ handler: @escaping EventHandler<Element>) -> Disposable {
        let observer = observerType.init(handler: handler, owner: state.box, gated: false)
        let isLive = state.withLock { state -> Bool in
            guard state.isActive else { return false }
            state.observers.insert(observer)
            return true
        }
        // Returned as its non-generic base: an existential of `_SubjectObserver<Element>` would
        // look up that type's metadata.
        return isLive ? observer as _SubjectObserverBase : subscribeAfterEnd(observer)
    }

    /// Out of line, so that the common path does not pay for the metadata of an optional event.
    @inline(never)
    private func subscribeAfterEnd(_ observer: _SubjectObserver<Element>) -> Disposable {
        let immediate = state.withLock { $0.immediateEvent(subject: "\(Self.self)", of: Element.self) }
        if let immediate { observer.deliverDirectly(immediate) }
        return Disposables.create()
    }

    deinit {
        // Subscriptions hold the state, not the subject: let go of them, and retire them so that
        // one whose disposable was thrown away lets go of its subscriber (see `SubjectStateType`).
        state.withLock { $0.core.release() }.retire()
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
        state.withLock { $0.dispose() }
    }
}
