extension ObservableType {
    /// Emits `elements` first, during `subscribe`, then the elements of `self`.
    ///
    /// Each call prepends: `startWith(1).startWith(0)` emits 0, then 1, then the source.
    ///
    /// ```swift
    /// _ = Observable.of(2, 3, 4).startWith(1).subscribe(onNext: { print($0) })
    /// // 1
    /// // 2
    /// // 3
    /// // 4
    /// ```
    /// - Parameter elements: The elements to emit before the source's.
    /// - Returns: The sequence with `elements` in front.
    public func startWith(_ elements: Element...) -> Observable<Element> {
        let source = asObservable()
        return Producer { downstream in
            let sink = _Sink<Element>(downstream: downstream)
            for element in elements {
                sink.forwardNext(element)
            }
            sink.setUpstream(source.subscribeHandler(sink.forward))
            return sink
        }
    }
}
