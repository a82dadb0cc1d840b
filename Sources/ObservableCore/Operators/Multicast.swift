import InternalReactiveUtilities
import Synchronization

extension ObservableType {
    /// Shares one subscription to this sequence through `subject`, made when the result is
    /// connected: subscribers of the result subscribe to `subject`.
    ///
    /// The same subject serves every connection, so once the source has ended, later
    /// subscribers get the subject's stop event.
    ///
    /// ```swift
    /// let subject = PublishSubject<Int>()
    /// let shared = Observable.of(1, 2).multicast(subject)
    /// _ = shared.subscribe(onNext: { print($0) })
    /// _ = shared.connect()
    /// // 1
    /// // 2
    /// ```
    /// - Parameter subject: Receives the source's events and sends them to the subscribers.
    /// - Returns: A connectable observable.
    public func multicast<Subject: SubjectType>(
        _ subject: Subject
    ) -> ConnectableObservable<Subject.Element> where Subject.Observer.Element == Element {
        ConnectableAdapter(source: asObservable(), makeSubject: { subject })
    }

    /// Shares one subscription to this sequence through a subject made by `makeSubject`: a new
    /// subject for each connection, dropped when the connection ends (disposed, or the source
    /// ended).
    ///
    /// ```swift
    /// let shared = Observable.of(1, 2).multicast(makeSubject: { ReplaySubject<Int>.create(bufferSize: 1) })
    /// _ = shared.connect()
    /// _ = shared.subscribe { print($0) }
    /// // (nothing: the source ended, its subject is gone; the next connection makes another)
    /// _ = shared.connect()
    /// // next(2)
    /// // completed
    /// ```
    /// - Parameter makeSubject: Makes the subject of a connection.
    /// - Returns: A connectable observable.
    public func multicast<Subject: SubjectType>(
        makeSubject: @escaping () -> Subject
    ) -> ConnectableObservable<Subject.Element> where Subject.Observer.Element == Element {
        ConnectableAdapter(source: asObservable(), makeSubject: makeSubject)
    }

    /// For each subscription: makes a subject, hands the connectable observable it feeds to
    /// `selector`, subscribes to what `selector` returns, then connects. Every use of the
    /// connectable observable inside `selector` shares one subscription to this sequence.
    ///
    /// A thrown error becomes an `error` event.
    ///
    /// ```swift
    /// let source = Observable.of(1, 2, 3)
    /// _ = source.multicast({ PublishSubject<Int>() }, selector: { shared in
    ///     Observable.zip(shared, shared.skip(1)) { $0 + $1 }
    /// })
    /// .subscribe(onNext: { print($0) })
    /// // 3
    /// // 5
    /// ```
    /// - Parameters:
    ///   - subjectSelector: Makes the subject of one subscription.
    ///   - selector: Builds the result from the shared sequence.
    /// - Returns: The sequence `selector` returns, connected.
    public func multicast<Subject: SubjectType, Result>(
        _ subjectSelector: @escaping () throws -> Subject,
        selector: @escaping (Observable<Subject.Element>) throws -> Observable<Result>
    ) -> Observable<Result> where Subject.Observer.Element == Element {
        let source = asObservable()
        return Producer { downstream in
            let sink = _Sink<Result>(downstream: downstream)
            do {
                let subject = try subjectSelector()
                let connectable = ConnectableAdapter(source: source, makeSubject: { subject })
                let result = try selector(connectable)
                let subscription = result.subscribeHandler(sink.forward)
                let connection = connectable.connect()
                sink.setUpstream(Disposables.create(subscription, connection))
            } catch {
                sink.forwardError(error)
            }
            return sink
        }
    }
}

/// The connectable observable behind `multicast`, `publish` and `replay`: subscribers go to the
/// current subject (made on first need); ``connect()`` subscribes that subject to the source.
final class ConnectableAdapter<Subject: SubjectType>: ConnectableObservable<Subject.Element>,
    @unchecked Sendable
{
    // `state` is guarded by its lock; `source` and `makeSubject` never change.
    struct State {
        var subject: Subject?
        var connection: MulticastConnection<Subject>?
    }

    private let source: Observable<Subject.Observer.Element>
    private let makeSubject: () -> Subject
    let state = Locked(State())

    init(source: Observable<Subject.Observer.Element>, makeSubject: @escaping () -> Subject) {
        self.source = source
        self.makeSubject = makeSubject
    }

    /// The subject of the current (or next) connection. `makeSubject` runs outside the lock;
    /// if two threads race, one subject wins and the other is dropped.
    private var currentSubject: Subject {
        if let subject = state.withLock({ $0.subject }) { return subject }
        let candidate = makeSubject()
        return state.withLock { state in
            if let subject = state.subject { return subject }
            state.subject = candidate
            return candidate
        }
    }

    override func connect() -> Disposable {
        let candidate = currentSubject
        let (connection, isNew) = state.withLock { state -> (MulticastConnection<Subject>, Bool) in
            if let connection = state.connection { return (connection, false) }
            let subject = state.subject ?? candidate
            state.subject = subject
            let connection = MulticastConnection(parent: self, observer: subject.asObserver())
            state.connection = connection
            return (connection, true)
        }
        if isNew {
            connection.subscription.setDisposable(source.subscribeHandler(connection.on))
        }
        return connection
    }

    override func subscribeHandler(_ handler: @escaping EventHandler<Subject.Element>) -> Disposable {
        currentSubject.asObservable().subscribeHandler(handler)
    }
}

/// One connection of a ``ConnectableAdapter``: forwards the source's events into the subject
/// until it is disposed or the source ends, which also makes the adapter forget the subject.
final class MulticastConnection<Subject: SubjectType>: Disposable, @unchecked Sendable {
    // `parent` is guarded by its lock; `isDisposed` is atomic; `observer` never changes.
    let subscription = SingleAssignmentDisposable()
    private let observer: Subject.Observer
    private let parent: Locked<ConnectableAdapter<Subject>?>
    private let isDisposed = Atomic<Bool>(false)

    init(parent: ConnectableAdapter<Subject>, observer: Subject.Observer) {
        self.parent = Locked(parent)
        self.observer = observer
    }

    func on(_ event: Event<Subject.Observer.Element>) {
        guard !isDisposed.load(ordering: .acquiring) else { return }
        // As in RxSwift: the connection ends (and the adapter drops the subject) before the
        // subject passes the stop event on.
        if event.isStopEvent { dispose() }
        observer.on(event)
    }

    func dispose() {
        isDisposed.store(true, ordering: .releasing)
        guard
            let parent = parent.withLock({ parent in
                defer { parent = nil }; return parent
            })
        else { return }
        let dropped = parent.state.withLock { state -> Subject? in
            guard state.connection === self else { return nil }
            state.connection = nil
            defer { state.subject = nil }
            return state.subject
        }
        _ = dropped  // released here, outside the lock
        subscription.dispose()
    }
}
