extension ObservableType {
    /// Emits `resultSelector` applied to the sources' elements paired by position: the first
    /// element of each source, then the second of each, and so on.
    ///
    /// Completes as soon as a source has completed and has no element left waiting for a
    /// partner. Fails with the first error of any source; a thrown error becomes an `error` event.
    ///
    /// ```swift
    /// let sources = [Observable.of(1, 2, 3), Observable.of(10, 20)]
    /// _ = Observable.zip(sources) { $0.reduce(0, +) }.subscribe(onNext: { print($0) })
    /// // 11
    /// // 22
    /// ```
    /// - Parameters:
    ///   - collection: The sources.
    ///   - resultSelector: Combines one element of each source, in source order.
    /// - Returns: The combinations.
    public static func zip<Sources: Collection>(
        _ collection: Sources, resultSelector: @escaping ([Sources.Element.Element]) throws -> Element
    ) -> Observable<Element> where Sources.Element: ObservableType {
        ZipSink.observable(collection.map { $0.asObservable() }, resultSelector: resultSelector)
    }

    /// Emits arrays of the sources' elements paired by position: the first element of each
    /// source, then the second of each, and so on.
    ///
    /// Completes as soon as a source has completed and has no element left waiting for a
    /// partner. Fails with the first error of any source.
    ///
    /// ```swift
    /// _ = Observable.zip([Observable.of(1, 2, 3), Observable.of(10, 20)])
    ///     .subscribe(onNext: { print($0) })
    /// // [1, 10]
    /// // [2, 20]
    /// ```
    /// - Parameter collection: The sources.
    /// - Returns: One element of each source, in source order.
    public static func zip<Sources: Collection>(
        _ collection: Sources
    ) -> Observable<[Element]> where Sources.Element: ObservableType, Sources.Element.Element == Element {
        ZipSink.observable(collection.map { $0.asObservable() }) { $0 }
    }
}

/// The engine of every `zip`: one queue of waiting elements per source in the gate's state; the
/// result selector runs in the gate's drain loop, outside the lock.
final class ZipSink<Value, Result>: Sink<Result>, @unchecked Sendable {
    // Mutable state lives in `gate`; `subscriptions` is thread-safe.
    private struct State {
        var queues: [ElementQueue<Value>]
        var isDone: [Bool]

        /// Whether a source has completed with nothing left to pair: no more results can come.
        var isExhausted: Bool {
            queues.indices.contains { isDone[$0] && queues[$0].isEmpty }
        }
    }

    private enum Work {
        /// One element of each source; `isLast` when a completed source has just run out.
        case combine([Value], isLast: Bool)
        case stop(Event<Result>)
    }

    private let resultSelector: ([Value]) throws -> Result
    private let gate: SerialGate<State, Work>
    private let subscriptions = CompositeDisposable()

    private init(
        count: Int, resultSelector: @escaping ([Value]) throws -> Result,
        downstream: @escaping EventHandler<Result>
    ) {
        self.resultSelector = resultSelector
        gate = SerialGate(
            State(
                queues: Array(repeating: ElementQueue(), count: count),
                isDone: Array(repeating: false, count: count)))
        super.init(downstream: downstream)
    }

    static func observable(
        _ sources: [Observable<Value>], resultSelector: @escaping ([Value]) throws -> Result
    ) -> Observable<Result> {
        Producer { downstream in
            let sink = ZipSink(count: sources.count, resultSelector: resultSelector, downstream: downstream)
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
        gate.send(
            { state in
                switch event {
                case .next(let value):
                    state.queues[index].append(value)
                    guard state.queues.allSatisfy({ !$0.isEmpty }) else { return nil }
                    var values: [Value] = []
                    values.reserveCapacity(state.queues.count)
                    for queueIndex in state.queues.indices {
                        values.append(state.queues[queueIndex].removeFirst())
                    }
                    return .combine(values, isLast: state.isExhausted)
                case .error(let error):
                    return .stop(.error(error))
                case .completed:
                    state.isDone[index] = true
                    return state.isExhausted ? .stop(.completed) : nil
                }
            }, deliver: deliver)
    }

    private func deliver(_ work: Work) {
        switch work {
        case .combine(let values, let isLast):
            guard !isDisposed else { return }
            do {
                forwardNext(try resultSelector(values))
            } catch {
                forwardError(error)
                return
            }
            if isLast { forwardCompleted() }
        case .stop(let event):
            forwardStop(event)
        }
    }

    override func disposeResources() {
        subscriptions.dispose()
    }
}

/// A FIFO queue of elements with amortized O(1) removal from the front.
struct ElementQueue<Element> {
    private var storage: [Element] = []
    private var head = 0

    var isEmpty: Bool { head == storage.count }

    mutating func append(_ element: Element) {
        storage.append(element)
    }

    mutating func removeFirst() -> Element {
        let element = storage[head]
        head += 1
        if head == storage.count {
            storage.removeAll(keepingCapacity: true)
            head = 0
        } else if head >= 64 && head * 2 >= storage.count {
            storage.removeFirst(head)
            head = 0
        }
        return element
    }
}
