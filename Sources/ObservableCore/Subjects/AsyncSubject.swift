import InternalReactiveUtilities

/// A subject that emits only the last element it receives, and only once it completes.
///
/// A subscriber gets that element followed by `completed`, or only `completed` if there was no
/// element, or the error if the subject failed (the last element is then dropped). A later
/// subscriber gets the same ending at once.
///
/// ```swift
/// let subject = AsyncSubject<Int>()
/// _ = subject.subscribe { print($0) }
/// subject.onNext(1)
/// subject.onNext(2)
/// subject.onCompleted()
/// // next(2)
/// // completed
/// ```
///
/// > Warning: Events may be sent from any thread, but events sent from several threads at once
/// > reach the observers concurrently; serialize them yourself if order matters.
public final class AsyncSubject<Element>: Observable<Element>, SubjectType, ObserverType, @unchecked Sendable
{
    // Every mutable field lives in `state`, guarded by its lock.
    private struct State: SubjectStateType {
        var last: Element?
        var core = _SubjectState()

        static func removeObserver(_ id: ObjectIdentifier, from box: LockedBox<Self>) -> _SubjectObserverBase?
        {
            box.withLock { $0.core.remove(id) }
        }
    }

    private let state = Locked(State())

    /// Creates a subject with no element and no observers.
    ///
    /// ```swift
    /// let subject = AsyncSubject<String>()
    /// subject.onCompleted()
    /// _ = subject.subscribe { print($0) } // completed
    /// ```
    public override init() {
        super.init()
    }

    /// Whether anyone is subscribed.
    ///
    /// ```swift
    /// let subject = AsyncSubject<Int>()
    /// _ = subject.subscribe { _ in }
    /// print(subject.hasObservers) // true
    /// ```
    public var hasObservers: Bool {
        state.withLock { !$0.core.observers.isEmpty }
    }

    /// Keeps a `next` element as the last one; on `completed`, sends that element (if any) and
    /// `completed` to every observer; on `error`, sends the error. After a stop event, does
    /// nothing.
    ///
    /// ```swift
    /// let subject = AsyncSubject<String>()
    /// _ = subject.subscribe { print($0) }
    /// subject.on(.next("a"))
    /// subject.on(.completed)
    /// // next(a)
    /// // completed
    /// ```
    /// - Parameter event: The event.
    public func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            state.withLock { state in
                if state.core.isActive { state.last = element }
            }
        case .error(let error):
            state.withLock { $0.core.stop(with: .error(error)) }.deliverStop(event)
        case .completed:
            let (observers, last) = state.withLock { state in
                (state.core.stop(with: .completed), state.last)
            }
            // Everyone gets the element before anyone gets `completed`, as in RxSwift.
            if let last { observers.deliverNext(Event.next(last)) }
            observers.deliverStop(event)
        }
    }

    override func subscribeHandler(_ handler: @escaping EventHandler<Element>) -> Disposable {
        let observer = _SubjectObserver(handler: handler, owner: state.box, gated: false)
        let ending = state.withLock { state -> [Event<Element>]? in
            if let immediate = state.core.immediateEvent(subject: "\(Self.self)", of: Element.self) {
                if case .completed = immediate, let last = state.last { return [.next(last), .completed] }
                return [immediate]
            }
            state.core.observers.insert(observer)
            return nil
        }
        guard let ending else { return observer }
        for event in ending { observer.deliverDirectly(event) }
        return Disposables.create()
    }

    deinit {
        // Subscriptions hold the state, not the subject: let go of them, and retire them so that
        // one whose disposable was thrown away lets go of its subscriber (see `SubjectStateType`).
        state.withLock { $0.core.release() }.retire()
    }

    /// Returns the subject itself, the observer that feeds it.
    ///
    /// ```swift
    /// let subject = AsyncSubject<Int>()
    /// _ = Observable.of(1, 2).subscribe(subject.asObserver())
    /// _ = subject.subscribe(onNext: { print($0) }) // 2
    /// ```
    /// - Returns: `self`.
    public func asObserver() -> AsyncSubject<Element> { self }
}
