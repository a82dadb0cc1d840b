extension ObservableType {
    /// Emits only the element at `index` (counting from zero), then completes.
    ///
    /// If the sequence completes before reaching `index`, the result fails with
    /// ``RxError/argumentOutOfRange``.
    ///
    /// ```swift
    /// _ = Observable.of("A", "B", "C", "D").element(at: 2).subscribe { print($0) }
    /// // next(C)
    /// // completed
    /// ```
    /// - Parameter index: The zero-based index of the element; must not be negative.
    /// - Returns: A sequence of at most one element.
    public func element(at index: Int) -> Observable<Element> {
        precondition(index >= 0, "element(at:): the index must not be negative (got \(index)).")
        let source = asObservable()
        return Producer { downstream in
            let sink = ElementAtSink<Element>(remaining: index, downstream: downstream)
            sink.setUpstream(source.subscribeHandler(sink.on))
            return sink
        }
    }

    /// Emits only the element at `index`, then completes.
    /// - Parameter index: The zero-based index of the element; must not be negative.
    /// - Returns: A sequence of at most one element.
    @available(*, deprecated, renamed: "element(at:)")
    public func elementAt(_ index: Int) -> Observable<Element> {
        element(at: index)
    }
}

final class ElementAtSink<Element>: _Sink<Element>, @unchecked Sendable {
    // Touched only from the upstream event path, which the grammar serializes. It drops below
    // zero before the element is delivered, so elements the observer feeds back into the
    // source while it runs are ignored.
    private var remaining: Int

    init(remaining: Int, downstream: @escaping EventHandler<Element>) {
        self.remaining = remaining
        super.init(downstream: downstream)
    }

    func on(_ event: Event<Element>) {
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            guard remaining >= 0 else { return }
            remaining -= 1
            if remaining < 0 {
                forwardNext(element)
                forwardCompleted()
            }
        case .error(let error):
            forwardError(error)
        case .completed:
            forwardError(RxError.argumentOutOfRange)
        }
    }
}
