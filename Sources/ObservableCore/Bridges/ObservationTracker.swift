import InternalReactiveUtilities
import Observation

/// One subscription to `Observable.observations`: reads under `withObservationTracking`, sends
/// the value, and on a change queues the next read on the scheduler.
///
/// Observation calls the change handler in the property's `willSet`, on the mutating thread,
/// once; the new value is not stored yet, so the handler only queues a read. Reads never overlap:
/// a change reported while a read is being sent is remembered and queued when the send returns.
/// The handler holds the tracker weakly (the model's registrar keeps it until the next change or
/// the model's deinit), and its release without a call is how a deallocated model is noticed:
/// Observation has no deinit callback, but it drops a model's handlers with the model.
final class ObservationTracker<Element>: Disposable, @unchecked Sendable {
    // `state`'s lock guards everything that changes; `scheduler` and `pending` are constant
    // references to thread-safe objects.

    private enum Phase {
        /// Between reads, with a handler installed.
        case waiting
        /// A read and its send are in progress; `changed` records a change reported meanwhile,
        /// `gone` the release of the handler without a change.
        case reading(changed: Bool, gone: Bool)
        /// A read (or the completion) is queued on the scheduler.
        case queued
        /// Completed or disposed: nothing more is read or sent.
        case finished
    }

    private struct State {
        var read: (() -> Element?)?
        var observer: AnyObserver<Element>?
        var phase = Phase.waiting
        /// The read whose handler counts; an older read's handler is ignored.
        var generation = 0
        /// Whether the current read's handler was installed, i.e. the read touched an observable
        /// property.
        var installed = false
        /// The last generation whose handler was called.
        var changedGeneration = -1
    }

    private enum Next {
        case none
        case queueRead
        case complete
    }

    private let state: Locked<State>
    private let scheduler: ImmediateSchedulerType
    private let pending = SerialDisposable()

    init(read: @escaping () -> Element?, observer: AnyObserver<Element>, scheduler: ImmediateSchedulerType) {
        state = Locked(State(read: read, observer: observer))
        self.scheduler = Self.queueing(scheduler)
    }

    /// A scheduler whose `schedule` always queues: the main schedulers run `schedule`'s work at
    /// once when called on the main thread, which here would be inside the model's `willSet`,
    /// before the new value is stored. The main queue, as ``MainScheduler/asyncInstance``, keeps
    /// the thread and queues in order.
    private static func queueing(_ scheduler: ImmediateSchedulerType) -> ImmediateSchedulerType {
        scheduler is MainScheduler || scheduler is ConcurrentMainScheduler
            ? MainScheduler.asyncInstance : scheduler
    }

    /// Reads the value under tracking and sends it; completes if the source is gone or nothing
    /// read can change.
    func track() {
        let started: (read: () -> Element?, generation: Int)? = state.withLock { state in
            guard let read = state.read else { return nil }
            state.generation += 1
            state.installed = false
            state.phase = .reading(changed: false, gone: false)
            return (read, state.generation)
        }
        guard let started else { return }
        // The handler is made in `onChange`'s autoclosure, which Observation evaluates only when
        // the read accessed an observable property.
        let value = withObservationTracking(started.read, onChange: handler(generation: started.generation))
        let observer = state.withLock { $0.observer }
        guard let value else {
            finish()
            return
        }
        observer?.on(.next(value))
        let next: Next = state.withLock { state in
            guard case .reading(let changed, let gone) = state.phase else { return .none }
            if !state.installed || gone {
                state.phase = .queued
                return .complete
            }
            if changed {
                state.phase = .queued
                return .queueRead
            }
            state.phase = .waiting
            return .none
        }
        if case .complete = next {
            finish()
        } else {
            perform(next)
        }
    }

    private func handler(generation: Int) -> @Sendable () -> Void {
        state.withLock { $0.installed = true }
        let lifetime = HandlerLifetime(tracker: self, generation: generation)
        return { lifetime.changed() }
    }

    /// The handler of `generation` was called: a property it read is about to change.
    fileprivate func changed(generation: Int) {
        let next: Next = state.withLock { state in
            guard generation == state.generation else { return .none }
            state.changedGeneration = generation
            switch state.phase {
            case .reading(_, let gone):
                state.phase = .reading(changed: true, gone: gone)
                return .none
            case .waiting:
                state.phase = .queued
                return .queueRead
            case .queued, .finished:
                return .none
            }
        }
        perform(next)
    }

    /// The handler of `generation` was released; without a call first, every model it was
    /// installed on is gone.
    fileprivate func released(generation: Int) {
        let next: Next = state.withLock { state in
            guard generation == state.generation, state.changedGeneration != generation else { return .none }
            switch state.phase {
            case .reading(let changed, _):
                state.phase = .reading(changed: changed, gone: true)
                return .none
            case .waiting:
                state.phase = .queued
                return .complete
            case .queued, .finished:
                return .none
            }
        }
        perform(next)
    }

    private func perform(_ next: Next) {
        switch next {
        case .none:
            break
        case .queueRead:
            pending.disposable = scheduler.schedule(()) { [weak self] _ in
                self?.track()
                return Disposables.create()
            }
        case .complete:
            pending.disposable = scheduler.schedule(()) { [weak self] _ in
                self?.finish()
                return Disposables.create()
            }
        }
    }

    private func finish() {
        let released = end()
        released.observer?.on(.completed)
    }

    func dispose() {
        _ = end()
        pending.dispose()
    }

    /// Marks the subscription finished and hands back what it held, so that the caller releases
    /// it outside the lock: releasing `read` may deallocate a model, whose deinit releases a
    /// handler, which takes this lock.
    private func end() -> (read: (() -> Element?)?, observer: AnyObserver<Element>?) {
        state.withLock { state in
            if case .finished = state.phase { return (nil, nil) }
            state.phase = .finished
            defer {
                state.read = nil
                state.observer = nil
            }
            return (state.read, state.observer)
        }
    }
}

/// The object the change handler captures: forwards a call to the tracker, and tells it when the
/// handler is released, which Observation does after the call or when the model goes.
private final class HandlerLifetime<Element>: @unchecked Sendable {
    // Both properties are set in `init` and never written again; the runtime makes loading a
    // weak reference safe from any thread.

    private weak var tracker: ObservationTracker<Element>?
    private let generation: Int

    init(tracker: ObservationTracker<Element>, generation: Int) {
        self.tracker = tracker
        self.generation = generation
    }

    func changed() {
        tracker?.changed(generation: generation)
    }

    deinit {
        tracker?.released(generation: generation)
    }
}
