extension ObservableType {
    /// Emits `resultSelector` applied to the latest element of every source, each time any
    /// source emits, once all of them have emitted at least once.
    ///
    /// Completes when every source has completed, or, as RxSwift does, when a source emits while
    /// every other source has completed and one of them never emitted. Fails with the first error
    /// of any source; a thrown error becomes an `error` event.
    /// An empty collection emits one result, for no elements, then completes, as in RxSwift.
    ///
    /// ```swift
    /// let sources = [Observable.of(1, 2, 3), Observable.of(10, 20)]
    /// _ = Observable.combineLatest(sources) { $0.reduce(0, +) }
    ///     .subscribe(onNext: { print($0) })
    /// // 11
    /// // 12
    /// // 22
    /// // 23
    /// ```
    /// - Parameters:
    ///   - collection: The sources.
    ///   - resultSelector: Combines the latest elements, in source order.
    /// - Returns: The combinations.
    public static func combineLatest<Sources: Collection>(
        _ collection: Sources, resultSelector: @escaping ([Sources.Element.Element]) throws -> Element
    ) -> Observable<Element> where Sources.Element: ObservableType {
        CombineLatestRules.observable(collection.map { $0.asObservable() }, resultSelector: resultSelector)
    }

    /// Emits an array of the latest element of every source, each time any source emits, once
    /// all of them have emitted at least once.
    ///
    /// Completes when every source has completed, or, as RxSwift does, when a source emits while
    /// every other source has completed and one of them never emitted. Fails with the first error
    /// of any source.
    /// An empty collection emits one result, for no elements, then completes, as in RxSwift.
    ///
    /// ```swift
    /// _ = Observable.combineLatest([Observable.of(1, 2), Observable.just(10)])
    ///     .subscribe(onNext: { print($0) })
    /// // [1, 10]
    /// // [2, 10]
    /// ```
    /// - Parameter collection: The sources.
    /// - Returns: The latest elements, in source order.
    public static func combineLatest<Sources: Collection>(
        _ collection: Sources
    ) -> Observable<[Element]> where Sources.Element: ObservableType, Sources.Element.Element == Element {
        CombineLatestRules.observable(collection.map { $0.asObservable() }) { $0 }
    }
}

/// The rules of every `combineLatest`, run by ``CollectionCombiningSink``: the latest value of each source.
enum CombineLatestRules {
    private struct State<Value> {
        var values: [Value?]
        var valueCount = 0
        var isDone: [Bool]
        var doneCount = 0
    }

    static func observable<Value, Result>(
        _ sources: [Observable<Value>], resultSelector: @escaping ([Value]) throws -> Result
    ) -> Observable<Result> {
        // As RxSwift: no sources combine into one result, the selector applied to nothing.
        if sources.isEmpty {
            return Producer { downstream in
                do {
                    downstream(.next(try resultSelector([])))
                    downstream(.completed)
                } catch {
                    downstream(.error(error))
                }
                return Disposables.create()
            }
        }
        let initialState = State<Value>(
            values: Array(repeating: nil, count: sources.count),
            isDone: Array(repeating: false, count: sources.count))
        return CollectionCombiningSink.observable(
            sources, initialState: initialState,
            decide: { event, index, state in
                switch event {
                case .next(let value):
                    if state.values[index] == nil { state.valueCount += 1 }
                    state.values[index] = value
                    guard state.valueCount == state.values.count else {
                        // As in RxSwift: a source that never emitted makes results impossible, but
                        // that is noticed here, when every other source is done, not on completion.
                        let othersDone = state.doneCount - (state.isDone[index] ? 1 : 0)
                        return othersDone == state.values.count - 1 ? .stop(.completed) : nil
                    }
                    return .combine(state.values.map { $0.unsafelyUnwrapped })
                case .error(let error):
                    return .stop(.error(error))
                case .completed:
                    guard !state.isDone[index] else { return nil }
                    state.isDone[index] = true
                    state.doneCount += 1
                    return state.doneCount == state.isDone.count ? .stop(.completed) : nil
                }
            },
            resultSelector: resultSelector)
    }
}
