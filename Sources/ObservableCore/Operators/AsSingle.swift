extension ObservableType {
    /// Returns the sequence as a ``Single``: it succeeds with the only element once the sequence
    /// completes, and fails with `RxError.noElements` if there was none or
    /// `RxError.moreThanOneElement` as soon as a second one arrives.
    ///
    /// ```swift
    /// _ = Observable.just(1).asSingle().subscribe { print($0) } // success(1)
    /// _ = Observable.of(1, 2).asSingle().subscribe { print($0) }
    /// // failure(Sequence contains more than one element.)
    /// ```
    /// - Returns: The single.
    public func asSingle() -> Single<Element> {
        Single(raw: onlyElement(required: true))
    }

    // The sequence cut to its only element, sent when the source completes.
    // Shared with `asMaybe()`, which differs only in what an empty sequence gives.
    func onlyElement(required: Bool) -> Observable<Element> {
        let source = asObservable()
        return Producer { downstream in
            let sink = _Sink<Element>(downstream: downstream)
            // Touched only from the source's events, which the grammar serializes.
            var element: Element?
            sink.setUpstream(
                source.subscribeHandler { event in
                    guard !sink.isDisposed else { return }
                    switch event {
                    case .next(let next):
                        if element != nil {
                            sink.forwardError(RxError.moreThanOneElement)
                        } else {
                            element = next
                        }
                    case .error(let error):
                        sink.forwardError(error)
                    case .completed:
                        if let element {
                            sink.forwardNext(element)
                            sink.forwardCompleted()
                        } else if required {
                            sink.forwardError(RxError.noElements)
                        } else {
                            sink.forwardCompleted()
                        }
                    }
                })
            return sink
        }
    }
}
