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
struct DebounceState<Element>: HeldElementState {
    var id: UInt64 = 0
    var held: Element?
}

final class DebounceSink<Element>: HeldElementSink<Element, DebounceState<Element>>, @unchecked Sendable {
    // Adds only `let`s; its state is guarded by the base class's gate.
    private let dueTime: RxTimeInterval

    init(dueTime: RxTimeInterval, scheduler: SchedulerType, downstream: @escaping EventHandler<Element>) {
        self.dueTime = dueTime
        super.init(scheduler: scheduler, downstream: downstream)
    }

    func on(_ event: Event<Element>) {
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            let id = gate.withState { state -> UInt64 in
                state.id &+= 1
                state.held = element
                return state.id
            }
            // The timer holds the sink until it fires or the sink is disposed, as in RxSwift.
            timer.disposable = scheduler.scheduleRelative((self, id), dueTime: dueTime) { sink, id in
                sink.fire(id)
                return Disposables.create()
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
                    defer { state.held = nil }
                    return state.held.map { .lastThenCompleted($0) } ?? .event(.completed)
                })
        }
    }

    private func fire(_ id: UInt64) {
        send(
            { state in
                guard state.id == id, let value = state.held else { return nil }
                state.held = nil
                return .event(.next(value))
            })
    }
}
