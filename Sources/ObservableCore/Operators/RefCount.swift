import InternalReactiveUtilities

extension ConnectableObservableType {
    /// Connects when the first subscriber arrives and disconnects when the last one leaves, or
    /// when the source ends; the next subscriber then connects again.
    ///
    /// ```swift
    /// let source = Observable<Int>.create { observer in
    ///     print("connected")
    ///     observer.onNext(1)
    ///     return Disposables.create { print("disconnected") }
    /// }
    /// let shared = source.publish().refCount()
    /// let first = shared.subscribe(onNext: { print("A", $0) })
    /// let second = shared.subscribe(onNext: { print("B", $0) })
    /// first.dispose()
    /// second.dispose()
    /// // connected
    /// // A 1
    /// // disconnected
    /// ```
    /// - Returns: An observable that stays connected while anyone is subscribed.
    public func refCount() -> Observable<Element> {
        let connector = RefCountConnector(source: self)
        return Producer { downstream in
            let sink = RefCountSink(connector: connector, downstream: downstream)
            sink.run()
            return sink
        }
    }
}

/// The count of subscribers of one `refCount()` and its current connection.
final class RefCountConnector<Source: ConnectableObservableType>: @unchecked Sendable {
    // `state` is guarded by its lock; `source` never changes.
    struct State {
        var count = 0
        /// Tells subscribers of an ended connection from those of the current one.
        var connectionID = 0
        var connection: SingleAssignmentDisposable?
    }

    let source: Source
    let state = Locked(State())

    init(source: Source) {
        self.source = source
    }
}

final class RefCountSink<Source: ConnectableObservableType>: _Sink<Source.Element>, @unchecked Sendable {
    // `connectionID` is written once, in `run()`, before any other thread can see the sink's
    // subscription, and read under `connector.state`'s lock afterwards.
    private let connector: RefCountConnector<Source>
    private var connectionID = -1

    init(connector: RefCountConnector<Source>, downstream: @escaping EventHandler<Source.Element>) {
        self.connector = connector
        super.init(downstream: downstream)
    }

    /// Subscribes first, then counts: the first subscriber connects (as in RxSwift).
    func run() {
        let subscription = connector.source.asObservable().subscribeHandler { [self] in on($0) }
        let connection = connector.state.withLock { state -> SingleAssignmentDisposable?? in
            connectionID = state.connectionID
            if isDisposed { return .none }
            state.count += 1
            guard state.count == 1 else { return .some(nil) }
            let connection = SingleAssignmentDisposable()
            state.connection = connection
            return connection
        }
        guard let connection else {
            // Ended while subscribing (a source that had already ended).
            subscription.dispose()
            return
        }
        connection?.setDisposable(connector.source.connect())
        setUpstream(Disposables.create { [self] in leave(subscription) })
    }

    private func on(_ event: Event<Source.Element>) {
        switch event {
        case .next:
            forward(event)
        case .error, .completed:
            let connection = connector.state.withLock { state -> SingleAssignmentDisposable? in
                guard state.connectionID == connectionID else { return nil }
                state.count = 0
                state.connectionID &+= 1
                defer { state.connection = nil }
                return state.connection
            }
            connection?.dispose()
            forward(event)
        }
    }

    private func leave(_ subscription: Disposable) {
        subscription.dispose()
        let connection = connector.state.withLock { state -> SingleAssignmentDisposable? in
            guard state.connectionID == connectionID else { return nil }
            if state.count > 1 {
                state.count -= 1
                return nil
            }
            precondition(state.count == 1, "refCount(): a subscriber left a connection it had not joined.")
            state.count = 0
            defer { state.connection = nil }
            return state.connection
        }
        connection?.dispose()
    }
}
