import InternalReactiveUtilities

/// The connection behind `share(replay:scope:)`: one upstream subscription, a replay buffer
/// and a list of observers.
///
/// Replay and live events must reach a new observer in order without a lock held while
/// calling out, so each observer has its own small queue (``ShareObserver``): it is created
/// holding its replay, and live events that arrive before the replay is delivered queue
/// behind it.
final class ShareMulticast<Element>: @unchecked Sendable {  // `lock` guards `State`.
    private struct State {
        var observers: [ShareObserver<Element>] = []
        /// The replayed elements are the last `replay` ones; it grows to twice that before it
        /// is trimmed, so trimming costs O(1) per element.
        var buffer: [Element] = []
        /// Only for `.forever`: the stop event, replayed to everyone who comes later.
        var terminal: Event<Element>?
        var connection: SingleAssignmentDisposable?
        /// Tells events of a connection that has ended from those of the current one.
        var generation = 0
    }

    private let source: Observable<Element>
    private let replay: Int
    private let scope: SubjectLifetimeScope
    private let lock = Locked(State())

    init(source: Observable<Element>, replay: Int, scope: SubjectLifetimeScope) {
        self.source = source
        self.replay = replay
        self.scope = scope
    }

    func subscribe(_ handler: @escaping EventHandler<Element>) -> Disposable {
        let (observer, connect) = lock.withLock {
            state -> (ShareObserver<Element>, (SingleAssignmentDisposable, Int)?) in
            var pending = state.buffer.suffix(replay).map(Event.next)
            if let terminal = state.terminal {
                pending.append(terminal)
                return (ShareObserver(handler: handler, pending: pending, parent: nil), nil)
            }
            let observer = ShareObserver(handler: handler, pending: pending, parent: self)
            state.observers.append(observer)
            guard state.connection == nil else { return (observer, nil) }
            let connection = SingleAssignmentDisposable()
            state.connection = connection
            return (observer, (connection, state.generation))
        }
        observer.drain()
        if let (connection, generation) = connect {
            connection.setDisposable(
                source.subscribeHandler { event in self.on(event, generation: generation) })
        }
        return observer
    }

    private func on(_ event: Event<Element>, generation: Int) {
        let (observers, connection) = lock.withLock {
            state -> ([ShareObserver<Element>], SingleAssignmentDisposable?) in
            guard state.generation == generation else { return ([], nil) }
            switch event {
            case .next(let element):
                if replay > 0 {
                    state.buffer.append(element)
                    if state.buffer.count >= 2 * replay + 16 {
                        state.buffer.removeFirst(state.buffer.count - replay)
                    }
                }
                return (state.observers, nil)
            case .error, .completed:
                let observers = state.observers
                state.observers = []
                if scope == .forever {
                    state.terminal = event
                } else {
                    state.buffer = []
                }
                return (observers, endConnection(&state))
            }
        }
        for observer in observers { observer.deliver(event) }
        connection?.dispose()
    }

    func remove(_ observer: ShareObserver<Element>) {
        let (connection, dropped) = lock.withLock { state -> (SingleAssignmentDisposable?, [Element]) in
            guard let index = state.observers.firstIndex(where: { $0 === observer }) else { return (nil, []) }
            state.observers.remove(at: index)
            guard state.observers.isEmpty else { return (nil, []) }
            var dropped: [Element] = []
            if scope == .whileConnected { swap(&dropped, &state.buffer) }
            return (endConnection(&state), dropped)
        }
        // Released outside the lock: dropping elements may run their deinit.
        _ = dropped
        connection?.dispose()
    }

    /// Detaches the current connection; the caller disposes it after leaving the lock.
    private func endConnection(_ state: inout State) -> SingleAssignmentDisposable? {
        state.generation += 1
        defer { state.connection = nil }
        return state.connection
    }
}

/// One subscriber of a ``ShareMulticast``: a queue drained by whoever finds it idle, so that
/// replayed and live events reach the handler one at a time and in order.
final class ShareObserver<Element>: Cancelable, @unchecked Sendable {  // `lock` guards `State`.
    private struct State {
        var pending: [Event<Element>]
        /// Someone is delivering; new events wait in `pending`. True from creation until the
        /// replay has been delivered.
        var isBusy = true
        var isDisposed = false
    }

    private let handler: EventHandler<Element>
    private let lock: Locked<State>
    /// The multicast to leave on dispose; cleared once the observer is done with it.
    private let parent: Locked<ShareMulticast<Element>?>

    init(
        handler: @escaping EventHandler<Element>, pending: [Event<Element>], parent: ShareMulticast<Element>?
    ) {
        self.handler = handler
        lock = Locked(State(pending: pending))
        self.parent = Locked(parent)
    }

    var isDisposed: Bool { lock.withLock { $0.isDisposed } }

    func deliver(_ event: Event<Element>) {
        let startDrain = lock.withLock { state -> Bool in
            guard !state.isDisposed else { return false }
            state.pending.append(event)
            guard !state.isBusy else { return false }
            state.isBusy = true
            return true
        }
        if startDrain { drain() }
    }

    /// Delivers the queued events; called by the one caller that set `isBusy`.
    func drain() {
        var index = 0
        while true {
            let event = lock.withLock { state -> Event<Element>? in
                if state.isDisposed || index >= state.pending.count {
                    state.isBusy = false
                    state.pending = []
                    return nil
                }
                let event = state.pending[index]
                if event.isStopEvent {
                    state.isDisposed = true
                    state.pending = []
                }
                return event
            }
            guard let event else { return }
            index += 1
            handler(event)
            if event.isStopEvent {
                // The multicast already dropped this observer; only the reference goes.
                parent.withLock { $0 = nil }
                return
            }
        }
    }

    func dispose() {
        let wasDisposed = lock.withLock { state -> Bool in
            defer {
                state.isDisposed = true
                state.pending = []
            }
            return state.isDisposed
        }
        guard !wasDisposed else { return }
        let parent = self.parent.withLock { parent -> ShareMulticast<Element>? in
            defer { parent = nil }
            return parent
        }
        parent?.remove(self)
    }
}
