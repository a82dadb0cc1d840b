// The operators every trait keeps: each returns the same trait.

extension PrimitiveSequence {
    /// Continues with the sequence `handler` makes from the error, when this one fails.
    ///
    /// ```swift
    /// _ = Single<Int>.error(RxError.unknown).catch { _ in .just(0) }.subscribe(onSuccess: { print($0) })
    /// // 0
    /// ```
    /// - Parameter handler: Turns the error into the sequence to continue with; a thrown error
    ///   becomes the error.
    /// - Returns: This sequence, or after an error the one `handler` made.
    public func `catch`(
        _ handler: @escaping (Swift.Error) throws -> PrimitiveSequence<Trait, Element>
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.catch { try handler($0).source })
    }

    /// The RxSwift 5 spelling of ``catch(_:)``.
    /// - Parameter handler: Turns the error into the sequence to continue with.
    /// - Returns: This sequence, or after an error the one `handler` made.
    @available(*, deprecated, renamed: "catch(_:)")
    public func catchError(
        _ handler: @escaping (Swift.Error) throws -> PrimitiveSequence<Trait, Element>
    ) -> PrimitiveSequence<Trait, Element> {
        self.catch(handler)
    }

    /// Subscribes again after an error, up to `maxAttemptCount` subscriptions in all.
    ///
    /// ```swift
    /// var attempts = 0
    /// let flaky = Single<Int>.deferred {
    ///     attempts += 1
    ///     return attempts < 2 ? .error(RxError.unknown) : .just(attempts)
    /// }
    /// _ = flaky.retry(3).subscribe(onSuccess: { print($0) }) // 2
    /// ```
    /// - Parameter maxAttemptCount: How many subscriptions to make at most.
    /// - Returns: The sequence, resubscribed after errors.
    public func retry(_ maxAttemptCount: Int) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry(maxAttemptCount))
    }

    /// Subscribes again each time this sequence fails with a `Failure` and the sequence that
    /// `notificationHandler` made from the errors emits; see `ObservableType/retry(when:)`.
    ///
    /// ```swift
    /// _ = Single<Int>.error(RxError.timeout)
    ///     .retry(when: { (errors: Observable<RxError>) in errors.take(2) })
    ///     .asObservable().subscribe { print($0) }
    /// // completed
    /// ```
    /// - Parameter notificationHandler: Makes, from the errors, the sequence whose elements
    ///   trigger the resubscriptions.
    /// - Returns: The sequence, resubscribed after errors.
    public func retry<Failure: Swift.Error, Trigger: ObservableType>(
        when notificationHandler: @escaping (Observable<Failure>) -> Trigger
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry(when: notificationHandler))
    }

    /// Subscribes again each time this sequence fails and the sequence that
    /// `notificationHandler` made from the errors emits; see `ObservableType/retry(when:)`.
    ///
    /// ```swift
    /// _ = Maybe<Int>.error(RxError.unknown).retry(when: { errors in errors.take(1) })
    ///     .subscribe(onCompleted: { print("gave up") })
    /// // gave up
    /// ```
    /// - Parameter notificationHandler: Makes, from the errors, the sequence whose elements
    ///   trigger the resubscriptions.
    /// - Returns: The sequence, resubscribed after errors.
    public func retry<Trigger: ObservableType>(
        when notificationHandler: @escaping (Observable<Swift.Error>) -> Trigger
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry(when: notificationHandler))
    }

    /// The RxSwift 5 spelling of `retry(when:)`.
    /// - Parameter notificationHandler: Makes, from the errors, the triggering sequence.
    /// - Returns: The sequence, resubscribed after errors.
    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen<Failure: Swift.Error, Trigger: ObservableType>(
        _ notificationHandler: @escaping (Observable<Failure>) -> Trigger
    ) -> PrimitiveSequence<Trait, Element> {
        retry(when: notificationHandler)
    }

    /// The RxSwift 5 spelling of `retry(when:)`.
    /// - Parameter notificationHandler: Makes, from the errors, the triggering sequence.
    /// - Returns: The sequence, resubscribed after errors.
    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen<Trigger: ObservableType>(
        _ notificationHandler: @escaping (Observable<Swift.Error>) -> Trigger
    ) -> PrimitiveSequence<Trait, Element> {
        retry(when: notificationHandler)
    }

    /// Delivers the outcome on `scheduler`.
    ///
    /// ```swift
    /// _ = Single.just(1).observe(on: MainScheduler.instance).subscribe(onSuccess: { print($0) })
    /// ```
    /// - Parameter scheduler: Where to deliver.
    /// - Returns: The same trait, delivered on `scheduler`.
    public func observe(on scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.observe(on: scheduler))
    }

    /// The RxSwift 5 spelling of ``observe(on:)``.
    /// - Parameter scheduler: Where to deliver.
    /// - Returns: The same trait, delivered on `scheduler`.
    @available(*, deprecated, renamed: "observe(on:)")
    public func observeOn(_ scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        observe(on: scheduler)
    }

    /// Subscribes to (and disposes of) this sequence on `scheduler`.
    ///
    /// ```swift
    /// let queue = SerialDispatchQueueScheduler(qos: .utility)
    /// _ = Single.just(1).subscribe(on: queue).subscribe(onSuccess: { print($0) })
    /// ```
    /// - Parameter scheduler: Where to subscribe.
    /// - Returns: The same trait, subscribed on `scheduler`.
    public func subscribe(on scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.subscribe(on: scheduler))
    }

    /// The RxSwift 5 spelling of ``subscribe(on:)``.
    /// - Parameter scheduler: Where to subscribe.
    /// - Returns: The same trait, subscribed on `scheduler`.
    @available(*, deprecated, renamed: "subscribe(on:)")
    public func subscribeOn(_ scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        subscribe(on: scheduler)
    }

    /// Delays the outcome (not an error) by `dueTime` on `scheduler`.
    ///
    /// ```swift
    /// _ = Single.just(1).delay(.milliseconds(10), scheduler: MainScheduler.instance)
    /// ```
    /// - Parameters:
    ///   - dueTime: How long to wait.
    ///   - scheduler: Where to wait.
    /// - Returns: The same trait, delayed.
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<
        Trait, Element
    > {
        PrimitiveSequence(raw: source.delay(dueTime, scheduler: scheduler))
    }

    /// Prints the events of every subscription, as ``ObservableType/debug(_:trimOutput:file:line:function:)``.
    ///
    /// ```swift
    /// _ = Single.just(1).debug("answer").subscribe()
    /// // … answer -> subscribed
    /// // … answer -> Event next(1)
    /// ```
    /// - Parameters:
    ///   - identifier: The name printed with each event; by default the call site.
    ///   - trimOutput: Whether to shorten long event descriptions.
    ///   - file: The file of the call, for the default identifier.
    ///   - line: The line of the call, for the default identifier.
    ///   - function: The function of the call, for the default identifier.
    /// - Returns: The same trait.
    public func debug(
        _ identifier: String? = nil, trimOutput: Bool = false, file: String = #file, line: UInt = #line,
        function: String = #function
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(
            raw: source.debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function))
    }

    /// A trait that, per subscription, makes a resource and the trait that uses it; the
    /// resource is disposed when the subscription ends (see ``ObservableType/using(_:observableFactory:)``).
    ///
    /// ```swift
    /// final class Connection: Disposable { func dispose() { print("closed") } }
    /// _ = Single.using({ Connection() }, primitiveSequenceFactory: { _ in Single.just(1) })
    ///     .subscribe(onSuccess: { print($0) })
    /// // 1
    /// // closed
    /// ```
    /// - Parameters:
    ///   - resourceFactory: Makes the resource of one subscription.
    ///   - primitiveSequenceFactory: Makes the trait that uses it.
    /// - Returns: The trait, tied to the resource's lifetime.
    public static func using<Resource: Disposable>(
        _ resourceFactory: @escaping () throws -> Resource,
        primitiveSequenceFactory: @escaping (Resource) throws -> PrimitiveSequence<Trait, Element>
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(
            raw: Observable.using(
                resourceFactory, observableFactory: { try primitiveSequenceFactory($0).source }))
    }
}
