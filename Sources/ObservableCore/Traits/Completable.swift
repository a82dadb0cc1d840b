/// The contract of a ``Completable``: completion or an error, never an element.
public enum CompletableTrait {}

/// A sequence that only completes or fails: work whose result is that it happened.
///
/// ```swift
/// _ = Completable.empty().subscribe(onCompleted: { print("done") })
/// // done
/// ```
public typealias Completable = PrimitiveSequence<CompletableTrait, Swift.Never>

/// What a ``Completable`` delivers.
///
/// ```swift
/// print(CompletableEvent.completed) // completed
/// ```
@frozen
public enum CompletableEvent: Sendable {
    /// The work failed.
    case error(Swift.Error)
    /// The work finished.
    case completed
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// The closure a `Completable.create(subscribe:)` body calls once with the outcome.
    public typealias CompletableObserver = (CompletableEvent) -> Void

    /// Creates a completable from a subscribe function that runs once per subscription; only the
    /// first outcome it reports counts.
    ///
    /// ```swift
    /// let save = Completable.create { completable in
    ///     completable(.completed)
    ///     return Disposables.create()
    /// }
    /// _ = save.subscribe(onCompleted: { print("saved") }) // saved
    /// ```
    /// - Parameter subscribe: Reports the outcome for one subscriber; returns what to release
    ///   when the subscription ends.
    /// - Returns: The completable.
    public static func create(subscribe: @escaping (@escaping CompletableObserver) -> Disposable)
        -> Completable
    {
        Completable.create(subscribe: subscribe) { event in
            switch event {
            case .error(let error): (nil, .error(error))
            case .completed: (nil, .completed)
            }
        }
    }

    /// A completable that fails with `error`.
    /// - Parameter error: The error.
    /// - Returns: The completable.
    public static func error(_ error: Swift.Error) -> Completable {
        Completable(raw: .error(error))
    }

    /// A completable that completes at once.
    ///
    /// ```swift
    /// _ = Completable.empty().subscribe { print($0) } // completed
    /// ```
    /// - Returns: The completable.
    public static func empty() -> Completable {
        Completable(raw: .empty())
    }

    /// A completable that never completes.
    /// - Returns: The completable.
    public static func never() -> Completable {
        Completable(raw: .never())
    }

    /// A completable that calls `completableFactory` on each subscription and subscribes to what
    /// it returns; a thrown error becomes the error.
    /// - Parameter completableFactory: Makes the completable for one subscription.
    /// - Returns: The completable.
    public static func deferred(_ completableFactory: @escaping () throws -> Completable) -> Completable {
        Completable(raw: .deferred { try completableFactory().source })
    }

    /// Subscribes a closure that receives the outcome once.
    ///
    /// ```swift
    /// _ = Completable.empty().subscribe { event in print(event) } // completed
    /// ```
    /// - Parameter observer: Receives `.completed` or `.error(error)`.
    /// - Returns: The subscription.
    public func subscribe(_ observer: @escaping (CompletableEvent) -> Void) -> Disposable {
        primitiveSequence.source.subscribe { event in
            switch event {
            case .next: break
            case .error(let error): observer(.error(error))
            case .completed: observer(.completed)
            }
        }
    }

    /// Subscribes closures for completion, the error and the end of the subscription.
    ///
    /// ```swift
    /// _ = Completable.empty().subscribe(onCompleted: { print("done") }, onDisposed: { print("disposed") })
    /// // done
    /// // disposed
    /// ```
    /// - Parameters:
    ///   - onCompleted: Called when the work finishes.
    ///   - onError: Called with the error.
    ///   - onDisposed: Called once when the subscription ends, whatever ended it.
    /// - Returns: The subscription.
    public func subscribe(
        onCompleted: (() -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        primitiveSequence.source.subscribe(
            onError: onError, onCompleted: { onCompleted?() }, onDisposed: onDisposed)  // no onError: `Hooks`
    }

    /// Subscribes closures that also receive `object`, which is held weakly: once it is gone,
    /// the closures are no longer called.
    /// - Parameters:
    ///   - object: The object handed to the closures, held weakly.
    ///   - onCompleted: Called when the work finishes.
    ///   - onError: Called with the error.
    ///   - onDisposed: Called once when the subscription ends.
    /// - Returns: The subscription.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onCompleted: ((Object) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        primitiveSequence.source.subscribe(
            with: object, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
    }
}

extension ObservableType where Element == Swift.Never {
    /// Returns the sequence as a ``Completable``.
    ///
    /// ```swift
    /// _ = Observable<Never>.empty().asCompletable().subscribe(onCompleted: { print("done") })
    /// // done
    /// ```
    /// - Returns: The completable.
    public func asCompletable() -> Completable {
        Completable(raw: asObservable())
    }
}
