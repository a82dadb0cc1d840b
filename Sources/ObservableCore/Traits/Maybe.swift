/// The contract of a ``Maybe``: one element, completion without an element, or an error.
public enum MaybeTrait {}

/// A sequence that succeeds with one element, completes with none, or fails with an error.
///
/// ```swift
/// _ = Maybe<Int>.empty().subscribe(onSuccess: { print($0) }, onCompleted: { print("none") })
/// // none
/// ```
public typealias Maybe<Element> = PrimitiveSequence<MaybeTrait, Element>

/// What a ``Maybe`` delivers.
///
/// ```swift
/// print(MaybeEvent.success(1)) // success(1)
/// ```
@frozen
public enum MaybeEvent<Element> {
    /// One element; nothing follows.
    case success(Element)
    /// The sequence failed; nothing follows.
    case error(Swift.Error)
    /// The sequence ended without an element.
    case completed
}

extension MaybeEvent: Sendable where Element: Sendable {}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// The closure a `Maybe.create(subscribe:)` body calls once with the outcome.
    public typealias MaybeObserver = (MaybeEvent<Element>) -> Void

    /// Creates a maybe from a subscribe function that runs once per subscription; only the first
    /// outcome it reports counts.
    ///
    /// ```swift
    /// let cached = Maybe<String>.create { maybe in
    ///     maybe(.completed)
    ///     return Disposables.create()
    /// }
    /// _ = cached.subscribe { print($0) } // completed
    /// ```
    /// - Parameter subscribe: Reports the outcome for one subscriber; returns what to release
    ///   when the subscription ends.
    /// - Returns: The maybe.
    public static func create(
        subscribe: @escaping (@escaping MaybeObserver) -> Disposable
    ) -> Maybe<Element> {
        Maybe.create(subscribe: subscribe) { event in
            switch event {
            case .success(let element): (element, .completed)
            case .error(let error): (nil, .error(error))
            case .completed: (nil, .completed)
            }
        }
    }

    /// A maybe that succeeds with `element`.
    ///
    /// ```swift
    /// _ = Maybe.just(1).subscribe { print($0) } // success(1)
    /// ```
    /// - Parameter element: The element.
    /// - Returns: The maybe.
    public static func just(_ element: Element) -> Maybe<Element> {
        Maybe(raw: .just(element))
    }

    /// A maybe that succeeds with `element`, delivered on `scheduler`.
    /// - Parameters:
    ///   - element: The element.
    ///   - scheduler: Where to deliver it.
    /// - Returns: The maybe.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Maybe<Element> {
        Maybe(raw: .just(element, scheduler: scheduler))
    }

    /// A maybe that fails with `error`.
    /// - Parameter error: The error.
    /// - Returns: The maybe.
    public static func error(_ error: Swift.Error) -> Maybe<Element> {
        Maybe(raw: .error(error))
    }

    /// A maybe that completes without an element.
    ///
    /// ```swift
    /// _ = Maybe<Int>.empty().subscribe { print($0) } // completed
    /// ```
    /// - Returns: The maybe.
    public static func empty() -> Maybe<Element> {
        Maybe(raw: .empty())
    }

    /// A maybe that never reports an outcome.
    /// - Returns: The maybe.
    public static func never() -> Maybe<Element> {
        Maybe(raw: .never())
    }

    /// A maybe that calls `maybeFactory` on each subscription and subscribes to what it returns;
    /// a thrown error becomes the error.
    /// - Parameter maybeFactory: Makes the maybe for one subscription.
    /// - Returns: The maybe.
    public static func deferred(_ maybeFactory: @escaping () throws -> Maybe<Element>) -> Maybe<Element> {
        Maybe(raw: .deferred { try maybeFactory().source })
    }

    /// Subscribes a closure that receives the outcome once.
    ///
    /// ```swift
    /// _ = Maybe.just(1).subscribe { event in print(event) } // success(1)
    /// ```
    /// - Parameter observer: Receives `.success(element)`, `.error(error)` or `.completed`.
    /// - Returns: The subscription.
    public func subscribe(_ observer: @escaping (MaybeEvent<Element>) -> Void) -> Disposable {
        // Touched only from this subscription's events, which the grammar serializes.
        var stopped = false
        return primitiveSequence.source.subscribe { event in
            guard !stopped else { return }
            stopped = true
            switch event {
            case .next(let element): observer(.success(element))
            case .error(let error): observer(.error(error))
            case .completed: observer(.completed)
            }
        }
    }

    /// Subscribes closures for the success, the error, completion without an element and the
    /// end of the subscription. Exactly one of the first three is called.
    ///
    /// ```swift
    /// _ = Maybe.just("A").subscribe(
    ///     onSuccess: { print($0) }, onCompleted: { print("none") }, onDisposed: { print("disposed") })
    /// // A
    /// // disposed
    /// ```
    /// - Parameters:
    ///   - onSuccess: Called with the element.
    ///   - onError: Called with the error.
    ///   - onCompleted: Called if the maybe ends without an element.
    ///   - onDisposed: Called once when the subscription ends, whatever ended it.
    /// - Returns: The subscription.
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        // Touched only from this subscription's events, which the grammar serializes.
        var succeeded = false
        return primitiveSequence.source.subscribe(
            onNext: { element in
                succeeded = true
                onSuccess?(element)
            },
            onError: onError,  // as is: without it, the error goes to `Hooks`
            onCompleted: { if !succeeded { onCompleted?() } },
            onDisposed: onDisposed)
    }

    /// Subscribes closures that also receive `object`, which is held weakly: once it is gone,
    /// the closures are no longer called.
    /// - Parameters:
    ///   - object: The object handed to the closures, held weakly.
    ///   - onSuccess: Called with the element.
    ///   - onError: Called with the error.
    ///   - onCompleted: Called if the maybe ends without an element.
    ///   - onDisposed: Called once when the subscription ends.
    /// - Returns: The subscription.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onSuccess: ((Object, Element) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onSuccess: weakly(object, onSuccess), onError: weakly(object, onError),
            onCompleted: weakly(object, onCompleted), onDisposed: weakly(object, onDisposed))
    }

    /// Transforms the element; a thrown error becomes the error.
    ///
    /// ```swift
    /// _ = Maybe.just(2).map { $0 * 10 }.subscribe(onSuccess: { print($0) }) // 20
    /// ```
    /// - Parameter transform: Applied to the element.
    /// - Returns: The transformed maybe.
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.map(transform))
    }

    /// Continues with the maybe that `selector` makes from the element; a maybe without an
    /// element completes without calling `selector`.
    ///
    /// ```swift
    /// _ = Maybe.just(2).flatMap { Maybe.just($0 * 10) }.subscribe(onSuccess: { print($0) }) // 20
    /// ```
    /// - Parameter selector: Makes the next maybe; a thrown error becomes the error.
    /// - Returns: A maybe with the outcome of the maybe `selector` returned.
    public func flatMap<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.flatMapOnlyElement { try selector($0).source })
    }
}
