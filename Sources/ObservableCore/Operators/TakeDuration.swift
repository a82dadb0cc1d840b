extension ObservableType {
    /// Emits the elements of this sequence for `duration` from the subscription, timed on
    /// `scheduler`, then completes and disposes the source.
    ///
    /// As in RxSwift, the timer starts before the source is subscribed; the timer's completion
    /// and the source's events are delivered one at a time, whatever thread each comes from.
    ///
    /// ```swift
    /// _ = Observable<Int>.interval(.milliseconds(300), scheduler: MainScheduler.instance)
    ///     .take(for: .seconds(1), scheduler: MainScheduler.instance)
    ///     .subscribe(onNext: { print($0) }, onCompleted: { print("done") })
    /// // 0
    /// // 1
    /// // 2
    /// // done   (after 1 s)
    /// ```
    /// - Parameters:
    ///   - duration: How long to take elements for.
    ///   - scheduler: Where the timer runs.
    /// - Returns: The elements emitted during `duration`.
    public func take(for duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        let source = asObservable()
        return Producer { downstream in
            let sink = TakeDurationSink<Element>(downstream: downstream)
            sink.run(source: source, duration: duration, scheduler: scheduler)
            return sink
        }
    }

    /// The RxSwift 5 spelling of ``take(for:scheduler:)``.
    /// - Parameters:
    ///   - duration: How long to take elements for.
    ///   - scheduler: Where the timer runs.
    /// - Returns: The elements emitted during `duration`.
    @available(*, deprecated, renamed: "take(for:scheduler:)")
    public func take(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        take(for: duration, scheduler: scheduler)
    }
}

final class TakeDurationSink<Element>: _Sink<Element>, @unchecked Sendable {  // The gate only serializes.
    private let gate = _SerialGate<Void, Event<Element>>(())

    func run(source: Observable<Element>, duration: RxTimeInterval, scheduler: SchedulerType) {
        let timer = scheduler.scheduleRelative(self, dueTime: duration) { sink in
            sink.gate.send(.completed, deliver: { sink.forward($0) })
            return Disposables.create()
        }
        let subscription = source.subscribeHandler { [self] in gate.send($0, deliver: { forward($0) }) }
        setUpstream(Disposables.create(timer, subscription))
    }
}
