extension ObservableType {
    /// Subscribes to this sequence `dueTime` after the subscription is made, on `scheduler`;
    /// its events then pass through unchanged, as in RxSwift.
    ///
    /// Disposing before the time is up cancels the wait: the source is never subscribed.
    ///
    /// ```swift
    /// _ = Observable.of(1, 2)
    ///     .delaySubscription(.seconds(1), scheduler: MainScheduler.instance)
    ///     .subscribe(onNext: { print($0) })
    /// // 1   (subscribed after 1 s)
    /// // 2
    /// ```
    /// - Parameters:
    ///   - dueTime: How long to wait before subscribing.
    ///   - scheduler: Where to wait and subscribe.
    /// - Returns: The sequence, subscribed `dueTime` later.
    public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element>
    {
        let source = asObservable()
        return Producer { downstream in
            let sink = _Sink<Element>(downstream: downstream)
            // The scheduler disposes what the action returned (the source's subscription) when
            // the sink disposes the scheduled work, or cancels the action if it has not run.
            sink.setUpstream(
                scheduler.scheduleRelative(sink, dueTime: dueTime) { sink in
                    source.subscribeHandler(sink.forward)
                })
            return sink
        }
    }
}
