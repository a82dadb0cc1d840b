/// The sink of `skip(until:)` and `take(until:)`: the source's elements pass on one side of the
/// trigger's first element and not on the other. `skip` drops them until the trigger emits,
/// `take` lets them through until it emits and then completes. An error of the trigger fails
/// the result in both; its completion changes nothing.
final class UntilSink<Element>: _Sink<Element>, @unchecked Sendable {
    // The gate's state says whether the trigger has emitted; `triggerSubscription` is thread-safe.

    enum Mode {
        /// `skip(until:)`: the trigger opens the way.
        case skip
        /// `take(until:)`: the trigger closes it and completes the result.
        case take
    }

    private enum Work {
        case forward(Event<Element>)
        /// The source completed before the trigger opened the way: end without an event, as in
        /// RxSwift.
        case end
    }

    private let mode: Mode
    private let gate = _SerialGate<Bool, Work>(false)
    private let triggerSubscription = SingleAssignmentDisposable()

    init(mode: Mode, downstream: @escaping EventHandler<Element>) {
        self.mode = mode
        super.init(downstream: downstream)
    }

    /// As in RxSwift, `skip` subscribes the source first, then the trigger; `take` subscribes
    /// the trigger first, so that if it emits at once, nothing of the source gets through.
    func run<Trigger>(source: Observable<Element>, trigger: Observable<Trigger>) {
        switch mode {
        case .skip:
            subscribeSource(source)
            subscribeTrigger(trigger)
        case .take:
            subscribeTrigger(trigger)
            subscribeSource(source)
        }
    }

    private func subscribeSource(_ source: Observable<Element>) {
        setUpstream(
            source.subscribeHandler { [self, mode] event in
                gate.send(
                    { triggered in
                        if mode == .take { return .forward(event) }
                        switch event {
                        case .next: return triggered ? .forward(event) : nil
                        case .error: return .forward(event)
                        case .completed: return triggered ? .forward(event) : .end
                        }
                    }, deliver: { deliver($0) })
            })
    }

    private func subscribeTrigger<Trigger>(_ trigger: Observable<Trigger>) {
        triggerSubscription.setDisposable(
            trigger.subscribeHandler { [self] event in
                switch event {
                case .next:
                    switch mode {
                    case .skip:
                        gate.withState { $0 = true }
                        triggerSubscription.dispose()
                    case .take:
                        gate.send(.forward(.completed), deliver: { deliver($0) })
                    }
                case .error(let error):
                    gate.send(.forward(.error(error)), deliver: { deliver($0) })
                case .completed:
                    triggerSubscription.dispose()
                }
            })
    }

    private func deliver(_ work: Work) {
        switch work {
        case .forward(let event): forward(event)
        case .end: dispose()
        }
    }

    override func disposeResources() {
        triggerSubscription.dispose()
    }
}
