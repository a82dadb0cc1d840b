import InternalReactiveUtilities
import Synchronization

/// The connection behind `share(replay:scope:)`: one upstream subscription, a replay buffer
/// and a list of observers.
///
/// Replay and live events must reach a new observer in order without a lock held while
/// calling out, so each observer has its own small queue (``_ShareObserver``): it is created
/// holding its replay, and live events that arrive before the replay is delivered queue
/// behind it.
///
/// Inlinable, with `share`, so that the caller's module specializes the per-event path.
@usableFromInline
final class _ShareMulticast<Element>: @unchecked Sendable {  // `lock` guards `State`.
    @usableFromInline
    struct State {
        @usableFromInline var observers: [_ShareObserver<Element>] = []
        /// The replayed elements are the last `replay` ones; it grows to twice that before it
        /// is trimmed, so trimming costs O(1) per element.
        @usableFromInline var buffer: [Element] = []
        /// Only for `.forever`: the stop event, replayed to everyone who comes later.
        @usableFromInline var terminal: Event<Element>?
        @usableFromInline var connection: SingleAssignmentDisposable?
        /// Tells events of a connection that has ended from those of the current one.
        @usableFromInline var generation = 0

        @inlinable
        init() {}
    }

    @usableFromInline let source: Observable<Element>
    @usableFromInline let replay: Int
    @usableFromInline let scope: SubjectLifetimeScope
    @usableFromInline let lock = Locked(State())

    @inlinable
    init(source: Observable<Element>, replay: Int, scope: SubjectLifetimeScope) {
        self.source = source
        self.replay = replay
        self.scope = scope
    }

    @inlinable
    func subscribe(_ handler: @escaping EventHandler<Element>) -> Disposable {
        let (observer, connect) = lock.withLock {
            state -> (_ShareObserver<Element>, (SingleAssignmentDisposable, Int)?) in
            var pending = state.buffer.suffix(replay).map(Event.next)
            if let terminal = state.terminal {
                pending.append(terminal)
                return (_ShareObserver(handler: handler, replay: pending, parent: nil), nil)
            }
            let observer = _ShareObserver(handler: handler, replay: pending, parent: self)
            state.observers.append(observer)
            guard state.connection == nil else { return (observer, nil) }
            let connection = SingleAssignmentDisposable()
            state.connection = connection
            return (observer, (connection, state.generation))
        }
        observer.drainQueue()
        if let (connection, generation) = connect {
            connection.setDisposable(
                source.subscribeHandler { event in self.on(event, generation: generation) })
        }
        return observer
    }

    @inlinable
    func on(_ event: Event<Element>, generation: Int) {
        let (observers, connection) = lock.withLock {
            state -> ([_ShareObserver<Element>], SingleAssignmentDisposable?) in
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

    @usableFromInline
    func remove(_ observer: _ShareObserver<Element>) {
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
    @inlinable
    func endConnection(_ state: inout State) -> SingleAssignmentDisposable? {
        state.generation += 1
        defer { state.connection = nil }
        return state.connection
    }
}
