extension ObservableType {
    /// Splits the elements into windows, each an observable: a window closes (completes) when it
    /// has received `count` elements or when `timeSpan` has passed since it opened, whichever
    /// comes first, and the next one opens at once. The first window opens on subscription;
    /// an error or the completion ends the open window and the outer sequence. As in RxSwift.
    ///
    /// ```swift
    /// _ = Observable.of(1, 2, 3)
    ///     .window(timeSpan: .seconds(1), count: 2, scheduler: MainScheduler.instance)
    ///     .flatMap { $0.toArray().asObservable() }
    ///     .subscribe(onNext: { print($0) })
    /// // [1, 2]
    /// // [3]
    /// ```
    ///
    /// > Warning: A window delivers only what arrives after it is subscribed (it is a
    /// > `PublishSubject`): subscribe to it when it is emitted. Unlike RxSwift, disposing the
    /// > outer subscription also ends the source subscription for the windows.
    ///
    /// - Parameters:
    ///   - timeSpan: The longest time a window stays open.
    ///   - count: The most elements a window receives.
    ///   - scheduler: Where the timers run.
    /// - Returns: The windows.
    public func window(
        timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType
    ) -> Observable<Observable<Element>> {
        let source = asObservable()
        return Producer { downstream in
            let sink = WindowSink<Element>(
                timeSpan: timeSpan, count: count, scheduler: scheduler, downstream: downstream)
            sink.run(source: source)
            return sink
        }
    }
}

/// Keeps the open window (a subject), how many elements it received and its id; whoever closes
/// it (the count, or its timer while the id is current) completes it, emits the next window and
/// starts the next timer. Subjects are fed through the gate, so windows see events in order.
final class WindowSink<Element>: Sink<Observable<Element>>, @unchecked Sendable {  // `gate` guards `State`.
    private struct State {
        var subject = PublishSubject<Element>()
        var received = 0
        var window = 0
    }

    private enum Work {
        case open(PublishSubject<Element>)
        case element(Element, into: PublishSubject<Element>, thenOpen: PublishSubject<Element>?)
        case rotate(closing: PublishSubject<Element>, opening: PublishSubject<Element>)
        case stop(Event<Element>, window: PublishSubject<Element>)
    }

    private let timeSpan: RxTimeInterval
    private let count: Int
    private let scheduler: SchedulerType
    private let gate = SerialGate<State, Work>(State())
    private let timer = SerialDisposable()

    init(
        timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType,
        downstream: @escaping EventHandler<Observable<Element>>
    ) {
        self.timeSpan = timeSpan
        self.count = count
        self.scheduler = scheduler
        super.init(downstream: downstream)
    }

    func run(source: Observable<Element>) {
        gate.send({ state in .open(state.subject) }, deliver: { deliver($0) })
        startTimer(window: 0)
        setUpstream(source.subscribeHandler(on))
    }

    private func on(_ event: Event<Element>) {
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            var nextWindow: Int?
            gate.send(
                { state in
                    let subject = state.subject
                    state.received += 1
                    guard state.received == count else {
                        return .element(element, into: subject, thenOpen: nil)
                    }
                    let opening = rotate(&state, next: &nextWindow)
                    return .element(element, into: subject, thenOpen: opening)
                }, deliver: { deliver($0) })
            if let nextWindow { startTimer(window: nextWindow) }
        case .error, .completed:
            gate.send({ state in .stop(event, window: state.subject) }, deliver: { deliver($0) })
        }
    }

    private func startTimer(window: Int) {
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
                let closing = state.subject
                let opening = rotate(&state, next: &nextWindow)
                return .rotate(closing: closing, opening: opening)
            }, deliver: { deliver($0) })
        if let nextWindow { startTimer(window: nextWindow) }
    }

    /// Opens the next window in `state`; returns its subject.
    private func rotate(_ state: inout State, next: inout Int?) -> PublishSubject<Element> {
        state.received = 0
        state.window &+= 1
        next = state.window
        state.subject = PublishSubject()
        return state.subject
    }

    private func deliver(_ work: Work) {
        guard !isDisposed else { return }
        switch work {
        case .open(let subject):
            forwardNext(subject.asObservable())
        case .element(let element, let subject, let opening):
            subject.onNext(element)
            if let opening {
                subject.onCompleted()
                forwardNext(opening.asObservable())
            }
        case .rotate(let closing, let opening):
            closing.onCompleted()
            forwardNext(opening.asObservable())
        case .stop(let event, let subject):
            subject.on(event)
            if let error = event.error { forwardError(error) } else { forwardCompleted() }
        }
    }

    override func disposeResources() {
        timer.dispose()
    }
}
