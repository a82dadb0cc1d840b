import InternalReactiveUtilities

/// A group of disposables disposed together. Inserting into a disposed group disposes the new
/// disposable at once.
///
/// ```swift
/// let group = CompositeDisposable()
/// let key = group.insert(Disposables.create { print("a") })
/// _ = group.insert(Disposables.create { print("b") })
/// group.remove(for: key!)  // a
/// group.dispose()          // b
/// ```
public final class CompositeDisposable: Cancelable, Sendable {
    /// Identifies a disposable inside the group, for ``remove(for:)``.
    public struct DisposeKey: Hashable, Sendable {
        fileprivate let value: Int
    }

    private struct State {
        var disposables: [Int: Disposable] = [:]
        var nextKey = 0
        var isDisposed = false
    }

    private let lock = Locked(State())

    /// Creates an empty group.
    public init() {}

    /// Creates a group holding the given disposables.
    /// - Parameters:
    ///   - disposable1: The first disposable.
    ///   - disposable2: The second disposable.
    public init(_ disposable1: Disposable, _ disposable2: Disposable) {
        _ = insert(disposable1)
        _ = insert(disposable2)
    }

    /// Creates a group holding the given disposables.
    /// - Parameters:
    ///   - disposable1: The first disposable.
    ///   - disposable2: The second disposable.
    ///   - disposable3: The third disposable.
    public init(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable) {
        _ = insert(disposable1)
        _ = insert(disposable2)
        _ = insert(disposable3)
    }

    /// Creates a group holding the given disposables.
    /// - Parameters:
    ///   - disposable1: The first disposable.
    ///   - disposable2: The second disposable.
    ///   - disposable3: The third disposable.
    ///   - disposable4: The fourth disposable.
    ///   - disposables: The rest.
    public convenience init(
        _ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable,
        _ disposable4: Disposable, _ disposables: Disposable...
    ) {
        self.init(disposables: [disposable1, disposable2, disposable3, disposable4] + disposables)
    }

    /// Creates a group holding the given disposables.
    /// - Parameter disposables: The disposables.
    public init(disposables: [Disposable]) {
        for disposable in disposables { _ = insert(disposable) }
    }

    /// Whether `dispose()` has been called.
    public var isDisposed: Bool { lock.withLock { $0.isDisposed } }

    /// The number of disposables held.
    public var count: Int { lock.withLock { $0.disposables.count } }

    /// Adds a disposable; if the group is already disposed, disposes it at once and returns `nil`.
    /// - Parameter disposable: The disposable.
    /// - Returns: A key for ``remove(for:)``, or `nil` when the group was already disposed.
    @discardableResult
    public func insert(_ disposable: Disposable) -> DisposeKey? {
        let key = lock.withLock { state -> Int? in
            guard !state.isDisposed else { return nil }
            state.nextKey += 1
            state.disposables[state.nextKey] = disposable
            return state.nextKey
        }
        guard let key else {
            disposable.dispose()
            return nil
        }
        return DisposeKey(value: key)
    }

    /// Removes the disposable for `key` from the group and disposes it.
    /// - Parameter key: The key ``insert(_:)`` returned.
    public func remove(for key: DisposeKey) {
        let removed = lock.withLock { $0.disposables.removeValue(forKey: key.value) }
        removed?.dispose()
    }

    /// Disposes every disposable in the group, and any inserted later.
    public func dispose() {
        let all = lock.withLock { state -> [Disposable] in
            guard !state.isDisposed else { return [] }
            state.isDisposed = true
            defer { state.disposables = [:] }
            return state.disposables.sorted { $0.key < $1.key }.map(\.value)
        }
        for disposable in all { disposable.dispose() }
    }
}
