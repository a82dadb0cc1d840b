import InternalReactiveUtilities

/// A subject that holds a current value: each new subscriber first receives that value, then
/// every later event.
///
/// Once it has ended with `error` or `completed`, a later subscriber receives only that stop
/// event. After ``dispose()``, events sent to it are ignored, a new subscriber receives
/// `error(RxError.disposed)` and ``value()`` throws it.
///
/// ```swift
/// let subject = BehaviorSubject(value: "Initial value")
/// subject.onNext("X")
/// _ = subject.subscribe(onNext: { print($0) })
/// subject.onNext("Y")
/// // X
/// // Y
/// ```
///
/// > Warning: Events may be sent from any thread, but events sent from several threads at once
/// > reach the observers concurrently; serialize them yourself if order matters.
public final class BehaviorSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable,
    @unchecked Sendable
{
    // Every mutable field lives in `state`, guarded by its lock. Internal (not private) only so
    // that `on(_:)` can be inlined into, and specialized by, the caller.
    @usableFromInline
    struct State: SubjectStateType {
        @usableFromInline var element: Element
        @usableFromInline var core = _SubjectState()

        static func removeObserver(_ id: ObjectIdentifier, from box: LockedBox<Self>) -> _SubjectObserverBase?
        {
            box.withLock { $0.core.remove(id) }
        }
    }

    @usableFromInline let state: Locked<State>

    /// Creates a subject whose current value is `value`.
    /// - Parameter value: The value new subscribers receive until another one is sent.
    public init(value: Element) {
        state = Locked(State(element: value))
        super.init()
    }

    /// Returns the current value.
    ///
    /// ```swift
    /// let subject = BehaviorSubject(value: 1)
    /// subject.onNext(2)
    /// print(try subject.value()) // 2
    /// ```
    /// - Returns: The latest element (still available after `completed`).
    /// - Throws: The error the subject ended with, or `RxError.disposed` after ``dispose()``.
    public func value() throws -> Element {
        let result = state.withLock { state -> Result<Element, Swift.Error> in
            if state.core.isDisposed { return .failure(RxError.disposed(object: "\(Self.self)")) }
            if case .error(let error) = state.core.stopEvent { return .failure(error) }
            return .success(state.element)
        }
        return try result.get()
    }

    /// The current value without the checks of ``value()``, for ``BehaviorRelay``, which can
    /// neither fail nor be disposed.
    var currentElement: Element {
        state.withLock { $0.element }
    }

    /// Whether anyone is subscribed.
    public var hasObservers: Bool {
        state.withLock { !$0.core.observers.isEmpty }
    }

    /// Whether ``dispose()`` has been called.
    public var isDisposed: Bool {
        state.withLock { $0.core.isDisposed }
    }

    /// Makes `next` elements the current value and sends every event to the current observers;
    /// after a stop event or ``dispose()``, does nothing.
    ///
    /// ```swift
    /// let subject = BehaviorSubject(value: 0)
    /// _ = subject.subscribe { print($0) } // next(0)
    /// subject.on(.next(1))                // next(1)
    /// subject.on(.completed)              // completed
    /// ```
    /// - Parameter event: The event.
    @inlinable
    public func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            let observers = state.withLock { state -> _SubjectObservers in
                guard state.core.isActive else { return .none }
                state.element = element
                return state.core.observers
            }
            observers.deliverNext(event)
        case .error(let error):
            state.withLock { $0.core.stop(with: .error(error)) }.deliverStop(event)
        case .completed:
            state.withLock { $0.core.stop(with: .completed) }.deliverStop(event)
        }
    }

    override func subscribeHandler(_ handler: @escaping EventHandler<Element>) -> Disposable {
        // Gated: events sent before the current value reaches this observer wait behind it.
        let observer = _SubjectObserver(handler: handler, owner: state.box, gated: true)
        let first = state.withLock { state -> (event: Event<Element>, isLive: Bool) in
            if let immediate = state.core.immediateEvent(subject: "\(Self.self)", of: Element.self) {
                return (immediate, false)
            }
            state.core.observers.insert(observer)
            return (.next(state.element), true)
        }
        observer.deliverDirectly(first.event)
        guard first.isLive else { return Disposables.create() }
        observer.openGate()
        return observer
    }

    deinit {
        // Subscriptions hold the state, not the subject: let go of them, and retire them so that
        // one whose disposable was thrown away lets go of its subscriber (see `SubjectStateType`).
        state.withLock { $0.core.release() }.retire()
    }

    /// Returns the subject itself, the observer that feeds it.
    /// - Returns: `self`.
    public func asObserver() -> BehaviorSubject<Element> { self }

    /// Drops every observer and ignores later events; a later subscriber receives
    /// `error(RxError.disposed)` and ``value()`` throws it. Current observers receive nothing more.
    public func dispose() {
        state.withLock { $0.core.dispose() }
    }
}
