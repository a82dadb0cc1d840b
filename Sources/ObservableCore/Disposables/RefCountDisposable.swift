import InternalReactiveUtilities
import Synchronization

/// Disposes an underlying disposable only once it has been disposed itself *and* every
/// dependent disposable handed out by ``retain()`` has been disposed.
///
/// ```swift
/// let shared = RefCountDisposable(disposable: Disposables.create { print("released") })
/// let user = shared.retain()
/// shared.dispose()  // (nothing yet: `user` still holds it)
/// user.dispose()    // released
/// ```
public final class RefCountDisposable: Cancelable, Sendable {
    private struct State {
        var disposable: Disposable?
        var isPrimaryDisposed = false
        var count = 0
    }

    private let lock: Locked<State>

    /// Creates the disposable around `disposable`.
    /// - Parameter disposable: What to dispose once everything is released.
    public init(disposable: Disposable) {
        lock = Locked(State(disposable: disposable))
    }

    /// Whether the underlying disposable has been disposed.
    public var isDisposed: Bool { lock.withLock { $0.disposable == nil } }

    /// Returns a dependent disposable that holds the underlying one until it is disposed; once
    /// the underlying disposable is gone, a disposable that does nothing.
    ///
    /// ```swift
    /// let shared = RefCountDisposable(disposable: Disposables.create { print("released") })
    /// let first = shared.retain()
    /// shared.dispose()
    /// first.dispose() // released
    /// ```
    /// - Returns: The dependent disposable.
    public func retain() -> Disposable {
        let isLive = lock.withLock { state -> Bool in
            guard state.disposable != nil else { return false }
            state.count += 1
            return true
        }
        return isLive ? RefCountInnerDisposable(parent: self) : Disposables.create()
    }

    /// Marks the primary holder done; disposes the underlying disposable if no dependent one
    /// is left. Later calls do nothing.
    public func dispose() {
        let released = lock.withLock { state -> Disposable? in
            guard state.disposable != nil, !state.isPrimaryDisposed else { return nil }
            state.isPrimaryDisposed = true
            guard state.count == 0 else { return nil }
            defer { state.disposable = nil }
            return state.disposable
        }
        released?.dispose()
    }

    fileprivate func release() {
        let released = lock.withLock { state -> Disposable? in
            guard state.disposable != nil else { return nil }
            state.count -= 1
            guard state.isPrimaryDisposed, state.count == 0 else { return nil }
            defer { state.disposable = nil }
            return state.disposable
        }
        released?.dispose()
    }
}

/// One dependent of a ``RefCountDisposable``: releases its count once.
private final class RefCountInnerDisposable: Disposable, Sendable {
    private let parent: RefCountDisposable
    private let isDisposed = Atomic<Bool>(false)

    init(parent: RefCountDisposable) {
        self.parent = parent
    }

    func dispose() {
        guard !isDisposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        parent.release()
    }
}
