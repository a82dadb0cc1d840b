extension ObservableType {
    /// Fails with ``RxError/timeout`` when `dueTime` passes without an event: after subscribing,
    /// or after the last element. As in RxSwift.
    ///
    /// ```swift
    /// _ = response
    ///     .timeout(.seconds(5), scheduler: MainScheduler.instance)
    ///     .subscribe(onError: { print($0) })
    /// // Sequence timeout.   (if nothing came within 5 s)
    /// ```
    /// - Parameters:
    ///   - dueTime: The longest wait allowed before the first event and between elements.
    ///   - scheduler: Where the timers run.
    /// - Returns: The source's events, or a timeout error.
    public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        timeout(dueTime, other: Observable<Element>.error(RxError.timeout), scheduler: scheduler)
    }

    /// Switches to `other` when `dueTime` passes without an event: after subscribing, or after
    /// the last element. The source is disposed when it times out. As in RxSwift.
    ///
    /// ```swift
    /// _ = liveScore
    ///     .timeout(.seconds(10), other: cachedScore, scheduler: MainScheduler.instance)
    ///     .subscribe(onNext: { print($0) })
    /// // live scores, then the cached score's elements if the live feed stays silent 10 s
    /// ```
    /// - Parameters:
    ///   - dueTime: The longest wait allowed before the first event and between elements.
    ///   - other: The sequence to continue with after a timeout.
    ///   - scheduler: Where the timers run.
    /// - Returns: The source's events until a timeout, then `other`'s.
    public func timeout<Other: ObservableConvertibleType>(
        _ dueTime: RxTimeInterval, other: Other, scheduler: SchedulerType
    ) -> Observable<Element> where Other.Element == Element {
        let source = asObservable()
        let other = other.asObservable()
        return Producer { downstream in
            let sink = TimeoutSink(
                dueTime: dueTime, other: other, scheduler: scheduler, downstream: downstream)
            sink.run(source: source)
            return sink
        }
    }
}

/// Each element restarts the timer under a new id; a timer whose id is still current when it
/// fires switches the sink to `other` for good, and the source's later events are ignored.
final class TimeoutSink<Element>: _Sink<Element>, @unchecked Sendable {  // `gate` guards `State`.
    private struct State {
        var id = 0
        var isSwitched = false
    }

    private let dueTime: RxTimeInterval
    private let other: Observable<Element>
    private let scheduler: SchedulerType
    private let gate = _SerialGate<State, Event<Element>>(State())
    private let timer = SerialDisposable()
    /// The source's subscription, then `other`'s.
    private let subscription = SerialDisposable()

    init(
        dueTime: RxTimeInterval, other: Observable<Element>, scheduler: SchedulerType,
        downstream: @escaping EventHandler<Element>
    ) {
        self.dueTime = dueTime
        self.other = other
        self.scheduler = scheduler
        super.init(downstream: downstream)
    }

    func run(source: Observable<Element>) {
        let original = SingleAssignmentDisposable()
        subscription.disposable = original
        setUpstream(subscription)
        startTimer(id: 0)
        original.setDisposable(source.subscribeHandler(onSource))
    }

    private func onSource(_ event: Event<Element>) {
        guard !isDisposed else { return }
        var restart: Int?
        gate.send(
            { state in
                guard !state.isSwitched else { return nil }
                state.id &+= 1
                if case .next = event { restart = state.id }
                return event
            }, deliver: { forward($0) })
        if let restart { startTimer(id: restart) }
    }

    private func startTimer(id: Int) {
        // An element delivered reentrantly started a newer timer already; this one is stale.
        guard !isDisposed, gate.withState({ $0.id == id }) else { return }
        timer.disposable = scheduler.scheduleRelative((self, id), dueTime: dueTime) { sink, id in
            sink.timerFired(id)
            return Disposables.create()
        }
    }

    private func timerFired(_ id: Int) {
        let wins = gate.withState { state -> Bool in
            guard state.id == id, !state.isSwitched else { return false }
            state.isSwitched = true
            return true
        }
        guard wins, !isDisposed else { return }
        // Replacing the source's subscription disposes it.
        subscription.disposable = other.subscribeHandler { [self] event in
            gate.send(event, deliver: { forward($0) })
        }
    }

    override func disposeResources() {
        timer.dispose()
    }
}
