import InternalReactiveUtilities

extension ObservableType {
    /// Subscribes to `self` again each time it fails, for as long as it takes.
    ///
    /// ```swift
    /// var attempts = 0
    /// _ = Observable<String>.deferred {
    ///     attempts += 1
    ///     return attempts < 3 ? .error(RxError.unknown) : .just("attempt \(attempts)")
    /// }
    /// .retry()
    /// .subscribe(onNext: { print($0) })
    /// // attempt 3
    /// ```
    /// > Warning: A source that always fails synchronously makes this loop forever.
    /// - Returns: The sequence, resubscribed after each error.
    public func retry() -> Observable<Element> {
        retry(attempts: nil)
    }

    /// Subscribes to `self` up to `maxAttemptCount` times in all, resubscribing after each
    /// error; the last attempt's error is delivered.
    ///
    /// `retry(0)` completes at once without subscribing, as in RxSwift.
    ///
    /// ```swift
    /// struct Failure: Error {}
    /// _ = Observable<Int>.create { observer in
    ///     observer.onNext(1)
    ///     observer.onError(Failure())
    ///     return Disposables.create()
    /// }
    /// .retry(2)
    /// .subscribe { print($0) }
    /// // next(1)
    /// // next(1)
    /// // error(Failure())
    /// ```
    /// - Parameter maxAttemptCount: How many subscriptions to make in all; must not be negative.
    /// - Returns: The sequence, resubscribed after each error up to the limit.
    public func retry(_ maxAttemptCount: Int) -> Observable<Element> {
        precondition(
            maxAttemptCount >= 0,
            "retry(_:): the attempt count must not be negative (got \(maxAttemptCount)).")
        guard maxAttemptCount > 0 else { return Observable.empty() }
        return retry(attempts: maxAttemptCount)
    }

    private func retry(attempts: Int?) -> Observable<Element> {
        let source = asObservable()
        return Producer { downstream in
            let sink = RetrySink(source: source, attempts: attempts, downstream: downstream)
            sink.start()
            return sink
        }
    }
}

/// Resubscribes after errors. A source that fails while it is being subscribed (synchronously)
/// does not subscribe again from inside its own `subscribe`: it asks the loop in
/// ``resubscribeLoop()`` to go round once more, so the stack stays flat however many attempts
/// there are, on any thread.
final class RetrySink<Element>: _Sink<Element>, @unchecked Sendable {  // `loop` guards `Loop`.
    private struct Loop {
        /// Someone is inside ``resubscribeLoop()``.
        var isSubscribing = true
        /// An error arrived while subscribing: go round again.
        var isResubscribeRequested = false
        /// Subscriptions still allowed after the current one; `nil` without limit.
        var attemptsLeft: Int?
    }

    private let source: Observable<Element>
    private let serial = SerialDisposable()
    private let loop: Locked<Loop>

    init(source: Observable<Element>, attempts: Int?, downstream: @escaping EventHandler<Element>) {
        self.source = source
        self.loop = Locked(Loop(attemptsLeft: attempts.map { $0 - 1 }))
        super.init(downstream: downstream)
    }

    func start() {
        setUpstream(serial)
        resubscribeLoop()
    }

    private func on(_ event: Event<Element>) {
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            forwardNext(element)
        case .completed:
            forwardCompleted()
        case .error(let error):
            let decision = loop.withLock { loop -> RetryDecision in
                if let attemptsLeft = loop.attemptsLeft {
                    guard attemptsLeft > 0 else { return .fail }
                    loop.attemptsLeft = attemptsLeft - 1
                }
                if loop.isSubscribing {
                    loop.isResubscribeRequested = true
                    return .deferred
                }
                loop.isSubscribing = true
                return .subscribe
            }
            switch decision {
            case .fail: forwardError(error)
            case .deferred: break
            case .subscribe: resubscribeLoop()
            }
        }
    }

    /// Runs with `isSubscribing` set, which makes the caller the only one subscribing.
    private func resubscribeLoop() {
        repeat {
            if isDisposed {
                loop.withLock { $0.isSubscribing = false }
                return
            }
            let subscription = SingleAssignmentDisposable()
            serial.disposable = subscription
            subscription.setDisposable(source.subscribeHandler { [self] event in on(event) })
        } while loop.withLock { loop in
            if loop.isResubscribeRequested {
                loop.isResubscribeRequested = false
                return true
            }
            loop.isSubscribing = false
            return false
        }
    }
}

/// What an error means for ``RetrySink``: deliver it, leave the resubscription to the loop
/// that is running, or start the loop.
private enum RetryDecision {
    case fail, deferred, subscribe
}
