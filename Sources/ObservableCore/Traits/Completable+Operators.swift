extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// Runs side effects for the outcome and the subscription's lifetime, passing the outcome
    /// on unchanged.
    ///
    /// ```swift
    /// _ = Completable.empty().do(onCompleted: { print("done") }).subscribe()
    /// // done
    /// ```
    /// - Parameters:
    ///   - onError: Runs before the error is delivered.
    ///   - afterError: Runs after the error is delivered.
    ///   - onCompleted: Runs before completion is delivered; a thrown error becomes the error.
    ///   - afterCompleted: Runs after completion is delivered.
    ///   - onSubscribe: Runs before subscribing.
    ///   - onSubscribed: Runs after subscribing.
    ///   - onDispose: Runs once when the subscription ends.
    /// - Returns: The same completable.
    public func `do`(
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Completable {
        Completable(
            raw: primitiveSequence.source.do(
                onError: onError, afterError: afterError, onCompleted: onCompleted,
                afterCompleted: afterCompleted, onSubscribe: onSubscribe, onSubscribed: onSubscribed,
                onDispose: onDispose))
    }

    /// Runs `second` once this completable completes.
    ///
    /// ```swift
    /// let first = Completable.create { $0(.completed); print("first"); return Disposables.create() }
    /// _ = first.concat(Completable.empty()).subscribe(onCompleted: { print("both") })
    /// // first
    /// // both
    /// ```
    /// - Parameter second: The completable to run next.
    /// - Returns: A completable that completes when both have.
    public func concat(_ second: Completable) -> Completable {
        Completable.concat(primitiveSequence, second)
    }

    /// Runs the completables one after another; fails with the first error.
    ///
    /// ```swift
    /// _ = Completable.concat((0..<3).map { _ in Completable.empty() }).subscribe(onCompleted: { print("all") })
    /// // all
    /// ```
    /// - Parameter sequence: The completables, iterated as they are needed.
    /// - Returns: A completable that completes when all have.
    public static func concat<Sources: Swift.Sequence>(_ sequence: Sources) -> Completable
    where Sources.Element == Completable {
        Completable(raw: Observable.concat(sequence.lazy.map { $0.source }))
    }

    /// Runs the completables one after another; fails with the first error.
    ///
    /// ```swift
    /// _ = Completable.concat([Completable.empty(), .empty()]).subscribe(onCompleted: { print("all") })
    /// // all
    /// ```
    /// - Parameter collection: The completables.
    /// - Returns: A completable that completes when all have.
    public static func concat<Sources: Swift.Collection>(_ collection: Sources) -> Completable
    where Sources.Element == Completable {
        Completable(raw: Observable.concat(collection.map { $0.source }))
    }

    /// Runs the completables one after another; fails with the first error.
    ///
    /// ```swift
    /// _ = Completable.concat(.empty(), .empty()).subscribe(onCompleted: { print("all") })
    /// // all
    /// ```
    /// - Parameter sources: The completables.
    /// - Returns: A completable that completes when all have.
    public static func concat(_ sources: Completable...) -> Completable {
        Completable(raw: Observable.concat(sources.map { $0.source }))
    }

    /// Runs the completables at once; completes when all have, fails with the first error.
    ///
    /// ```swift
    /// _ = Completable.zip([Completable.empty(), .empty()]).subscribe(onCompleted: { print("all") })
    /// // all
    /// ```
    /// - Parameter sources: The completables.
    /// - Returns: A completable that completes when all have.
    public static func zip<Sources: Swift.Collection>(_ sources: Sources) -> Completable
    where Sources.Element == Completable {
        Completable(raw: Observable.merge(sources.map { $0.source }))
    }

    /// Runs the completables at once; completes when all have, fails with the first error.
    ///
    /// ```swift
    /// _ = Completable.zip([Completable.empty()]).subscribe(onCompleted: { print("all") }) // all
    /// ```
    /// - Parameter sources: The completables.
    /// - Returns: A completable that completes when all have.
    public static func zip(_ sources: [Completable]) -> Completable {
        Completable(raw: Observable.merge(sources.map { $0.source }))
    }

    /// Runs the completables at once; completes when all have, fails with the first error.
    ///
    /// ```swift
    /// _ = Completable.zip(.empty(), .empty()).subscribe(onCompleted: { print("all") }) // all
    /// ```
    /// - Parameter sources: The completables.
    /// - Returns: A completable that completes when all have.
    public static func zip(_ sources: Completable...) -> Completable {
        Completable(raw: Observable.merge(sources.map { $0.source }))
    }

    /// The RxSwift 5 name of `zip(_:)-([Completable])`.
    /// - Parameter sources: The completables.
    /// - Returns: A completable that completes when all have.
    @available(*, deprecated, renamed: "zip(_:)")
    public static func merge(_ sources: [Completable]) -> Completable {
        zip(sources)
    }

    /// The RxSwift 5 name of `zip(_:)-([Completable])`.
    /// - Parameter sources: The completables.
    /// - Returns: A completable that completes when all have.
    @available(*, deprecated, renamed: "zip(_:)")
    public static func merge(_ sources: Completable...) -> Completable {
        zip(sources)
    }
}
