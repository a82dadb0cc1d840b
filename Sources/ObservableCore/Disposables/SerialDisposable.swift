import InternalReactiveUtilities

/// Holds one disposable at a time: setting a new one disposes the previous one; after
/// `dispose()`, anything set is disposed at once.
///
/// ```swift
/// let serial = SerialDisposable()
/// serial.disposable = Disposables.create { print("first") }
/// serial.disposable = Disposables.create { print("second") } // first
/// serial.dispose()                                           // second
/// ```
public final class SerialDisposable: Cancelable, Sendable {
    private struct State {
        var current: Disposable?
        var isDisposed = false
    }

    private let lock = Locked(State())

    /// Creates an empty holder.
    public init() {}

    /// Whether `dispose()` has been called.
    public var isDisposed: Bool { lock.withLock { $0.isDisposed } }

    /// The held disposable. Setting it disposes the previous one (or the new one, if the holder is
    /// already disposed).
    public var disposable: Disposable {
        get { lock.withLock { $0.current } ?? Disposables.create() }
        set {
            let toDispose = lock.withLock { state -> Disposable? in
                if state.isDisposed { return newValue }
                defer { state.current = newValue }
                return state.current
            }
            toDispose?.dispose()
        }
    }

    /// Disposes the held disposable and everything set later.
    public func dispose() {
        let current = lock.withLock { state -> Disposable? in
            guard !state.isDisposed else { return nil }
            state.isDisposed = true
            defer { state.current = nil }
            return state.current
        }
        current?.dispose()
    }
}
