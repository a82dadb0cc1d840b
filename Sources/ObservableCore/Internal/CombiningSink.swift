/// What one event of a source of `combineLatest` or `zip` leads to; decided under the gate's lock.
enum CombiningWork<Value, Result> {
    /// One value per source, in source order, for the result selector.
    case combine([Value])
    /// The end of the combined sequence.
    case stop(Event<Result>)
}

/// The engine shared by `combineLatest` and `zip`: it subscribes every source, lets the operator's
/// `decide` update its state under the gate's lock, and runs the result selector and the delivery
/// in the gate's drain loop — outside the lock, one at a time.
final class CombiningSink<State, Value, Result>: Sink<Result>, @unchecked Sendable {
    // Mutable state lives in `gate`; `subscriptions` is thread-safe.

    /// Updates `state` for an event of the source at `index`; pure, it runs under the lock.
    typealias Decide = (_ event: Event<Value>, _ index: Int, _ state: inout State) -> CombiningWork<
        Value, Result
    >?

    private let decide: Decide
    private let resultSelector: ([Value]) throws -> Result
    private let gate: SerialGate<State, CombiningWork<Value, Result>>
    private let subscriptions = CompositeDisposable()

    private init(
        state: State, decide: @escaping Decide, resultSelector: @escaping ([Value]) throws -> Result,
        downstream: @escaping EventHandler<Result>
    ) {
        self.decide = decide
        self.resultSelector = resultSelector
        gate = SerialGate(state)
        super.init(downstream: downstream)
    }

    /// An observable that combines `sources`; each subscription starts from `initialState`.
    static func observable(
        _ sources: [Observable<Value>], initialState: State, decide: @escaping Decide,
        resultSelector: @escaping ([Value]) throws -> Result
    ) -> Observable<Result> {
        Producer { downstream in
            let sink = CombiningSink(
                state: initialState, decide: decide, resultSelector: resultSelector, downstream: downstream)
            sink.run(sources)
            return sink
        }
    }

    private func run(_ sources: [Observable<Value>]) {
        if sources.isEmpty {
            forwardCompleted()
            return
        }
        for (index, source) in sources.enumerated() {
            let holder = SingleAssignmentDisposable()
            guard subscriptions.insert(holder) != nil else { return }
            holder.setDisposable(source.subscribeHandler { [self] in on($0, at: index) })
        }
    }

    private func on(_ event: Event<Value>, at index: Int) {
        gate.send({ [decide] state in decide(event, index, &state) }, deliver: { deliver($0) })
    }

    private func deliver(_ work: CombiningWork<Value, Result>) {
        switch work {
        case .combine(let values):
            guard !isDisposed else { return }
            do {
                forwardNext(try resultSelector(values))
            } catch {
                forwardError(error)
            }
        case .stop(let event):
            forwardStop(event)
        }
    }

    override func disposeResources() {
        subscriptions.dispose()
    }
}
