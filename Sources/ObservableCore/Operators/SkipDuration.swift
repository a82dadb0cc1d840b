import Synchronization

extension ObservableType {
    /// Drops the elements emitted during the first `duration` of the subscription, timed on
    /// `scheduler`, and emits the rest; stop events pass at any time.
    ///
    /// As in RxSwift, the timer starts before the source is subscribed.
    ///
    /// ```swift
    /// let values = PublishSubject<Int>()
    /// _ = values.skip(.seconds(1), scheduler: MainScheduler.instance)
    ///     .subscribe(onNext: { print($0) })
    /// values.onNext(1)  // dropped: within the first second
    /// // one second later:
    /// values.onNext(2)
    /// // 2
    /// ```
    /// - Parameters:
    ///   - duration: How long to drop elements for.
    ///   - scheduler: Where the timer runs.
    /// - Returns: The elements emitted after `duration`.
    public func skip(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        let source = asObservable()
        return Producer { downstream in
            let sink = SkipDurationSink<Element>(downstream: downstream)
            sink.run(source: source, duration: duration, scheduler: scheduler)
            return sink
        }
    }
}

final class SkipDurationSink<Element>: _Sink<Element>, @unchecked Sendable {  // `isOpen` is atomic.
    /// Set by the timer, which may fire on another thread than the source's.
    private let isOpen = Atomic<Bool>(false)

    func run(source: Observable<Element>, duration: RxTimeInterval, scheduler: SchedulerType) {
        let timer = scheduler.scheduleRelative(self, dueTime: duration) { sink in
            sink.isOpen.store(true, ordering: .releasing)
            return Disposables.create()
        }
        let subscription = source.subscribeHandler { [self] event in
            switch event {
            case .next(let element):
                if isOpen.load(ordering: .acquiring) { forwardNext(element) }
            case .error, .completed:
                forwardStop(event)
            }
        }
        setUpstream(Disposables.create(timer, subscription))
    }
}
