extension ObservableType {
    /// Each time this sequence emits, emits `resultSelector` applied to its element and the
    /// latest element of `second`; elements that arrive before `second` has emitted are dropped.
    ///
    /// Completes or fails with this sequence; an error of `second` also fails it, its completion
    /// does not. A thrown error becomes an `error` event.
    ///
    /// ```swift
    /// let button = PublishSubject<Int>()
    /// let textField = PublishSubject<String>()
    /// _ = button.withLatestFrom(textField) { tap, text in "\(tap): \(text)" }
    ///     .subscribe(onNext: { print($0) })
    /// button.onNext(0)  // dropped: no text yet
    /// textField.onNext("Paris")
    /// button.onNext(1)
    /// // 1: Paris
    /// ```
    /// - Parameters:
    ///   - second: The sequence whose latest element is used.
    ///   - resultSelector: Combines an element of this sequence with the latest of `second`.
    /// - Returns: The combinations.
    @inlinable  // Specializes the per-event path for the caller's element types.
    public func withLatestFrom<Source: ObservableConvertibleType, ResultType>(
        _ second: Source, resultSelector: @escaping (Element, Source.Element) throws -> ResultType
    ) -> Observable<ResultType> {
        let first = asObservable()
        let second = second.asObservable()
        return Producer { downstream in
            let sink = _WithLatestFromSink(resultSelector: resultSelector, downstream: downstream)
            sink.run(first: first, second: second)
            return sink
        }
    }

    /// Each time this sequence emits, emits the latest element of `second`; elements that
    /// arrive before `second` has emitted are dropped.
    ///
    /// ```swift
    /// let button = PublishSubject<Void>()
    /// let textField = PublishSubject<String>()
    /// _ = button.withLatestFrom(textField).subscribe(onNext: { print($0) })
    /// textField.onNext("Par")
    /// textField.onNext("Pari")
    /// textField.onNext("Paris")
    /// button.onNext(())
    /// button.onNext(())
    /// // Paris
    /// // Paris
    /// ```
    /// - Parameter second: The sequence whose latest element is emitted.
    /// - Returns: The latest elements of `second`, one per element of this sequence.
    @inlinable  // Specializes the per-event path for the caller's element types.
    public func withLatestFrom<Source: ObservableConvertibleType>(_ second: Source) -> Observable<
        Source.Element
    > {
        withLatestFrom(second) { $1 }
    }
}

/// Keeps the latest element of the second source in the gate's state; the result selector runs
/// in the gate's drain loop, outside the lock. Inlinable, with its entry points, so that the
/// caller's module specializes the per-event path.
@usableFromInline
final class _WithLatestFromSink<First, Second, Result>: _Sink<Result>, @unchecked Sendable {
    // Mutable state lives in `gate`; `secondSubscription` is thread-safe.
    @usableFromInline
    enum Work {
        case combine(First, Second)
        case stop(Event<Result>)
    }

    @usableFromInline let resultSelector: (First, Second) throws -> Result
    @usableFromInline let gate = _SerialGate<Second?, Work>(nil)
    @usableFromInline let secondSubscription = SingleAssignmentDisposable()

    @inlinable
    init(
        resultSelector: @escaping (First, Second) throws -> Result, downstream: @escaping EventHandler<Result>
    ) {
        self.resultSelector = resultSelector
        super.init(downstream: downstream)
    }

    /// `second` is subscribed first, so that a value it has at once is there for `first`.
    @inlinable
    func run(first: Observable<First>, second: Observable<Second>) {
        secondSubscription.setDisposable(
            second.subscribeHandler { [self] event in
                switch event {
                case .next(let value):
                    gate.withState { $0 = value }
                case .error(let error):
                    gate.send(.stop(.error(error)), deliver: { deliver($0) })
                case .completed:
                    secondSubscription.dispose()
                }
            })
        setUpstream(
            first.subscribeHandler { [self] event in
                switch event {
                case .next(let element):
                    gate.send({ latest in latest.map { .combine(element, $0) } }, deliver: { deliver($0) })
                case .error(let error):
                    gate.send(.stop(.error(error)), deliver: { deliver($0) })
                case .completed:
                    gate.send(.stop(.completed), deliver: { deliver($0) })
                }
            })
    }

    @inlinable
    func deliver(_ work: Work) {
        switch work {
        case .combine(let element, let latest):
            guard !isDisposed else { return }
            do {
                forwardNext(try resultSelector(element, latest))
            } catch {
                forwardError(error)
            }
        case .stop(let event):
            forwardStop(event)
        }
    }

    @usableFromInline
    override func disposeResources() {
        secondSubscription.dispose()
    }
}
