extension ObservableType {
    /// Emits the sequence's only element as soon as it arrives, then completes with the
    /// sequence; fails with `RxError.moreThanOneElement` on a second element and with
    /// `RxError.noElements` if the sequence completes without one.
    ///
    /// ```swift
    /// _ = Observable.of(1, 2).single().subscribe { print($0) }
    /// // next(1)
    /// // error(Sequence contains more than one element.)
    /// ```
    /// - Returns: The only element.
    public func single() -> Observable<Element> {
        single { _ in true }
    }

    /// Emits the only element that satisfies `predicate` as soon as it arrives, then completes
    /// with the sequence; fails with `RxError.moreThanOneElement` on a second match and with
    /// `RxError.noElements` if the sequence completes without one. A thrown error becomes an
    /// `error` event.
    ///
    /// ```swift
    /// _ = Observable.of(1, 2, 3).single { $0 == 2 }.subscribe { print($0) }
    /// // next(2)
    /// // completed
    /// ```
    /// - Parameter predicate: Whether an element counts.
    /// - Returns: The only matching element.
    public func single(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        let source = asObservable()
        return Producer { downstream in
            let sink = _Sink<Element>(downstream: downstream)
            // Touched only from the source's events, which the grammar serializes.
            var seen = false
            sink.setUpstream(
                source.subscribeHandler { event in
                    guard !sink.isDisposed else { return }
                    switch event {
                    case .next(let element):
                        do {
                            guard try predicate(element) else { return }
                        } catch {
                            sink.forwardError(error)
                            return
                        }
                        if seen {
                            sink.forwardError(RxError.moreThanOneElement)
                        } else {
                            seen = true
                            sink.forwardNext(element)
                        }
                    case .error(let error):
                        sink.forwardError(error)
                    case .completed:
                        if seen {
                            sink.forwardCompleted()
                        } else {
                            sink.forwardError(RxError.noElements)
                        }
                    }
                })
            return sink
        }
    }
}
