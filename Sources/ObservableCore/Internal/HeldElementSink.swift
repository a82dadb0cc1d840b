/// The state of a ``HeldElementSink``: whatever the operator keeps, and the element it holds
/// back until its timer fires.
protocol HeldElementState<Element> {
    associatedtype Element
    /// The element held back, if any.
    var held: Element? { get set }
    init()
}

/// The sink of `debounce` and `throttle`: both hold the latest element back in `gate`'s state,
/// deliver it when a timer on `scheduler` fires, and on completion deliver a held element before
/// `completed`. What differs is when an element is held and when the timer starts: the
/// subclasses decide that, in updates passed to ``send(_:)``.
class HeldElementSink<Element, State: HeldElementState<Element>>: _Sink<Element>, @unchecked Sendable {
    // `gate` guards `State`; `timer` is thread-safe.

    /// What an update asks to deliver, after the lock is released.
    enum Work {
        case event(Event<Element>)
        case lastThenCompleted(Element)
    }

    let scheduler: SchedulerType
    let gate = _SerialGate<State, Work>(State())
    let timer = SerialDisposable()

    init(scheduler: SchedulerType, downstream: @escaping EventHandler<Element>) {
        self.scheduler = scheduler
        super.init(downstream: downstream)
    }

    /// Runs `update` under the lock and delivers what it returns, one delivery at a time.
    final func send(_ update: (inout State) -> Work?) {
        gate.send(update, deliver: { deliver($0) })
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
            defer { state.held = nil }
            return state.held
        }
        _ = dropped
    }
}
