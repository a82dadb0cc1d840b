import InternalReactiveUtilities

extension ObservableType {
    /// Subscribes to `self` again each time it fails with a `Failure` and the sequence that
    /// `notificationHandler` made from the errors emits; when that sequence completes or fails,
    /// the result completes or fails with it. An error of another type fails the result at once.
    ///
    /// `notificationHandler` runs once per subscription, with the sequence of errors.
    ///
    /// ```swift
    /// var attempts = 0
    /// _ = Observable<String>.deferred {
    ///     attempts += 1
    ///     return attempts < 3 ? .error(RxError.unknown) : .just("attempt \(attempts)")
    /// }
    /// .retry(when: { (errors: Observable<RxError>) in errors.take(5) })
    /// .subscribe { print($0) }
    /// // next(attempt 3)
    /// // completed
    /// ```
    /// - Parameter notificationHandler: Makes, from the errors, the sequence whose elements
    ///   trigger the resubscriptions.
    /// - Returns: The sequence, resubscribed after errors.
    public func retry<Failure: Swift.Error, Trigger: ObservableType>(
        when notificationHandler: @escaping (Observable<Failure>) -> Trigger
    ) -> Observable<Element> {
        retrying(when: notificationHandler)
    }

    private func retrying<Failure: Swift.Error, Trigger: ObservableType>(
        when notificationHandler: @escaping (Observable<Failure>) -> Trigger
    ) -> Observable<Element> {
        let source = asObservable()
        return Producer { downstream in
            let sink = RetryWhenSink<Element, Failure, Trigger.Element>(
                source: source, downstream: downstream)
            sink.run(triggers: notificationHandler(sink.errors.asObservable()).asObservable())
            return sink
        }
    }

    /// Subscribes to `self` again each time it fails and the sequence that
    /// `notificationHandler` made from the errors emits; when that sequence completes or fails,
    /// the result completes or fails with it.
    ///
    /// ```swift
    /// struct Failure: Error {}
    /// _ = Observable<Int>.error(Failure())
    ///     .retry(when: { errors in errors.take(2) })
    ///     .subscribe { print($0) }
    /// // completed
    /// ```
    /// - Parameter notificationHandler: Makes, from the errors, the sequence whose elements
    ///   trigger the resubscriptions.
    /// - Returns: The sequence, resubscribed after errors.
    public func retry<Trigger: ObservableType>(
        when notificationHandler: @escaping (Observable<Swift.Error>) -> Trigger
    ) -> Observable<Element> {
        retrying(when: notificationHandler)
    }

    /// The RxSwift 5 spelling of `retry(when:)`.
    /// - Parameter notificationHandler: Makes, from the errors, the sequence whose elements
    ///   trigger the resubscriptions.
    /// - Returns: The sequence, resubscribed after errors.
    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen<Failure: Swift.Error, Trigger: ObservableType>(
        _ notificationHandler: @escaping (Observable<Failure>) -> Trigger
    ) -> Observable<Element> {
        retry(when: notificationHandler)
    }

    /// The RxSwift 5 spelling of `retry(when:)`.
    /// - Parameter notificationHandler: Makes, from the errors, the sequence whose elements
    ///   trigger the resubscriptions.
    /// - Returns: The sequence, resubscribed after errors.
    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen<Trigger: ObservableType>(
        _ notificationHandler: @escaping (Observable<Swift.Error>) -> Trigger
    ) -> Observable<Element> {
        retry(when: notificationHandler)
    }
}

/// Resubscribes when the trigger sequence emits after an error. As in ``RetrySink``, a
/// resubscription asked for while subscribing (a source that fails synchronously and a trigger
/// that answers at once) is run by the loop already running, so the stack stays flat.
final class RetryWhenSink<Element, Failure: Swift.Error, Trigger>: _Sink<Element>, @unchecked Sendable {
    // `loop` guards `Loop`; the subjects and disposables are thread-safe.
    private struct Loop {
        var isSubscribing = true
        var isResubscribeRequested = false
    }

    let errors = PublishSubject<Failure>()
    private let triggers = PublishSubject<Trigger>()
    private let source: Observable<Element>
    /// The current attempt: its source subscription and, after its error, its trigger
    /// subscription. Replacing it ends the previous attempt.
    private let attempt = SerialDisposable()
    private let handlerSubscription = SingleAssignmentDisposable()
    private let loop = Locked(Loop())

    init(source: Observable<Element>, downstream: @escaping EventHandler<Element>) {
        self.source = source
        super.init(downstream: downstream)
    }

    /// The trigger sequence is subscribed first, then the source, as in RxSwift.
    func run(triggers handler: Observable<Trigger>) {
        setUpstream(Disposables.create(attempt, handlerSubscription))
        handlerSubscription.setDisposable(handler.subscribeHandler(triggers.on))
        subscribeLoop()
    }

    private func subscribeLoop() {
        repeat {
            if isDisposed {
                loop.withLock { $0.isSubscribing = false }
                return
            }
            let sourceSubscription = SingleAssignmentDisposable()
            let triggerSubscription = SingleAssignmentDisposable()
            attempt.disposable = Disposables.create(sourceSubscription, triggerSubscription)
            sourceSubscription.setDisposable(
                source.subscribeHandler { [self] event in
                    onSource(
                        event, sourceSubscription: sourceSubscription,
                        triggerSubscription: triggerSubscription)
                })
        } while loop.withLock { loop in
            if loop.isResubscribeRequested {
                loop.isResubscribeRequested = false
                return true
            }
            loop.isSubscribing = false
            return false
        }
    }

    private func onSource(
        _ event: Event<Element>, sourceSubscription: Disposable,
        triggerSubscription: SingleAssignmentDisposable
    ) {
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            forwardNext(element)
        case .completed:
            forwardCompleted()
        case .error(let error):
            guard let failure = error as? Failure else {
                forwardError(error)
                return
            }
            sourceSubscription.dispose()
            triggerSubscription.setDisposable(triggers.subscribeHandler { [self] in onTrigger($0) })
            errors.onNext(failure)
        }
    }

    private func onTrigger(_ event: Event<Trigger>) {
        guard !isDisposed else { return }
        switch event {
        case .next:
            let start = loop.withLock { loop -> Bool in
                if loop.isSubscribing {
                    loop.isResubscribeRequested = true
                    return false
                }
                loop.isSubscribing = true
                return true
            }
            if start { subscribeLoop() }
        case .error(let error):
            forwardError(error)
        case .completed:
            forwardCompleted()
        }
    }
}
