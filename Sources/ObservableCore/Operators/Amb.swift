extension ObservableType {
    /// Mirrors whichever of the sequences reacts first (with an element, an error or
    /// completion) and disposes the others.
    ///
    /// ```swift
    /// let slow = PublishSubject<String>()
    /// let fast = PublishSubject<String>()
    /// _ = Observable.amb([slow.asObservable(), fast.asObservable()]).subscribe(onNext: { print($0) })
    /// fast.onNext("fast")
    /// slow.onNext("slow")
    /// // fast
    /// ```
    /// - Parameter sequence: The competing sequences; with none, the result never emits.
    /// - Returns: The events of the first sequence to react.
    public static func amb<Sequence: Swift.Sequence>(
        _ sequence: Sequence
    ) -> Observable<Element> where Sequence.Element == Observable<Element> {
        sequence.reduce(Observable<Element>.never()) { result, next in result.amb(next) }
    }

    /// Mirrors whichever of `self` and `right` reacts first and disposes the other.
    ///
    /// `self` is subscribed first: if both react at once, `self` wins.
    ///
    /// ```swift
    /// _ = Observable.of(1, 2).amb(Observable.of(3, 4)).subscribe { print($0) }
    /// // next(1)
    /// // next(2)
    /// // completed
    /// ```
    /// - Parameter right: The competing sequence.
    /// - Returns: The events of the sequence that reacts first.
    public func amb<Right: ObservableType>(_ right: Right) -> Observable<Element>
    where Right.Element == Element {
        let left = asObservable()
        let right = right.asObservable()
        return Producer { downstream in
            let sink = AmbSink(downstream: downstream)
            sink.run(left: left, right: right)
            return sink
        }
    }
}

final class AmbSink<Element>: _Sink<Element>, @unchecked Sendable {
    // The gate holds the choice and serializes what is forwarded; the disposables are
    // thread-safe.
    private enum Side { case left, right }

    private let gate = _SerialGate<Side?, (event: Event<Element>, loser: Disposable?)>(nil)
    private let left = SingleAssignmentDisposable()
    private let right = SingleAssignmentDisposable()

    func run(left leftSource: Observable<Element>, right rightSource: Observable<Element>) {
        setUpstream(Disposables.create(left, right))
        left.setDisposable(leftSource.subscribeHandler { [self] in on($0, from: .left) })
        right.setDisposable(rightSource.subscribeHandler { [self] in on($0, from: .right) })
    }

    private func on(_ event: Event<Element>, from side: Side) {
        gate.send(
            { choice in
                guard let chosen = choice else {
                    choice = side
                    return (event, side == .left ? right : left)
                }
                return chosen == side ? (event, nil) : nil
            }, deliver: { deliver($0) })
    }

    /// The loser is disposed before the winner's first event goes on, as in RxSwift.
    private func deliver(_ work: (event: Event<Element>, loser: Disposable?)) {
        work.loser?.dispose()
        forward(work.event)
    }
}
