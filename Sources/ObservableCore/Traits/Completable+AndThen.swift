extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// Continues with `second` once this completable completes; its error fails the result
    /// without subscribing to `second`.
    ///
    /// ```swift
    /// _ = Completable.empty().andThen(Single.just("logged in")).subscribe(onSuccess: { print($0) })
    /// // logged in
    /// ```
    /// - Parameter second: The single to run next.
    /// - Returns: A single with the outcome of `second`.
    public func andThen<Result>(_ second: Single<Result>) -> Single<Result> {
        Single(raw: andThenObservable(second.source))
    }

    /// Continues with `second` once this completable completes; its error fails the result
    /// without subscribing to `second`.
    ///
    /// ```swift
    /// _ = Completable.empty().andThen(Maybe.just(1)).subscribe(onSuccess: { print($0) }) // 1
    /// ```
    /// - Parameter second: The maybe to run next.
    /// - Returns: A maybe with the outcome of `second`.
    public func andThen<Result>(_ second: Maybe<Result>) -> Maybe<Result> {
        Maybe(raw: andThenObservable(second.source))
    }

    /// Continues with `second` once this completable completes; its error fails the result
    /// without subscribing to `second`.
    ///
    /// ```swift
    /// _ = Completable.empty().andThen(Completable.empty()).subscribe(onCompleted: { print("both") })
    /// // both
    /// ```
    /// - Parameter second: The completable to run next.
    /// - Returns: A completable that completes when `second` does.
    public func andThen(_ second: Completable) -> Completable {
        Completable(raw: andThenObservable(second.source))
    }

    /// Continues with `second` once this completable completes; its error fails the result
    /// without subscribing to `second`.
    ///
    /// ```swift
    /// _ = Completable.empty().andThen(Observable.of(1, 2)).subscribe(onNext: { print($0) })
    /// // 1
    /// // 2
    /// ```
    /// - Parameter second: The observable to run next.
    /// - Returns: The events of `second`.
    public func andThen<Result>(_ second: Observable<Result>) -> Observable<Result> {
        andThenObservable(second)
    }

    private func andThenObservable<Result>(_ second: Observable<Result>) -> Observable<Result> {
        let first = primitiveSequence.source
        return Producer { downstream in
            let sink = _Sink<Result>(downstream: downstream)
            let serial = SerialDisposable()
            let firstSubscription = SingleAssignmentDisposable()
            serial.disposable = firstSubscription
            sink.setUpstream(serial)
            firstSubscription.setDisposable(
                first.subscribeHandler { event in
                    guard !sink.isDisposed else { return }
                    switch event {
                    case .next: break
                    case .error(let error): sink.forwardError(error)
                    case .completed:
                        let secondSubscription = SingleAssignmentDisposable()
                        serial.disposable = secondSubscription
                        secondSubscription.setDisposable(second.subscribeHandler(sink.forward))
                    }
                })
            return sink
        }
    }
}
