extension ObservableType {
    /// Emits the latest element of this sequence each time `sampler` emits (or completes), if
    /// a new one arrived since the previous tick; otherwise `defaultValue`, if given.
    ///
    /// Once this sequence has completed, the next tick emits what is pending and completes.
    /// An error of either sequence fails the result.
    ///
    /// ```swift
    /// let source = PublishSubject<Int>()
    /// let ticks = PublishSubject<Void>()
    /// _ = source.sample(ticks).subscribe(onNext: { print($0) })
    /// source.onNext(1)
    /// source.onNext(2)
    /// ticks.onNext(())
    /// ticks.onNext(())
    /// // 2
    /// ```
    /// - Parameters:
    ///   - sampler: The sequence whose elements are the sampling ticks.
    ///   - defaultValue: What to emit on a tick with no new element; by default nothing.
    /// - Returns: The sampled elements.
    public func sample<Sampler: ObservableType>(
        _ sampler: Sampler, defaultValue: Element? = nil
    ) -> Observable<Element> {
        let source = asObservable()
        let sampler = sampler.asObservable()
        return Producer { downstream in
            let sink = SampleSink(defaultValue: defaultValue, downstream: downstream)
            sink.run(source: source, sampler: sampler)
            return sink
        }
    }
}

final class SampleSink<Element>: _Sink<Element>, @unchecked Sendable {
    // The gate holds the state and serializes what is forwarded; `defaultValue` never changes.
    private struct State {
        var latest: Element?
        var sourceEnded = false
    }

    private let gate = _SerialGate<State, [Event<Element>]>(State())
    private let defaultValue: Element?
    private let sourceSubscription = SingleAssignmentDisposable()
    private let samplerSubscription = SingleAssignmentDisposable()

    init(defaultValue: Element?, downstream: @escaping EventHandler<Element>) {
        self.defaultValue = defaultValue
        super.init(downstream: downstream)
    }

    func run<Tick>(source: Observable<Element>, sampler: Observable<Tick>) {
        setUpstream(Disposables.create(sourceSubscription, samplerSubscription))
        sourceSubscription.setDisposable(source.subscribeHandler { [self] in onSource($0) })
        samplerSubscription.setDisposable(sampler.subscribeHandler { [self] in onTick($0) })
    }

    private func onSource(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            gate.send(
                { state in
                    state.latest = element; return nil
                }, deliver: { deliver($0) })
        case .error(let error):
            gate.send([.error(error)], deliver: { deliver($0) })
        case .completed:
            gate.send(
                { state in
                    state.sourceEnded = true; return nil
                }, deliver: { deliver($0) })
            sourceSubscription.dispose()
        }
    }

    private func onTick<Tick>(_ event: Event<Tick>) {
        if case .error(let error) = event {
            gate.send([.error(error)], deliver: { deliver($0) })
            return
        }
        gate.send(
            { state in
                var events: [Event<Element>] = []
                if let element = state.latest ?? defaultValue {
                    state.latest = nil
                    events.append(.next(element))
                }
                if state.sourceEnded { events.append(.completed) }
                return events.isEmpty ? nil : events
            }, deliver: { deliver($0) })
    }

    private func deliver(_ events: [Event<Element>]) {
        for event in events { forward(event) }
    }
}
