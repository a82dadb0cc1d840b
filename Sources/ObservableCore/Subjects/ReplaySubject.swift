import InternalReactiveUtilities

/// A subject that keeps the latest elements in a buffer: each new subscriber first receives the
/// buffered elements, then every later event.
///
/// Once it has ended with `error` or `completed`, a later subscriber receives the buffer, then
/// that stop event. After ``dispose()``, events sent to it are ignored and a new subscriber
/// receives `error(RxError.disposed)`.
///
/// ```swift
/// let subject = ReplaySubject<String>.create(bufferSize: 2)
/// subject.onNext("1")
/// subject.onNext("2")
/// subject.onNext("3")
/// _ = subject.subscribe { print($0) }
/// // next(2)
/// // next(3)
/// ```
///
/// > Warning: Events may be sent from any thread, but events sent from several threads at once
/// > reach the observers concurrently; serialize them yourself if order matters.
public final class ReplaySubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable,
    @unchecked Sendable
{
    // Every mutable field lives in `state`, guarded by its lock.
    private struct State: SubjectStateType {
        var buffer: ReplayBuffer<Element>
        var core = _SubjectState()

        static func removeObserver(_ id: ObjectIdentifier, from box: LockedBox<Self>) -> _SubjectObserverBase?
        {
            box.withLock { $0.core.remove(id) }
        }
    }

    private let state: Locked<State>

    private init(limit: Int) {
        state = Locked(State(buffer: ReplayBuffer(limit: limit)))
        super.init()
    }

    /// Creates a subject that replays at most `bufferSize` of the latest elements.
    ///
    /// ```swift
    /// let subject = ReplaySubject<Int>.create(bufferSize: 1)
    /// subject.onNext(1)
    /// subject.onNext(2)
    /// _ = subject.subscribe(onNext: { print($0) }) // 2
    /// ```
    /// - Parameter bufferSize: How many elements to keep; `0` keeps none.
    /// - Returns: The subject.
    public static func create(bufferSize: Int) -> ReplaySubject<Element> {
        precondition(bufferSize >= 0, "ReplaySubject.create(bufferSize:) needs a size of 0 or more.")
        return ReplaySubject(limit: bufferSize)
    }

    /// Creates a subject that replays every element it has received.
    ///
    /// ```swift
    /// let subject = ReplaySubject<Int>.createUnbounded()
    /// subject.onNext(1)
    /// subject.onNext(2)
    /// _ = subject.subscribe(onNext: { print($0) })
    /// // 1
    /// // 2
    /// ```
    /// - Returns: The subject.
    public static func createUnbounded() -> ReplaySubject<Element> {
        ReplaySubject(limit: .max)
    }

    /// Whether anyone is subscribed.
    public var hasObservers: Bool {
        state.withLock { !$0.core.observers.isEmpty }
    }

    /// Whether ``dispose()`` has been called.
    public var isDisposed: Bool {
        state.withLock { $0.core.isDisposed }
    }

    /// Buffers `next` elements and sends every event to the current observers; after a stop
    /// event or ``dispose()``, does nothing.
    ///
    /// ```swift
    /// let subject = ReplaySubject<Int>.create(bufferSize: 2)
    /// subject.on(.next(1))
    /// subject.on(.completed)
    /// _ = subject.subscribe { print($0) }
    /// // next(1)
    /// // completed
    /// ```
    /// - Parameter event: The event.
    public func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            let observers = state.withLock { state -> _SubjectObservers in
                guard state.core.isActive else { return .none }
                state.buffer.append(element)
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
        // Gated: events sent while the buffer is replayed wait behind it.
        let observer = _SubjectObserver(handler: handler, owner: state.box, gated: true)
        let replay = state.withLock { state -> (buffer: ReplayBuffer<Element>, stop: Event<Element>?) in
            if state.core.isDisposed {
                return (ReplayBuffer(limit: 0), .error(RxError.disposed(object: "\(Self.self)")))
            }
            if state.core.isActive { state.core.observers.insert(observer) }
            return (state.buffer, state.core.stopEvent?.event())
        }
        replay.buffer.forEach { observer.deliverDirectly(.next($0)) }
        if let stop = replay.stop {
            observer.deliverDirectly(stop)
            return Disposables.create()
        }
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
    public func asObserver() -> ReplaySubject<Element> { self }

    /// Drops every observer and the buffer and ignores later events; a later subscriber receives
    /// `error(RxError.disposed)`. Current observers receive nothing more.
    public func dispose() {
        // The buffer is released after the lock: dropping elements may run their deinit.
        _ = state.withLock { state -> ReplayBuffer<Element> in
            defer { state.buffer = ReplayBuffer(limit: 0) }
            state.core.dispose()
            return state.buffer
        }
    }
}

/// The latest `limit` elements, oldest first: a ring once full, so appending never shifts.
struct ReplayBuffer<Element> {
    private var storage: [Element] = []
    private var start = 0
    let limit: Int

    init(limit: Int) {
        self.limit = limit
    }

    mutating func append(_ element: Element) {
        if storage.count < limit {
            storage.append(element)
        } else if limit > 0 {
            storage[start] = element
            start = start + 1 == limit ? 0 : start + 1
        }
    }

    func forEach(_ body: (Element) -> Void) {
        for index in start..<storage.count { body(storage[index]) }
        for index in 0..<start { body(storage[index]) }
    }
}
