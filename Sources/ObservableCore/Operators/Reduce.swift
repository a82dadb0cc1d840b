extension ObservableType {
    /// Folds every element into an accumulator and, when the sequence completes, emits the
    /// result of `mapResult` on the final value.
    ///
    /// A thrown error becomes an `error` event and ends the subscription.
    ///
    /// ```swift
    /// _ = Observable.of(1, 2, 3).reduce(0, accumulator: +, mapResult: { "sum: \($0)" })
    ///     .subscribe(onNext: { print($0) })
    /// // sum: 6
    /// ```
    /// - Parameters:
    ///   - seed: The first value of the accumulator.
    ///   - accumulator: Combines the accumulator with an element into the next accumulator.
    ///   - mapResult: Turns the final accumulator into the emitted element.
    /// - Returns: A sequence of one element, emitted on completion.
    public func reduce<Accumulate, Result>(
        _ seed: Accumulate,
        accumulator: @escaping (Accumulate, Element) throws -> Accumulate,
        mapResult: @escaping (Accumulate) throws -> Result
    ) -> Observable<Result> {
        let source = asObservable()
        return Producer { downstream in
            let sink = ReduceSink<Element, Accumulate, Result>(
                seed: seed, accumulator: accumulator, mapResult: mapResult, downstream: downstream)
            sink.setUpstream(source.subscribeHandler(sink.on))
            return sink
        }
    }

    /// Folds every element into an accumulator and emits the final value when the sequence
    /// completes.
    ///
    /// ```swift
    /// _ = Observable.of(1, 2, 3).reduce(0, accumulator: +).subscribe(onNext: { print($0) })
    /// // 6
    /// ```
    /// - Parameters:
    ///   - seed: The first value of the accumulator.
    ///   - accumulator: Combines the accumulator with an element into the next accumulator.
    /// - Returns: A sequence of one element, emitted on completion.
    public func reduce<Accumulate>(
        _ seed: Accumulate, accumulator: @escaping (Accumulate, Element) throws -> Accumulate
    ) -> Observable<Accumulate> {
        reduce(seed, accumulator: accumulator, mapResult: { $0 })
    }
}

final class ReduceSink<Element, Accumulate, Result>: Sink<Result>, @unchecked Sendable {
    // `accumulated` is touched only from the upstream event path, which the grammar serializes.
    private var accumulated: Accumulate
    private let accumulator: (Accumulate, Element) throws -> Accumulate
    private let mapResult: (Accumulate) throws -> Result

    init(
        seed: Accumulate,
        accumulator: @escaping (Accumulate, Element) throws -> Accumulate,
        mapResult: @escaping (Accumulate) throws -> Result,
        downstream: @escaping EventHandler<Result>
    ) {
        self.accumulated = seed
        self.accumulator = accumulator
        self.mapResult = mapResult
        super.init(downstream: downstream)
    }

    func on(_ event: Event<Element>) {
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            do {
                accumulated = try accumulator(accumulated, element)
            } catch {
                forwardError(error)
            }
        case .error(let error):
            forwardError(error)
        case .completed:
            let result: Result
            do {
                result = try mapResult(accumulated)
            } catch {
                forwardError(error)
                return
            }
            forwardNext(result)
            forwardCompleted()
        }
    }
}
