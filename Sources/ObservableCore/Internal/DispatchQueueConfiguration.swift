import Dispatch
import InternalReactiveUtilities

/// The scheduling logic shared by the dispatch-queue schedulers: plain `async` for immediate
/// work, one-shot and repeating timer sources for relative and periodic work.
struct DispatchQueueConfiguration: Sendable {
    let queue: DispatchQueue
    let leeway: DispatchTimeInterval

    func schedule<State>(_ state: State, action: @escaping (State) -> Disposable) -> Disposable {
        let work = ScheduledWork(state: state, action: action)
        queue.async { work.run() }
        return work
    }

    func scheduleRelative<State>(
        _ state: State, dueTime: RxTimeInterval, action: @escaping (State) -> Disposable
    ) -> Disposable {
        let work = ScheduledWork(state: state, action: action)
        let timer = TimerHandle(queue: queue)
        timer.start(deadline: .now() + dueTime, repeating: nil, leeway: leeway) {
            work.run()
            // A one-shot timer is done: cancelling it releases its handler (and `work`).
            timer.cancel()
        }
        return Disposables.create(timer, work)
    }

    func schedulePeriodic<State>(
        _ state: State, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (State) -> State
    ) -> Disposable {
        let periodic = PeriodicWork(state: state, action: action)
        let timer = TimerHandle(queue: queue)
        timer.start(deadline: .now() + startAfter, repeating: period, leeway: leeway) {
            periodic.tick()
        }
        return Disposables.create(timer, periodic)
    }
}

/// A dispatch timer source that can be cancelled once, from any thread.
final class TimerHandle: Disposable, @unchecked Sendable {  // `source` is guarded by `lock`.
    private let lock: Locked<DispatchSourceTimer?>

    init(queue: DispatchQueue) {
        lock = Locked(DispatchSource.makeTimerSource(queue: queue))
    }

    func start(
        deadline: DispatchTime, repeating period: DispatchTimeInterval?, leeway: DispatchTimeInterval,
        handler: @escaping @Sendable () -> Void
    ) {
        guard let source = lock.withLock({ $0 }) else { return }
        if let period {
            source.schedule(deadline: deadline, repeating: period, leeway: leeway)
        } else {
            source.schedule(deadline: deadline, leeway: leeway)
        }
        source.setEventHandler(handler: handler)
        source.resume()
    }

    func cancel() { dispose() }

    func dispose() {
        let source = lock.withLock { source -> DispatchSourceTimer? in
            defer { source = nil }
            return source
        }
        // Cancelling releases the event handler once the source has stopped.
        source?.cancel()
    }
}

/// The state threaded through the runs of a periodic action. A timer source never runs its
/// handler concurrently with itself, but disposal comes from any thread: the state is taken
/// out under the lock, the action runs without it, and the result is put back unless disposed.
final class PeriodicWork<State>: Disposable, @unchecked Sendable {  // `lock` guards the state.
    private let lock: Locked<(state: State, action: (State) -> State)?>

    init(state: State, action: @escaping (State) -> State) {
        lock = Locked((state, action))
    }

    func tick() {
        guard let (state, action) = lock.withLock({ $0 }) else { return }
        let next = action(state)
        lock.withLock { current in
            if current != nil { current = (next, action) }
        }
    }

    func dispose() {
        let released = lock.withLock { current -> (State, (State) -> State)? in
            defer { current = nil }
            return current
        }
        // Dropped here, outside the lock: the state's deinit may run user code.
        _ = released
    }
}
