extension ObservableType {
    /// Collects elements into arrays, emitting one when it holds `count` elements or when
    /// `timeSpan` has passed since the previous array went out, whichever comes first, so an
    /// array may be empty. On completion the array being filled goes out, then the completion;
    /// an error drops it. As in RxSwift.
    ///
    /// ```swift
    /// _ = Observable.of(1, 2, 3, 4, 5)
    ///     .buffer(timeSpan: .seconds(1), count: 2, scheduler: MainScheduler.instance)
    ///     .subscribe(onNext: { print($0) })
    /// // [1, 2]
    /// // [3, 4]
    /// // [5]
    /// ```
    /// - Parameters:
    ///   - timeSpan: The longest time an array is filled before it goes out.
    ///   - count: The most elements an array holds.
    ///   - scheduler: Where the timers run.
    /// - Returns: The arrays.
    public func buffer(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) -> Observable<
        [Element]
    > {
        let source = asObservable()
        return Producer { downstream in
            let sink = BufferSink<Element>(
                timeSpan: timeSpan, count: count, scheduler: scheduler, downstream: downstream)
            sink.startTimer(window: 0)
            sink.setUpstream(source.subscribeHandler(sink.on))
            return sink
        }
    }
}

/// Fills an array under a window id; whoever closes the window (the count, or the window's
/// timer while its id is current) emits the array and starts the next window's timer.
final class BufferSink<Element>: Sink<[Element]>, @unchecked Sendable {  // `gate` guards `State`.
    private struct State {
        var buffer: [Element] = []
        var window = 0
    }

    private enum Work {
        case event(Event<[Element]>)
        case lastThenCompleted([Element])
    }

    private let timeSpan: RxTimeInterval
    private let count: Int
    private let scheduler: SchedulerType
    private let gate = SerialGate<State, Work>(State())
    private let timer = SerialDisposable()

    init(
        timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType,
        downstream: @escaping EventHandler<[Element]>
    ) {
        self.timeSpan = timeSpan
        self.count = count
        self.scheduler = scheduler
        super.init(downstream: downstream)
    }

    func on(_ event: Event<Element>) {
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            var nextWindow: Int?
            gate.send(
                { state in
                    state.buffer.append(element)
                    guard state.buffer.count == count else { return nil }
                    return closeWindow(&state, next: &nextWindow)
                }, deliver: { deliver($0) })
            if let nextWindow { startTimer(window: nextWindow) }
        case .error(let error):
            gate.send(
                { state in
                    state.buffer = []
                    return .event(.error(error))
                }, deliver: { deliver($0) })
        case .completed:
            gate.send(
                { state in
                    defer { state.buffer = [] }
                    return .lastThenCompleted(state.buffer)
                }, deliver: { deliver($0) })
        }
    }

    func startTimer(window: Int) {
        // A window closed reentrantly started a newer timer already; this one is stale.
        guard !isDisposed, gate.withState({ $0.window == window }) else { return }
        timer.disposable = scheduler.scheduleRelative((self, window), dueTime: timeSpan) { sink, window in
            sink.timerFired(window)
            return Disposables.create()
        }
    }

    private func timerFired(_ window: Int) {
        var nextWindow: Int?
        gate.send(
            { state in
                guard state.window == window else { return nil }
                return closeWindow(&state, next: &nextWindow)
            }, deliver: { deliver($0) })
        if let nextWindow { startTimer(window: nextWindow) }
    }

    private func closeWindow(_ state: inout State, next: inout Int?) -> Work {
        state.window &+= 1
        next = state.window
        defer { state.buffer = [] }
        return .event(.next(state.buffer))
    }

    private func deliver(_ work: Work) {
        switch work {
        case .event(let event):
            forward(event)
        case .lastThenCompleted(let buffer):
            forwardNext(buffer)
            forwardCompleted()
        }
    }

    override func disposeResources() {
        timer.dispose()
        // Released outside the lock: dropping the elements may run their deinit.
        let dropped = gate.withState { state -> [Element] in
            defer { state.buffer = [] }
            return state.buffer
        }
        _ = dropped
    }
}
