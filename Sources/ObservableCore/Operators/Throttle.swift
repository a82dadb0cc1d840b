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
struct ThrottleState<Element>: HeldElementState {
    var lastSent: Int64?
    var held: Element?
    var isCompleted = false
}

final class ThrottleSink<Element>: HeldElementSink<Element, ThrottleState<Element>>, @unchecked Sendable {
    // Adds only `let`s; its state is guarded by the base class's gate.
    private let dueTime: Int64
    private let latest: Bool

    init(
        dueTime: RxTimeInterval, latest: Bool, scheduler: SchedulerType,
        downstream: @escaping EventHandler<Element>
    ) {
        self.dueTime = dueTime.nanosecondsValue
        self.latest = latest
        super.init(scheduler: scheduler, downstream: downstream)
    }

    func on(_ event: Event<Element>) {
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            let now = scheduler.now.nanosecondsSince1970
            var wait: Int64?
            send(
                { state in
                    let remaining = state.lastSent.map { dueTime &- (now &- $0) } ?? 0
                    if remaining <= 0 {
                        state.held = nil
                        state.lastSent = now
                        return .event(.next(element))
                    }
                    guard latest else { return nil }
                    let isTimerRunning = state.held != nil
                    state.held = element
                    if !isTimerRunning { wait = remaining }
                    return nil
                })
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
            send(
                { state in
                    state.held = nil
                    return .event(.error(error))
                })
        case .completed:
            send(
                { state in
                    guard state.held == nil else {
                        state.isCompleted = true
                        return nil
                    }
                    return .event(.completed)
                })
        }
    }

    private func windowEnded() {
        let now = scheduler.now.nanosecondsSince1970
        send(
            { state in
                guard let element = state.held else { return state.isCompleted ? .event(.completed) : nil }
                state.held = nil
                state.lastSent = now
                return state.isCompleted ? .lastThenCompleted(element) : .event(.next(element))
            })
    }
}
