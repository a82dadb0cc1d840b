import InternalReactiveUtilities

/// Runs work on the calling thread, queuing work scheduled while other work runs (a
/// trampoline) so that recursion stays flat.
///
/// It is the default scheduler of `of`, `from`, `range`, `repeatElement` and `generate`, and
/// every subscription runs inside it: elements of synchronous sources that are subscribed
/// while another source is emitting interleave exactly as in RxSwift.
///
/// ```swift
/// let scheduler = CurrentThreadScheduler.instance
/// _ = scheduler.schedule(()) { _ in
///     _ = scheduler.schedule(()) { _ in print("second"); return Disposables.create() }
///     print("first")
///     return Disposables.create()
/// }
/// // first
/// // second
/// ```
public final class CurrentThreadScheduler: ImmediateSchedulerType, Sendable {
    /// The shared instance.
    public static let instance = CurrentThreadScheduler()

    private init() {}

    /// Whether scheduling on this thread would run the action at once (no trampoline is running
    /// on the calling thread).
    public static var isScheduleRequired: Bool { !_Trampoline.current.isRunning }

    /// Runs `action` now if no trampoline runs on this thread (then drains what it queued),
    /// otherwise queues it.
    /// - Parameters:
    ///   - state: The value handed to `action`.
    ///   - action: The work.
    /// - Returns: A disposable that cancels the action if it has not run yet, or disposes what it
    ///   returned.
    public func schedule<StateType>(
        _ state: StateType, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let trampoline = _Trampoline.current
        if !trampoline.isRunning {
            return trampoline.run { action(state) }
        }
        let item = ScheduledAction(state: state, action: action)
        trampoline.enqueue(item)
        return item
    }
}

/// A queued action on a trampoline; disposing it before it runs cancels it.
final class ScheduledAction<State>: _TrampolineItem, Cancelable, @unchecked Sendable {
    // `state` and `action` are touched only on the trampoline's thread; `result` is guarded by
    // `lock`.
    private var pending: (state: State, action: (State) -> Disposable)?
    private let lock = Locked<(disposed: Bool, result: Disposable?)>((false, nil))

    init(state: State, action: @escaping (State) -> Disposable) {
        pending = (state, action)
    }

    var isDisposed: Bool { lock.withLock { $0.disposed } }

    func runOnTrampoline(_ trampoline: _Trampoline) {
        guard let pending else { return }
        self.pending = nil
        guard !isDisposed else { return }
        let result = pending.action(pending.state)
        let disposeNow = lock.withLock { state -> Bool in
            if state.disposed { return true }
            state.result = result
            return false
        }
        if disposeNow { result.dispose() }
    }

    func dispose() {
        let result = lock.withLock { state -> Disposable? in
            guard !state.disposed else { return nil }
            state.disposed = true
            defer { state.result = nil }
            return state.result
        }
        result?.dispose()
    }
}

/// Drives ``ImmediateSchedulerType/scheduleRecursive(_:action:)``: each `recurse` schedules the
/// action again; disposing cancels whatever is scheduled.
final class RecursiveScheduler<State>: Cancelable, @unchecked Sendable {  // `lock` guards state.
    private struct Pending {
        var isDisposed = false
        /// Keys of scheduled actions that have not started yet.
        var waiting: Set<Int> = []
        var scheduled: [Int: Disposable] = [:]
        var nextKey = 0
    }

    private let scheduler: ImmediateSchedulerType
    private let action: (State, (State) -> Void) -> Void
    private let lock = Locked(Pending())

    init(scheduler: ImmediateSchedulerType, action: @escaping (State, (State) -> Void) -> Void) {
        self.scheduler = scheduler
        self.action = action
    }

    var isDisposed: Bool { lock.withLock { $0.isDisposed } }

    func schedule(_ state: State) {
        let key = lock.withLock { pending -> Int? in
            guard !pending.isDisposed else { return nil }
            pending.nextKey += 1
            pending.waiting.insert(pending.nextKey)
            return pending.nextKey
        }
        guard let key else { return }
        let scheduled = scheduler.schedule(state) { [self] state in
            let cancelled = lock.withLock { pending -> Bool in
                pending.waiting.remove(key)
                pending.scheduled[key] = nil
                return pending.isDisposed
            }
            if !cancelled { action(state, self.schedule) }
            return Disposables.create()
        }
        let disposeNow = lock.withLock { pending -> Bool in
            if pending.isDisposed { return true }
            if pending.waiting.contains(key) { pending.scheduled[key] = scheduled }
            return false
        }
        if disposeNow { scheduled.dispose() }
    }

    func dispose() {
        let all = lock.withLock { pending -> [Disposable] in
            guard !pending.isDisposed else { return [] }
            pending.isDisposed = true
            pending.waiting = []
            defer { pending.scheduled = [:] }
            return Array(pending.scheduled.values)
        }
        for disposable in all { disposable.dispose() }
    }
}
