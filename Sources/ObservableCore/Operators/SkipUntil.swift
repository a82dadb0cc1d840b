extension ObservableType {
    /// Drops the elements of this sequence until `other` emits an element, then lets them all
    /// through.
    ///
    /// An error of `other` fails the result; its completion changes nothing (elements keep being
    /// dropped if it never emitted). If this sequence completes while elements are still being
    /// dropped, the subscription ends without a `completed` event, as in RxSwift.
    ///
    /// ```swift
    /// let subject = PublishSubject<String>()
    /// let trigger = PublishSubject<String>()
    /// _ = subject.skip(until: trigger).subscribe(onNext: { print($0) })
    /// subject.onNext("A")
    /// subject.onNext("B")
    /// trigger.onNext("X")
    /// subject.onNext("C")
    /// // C
    /// ```
    /// - Parameter other: The sequence whose first element opens the gate.
    /// - Returns: The elements of this sequence emitted after `other` emits.
    public func skip<Source: ObservableType>(until other: Source) -> Observable<Element> {
        let source = asObservable()
        let other = other.asObservable()
        return Producer { downstream in
            let sink = SkipUntilSink<Element>(downstream: downstream)
            sink.run(source: source, other: other)
            return sink
        }
    }

    /// Drops the elements of this sequence until `other` emits an element.
    /// - Parameter other: The sequence whose first element opens the gate.
    /// - Returns: The elements of this sequence emitted after `other` emits.
    @available(*, deprecated, renamed: "skip(until:)")
    public func skipUntil<Source: ObservableType>(_ other: Source) -> Observable<Element> {
        skip(until: other)
    }
}

final class SkipUntilSink<Element>: Sink<Element>, @unchecked Sendable {
    // The gate's state says whether `other` has emitted; `otherSubscription` is thread-safe.
    private enum Work {
        case forward(Event<Element>)
        /// The source completed before `other` emitted: end without an event.
        case end
    }

    private let gate = SerialGate<Bool, Work>(false)
    private let otherSubscription = SingleAssignmentDisposable()

    /// The source is subscribed first, then `other`, as in RxSwift.
    func run<Other>(source: Observable<Element>, other: Observable<Other>) {
        setUpstream(
            source.subscribeHandler { [self] event in
                gate.send(
                    { isOpen in
                        switch event {
                        case .next: isOpen ? .forward(event) : nil
                        case .error: .forward(event)
                        case .completed: isOpen ? .forward(event) : .end
                        }
                    }, deliver: { deliver($0) })
            })
        otherSubscription.setDisposable(
            other.subscribeHandler { [self] event in
                switch event {
                case .next:
                    gate.withState { $0 = true }
                    otherSubscription.dispose()
                case .error(let error):
                    gate.send(.forward(.error(error)), deliver: { deliver($0) })
                case .completed:
                    otherSubscription.dispose()
                }
            })
    }

    private func deliver(_ work: Work) {
        switch work {
        case .forward(let event): forward(event)
        case .end: dispose()
        }
    }

    override func disposeResources() {
        otherSubscription.dispose()
    }
}
