extension ObservableType {
    /// Turns every event into an element: the result emits `next(event)` for each event of
    /// `self`, then completes.
    ///
    /// ```swift
    /// _ = Observable.of(1).materialize().subscribe(onNext: { print($0) })
    /// // next(1)
    /// // completed
    /// ```
    /// - Returns: The sequence of events, which never fails.
    public func materialize() -> Observable<Event<Element>> {
        let source = asObservable()
        return Producer { downstream in
            let sink = _Sink<Event<Element>>(downstream: downstream)
            sink.setUpstream(
                source.subscribeHandler { event in
                    guard !sink.isDisposed else { return }
                    sink.forwardNext(event)
                    if event.isStopEvent { sink.forwardCompleted() }
                })
            return sink
        }
    }
}

extension ObservableType where Element: EventConvertible {
    /// Turns elements that are events back into events: the inverse of ``materialize()``.
    ///
    /// ```swift
    /// _ = Observable.of(Event.next(1), Event.completed).dematerialize()
    ///     .subscribe { print($0) }
    /// // next(1)
    /// // completed
    /// ```
    /// - Returns: The sequence the events describe; it ends at the first stop event.
    public func dematerialize() -> Observable<Element.Element> {
        let source = asObservable()
        return Producer { downstream in
            let sink = _Sink<Element.Element>(downstream: downstream)
            sink.setUpstream(
                source.subscribeHandler { event in
                    guard !sink.isDisposed else { return }
                    switch event {
                    case .next(let element):
                        sink.forward(element.event)
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
