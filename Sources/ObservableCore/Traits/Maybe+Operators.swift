extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Runs side effects for the outcome and the subscription's lifetime, passing the outcome
    /// on unchanged (see ``ObservableType/do(onNext:afterNext:onError:afterError:onCompleted:afterCompleted:onSubscribe:onSubscribed:onDispose:)``).
    ///
    /// ```swift
    /// _ = Maybe<Int>.empty().do(onCompleted: { print("empty") }).subscribe()
    /// // empty
    /// ```
    /// - Parameters:
    ///   - onNext: Runs before the element is delivered; a thrown error becomes the error.
    ///   - afterNext: Runs after the element is delivered.
    ///   - onError: Runs before the error is delivered.
    ///   - afterError: Runs after the error is delivered.
    ///   - onCompleted: Runs before completion is delivered.
    ///   - afterCompleted: Runs after completion is delivered.
    ///   - onSubscribe: Runs before subscribing.
    ///   - onSubscribed: Runs after subscribing.
    ///   - onDispose: Runs once when the subscription ends.
    /// - Returns: The same maybe.
    public func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Maybe<Element> {
        Maybe(
            raw: primitiveSequence.source.do(
                onNext: onNext, afterNext: afterNext, onError: onError, afterError: afterError,
                onCompleted: onCompleted, afterCompleted: afterCompleted, onSubscribe: onSubscribe,
                onSubscribed: onSubscribed, onDispose: onDispose))
    }

    /// Keeps the element if it satisfies `predicate`, otherwise completes empty.
    ///
    /// ```swift
    /// _ = Maybe.just(4).filter { $0.isMultiple(of: 2) }.subscribe(onSuccess: { print($0) }) // 4
    /// ```
    /// - Parameter predicate: Whether to keep the element; a thrown error becomes the error.
    /// - Returns: A maybe.
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.filter(predicate))
    }

    /// Transforms the element, completing empty when `transform` returns `nil`.
    ///
    /// ```swift
    /// _ = Maybe.just("x").compactMap { Int($0) }.subscribe(onCompleted: { print("none") }) // none
    /// ```
    /// - Parameter transform: Makes the new element, or `nil`; a thrown error becomes the error.
    /// - Returns: A maybe.
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.compactMap(transform))
    }

    /// Succeeds with the element, or with `default` if the maybe completes empty.
    ///
    /// ```swift
    /// _ = Maybe<Int>.empty().ifEmpty(default: 0).subscribe(onSuccess: { print($0) }) // 0
    /// ```
    /// - Parameter default: The element for an empty maybe.
    /// - Returns: A single.
    public func ifEmpty(default: Element) -> Single<Element> {
        Single(raw: primitiveSequence.source.ifEmpty(default: `default`))
    }

    /// The outcome of this maybe, or, if it completes empty, that of `other`.
    ///
    /// ```swift
    /// _ = Maybe<Int>.empty().ifEmpty(switchTo: Maybe.just(7)).subscribe(onSuccess: { print($0) }) // 7
    /// ```
    /// - Parameter other: The maybe to continue with when this one is empty.
    /// - Returns: A maybe.
    public func ifEmpty(switchTo other: Maybe<Element>) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.ifEmpty(switchTo: other.source))
    }

    /// The outcome of this maybe, or, if it completes empty, that of `other`.
    ///
    /// ```swift
    /// _ = Maybe<Int>.empty().ifEmpty(switchTo: Single.just(7)).subscribe(onSuccess: { print($0) }) // 7
    /// ```
    /// - Parameter other: The single to continue with when this maybe is empty.
    /// - Returns: A single.
    public func ifEmpty(switchTo other: Single<Element>) -> Single<Element> {
        Single(raw: primitiveSequence.source.ifEmpty(switchTo: other.source))
    }

    /// Succeeds with `element` instead of failing.
    ///
    /// ```swift
    /// _ = Maybe<Int>.error(RxError.unknown).catchAndReturn(0).subscribe(onSuccess: { print($0) }) // 0
    /// ```
    /// - Parameter element: The element to succeed with after an error.
    /// - Returns: A maybe that never fails.
    public func catchAndReturn(_ element: Element) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.catchAndReturn(element))
    }

    /// The RxSwift 5 spelling of `catchAndReturn(_:)`.
    /// - Parameter element: The element to succeed with after an error.
    /// - Returns: A maybe that never fails.
    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    public func catchErrorJustReturn(_ element: Element) -> Maybe<Element> {
        catchAndReturn(element)
    }
}
