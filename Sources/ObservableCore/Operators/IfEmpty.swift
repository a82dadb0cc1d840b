extension ObservableType {
    /// Emits the sequence's elements, or `default` if it completes without any.
    ///
    /// ```swift
    /// _ = Observable<Int>.empty().ifEmpty(default: 0).subscribe { print($0) }
    /// // next(0)
    /// // completed
    /// ```
    /// - Parameter default: The element to emit for an empty sequence.
    /// - Returns: The elements, or `default`.
    public func ifEmpty(default: Element) -> Observable<Element> {
        let source = asObservable()
        return Producer { downstream in
            let sink = _Sink<Element>(downstream: downstream)
            // Touched only from the source's events, which the grammar serializes.
            var isEmpty = true
            sink.setUpstream(
                source.subscribeHandler { event in
                    guard !sink.isDisposed else { return }
                    switch event {
                    case .next(let element):
                        isEmpty = false
                        sink.forwardNext(element)
                    case .error(let error):
                        sink.forwardError(error)
                    case .completed:
                        if isEmpty { sink.forwardNext(`default`) }
                        sink.forwardCompleted()
                    }
                })
            return sink
        }
    }

    /// Emits the sequence's elements, or, if it completes without any, those of `other`.
    ///
    /// ```swift
    /// _ = Observable<Int>.empty().ifEmpty(switchTo: Observable.of(7, 8)).subscribe { print($0) }
    /// // next(7)
    /// // next(8)
    /// // completed
    /// ```
    /// - Parameter other: The sequence to continue with when this one is empty.
    /// - Returns: The elements of this sequence, or those of `other`.
    public func ifEmpty(switchTo other: Observable<Element>) -> Observable<Element> {
        let source = asObservable()
        return Producer { downstream in
            let sink = _Sink<Element>(downstream: downstream)
            let sourceSubscription = SingleAssignmentDisposable()
            let otherSubscription = SingleAssignmentDisposable()
            sink.setUpstream(Disposables.create(sourceSubscription, otherSubscription))
            // Touched only from the source's events, which the grammar serializes.
            var isEmpty = true
            sourceSubscription.setDisposable(
                source.subscribeHandler { event in
                    guard !sink.isDisposed else { return }
                    switch event {
                    case .next(let element):
                        isEmpty = false
                        sink.forwardNext(element)
                    case .error(let error):
                        sink.forwardError(error)
                    case .completed:
                        if isEmpty {
                            otherSubscription.setDisposable(other.subscribeHandler(sink.forward))
                        } else {
                            sink.forwardCompleted()
                        }
                    }
                })
            return sink
        }
    }
}
