/// The contract of a ``Single``: exactly one element, or an error.
public enum SingleTrait {}

/// A sequence that either succeeds with one element or fails with an error.
///
/// ```swift
/// _ = Single.just("A").subscribe(onSuccess: { print($0) })
/// // A
/// ```
public typealias Single<Element> = PrimitiveSequence<SingleTrait, Element>

/// What a ``Single`` delivers: `.success(element)` or `.failure(error)`.
public typealias SingleEvent<Element> = Result<Element, Swift.Error>

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// The closure a `Single.create(subscribe:)` body calls once with the outcome.
    public typealias SingleObserver = (SingleEvent<Element>) -> Void

    /// Creates a single from a subscribe function that runs once per subscription; only the
    /// first outcome it reports counts.
    ///
    /// ```swift
    /// let answer = Single<Int>.create { single in
    ///     single(.success(42))
    ///     return Disposables.create()
    /// }
    /// _ = answer.subscribe(onSuccess: { print($0) }) // 42
    /// ```
    /// - Parameter subscribe: Reports the outcome for one subscriber; returns what to release
    ///   when the subscription ends.
    /// - Returns: The single.
    public static func create(
        subscribe: @escaping (@escaping SingleObserver) -> Disposable
    ) -> Single<Element> {
        Single.create(subscribe: subscribe) { event in
            switch event {
            case .success(let element): (element, .completed)
            case .failure(let error): (nil, .error(error))
            }
        }
    }

    /// A single that succeeds with `element`.
    ///
    /// ```swift
    /// _ = Single.just(1).subscribe { print($0) } // success(1)
    /// ```
    /// - Parameter element: The element.
    /// - Returns: The single.
    public static func just(_ element: Element) -> Single<Element> {
        Single(raw: .just(element))
    }

    /// A single that succeeds with `element`, delivered on `scheduler`.
    /// - Parameters:
    ///   - element: The element.
    ///   - scheduler: Where to deliver it.
    /// - Returns: The single.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Single<Element> {
        Single(raw: .just(element, scheduler: scheduler))
    }

    /// A single that fails with `error`.
    ///
    /// ```swift
    /// struct Failure: Error {}
    /// _ = Single<Int>.error(Failure()).subscribe(onFailure: { print($0) }) // Failure()
    /// ```
    /// - Parameter error: The error.
    /// - Returns: The single.
    public static func error(_ error: Swift.Error) -> Single<Element> {
        Single(raw: .error(error))
    }

    /// A single that never reports an outcome.
    /// - Returns: The single.
    public static func never() -> Single<Element> {
        Single(raw: .never())
    }

    /// A single that calls `singleFactory` on each subscription and subscribes to what it
    /// returns; a thrown error becomes the failure.
    /// - Parameter singleFactory: Makes the single for one subscription.
    /// - Returns: The single.
    public static func deferred(_ singleFactory: @escaping () throws -> Single<Element>) -> Single<Element> {
        Single(raw: .deferred { try singleFactory().source })
    }

    /// Subscribes a closure that receives the outcome once.
    ///
    /// ```swift
    /// _ = Single.just(1).subscribe { event in print(event) } // success(1)
    /// ```
    /// - Parameter observer: Receives `.success(element)` or `.failure(error)`.
    /// - Returns: The subscription.
    public func subscribe(_ observer: @escaping (SingleEvent<Element>) -> Void) -> Disposable {
        // Touched only from this subscription's events, which the grammar serializes.
        var stopped = false
        return primitiveSequence.source.subscribe { event in
            guard !stopped else { return }
            stopped = true
            switch event {
            case .next(let element): observer(.success(element))
            case .error(let error): observer(.failure(error))
            case .completed: observer(.failure(RxError.noElements))
            }
        }
    }

    /// Subscribes closures for the success, the failure and the end of the subscription.
    ///
    /// ```swift
    /// _ = Observable.of("A", "B", "C").toArray()
    ///     .subscribe(onSuccess: { print($0) }, onDisposed: { print("disposed") })
    /// // ["A", "B", "C"]
    /// // disposed
    /// ```
    /// - Parameters:
    ///   - onSuccess: Called with the element.
    ///   - onFailure: Called with the error.
    ///   - onDisposed: Called once when the subscription ends, whatever ended it.
    /// - Returns: The subscription.
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onFailure: ((Swift.Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        // `onFailure` passed as is: without it, the failure goes to `Hooks`.
        primitiveSequence.source.subscribe(
            onNext: { onSuccess?($0) },
            onError: onFailure,
            onDisposed: onDisposed)
    }

    /// Subscribes closures that also receive `object`, which is held weakly: once it is gone,
    /// the closures are no longer called.
    ///
    /// ```swift
    /// final class Screen { var title = "" }
    /// let screen = Screen()
    /// _ = Single.just("Hi").subscribe(with: screen, onSuccess: { screen, text in screen.title = text })
    /// print(screen.title) // Hi
    /// ```
    /// - Parameters:
    ///   - object: The object handed to the closures, held weakly.
    ///   - onSuccess: Called with the element.
    ///   - onFailure: Called with the error.
    ///   - onDisposed: Called once when the subscription ends.
    /// - Returns: The subscription.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onSuccess: ((Object, Element) -> Void)? = nil,
        onFailure: ((Object, Swift.Error) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        primitiveSequence.source.subscribe(
            with: object, onNext: onSuccess, onError: onFailure, onDisposed: onDisposed)
    }

    /// The RxSwift 5 spelling of ``subscribe(onSuccess:onFailure:onDisposed:)``.
    /// - Parameters:
    ///   - onSuccess: Called with the element.
    ///   - onError: Called with the error.
    ///   - onDisposed: Called once when the subscription ends.
    /// - Returns: The subscription.
    @available(*, deprecated, renamed: "subscribe(onSuccess:onFailure:onDisposed:)")
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onError: @escaping (Swift.Error) -> Void,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        subscribe(onSuccess: onSuccess, onFailure: onError, onDisposed: onDisposed)
    }

    /// Transforms the element; a thrown error becomes the failure.
    ///
    /// ```swift
    /// _ = Single.just(2).map { $0 * 10 }.subscribe(onSuccess: { print($0) }) // 20
    /// ```
    /// - Parameter transform: Applied to the element.
    /// - Returns: The transformed single.
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Single<Result> {
        Single(raw: primitiveSequence.source.map(transform))
    }

    /// Continues with the single that `selector` makes from the element.
    ///
    /// ```swift
    /// _ = Single.just(2).flatMap { Single.just($0 * 10) }.subscribe(onSuccess: { print($0) }) // 20
    /// ```
    /// - Parameter selector: Makes the next single; a thrown error becomes the failure.
    /// - Returns: A single with the outcome of the single `selector` returned.
    public func flatMap<Result>(_ selector: @escaping (Element) throws -> Single<Result>) -> Single<Result> {
        Single(raw: primitiveSequence.source.flatMapOnlyElement { try selector($0).source })
    }

    /// Returns the single as a ``Maybe`` that always has an element or fails.
    /// - Returns: The maybe.
    public func asMaybe() -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source)
    }
}
