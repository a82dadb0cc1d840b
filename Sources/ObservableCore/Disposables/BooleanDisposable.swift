import Synchronization

/// A disposable that only records whether it was disposed.
///
/// ```swift
/// let flag = BooleanDisposable()
/// flag.dispose()
/// print(flag.isDisposed) // true
/// ```
public final class BooleanDisposable: Cancelable, Sendable {
    /// A disposable that is already disposed.
    public static let booleanDisposableTrue = BooleanDisposable(isDisposed: true)

    private let disposed: Atomic<Bool>

    /// Creates a disposable that is not yet disposed.
    public init() {
        disposed = Atomic(false)
    }

    /// Creates a disposable in the given state.
    /// - Parameter isDisposed: The initial state.
    public init(isDisposed: Bool) {
        disposed = Atomic(isDisposed)
    }

    /// Whether `dispose()` has been called.
    public var isDisposed: Bool { disposed.load(ordering: .acquiring) }

    /// Marks the disposable disposed.
    public func dispose() {
        disposed.store(true, ordering: .releasing)
    }
}
