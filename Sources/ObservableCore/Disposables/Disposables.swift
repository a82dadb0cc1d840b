import InternalReactiveUtilities
import Synchronization

/// Factory functions for disposables.
///
/// ```swift
/// let disposable = Disposables.create { print("disposed") }
/// disposable.dispose() // disposed
/// disposable.dispose() // (nothing: disposing twice is harmless)
/// ```
public enum Disposables {
    /// A disposable that does nothing.
    /// - Returns: The shared no-op disposable.
    public static func create() -> Disposable { _NopDisposable.instance }

    /// A disposable that runs `dispose` once, on the first `dispose()`.
    /// - Parameter dispose: The action.
    /// - Returns: The disposable.
    public static func create(with dispose: @escaping () -> Void) -> Cancelable {
        AnonymousDisposable(dispose)
    }

    /// A disposable that disposes both disposables.
    ///
    /// ```swift
    /// let both = Disposables.create(
    ///     Disposables.create { print("first") }, Disposables.create { print("second") })
    /// both.dispose()
    /// // first
    /// // second
    /// ```
    /// - Parameters:
    ///   - disposable1: The first disposable.
    ///   - disposable2: The second disposable.
    /// - Returns: The disposable.
    public static func create(_ disposable1: Disposable, _ disposable2: Disposable) -> Cancelable {
        BinaryDisposable(disposable1, disposable2)
    }

    /// A disposable that disposes all three disposables.
    /// - Parameters:
    ///   - disposable1: The first disposable.
    ///   - disposable2: The second disposable.
    ///   - disposable3: The third disposable.
    /// - Returns: The disposable.
    public static func create(
        _ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable
    ) -> Cancelable {
        CompositeDisposable(disposable1, disposable2, disposable3)
    }

    /// A disposable that disposes every disposable given.
    /// - Parameters:
    ///   - disposable1: The first disposable.
    ///   - disposable2: The second disposable.
    ///   - disposable3: The third disposable.
    ///   - disposables: The rest.
    /// - Returns: The disposable.
    public static func create(
        _ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable,
        _ disposables: Disposable...
    ) -> Cancelable {
        CompositeDisposable(disposables: [disposable1, disposable2, disposable3] + disposables)
    }

    /// A disposable that disposes every disposable in the array.
    /// - Parameter disposables: The disposables.
    /// - Returns: The disposable.
    public static func create(_ disposables: [Disposable]) -> Cancelable {
        switch disposables.count {
        case 2: BinaryDisposable(disposables[0], disposables[1])
        default: CompositeDisposable(disposables: disposables)
        }
    }
}

/// A disposable that does nothing.
@usableFromInline
struct _NopDisposable: Disposable, Sendable {
    static let instance = _NopDisposable()

    @inlinable
    init() {}

    @inlinable
    func dispose() {}

    /// Nothing to keep: a sink given this disposable stores none.
    @usableFromInline
    var _disposableObject: (any Disposable & AnyObject)? { nil }
}

/// Runs an action once, on the first `dispose()`.
final class AnonymousDisposable: Cancelable, Sendable {
    private let lock: Locked<(() -> Void)?>
    private let disposed = Atomic<Bool>(false)

    init(_ action: @escaping () -> Void) {
        lock = Locked(action)
    }

    var isDisposed: Bool { disposed.load(ordering: .acquiring) }

    func dispose() {
        guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        let action = lock.withLock { action -> (() -> Void)? in
            defer { action = nil }
            return action
        }
        action?()
    }
}

/// Disposes two disposables once.
final class BinaryDisposable: Cancelable, Sendable {
    private let lock: Locked<(Disposable, Disposable)?>
    private let disposed = Atomic<Bool>(false)

    init(_ first: Disposable, _ second: Disposable) {
        lock = Locked((first, second))
    }

    var isDisposed: Bool { disposed.load(ordering: .acquiring) }

    func dispose() {
        guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        let pair = lock.withLock { pair -> (Disposable, Disposable)? in
            defer { pair = nil }
            return pair
        }
        pair?.0.dispose()
        pair?.1.dispose()
    }
}
