import InternalReactiveUtilities

/// One action handed to a dispatch queue (or a timer): it runs at most once, and disposing it
/// before it runs cancels it *and releases the state and the action at once*, so a block that
/// stays queued forever (the main queue of a program that never drains it) keeps nothing alive.
///
/// Disposing it after it ran disposes what the action returned.
final class ScheduledWork<State>: Cancelable, @unchecked Sendable {  // `phase` is guarded by `lock`.
    private enum Phase {
        case pending(State, (State) -> Disposable)
        case running
        case finished(Disposable)
        case disposed
    }

    private let lock: Locked<Phase>

    init(state: State, action: @escaping (State) -> Disposable) {
        lock = Locked(.pending(state, action))
    }

    var isDisposed: Bool {
        lock.withLock { phase in
            if case .disposed = phase { return true }
            return false
        }
    }

    /// Runs the action unless it was disposed or already ran.
    func run() {
        let work = lock.withLock { phase -> (State, (State) -> Disposable)? in
            guard case .pending(let state, let action) = phase else { return nil }
            phase = .running
            return (state, action)
        }
        guard let (state, action) = work else { return }
        let result = action(state)
        let disposeNow = lock.withLock { phase -> Bool in
            if case .disposed = phase { return true }
            phase = .finished(result)
            return false
        }
        if disposeNow { result.dispose() }
    }

    func dispose() {
        // The old phase leaves the lock before it is dropped: releasing the state or the result
        // may run user code (deinit, dispose).
        let previous = lock.withLock { phase -> Phase in
            defer { phase = .disposed }
            return phase
        }
        if case .finished(let result) = previous { result.dispose() }
    }
}
