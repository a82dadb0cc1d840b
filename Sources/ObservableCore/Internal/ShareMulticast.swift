import InternalReactiveUtilities
import Synchronization

/// The connection behind `share(replay:scope:)`: one upstream subscription, a replay buffer
/// and a list of observers.
///
/// Replay and live events must reach a new observer in order without a lock held while
/// calling out, so each observer has its own small queue (``ShareObserver``): it is created
/// holding its replay, and live events that arrive before the replay is delivered queue
/// behind it.
///
/// Inlinable, with `share`, so that the caller's module specializes the per-event path.
@usableFromInline
final class ShareMulticast<Element>: @unchecked Sendable {  // `lock` guards `State`.
    @usableFromInline
    struct State {
        @usableFromInline var observers: [ShareObserver<Element>] = []
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
            state -> (ShareObserver<Element>, (SingleAssignmentDisposable, Int)?) in
            var pending = state.buffer.suffix(replay).map(Event.next)
            if let terminal = state.terminal {
                pending.append(terminal)
                return (ShareObserver(handler: handler, replay: pending, parent: nil), nil)
            }
            let observer = ShareObserver(handler: handler, replay: pending, parent: self)
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

    @usableFromInline
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
    @inlinable
    func endConnection(_ state: inout State) -> SingleAssignmentDisposable? {
        state.generation += 1
        defer { state.connection = nil }
        return state.connection
    }
}

/// One subscriber of a ``ShareMulticast``: replayed and live events reach the handler one at a
/// time and in order, and an event sent while the handler runs (on the same thread or another)
/// waits its turn.
///
/// The common case — nobody delivering — costs one atomic claim and one atomic release: the
/// queue and its lock are used only when events overlap, or while the replay is delivered.
@usableFromInline
final class ShareObserver<Element>: Sink<Element>, @unchecked Sendable {
    // `queue` is guarded by its lock; `delivery` is atomic; `parent` never changes.

    /// `delivery` bits: someone is delivering (from creation until the replay is delivered,
    /// then whoever claims it); events wait in `queue`.
    @inlinable static var busyBit: Int { 1 }
    @inlinable static var queuedBit: Int { 2 }

    @usableFromInline let delivery = Atomic<Int>(busyBit)
    @usableFromInline let queue: Locked<[Event<Element>]>
    /// The multicast to leave on dispose.
    @usableFromInline let parent: ShareMulticast<Element>?

    @inlinable
    init(handler: @escaping EventHandler<Element>, replay: [Event<Element>], parent: ShareMulticast<Element>?)
    {
        queue = Locked(replay)
        self.parent = parent
        super.init(downstream: handler)
    }

    /// Delivers `event` now if nobody is delivering, otherwise queues it for the one who is.
    @inlinable
    func deliver(_ event: Event<Element>) {
        if delivery.compareExchange(expected: 0, desired: Self.busyBit, ordering: .acquiring).exchanged {
            forward(event)
            if !delivery.compareExchange(expected: Self.busyBit, desired: 0, ordering: .releasing).exchanged {
                drainQueue()
            }
        } else {
            enqueue(event)
        }
    }

    /// Queues `event`; if the deliverer finished meanwhile, delivers the queue itself.
    @usableFromInline
    func enqueue(_ event: Event<Element>) {
        guard !isDisposed else { return }
        queue.withLock { $0.append(event) }
        var current = delivery.load(ordering: .acquiring)
        while true {
            // The deliverer cannot finish while `queuedBit` is set, so it will find the event.
            let desired = current & Self.busyBit == 0 ? Self.busyBit : current | Self.queuedBit
            if current == desired { return }
            let (exchanged, original) = delivery.compareExchange(
                expected: current, desired: desired, ordering: .acquiringAndReleasing)
            if exchanged {
                if current & Self.busyBit == 0 { drainQueue() }
                return
            }
            current = original
        }
    }

    /// Delivers the queue until it is empty; only the holder of `busyBit` calls it.
    @usableFromInline
    func drainQueue() {
        while true {
            let batch = queue.withLock { queue -> [Event<Element>] in
                delivery.bitwiseAnd(~Self.queuedBit, ordering: .acquiringAndReleasing)
                defer { queue = [] }
                return queue
            }
            for event in batch { forward(event) }
            if delivery.compareExchange(expected: Self.busyBit, desired: 0, ordering: .releasing).exchanged {
                return
            }
        }
    }

    @usableFromInline
    override func disposeResources() {
        // Released after the lock: dropping events may run their elements' deinit.
        let dropped = queue.withLock { queue -> [Event<Element>] in
            defer { queue = [] }
            return queue
        }
        _ = dropped
        parent?.remove(self)
    }
}
