extension ObservableType {
    /// Drops every element and lets only the stop event through.
    ///
    /// ```swift
    /// let strikes = PublishSubject<String>()
    /// _ = strikes.ignoreElements().subscribe { _ in print("You're out!") }
    /// strikes.onNext("X")
    /// strikes.onNext("X")
    /// strikes.onCompleted()
    /// // You're out!
    /// ```
    /// - Returns: A sequence with no elements that completes or fails when `self` does.
    public func ignoreElements() -> Observable<Never> {
        let source = asObservable()
        return Producer { downstream in
            let sink = _Sink<Never>(downstream: downstream)
            sink.setUpstream(
                source.subscribeHandler { event in
                    switch event {
                    case .next:
                        break
                    case .error(let error):
                        sink.forwardError(error)
                    case .completed:
                        sink.forwardCompleted()
                    }
                })
            return sink
        }
    }
}
