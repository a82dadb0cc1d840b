extension ObservableType {
    /// Emits the elements of this sequence until `other` emits an element, then completes.
    ///
    /// An error of `other` fails the result; its completion changes nothing.
    ///
    /// ```swift
    /// let source = PublishSubject<String>()
    /// let trigger = PublishSubject<Void>()
    /// _ = source.take(until: trigger).subscribe { print($0) }
    /// source.onNext("1")
    /// trigger.onNext(())
    /// source.onNext("2")
    /// // next(1)
    /// // completed
    /// ```
    /// - Parameter other: The sequence whose first element ends the result.
    /// - Returns: The elements of this sequence emitted before `other` emits.
    public func take<Source: ObservableType>(until other: Source) -> Observable<Element> {
        let source = asObservable()
        let other = other.asObservable()
        return Producer { downstream in
            let sink = TakeUntilSink<Element>(downstream: downstream)
            sink.run(source: source, other: other)
            return sink
        }
    }

    /// Emits the elements of this sequence until `other` emits an element, then completes.
    /// - Parameter other: The sequence whose first element ends the result.
    /// - Returns: The elements of this sequence emitted before `other` emits.
    @available(*, deprecated, renamed: "take(until:)")
    public func takeUntil<Source: ObservableType>(_ other: Source) -> Observable<Element> {
        take(until: other)
    }
}

final class TakeUntilSink<Element>: Sink<Element>, @unchecked Sendable {
    // The gate only serializes; `otherSubscription` is thread-safe.
    private let gate = SerialGate<Void, Event<Element>>(())
    private let otherSubscription = SingleAssignmentDisposable()

    /// `other` is subscribed first, as in RxSwift: if it emits at once, nothing of the source
    /// gets through.
    func run<Other>(source: Observable<Element>, other: Observable<Other>) {
        otherSubscription.setDisposable(
            other.subscribeHandler { [self] event in
                switch event {
                case .next: gate.send(.completed, deliver: { forward($0) })
                case .error(let error): gate.send(.error(error), deliver: { forward($0) })
                case .completed: otherSubscription.dispose()
                }
            })
        setUpstream(source.subscribeHandler { [self] in gate.send($0, deliver: { forward($0) }) })
    }

    override func disposeResources() {
        otherSubscription.dispose()
    }
}
