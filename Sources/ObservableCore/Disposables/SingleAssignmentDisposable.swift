import InternalReactiveUtilities

/// Holds one disposable, set once; disposing it disposes that disposable, even when it is set
/// later.
///
/// ```swift
/// let holder = SingleAssignmentDisposable()
/// holder.dispose()
/// holder.setDisposable(Disposables.create { print("disposed at once") })
/// // disposed at once
/// ```
public final class SingleAssignmentDisposable: Cancelable, Sendable {
    private struct State {
        var disposable: Disposable?
        var isAssigned = false
        var isDisposed = false
    }

    private let lock = Locked(State())

    /// Creates an empty holder.
    public init() {}

    /// Whether `dispose()` has been called.
    public var isDisposed: Bool { lock.withLock { $0.isDisposed } }

    /// Sets the disposable; it is disposed at once if the holder is already disposed.
    /// - Parameter disposable: The disposable to hold.
    /// - Precondition: Called at most once.
    public func setDisposable(_ disposable: Disposable) {
        let disposeNow = lock.withLock { state -> Bool in
            precondition(
                !state.isAssigned,
                "SingleAssignmentDisposable.setDisposable called twice: use SerialDisposable to replace.")
            state.isAssigned = true
            if state.isDisposed { return true }
            state.disposable = disposable
            return false
        }
        if disposeNow { disposable.dispose() }
    }

    /// Disposes the held disposable, now or when it is set.
    public func dispose() {
        let disposable = lock.withLock { state -> Disposable? in
            guard !state.isDisposed else { return nil }
            state.isDisposed = true
            defer { state.disposable = nil }
            return state.disposable
        }
        disposable?.dispose()
    }
}
