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

/// The array of the open window, and the window's id.
struct BufferState<Element>: CountOrTimeWindowState {
    var buffer: [Element] = []
    var window = 0
}

/// What an update of ``BufferSink`` delivers.
enum BufferWork<Element> {
    case event(Event<[Element]>)
    case lastThenCompleted([Element])
}

/// Fills an array per window; closing the window emits the array.
final class BufferSink<Element>:
    CountOrTimeWindowSink<Element, [Element], BufferState<Element>, BufferWork<Element>>, @unchecked Sendable
{
    // Adds nothing mutable; its state is guarded by the base class's gate.

    func on(_ event: Event<Element>) {
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            send { [count] state in
                state.buffer.append(element)
                guard state.buffer.count == count else { return nil }
                return Self.close(&state)
            }
        case .error(let error):
            send { state in
                state.buffer = []
                return .event(.error(error))
            }
        case .completed:
            send { state in
                defer { state.buffer = [] }
                return .lastThenCompleted(state.buffer)
            }
        }
    }

    override func closeOnTimer(_ state: inout BufferState<Element>) -> BufferWork<Element> {
        Self.close(&state)
    }

    private static func close(_ state: inout BufferState<Element>) -> BufferWork<Element> {
        state.window &+= 1
        defer { state.buffer = [] }
        return .event(.next(state.buffer))
    }

    override func deliver(_ work: BufferWork<Element>) {
        switch work {
        case .event(let event):
            forward(event)
        case .lastThenCompleted(let buffer):
            forwardNext(buffer)
            forwardCompleted()
        }
    }

    override func disposeResources() {
        super.disposeResources()
        // Released outside the lock: dropping the elements may run their deinit.
        let dropped = gate.withState { state -> [Element] in
            defer { state.buffer = [] }
            return state.buffer
        }
        _ = dropped
    }
}
