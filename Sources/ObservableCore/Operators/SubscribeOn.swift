import InternalReactiveUtilities

extension ObservableType {
    /// Subscribes to the source on `scheduler`, and disposes that subscription on `scheduler`
    /// too. Events are delivered wherever the source sends them.
    ///
    /// Use it to start expensive or thread-bound work (a blocking read, a delegate that must be
    /// set on the main thread) somewhere other than the subscribing thread.
    ///
    /// ```swift
    /// let worker = SerialDispatchQueueScheduler(internalSerialQueueName: "worker")
    /// _ = Observable<String>.create { observer in
    ///     observer.onNext("subscribed on worker")
    ///     observer.onCompleted()
    ///     return Disposables.create()
    /// }
    /// .subscribe(on: worker)
    /// .subscribe(onNext: { print($0) })
    /// // subscribed on worker
    /// ```
    /// - Parameter scheduler: Where to subscribe and dispose.
    /// - Returns: The same events.
    public func subscribe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        // The source itself, not `asObservable()`: a source that is not an `Observable` (a test
        // observable) keeps its subscription until this operator disposes it, through the
        // scheduler, as RxSwift's `subscribe(on:)` does — even when the source ends by itself.
        let source = self
        return Producer { downstream in
            let sink = _Sink<Element>(downstream: downstream)
            // Holds first the pending schedule, then the subscription (wrapped so that disposing
            // it hops to the scheduler); disposing the sink disposes whichever it holds.
            let subscription = SerialDisposable()
            let cancelSchedule = SingleAssignmentDisposable()
            subscription.disposable = cancelSchedule
            sink.setUpstream(subscription)
            cancelSchedule.setDisposable(
                scheduler.schedule(()) { _ in
                    guard !sink.isDisposed else { return Disposables.create() }
                    let inner = source.subscribe(AnyObserver(eventHandler: sink.forward))
                    subscription.disposable = ScheduledDisposable(scheduler: scheduler, disposable: inner)
                    return Disposables.create()
                })
            return sink
        }
    }

    /// Subscribes to the source on `scheduler`.
    /// - Parameter scheduler: Where to subscribe and dispose.
    /// - Returns: The same events.
    @available(*, deprecated, renamed: "subscribe(on:)")
    public func subscribeOn(_ scheduler: ImmediateSchedulerType) -> Observable<Element> {
        subscribe(on: scheduler)
    }
}
