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
        ZipRules.observable(
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
        ZipRules.observable(collection.map { $0.asObservable() }, completesOnUnpairable: true) { $0 }
    }
}

/// The rules of every `zip`, run by ``CollectionCombiningSink``: one queue of waiting elements per source.
enum ZipRules {
    private struct State<Value> {
        var queues: [ElementQueue<Value>]
        var isDone: [Bool]
        var doneCount = 0
    }

    /// RxSwift's rules: zip completes when all sources have completed; the collection form also
    /// completes when an element arrives that cannot be paired and every other source is done
    /// (`completesOnUnpairable`).
    static func observable<Value, Result>(
        _ sources: [Observable<Value>], completesOnUnpairable: Bool = false,
        resultSelector: @escaping ([Value]) throws -> Result
    ) -> Observable<Result> {
        let initialState = State<Value>(
            queues: Array(repeating: ElementQueue(), count: sources.count),
            isDone: Array(repeating: false, count: sources.count))
        return CollectionCombiningSink.observable(
            sources, initialState: initialState,
            decide: { event, index, state in
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
            },
            resultSelector: resultSelector)
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
