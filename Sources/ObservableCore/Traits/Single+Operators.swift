extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Runs side effects for the outcome and the subscription's lifetime, passing the outcome
    /// on unchanged (see ``ObservableType/do(onNext:afterNext:onError:afterError:onCompleted:afterCompleted:onSubscribe:onSubscribed:onDispose:)``).
    ///
    /// ```swift
    /// _ = Single.just(1).do(onSuccess: { print("got", $0) }).subscribe()
    /// // got 1
    /// ```
    /// - Parameters:
    ///   - onSuccess: Runs before the element is delivered; a thrown error becomes the failure.
    ///   - afterSuccess: Runs after the element is delivered.
    ///   - onError: Runs before the error is delivered.
    ///   - afterError: Runs after the error is delivered.
    ///   - onSubscribe: Runs before subscribing.
    ///   - onSubscribed: Runs after subscribing.
    ///   - onDispose: Runs once when the subscription ends.
    /// - Returns: The same single.
    public func `do`(
        onSuccess: ((Element) throws -> Void)? = nil,
        afterSuccess: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Single<Element> {
        Single(
            raw: primitiveSequence.source.do(
                onNext: onSuccess, afterNext: afterSuccess, onError: onError, afterError: afterError,
                onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }

    /// Keeps the element if it satisfies `predicate`, otherwise completes empty.
    ///
    /// ```swift
    /// _ = Single.just(3).filter { $0 > 5 }.subscribe(onSuccess: { print($0) }, onCompleted: { print("none") })
    /// // none
    /// ```
    /// - Parameter predicate: Whether to keep the element; a thrown error becomes the error.
    /// - Returns: A maybe.
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.filter(predicate))
    }

    /// Transforms the element, completing empty when `transform` returns `nil`.
    ///
    /// ```swift
    /// _ = Single.just("42").compactMap { Int($0) }.subscribe(onSuccess: { print($0) }) // 42
    /// ```
    /// - Parameter transform: Makes the new element, or `nil`; a thrown error becomes the error.
    /// - Returns: A maybe.
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.compactMap(transform))
    }

    /// Continues with the maybe `selector` makes from the element.
    ///
    /// ```swift
    /// _ = Single.just(2).flatMapMaybe { $0 > 1 ? Maybe.just($0 * 10) : .empty() }
    ///     .subscribe(onSuccess: { print($0) })
    /// // 20
    /// ```
    /// - Parameter selector: Makes the next maybe; a thrown error becomes the error.
    /// - Returns: The outcome of the maybe `selector` returned.
    public func flatMapMaybe<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>) -> Maybe<Result>
    {
        Maybe(raw: primitiveSequence.source.flatMapOnlyElement { try selector($0).source })
    }

    /// Continues with the completable `selector` makes from the element.
    ///
    /// ```swift
    /// _ = Single.just("file").flatMapCompletable { _ in Completable.empty() }
    ///     .subscribe(onCompleted: { print("saved") })
    /// // saved
    /// ```
    /// - Parameter selector: Makes the completable; a thrown error becomes the error.
    /// - Returns: The outcome of the completable `selector` returned.
    public func flatMapCompletable(_ selector: @escaping (Element) throws -> Completable) -> Completable {
        Completable(raw: primitiveSequence.source.flatMapOnlyElement { try selector($0).source })
    }

    /// Succeeds with `element` instead of failing.
    ///
    /// ```swift
    /// _ = Single<Int>.error(RxError.unknown).catchAndReturn(0).subscribe(onSuccess: { print($0) }) // 0
    /// ```
    /// - Parameter element: The element to succeed with after an error.
    /// - Returns: A single that never fails.
    public func catchAndReturn(_ element: Element) -> Single<Element> {
        Single(raw: primitiveSequence.source.catchAndReturn(element))
    }

    /// The RxSwift 5 spelling of `catchAndReturn(_:)`.
    /// - Parameter element: The element to succeed with after an error.
    /// - Returns: A single that never fails.
    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    public func catchErrorJustReturn(_ element: Element) -> Single<Element> {
        catchAndReturn(element)
    }

    /// Drops the element: completes when the single succeeds, fails when it fails.
    ///
    /// ```swift
    /// _ = Single.just(1).asCompletable().subscribe(onCompleted: { print("done") }) // done
    /// ```
    /// - Returns: A completable.
    public func asCompletable() -> Completable {
        primitiveSequence.source.ignoreElements().asCompletable()
    }

    /// Succeeds with `resultSelector` applied to the elements of all the singles, in order;
    /// fails with the first failure. With no singles, succeeds with `resultSelector([])`.
    ///
    /// ```swift
    /// _ = Single.zip([Single.just(1), Single.just(2)]) { $0.reduce(0, +) }.subscribe(onSuccess: { print($0) }) // 3
    /// ```
    /// - Parameters:
    ///   - collection: The singles.
    ///   - resultSelector: Combines their elements; a thrown error becomes the failure.
    /// - Returns: A single of the combination.
    public static func zip<Sources: Collection, Result>(
        _ collection: Sources, resultSelector: @escaping ([Element]) throws -> Result
    ) -> Single<Result> where Sources.Element == Single<Element> {
        if collection.isEmpty {
            return Single<Result>.deferred { try .just(resultSelector([])) }
        }
        return Single(raw: Observable.zip(collection.map { $0.source }, resultSelector: resultSelector))
    }

    /// Succeeds with the elements of all the singles, in order; fails with the first failure.
    /// With no singles, succeeds with `[]`.
    ///
    /// ```swift
    /// _ = Single.zip([Single.just(1), Single.just(2)]).subscribe(onSuccess: { print($0) }) // [1, 2]
    /// ```
    /// - Parameter collection: The singles.
    /// - Returns: A single of their elements.
    public static func zip<Sources: Collection>(
        _ collection: Sources
    ) -> Single<[Element]> where Sources.Element == Single<Element> {
        if collection.isEmpty { return .just([]) }
        return Single(raw: Observable.zip(collection.map { $0.source }))
    }
}
