/// The state of a ``CountOrTimeWindowSink``: what the operator keeps for the open window, and
/// that window's id.
protocol CountOrTimeWindowState {
    /// The open window's id; advanced by whoever closes the window.
    var window: Int { get set }
    init()
}

/// The sink of `buffer(timeSpan:count:scheduler:)` and `window(timeSpan:count:scheduler:)`:
/// both cut the source into windows that close after `count` elements or `timeSpan` on
/// `scheduler`, whichever comes first. Each window has an id; whoever closes a window (the
/// count, or the window's timer while its id is current) advances the id, and this sink then
/// starts the next window's timer. A timer that fires for a window closed already finds its id
/// stale and does nothing. What a window holds (an array, a subject) and what closing it
/// delivers are the subclass's: it decides them in updates passed to ``send(_:)`` and delivers
/// them in ``deliver(_:)``.
class CountOrTimeWindowSink<Element, Output, State: CountOrTimeWindowState, Work>: _Sink<Output>,
    @unchecked Sendable
{
    // `gate` guards `State`; `timer` is thread-safe.

    let timeSpan: RxTimeInterval
    let count: Int
    let scheduler: SchedulerType
    let gate = _SerialGate<State, Work>(State())
    let timer = SerialDisposable()

    init(
        timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType,
        downstream: @escaping EventHandler<Output>
    ) {
        self.timeSpan = timeSpan
        self.count = count
        self.scheduler = scheduler
        super.init(downstream: downstream)
    }

    /// Runs `update` under the lock and delivers what it returns, one delivery at a time; if
    /// `update` advanced the window id, starts the new window's timer.
    final func send(_ update: (inout State) -> Work?) {
        var opened: Int?
        gate.send(
            { state in
                let window = state.window
                let work = update(&state)
                if state.window != window { opened = state.window }
                return work
            }, deliver: { deliver($0) })
        if let opened { startTimer(window: opened) }
    }

    /// Starts the timer of the window with id `window`.
    final func startTimer(window: Int) {
        // A window closed reentrantly started a newer timer already; this one is stale.
        guard !isDisposed, gate.withState({ $0.window == window }) else { return }
        timer.disposable = scheduler.scheduleRelative((self, window), dueTime: timeSpan) { sink, window in
            sink.send { state in
                guard state.window == window else { return nil }
                return sink.closeOnTimer(&state)
            }
            return Disposables.create()
        }
    }

    /// Closes the open window because its time is up: advances `state.window` and returns what
    /// to deliver. Runs under the lock.
    func closeOnTimer(_ state: inout State) -> Work {
        rxAbstractMethod()
    }

    /// Delivers what an update returned; runs in the gate's drain loop, outside the lock.
    func deliver(_ work: Work) {
        rxAbstractMethod()
    }

    override func disposeResources() {
        timer.dispose()
    }
}
