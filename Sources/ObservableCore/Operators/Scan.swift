extension ObservableType {
    /// Folds each element into an accumulator and emits every intermediate value.
    ///
    /// A thrown error becomes an `error` event and ends the subscription.
    ///
    /// ```swift
    /// _ = Observable.of(1, 2, 3).scan(0, accumulator: +).subscribe(onNext: { print($0) })
    /// // 1
    /// // 3
    /// // 6
    /// ```
    /// - Parameters:
    ///   - seed: The first value of the accumulator.
    ///   - accumulator: Combines the accumulator with an element into the next accumulator.
    /// - Returns: The sequence of accumulated values.
    @inlinable  // Specializes the per-event path for the caller\'s element type.
    public func scan<Accumulate>(
        _ seed: Accumulate, accumulator: @escaping (Accumulate, Element) throws -> Accumulate
    ) -> Observable<Accumulate> {
        scan(into: seed) { accumulated, element in
            accumulated = try accumulator(accumulated, element)
        }
    }

    /// Folds each element into an accumulator updated in place, and emits every intermediate
    /// value.
    ///
    /// A thrown error becomes an `error` event and ends the subscription.
    ///
    /// ```swift
    /// _ = Observable.of("a", "b").scan(into: [String]()) { $0.append($1) }
    ///     .subscribe(onNext: { print($0) })
    /// // ["a"]
    /// // ["a", "b"]
    /// ```
    /// - Parameters:
    ///   - seed: The first value of the accumulator.
    ///   - accumulator: Updates the accumulator with an element.
    /// - Returns: The sequence of accumulated values.
    @inlinable  // Specializes the per-event path for the caller\'s element type.
    public func scan<Accumulate>(
        into seed: Accumulate, accumulator: @escaping (inout Accumulate, Element) throws -> Void
    ) -> Observable<Accumulate> {
        let source = asObservable()
        return Producer { downstream in
            let sink = _ScanSink<Element, Accumulate>(
                seed: seed, accumulator: accumulator, downstream: downstream)
            sink.setUpstream(source.subscribeHandler(sink.on))
            return sink
        }
    }
}

@usableFromInline
final class _ScanSink<Element, Accumulate>: _Sink<Accumulate>, @unchecked Sendable {
    // `accumulated` is touched only from the upstream event path, which the grammar serializes.
    @usableFromInline @exclusivity(unchecked) var accumulated: Accumulate
    @usableFromInline let accumulator: (inout Accumulate, Element) throws -> Void

    @inlinable
    init(
        seed: Accumulate, accumulator: @escaping (inout Accumulate, Element) throws -> Void,
        downstream: @escaping EventHandler<Accumulate>
    ) {
        self.accumulated = seed
        self.accumulator = accumulator
        super.init(downstream: downstream)
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
                return
            }
            forwardNext(accumulated)
        case .error(let error):
            forwardError(error)
        case .completed:
            forwardCompleted()
        }
    }
}
