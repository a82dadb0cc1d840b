extension ObservableType {
    /// Emits an element only once `dueTime` has passed without another element; on completion
    /// the element still waiting is emitted first, as in RxSwift.
    ///
    /// ```swift
    /// // Typed into a search field at 0 s, 0.1 s and 0.2 s, then nothing.
    /// _ = searchText
    ///     .debounce(.milliseconds(300), scheduler: MainScheduler.instance)
    ///     .subscribe(onNext: { print($0) })
    /// // "swi"   (at 0.5 s)
    /// ```
    /// - Parameters:
    ///   - dueTime: How long the source must stay quiet before its last element goes out.
    ///   - scheduler: Where the timers run and the delayed elements are delivered.
    /// - Returns: The debounced sequence.
    public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        let source = asObservable()
        return Producer { downstream in
            let sink = DebounceSink(dueTime: dueTime, scheduler: scheduler, downstream: downstream)
            sink.setUpstream(source.subscribeHandler(sink.on))
            return sink
        }
    }
}

/// Keeps the latest element and the id of the timer that may emit it; an element restarts the
/// timer under a new id, so a timer that fires late for an older element finds its id stale.
final class DebounceSink<Element>: Sink<Element>, @unchecked Sendable {  // `gate` guards `State`.
    private struct State {
        var id: UInt64 = 0
        var value: Element?
    }

    private enum Work {
        case event(Event<Element>)
        case lastThenCompleted(Element)
    }

    private let dueTime: RxTimeInterval
    private let scheduler: SchedulerType
    private let gate = SerialGate<State, Work>(State())
    private let timer = SerialDisposable()

    init(dueTime: RxTimeInterval, scheduler: SchedulerType, downstream: @escaping EventHandler<Element>) {
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init(downstream: downstream)
    }

    func on(_ event: Event<Element>) {
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            let id = gate.withState { state -> UInt64 in
                state.id &+= 1
                state.value = element
                return state.id
            }
            // The timer holds the sink until it fires or the sink is disposed, as in RxSwift.
            timer.disposable = scheduler.scheduleRelative((self, id), dueTime: dueTime) { sink, id in
                sink.fire(id)
                return Disposables.create()
            }
        case .error(let error):
            gate.send(
                { state in
                    state.value = nil
                    return .event(.error(error))
                }, deliver: { deliver($0) })
        case .completed:
            gate.send(
                { state in
                    defer { state.value = nil }
                    return state.value.map { .lastThenCompleted($0) } ?? .event(.completed)
                }, deliver: { deliver($0) })
        }
    }

    private func fire(_ id: UInt64) {
        gate.send(
            { state in
                guard state.id == id, let value = state.value else { return nil }
                state.value = nil
                return .event(.next(value))
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
            defer { state.value = nil }
            return state.value
        }
        _ = dropped
    }
}
