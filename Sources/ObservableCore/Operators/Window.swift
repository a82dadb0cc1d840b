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

/// The open window (a subject), how many elements it received, and its id.
struct WindowState<Element>: CountOrTimeWindowState {
    var subject = PublishSubject<Element>()
    var received = 0
    var window = 0
}

/// What an update of ``WindowSink`` delivers.
enum WindowWork<Element> {
    case open(PublishSubject<Element>)
    case element(Element, into: PublishSubject<Element>, thenOpen: PublishSubject<Element>?)
    case rotate(closing: PublishSubject<Element>, opening: PublishSubject<Element>)
    case stop(Event<Element>, window: PublishSubject<Element>)
}

/// Emits a subject per window; closing the window completes it and emits the next. Subjects
/// are fed through the gate, so windows see events in order.
final class WindowSink<Element>:
    CountOrTimeWindowSink<
        Element, Observable<Element>, WindowState<Element>, WindowWork<Element>
    >, @unchecked Sendable
{
    // Adds nothing mutable; its state is guarded by the base class's gate.

    func run(source: Observable<Element>) {
        send { state in .open(state.subject) }
        startTimer(window: 0)
        setUpstream(source.subscribeHandler(on))
    }

    private func on(_ event: Event<Element>) {
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            send { [count] state in
                let subject = state.subject
                state.received += 1
                guard state.received == count else {
                    return .element(element, into: subject, thenOpen: nil)
                }
                return .element(element, into: subject, thenOpen: Self.rotate(&state))
            }
        case .error, .completed:
            send { state in .stop(event, window: state.subject) }
        }
    }

    override func closeOnTimer(_ state: inout WindowState<Element>) -> WindowWork<Element> {
        let closing = state.subject
        return .rotate(closing: closing, opening: Self.rotate(&state))
    }

    /// Opens the next window in `state`; returns its subject.
    private static func rotate(_ state: inout WindowState<Element>) -> PublishSubject<Element> {
        state.received = 0
        state.window &+= 1
        state.subject = PublishSubject()
        return state.subject
    }

    override func deliver(_ work: WindowWork<Element>) {
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
}
