extension ObservableType {
    /// Emits `resultSelector` applied to the sources' elements paired by position: the first
    /// element of each source, then the second of each, and so on.
    ///
    /// Completes when all sources have completed, or when an element arrives that cannot be paired
    /// while every other source has completed (as RxSwift does). Fails with the first error of any
    /// source; a thrown error becomes an `error` event.
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
        ZipSink.observable(
            collection.map { $0.asObservable() }, completesOnUnpairable: true, resultSelector: resultSelector)
    }

    /// Emits arrays of the sources' elements paired by position: the first element of each
    /// source, then the second of each, and so on.
    ///
    /// Completes when all sources have completed, or when an element arrives that cannot be paired
    /// while every other source has completed (as RxSwift does). Fails with the first error of any
    /// source.
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
        ZipSink.observable(collection.map { $0.asObservable() }, completesOnUnpairable: true) { $0 }
    }
}

/// The engine of every `zip`: one queue of waiting elements per source in the gate's state; the
/// result selector runs in the gate's drain loop, outside the lock.
final class ZipSink<Value, Result>: Sink<Result>, @unchecked Sendable {
    // Mutable state lives in `gate`; `subscriptions` is thread-safe.
    private struct State {
        var queues: [ElementQueue<Value>]
        var isDone: [Bool]
        var doneCount = 0
    }

    private enum Work {
        case combine([Value])
        case stop(Event<Result>)
    }

    /// RxSwift's rules: zip completes when all sources have completed; the collection form also
    /// completes when an element arrives that cannot be paired and every other source is done.
    private let completesOnUnpairable: Bool
    private let resultSelector: ([Value]) throws -> Result
    private let gate: SerialGate<State, Work>
    private let subscriptions = CompositeDisposable()

    private init(
        count: Int, completesOnUnpairable: Bool, resultSelector: @escaping ([Value]) throws -> Result,
        downstream: @escaping EventHandler<Result>
    ) {
        self.completesOnUnpairable = completesOnUnpairable
        self.resultSelector = resultSelector
        gate = SerialGate(
            State(
                queues: Array(repeating: ElementQueue(), count: count),
                isDone: Array(repeating: false, count: count)))
        super.init(downstream: downstream)
    }

    static func observable(
        _ sources: [Observable<Value>], completesOnUnpairable: Bool = false,
        resultSelector: @escaping ([Value]) throws -> Result
    ) -> Observable<Result> {
        Producer { downstream in
            let sink = ZipSink(
                count: sources.count, completesOnUnpairable: completesOnUnpairable,
                resultSelector: resultSelector, downstream: downstream)
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
                    guard state.queues.allSatisfy({ !$0.isEmpty }) else {
                        let othersDone = state.doneCount == state.queues.count - 1
                        return completesOnUnpairable && othersDone ? .stop(.completed) : nil
                    }
                    var values: [Value] = []
                    values.reserveCapacity(state.queues.count)
                    for queueIndex in state.queues.indices {
                        values.append(state.queues[queueIndex].removeFirst())
                    }
                    return .combine(values)
                case .error(let error):
                    return .stop(.error(error))
                case .completed:
                    guard !state.isDone[index] else { return nil }
                    state.isDone[index] = true
                    state.doneCount += 1
                    return state.doneCount == state.queues.count ? .stop(.completed) : nil
                }
            }, deliver: deliver)
    }

    private func deliver(_ work: Work) {
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
