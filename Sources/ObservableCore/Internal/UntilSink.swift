/// The sink of `skip(until:)` and `take(until:)`: the source's elements pass on one side of the
/// trigger's first element and not on the other. `skip` drops them until the trigger emits,
/// `take` lets them through until it emits and then completes. An error of the trigger fails
/// the result in both; its completion changes nothing.
///
/// It derives from ``_SinkBase`` rather than ``_Sink`` to own its downstream handler: when the
/// subscription ends with no event for downstream (`skip`'s source completing before the
/// trigger), the handler, and the subscriber's closures it holds, go at once, as RxSwift's
/// disposer drops its sink then, instead of when the subscriber disposes.
final class UntilSink<Element>: _SinkBase, @unchecked Sendable {
    // `downstream` is read and cleared only by the thread holding the gate's turn, which orders
    // those accesses; the gate's state says whether the trigger has emitted;
    // `triggerSubscription` is thread-safe.

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
    /// Every delivery goes through the gate, so only its turn's holder touches this; `nil` once
    /// the subscription ended without an event.
    private var downstream: EventHandler<Element>?

    init(mode: Mode, downstream: @escaping EventHandler<Element>) {
        self.mode = mode
        self.downstream = downstream
        super.init()
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

    /// Runs holding the gate's turn (every caller is a `gate.send`).
    private func deliver(_ work: Work) {
        guard let downstream else { return }
        switch work {
        case .forward(let event):
            if case .next = event {
                if !isDisposed { downstream(event) }
            } else {
                stop(event, deliver: downstream)
            }
        case .end:
            dispose()
            // Nothing will reach downstream any more: let go of it now, not when the subscriber
            // disposes (which may be never, for a subscription kept in a property). No lock is
            // held; the turn only keeps other deliveries out until this one returns.
            self.downstream = nil
        }
    }

    override func disposeResources() {
        triggerSubscription.dispose()
    }
}
