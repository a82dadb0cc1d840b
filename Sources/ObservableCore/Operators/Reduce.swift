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
    @inlinable  // Specializes the per-event path for the caller's types.
    public func reduce<Accumulate, Result>(
        _ seed: Accumulate,
        accumulator: @escaping (Accumulate, Element) throws -> Accumulate,
        mapResult: @escaping (Accumulate) throws -> Result
    ) -> Observable<Result> {
        reduce(
            into: seed, { accumulated, element in accumulated = try accumulator(accumulated, element) },
            mapResult)
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
    @inlinable  // Specializes the per-event path for the caller's types.
    public func reduce<Accumulate>(
        _ seed: Accumulate, accumulator: @escaping (Accumulate, Element) throws -> Accumulate
    ) -> Observable<Accumulate> {
        reduce(seed, accumulator: accumulator, mapResult: { $0 })
    }

    /// Folds every element into an accumulator updated in place and emits the final value when
    /// the sequence completes — the shape of the standard library's `reduce(into:_:)`, beyond
    /// RxSwift.
    ///
    /// The accumulator is mutated where the subscription stores it, never copied per element
    /// (only the seed is copied, once per subscription): a dictionary or array grows as it would
    /// in a loop, where `reduce(_:accumulator:)` with a closure that copies its accumulator
    /// copies it once per element.
    ///
    /// ```swift
    /// _ = Observable.of("a", "b", "a").reduce(into: [String: Int]()) { counts, name in
    ///     counts[name, default: 0] += 1
    /// }
    /// .subscribe(onNext: { print($0.sorted { $0.key < $1.key }) })
    /// // [(key: "a", value: 2), (key: "b", value: 1)]
    /// ```
    /// - Parameters:
    ///   - seed: The first value of the accumulator.
    ///   - accumulator: Updates the accumulator with an element; a thrown error becomes an
    ///     `error` event and ends the subscription.
    /// - Returns: A sequence of one element, emitted on completion.
    @inlinable  // Specializes the per-event path for the caller's types.
    public func reduce<Accumulate>(
        into seed: Accumulate, _ accumulator: @escaping (inout Accumulate, Element) throws -> Void
    ) -> Observable<Accumulate> {
        reduce(into: seed, accumulator, { $0 })
    }

    @inlinable  // Specializes the per-event path for the caller's types (unspecialized, each
    // element pays generic-metadata lookups; see Benchmarks/Profile `xmlPipeline`).
    func reduce<Accumulate, Result>(
        into seed: Accumulate, _ accumulator: @escaping (inout Accumulate, Element) throws -> Void,
        _ mapResult: @escaping (Accumulate) throws -> Result
    ) -> Observable<Result> {
        let source = asObservable()
        return Producer { downstream in
            let sink = _ReduceSink<Element, Accumulate, Result>(
                seed: seed, accumulator: accumulator, mapResult: mapResult, downstream: downstream)
            sink.setUpstream(source.subscribeHandler(sink.on, next: { sink.next($0) }))
            return sink
        }
    }
}

@usableFromInline
final class _ReduceSink<Element, Accumulate, Result>: _Sink<Result>, @unchecked Sendable {
    // `accumulated` is touched only from the upstream event path, which the grammar serializes.
    @usableFromInline @exclusivity(unchecked) var accumulated: Accumulate
    @usableFromInline let accumulator: (inout Accumulate, Element) throws -> Void
    @usableFromInline let mapResult: (Accumulate) throws -> Result

    @inlinable
    init(
        seed: Accumulate,
        accumulator: @escaping (inout Accumulate, Element) throws -> Void,
        mapResult: @escaping (Accumulate) throws -> Result,
        downstream: @escaping EventHandler<Result>
    ) {
        self.accumulated = seed
        self.accumulator = accumulator
        self.mapResult = mapResult
        super.init(downstream: downstream)
    }

    /// An element from a source with an element entry: taken as it is, not bound out of an event
    /// (which copies it).
    @inlinable
    func next(_ element: Element) {
        guard !isDisposed else { return }
        do {
            try accumulator(&accumulated, element)
        } catch {
            forwardError(error)
        }
    }

    @inlinable
    func on(_ event: Event<Element>) {
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            do {
                try accumulator(&accumulated, element)
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
