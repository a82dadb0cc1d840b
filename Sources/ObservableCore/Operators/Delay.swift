import Dispatch
import InternalReactiveUtilities

extension ObservableType {
    /// Delivers each element and the completion `dueTime` after it arrived, in order, on
    /// `scheduler`. An error is delivered at once, dropping the elements still waiting, as in
    /// RxSwift.
    ///
    /// ```swift
    /// _ = Observable.of(1, 2)
    ///     .delay(.milliseconds(500), scheduler: MainScheduler.instance)
    ///     .subscribe(onNext: { print($0) })
    /// // 1   (after 500 ms)
    /// // 2
    /// ```
    /// - Parameters:
    ///   - dueTime: How long to hold each event.
    ///   - scheduler: Where to wait and deliver.
    /// - Returns: The delayed sequence.
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        let source = asObservable()
        return Producer { downstream in
            let sink = DelaySink(dueTime: dueTime, scheduler: scheduler, downstream: downstream)
            sink.setUpstream(source.subscribeHandler(sink.on))
            return sink
        }
    }
}

/// Holds events with their deadlines and keeps at most one timer for the oldest one.
///
/// Whoever holds `isDelivering` is the only caller of `downstream`: the timer's drain for
/// elements, or the upstream thread for an error that arrives while nothing is delivered. An
/// error that arrives during a delivery is left to the drain, which sends it next.
///
/// Deadlines are read on the scheduler's clock (`scheduler.now`), as in RxSwift, so that a
/// virtual-time scheduler (ObservableCoreTesting's `TestScheduler`) drives the operator.
final class DelaySink<Element>: _Sink<Element>, @unchecked Sendable {  // `lock` guards `State`.
    private struct State {
        var queue: [(deadline: Int64, event: Event<Element>)] = []
        var head = 0
        var isTimerActive = false
        var isDelivering = false
        var error: Swift.Error?
        /// The pending timer, and the number of the latest `schedule(after:)`.
        var timer: Disposable?
        var timerGeneration = 0
        var isTimerDisposed = false
    }

    private enum Step {
        case deliver(Event<Element>)
        case wait(RxTimeInterval)
        case stop
    }

    private let dueTime: RxTimeInterval
    private let dueNanoseconds: Int64
    private let scheduler: SchedulerType
    private let lock = Locked(State())

    init(dueTime: RxTimeInterval, scheduler: SchedulerType, downstream: @escaping EventHandler<Element>) {
        self.dueTime = dueTime
        dueNanoseconds = dueTime.nanosecondsValue
        self.scheduler = scheduler
        super.init(downstream: downstream)
    }

    func on(_ event: Event<Element>) {
        guard !isDisposed else { return }
        if case .error(let error) = event {
            let sendNow = lock.withLock { state -> Bool in
                state.error = error
                guard !state.isDelivering else { return false }
                state.isDelivering = true
                return true
            }
            if sendNow { forwardError(error) }
            return
        }
        let deadline = scheduler.now.nanosecondsSince1970 &+ dueNanoseconds
        let startTimer = lock.withLock { state -> Bool in
            state.queue.append((deadline, event))
            guard !state.isTimerActive else { return false }
            state.isTimerActive = true
            return true
        }
        if startTimer { schedule(after: dueTime) }
    }

    private func schedule(after interval: RxTimeInterval) {
        let generation = lock.withLock { state -> Int in
            state.timerGeneration += 1
            return state.timerGeneration
        }
        let scheduled = scheduler.scheduleRelative(self, dueTime: interval) { sink in
            sink.drain()
            return Disposables.create()
        }
        // The timer may fire on the scheduler's thread before `scheduleRelative` returns here,
        // and its drain may already have scheduled a newer timer: this older one must not
        // replace (and so cancel) that one. Disposed outside the lock: it calls out.
        let obsolete = lock.withLock { state -> Disposable? in
            guard generation == state.timerGeneration, !state.isTimerDisposed else { return scheduled }
            defer { state.timer = scheduled }
            return state.timer
        }
        obsolete?.dispose()
    }

    /// Delivers one event per timer, as RxSwift does: the next one, even if it is already due,
    /// waits for a timer of its own (on a virtual-time scheduler, one more tick). Only an error
    /// follows the delivered event at once.
    private func drain() {
        var hasDelivered = false
        while !isDisposed {
            switch nextStep(hasDelivered: hasDelivered) {
            case .deliver(let event):
                forward(event)
                lock.withLock { $0.isDelivering = false }
                hasDelivered = true
            case .wait(let remaining):
                schedule(after: remaining)
                return
            case .stop:
                return
            }
        }
    }

    private func nextStep(hasDelivered: Bool) -> Step {
        let now = scheduler.now.nanosecondsSince1970
        return lock.withLock { state -> Step in
            if state.isDelivering { return .stop }
            if let error = state.error {
                state.isDelivering = true
                return .deliver(.error(error))
            }
            guard state.head < state.queue.count else {
                state.isTimerActive = false
                state.queue = []
                state.head = 0
                return .stop
            }
            let (deadline, event) = state.queue[state.head]
            guard deadline <= now, !hasDelivered else {
                return .wait(.nanoseconds(Int(clamping: max(deadline - now, 0))))
            }
            state.head += 1
            if state.head >= 64 && state.head * 2 >= state.queue.count {
                state.queue.removeFirst(state.head)
                state.head = 0
            }
            state.isDelivering = true
            return .deliver(event)
        }
    }

    override func disposeResources() {
        let (dropped, timer) = lock.withLock {
            state -> ([(deadline: Int64, event: Event<Element>)], Disposable?) in
            defer {
                state.queue = []
                state.head = 0
                state.timer = nil
                state.isTimerDisposed = true
            }
            return (state.queue, state.timer)
        }
        // Released outside the lock: dropping elements may run their deinit.
        _ = dropped
        timer?.dispose()
    }
}
