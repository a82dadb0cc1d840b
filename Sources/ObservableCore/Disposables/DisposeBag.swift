import InternalReactiveUtilities

/// Collects disposables and disposes them all when the bag is deallocated.
///
/// ```swift
/// var bag = DisposeBag()
/// Observable<Int>.never()
///     .subscribe(onDisposed: { print("disposed") })
///     .disposed(by: bag)
/// bag = DisposeBag() // disposed
/// ```
///
/// > Warning: A subscription in an object's bag must not capture that object strongly, or
/// > neither is ever released: capture `[weak self]`, or use
/// > ``ObservableType/subscribe(with:onNext:onError:onCompleted:onDisposed:)``. The bag may be
/// > used from any thread.
public final class DisposeBag: Sendable {
    private struct State {
        var disposables: [Disposable] = []
        var isDisposed = false
    }

    private let lock = Locked(State())

    /// Creates an empty bag.
    public init() {}

    /// Adds a disposable; if the bag is already being torn down, disposes it at once.
    /// - Parameter disposable: The disposable.
    public func insert(_ disposable: Disposable) {
        let keep = lock.withLock { state -> Bool in
            guard !state.isDisposed else { return false }
            state.disposables.append(disposable)
            return true
        }
        if !keep { disposable.dispose() }
    }

    private func disposeAll() {
        let all = lock.withLock { state -> [Disposable] in
            state.isDisposed = true
            defer { state.disposables = [] }
            return state.disposables
        }
        for disposable in all { disposable.dispose() }
    }

    deinit {
        disposeAll()
    }
}

extension DisposeBag {
    /// Creates a bag holding the given disposables.
    /// - Parameter disposables: The disposables.
    public convenience init(disposing disposables: Disposable...) {
        self.init()
        for disposable in disposables { insert(disposable) }
    }

    /// Creates a bag holding the given disposables.
    /// - Parameter disposables: The disposables.
    public convenience init(disposing disposables: [Disposable]) {
        self.init()
        for disposable in disposables { insert(disposable) }
    }

    /// Adds several disposables.
    /// - Parameter disposables: The disposables.
    public func insert(_ disposables: Disposable...) {
        for disposable in disposables { insert(disposable) }
    }
}

extension Disposable {
    /// Adds this disposable to `bag`, so that it is disposed when the bag is deallocated.
    ///
    /// ```swift
    /// let bag = DisposeBag()
    /// Observable.just(1).subscribe(onNext: { print($0) }).disposed(by: bag) // 1
    /// ```
    /// - Parameter bag: The bag.
    public func disposed(by bag: DisposeBag) {
        bag.insert(self)
    }
}
