// The time operators of every trait that RxSwift 6's `PrimitiveSequence.swift` has besides
// `delay`: `delaySubscription`, `timeout` (two forms) and `timer`.

extension PrimitiveSequence {
    /// Subscribes to the trait `dueTime` after the subscription is made, on `scheduler`.
    ///
    /// ```swift
    /// _ = Single.just(1).delaySubscription(.seconds(1), scheduler: MainScheduler.instance)
    ///     .subscribe(onSuccess: { print($0) })
    /// // 1   (after 1 s)
    /// ```
    /// - Parameters:
    ///   - dueTime: How long to wait before subscribing.
    ///   - scheduler: Where to wait and subscribe.
    /// - Returns: The same trait, subscribed later.
    public func delaySubscription(
        _ dueTime: RxTimeInterval, scheduler: SchedulerType
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.delaySubscription(dueTime, scheduler: scheduler))
    }

    /// Fails with `RxError.timeout` if no event arrives within `dueTime`.
    ///
    /// ```swift
    /// _ = Single<Int>.never().timeout(.seconds(5), scheduler: MainScheduler.instance)
    ///     .subscribe(onFailure: { print($0) })
    /// // Sequence timeout.   (after 5 s)
    /// ```
    /// - Parameters:
    ///   - dueTime: How long to wait for the outcome.
    ///   - scheduler: Where the timer runs.
    /// - Returns: The same trait, or a timeout failure.
    public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<
        Trait, Element
    > {
        PrimitiveSequence(raw: source.timeout(dueTime, scheduler: scheduler))
    }

    /// Switches to `other` if no event arrives within `dueTime`.
    ///
    /// ```swift
    /// _ = Single<Int>.never().timeout(.seconds(5), other: .just(0), scheduler: MainScheduler.instance)
    ///     .subscribe(onSuccess: { print($0) })
    /// // 0   (after 5 s)
    /// ```
    /// - Parameters:
    ///   - dueTime: How long to wait for the outcome.
    ///   - other: The trait to continue with on a timeout.
    ///   - scheduler: Where the timer runs.
    /// - Returns: The same trait, or `other`'s outcome.
    public func timeout(
        _ dueTime: RxTimeInterval, other: PrimitiveSequence<Trait, Element>, scheduler: SchedulerType
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.timeout(dueTime, other: other.source, scheduler: scheduler))
    }
}

extension PrimitiveSequenceType where Element: FixedWidthInteger {
    /// A trait that produces `0` after `dueTime` (a `Single` succeeds with it; a `Maybe` too).
    ///
    /// ```swift
    /// _ = Single<Int>.timer(.seconds(1), scheduler: MainScheduler.instance).subscribe(onSuccess: { print($0) })
    /// // 0   (after 1 s)
    /// ```
    /// - Parameters:
    ///   - dueTime: When to produce the value.
    ///   - scheduler: Where the timer runs.
    /// - Returns: The trait.
    public static func timer(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<
        Trait, Element
    > {
        PrimitiveSequence(raw: Observable<Element>.timer(dueTime, scheduler: scheduler))
    }
}
