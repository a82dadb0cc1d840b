extension ObservableType {
    /// Emits an element at once, then at most one element per `dueTime`: with `latest` (the
    /// default) the last element received during the quiet window goes out when the window ends;
    /// without it, elements received during the window are dropped. As in RxSwift.
    ///
    /// ```swift
    /// // Taps at 0 s, 0.1 s, 0.2 s and 1.5 s.
    /// _ = taps
    ///     .throttle(.seconds(1), scheduler: MainScheduler.instance)
    ///     .subscribe(onNext: { print($0) })
    /// // tap 1   (at 0 s)
    /// // tap 3   (at 1 s)
    /// // tap 4   (at 2 s)
    /// ```
    /// - Parameters:
    ///   - dueTime: The shortest time between two emitted elements.
    ///   - latest: Whether the last element of a window is emitted when the window ends.
    ///   - scheduler: Whose clock measures the windows, and where the held element is delivered.
    /// - Returns: The throttled sequence.
    public func throttle(
        _ dueTime: RxTimeInterval, latest: Bool = true, scheduler: SchedulerType
    ) -> Observable<Element> {
        let source = asObservable()
        return Producer { downstream in
            let sink = ThrottleSink(
                dueTime: dueTime, latest: latest, scheduler: scheduler, downstream: downstream)
            sink.setUpstream(source.subscribeHandler(sink.on))
            return sink
        }
    }
}

/// Remembers when it last emitted (on the scheduler's clock) and the element held for the end
/// of the window; a completion that arrives while an element is held waits for it.
final class ThrottleSink<Element>: Sink<Element>, @unchecked Sendable {  // `gate` guards `State`.
    private struct State {
        var lastSent: Int64?
        var unsent: Element?
        var isCompleted = false
    }

    private enum Work {
        case event(Event<Element>)
        case lastThenCompleted(Element)
    }

    private let dueTime: Int64
    private let latest: Bool
    private let scheduler: SchedulerType
    private let gate = SerialGate<State, Work>(State())
    private let timer = SerialDisposable()

    init(
        dueTime: RxTimeInterval, latest: Bool, scheduler: SchedulerType,
        downstream: @escaping EventHandler<Element>
    ) {
        self.dueTime = dueTime.nanosecondsValue
        self.latest = latest
        self.scheduler = scheduler
        super.init(downstream: downstream)
    }

    func on(_ event: Event<Element>) {
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            let now = scheduler.now.nanosecondsSince1970
            var wait: Int64?
            gate.send(
                { state in
                    let remaining = state.lastSent.map { dueTime &- (now &- $0) } ?? 0
                    if remaining <= 0 {
                        state.unsent = nil
                        state.lastSent = now
                        return .event(.next(element))
                    }
                    guard latest else { return nil }
                    let isTimerRunning = state.unsent != nil
                    state.unsent = element
                    if !isTimerRunning { wait = remaining }
                    return nil
                }, deliver: { deliver($0) })
            if let wait {
                timer.disposable = scheduler.scheduleRelative(
                    self, dueTime: .nanoseconds(Int(clamping: wait))
                ) {
                    sink in
                    sink.windowEnded()
                    return Disposables.create()
                }
            }
        case .error(let error):
            gate.send(
                { state in
                    state.unsent = nil
                    return .event(.error(error))
                }, deliver: { deliver($0) })
        case .completed:
            gate.send(
                { state in
                    guard state.unsent == nil else {
                        state.isCompleted = true
                        return nil
                    }
                    return .event(.completed)
                }, deliver: { deliver($0) })
        }
    }

    private func windowEnded() {
        let now = scheduler.now.nanosecondsSince1970
        gate.send(
            { state in
                guard let element = state.unsent else { return state.isCompleted ? .event(.completed) : nil }
                state.unsent = nil
                state.lastSent = now
                return state.isCompleted ? .lastThenCompleted(element) : .event(.next(element))
            }, deliver: { deliver($0) })
    }

    private func deliver(_ work: Work) {
        switch work {
        case .event(let event):
            forward(event)
        case .lastThenCompleted(let element):
            forwardNext(element)
            forwardCompleted()
        }
    }

    override func disposeResources() {
        timer.dispose()
        // Released outside the lock: dropping the element may run its deinit.
        let dropped = gate.withState { state -> Element? in
            defer { state.unsent = nil }
            return state.unsent
        }
        _ = dropped
    }
}
