extension ObservableType {
    /// Pairs each element with its zero-based index.
    ///
    /// ```swift
    /// _ = Observable.of("A", "B").enumerated().subscribe(onNext: { print($0.index, $0.element) })
    /// // 0 A
    /// // 1 B
    /// ```
    /// - Returns: The sequence of `(index, element)` pairs.
    @inlinable  // Specializes the per-event path for the caller\'s element type.
    public func enumerated() -> Observable<(index: Int, element: Element)> {
        let source = asObservable()
        return Producer { downstream in
            let sink = _EnumeratedSink<Element>(downstream: downstream)
            sink.setUpstream(source.subscribeHandler(sink.on))
            return sink
        }
    }
}

@usableFromInline
final class _EnumeratedSink<Element>: _Sink<(index: Int, element: Element)>, @unchecked Sendable {
    // Touched only from the upstream event path, which the grammar serializes.
    @usableFromInline @exclusivity(unchecked) var nextIndex = 0

    @inlinable
    override init(downstream: @escaping EventHandler<(index: Int, element: Element)>) {
        super.init(downstream: downstream)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            let index = nextIndex
            let (following, overflow) = index.addingReportingOverflow(1)
            guard !overflow else {
                forwardError(RxError.overflow)
                return
            }
            nextIndex = following
            forwardNext((index, element))
        case .error(let error):
            forwardError(error)
        case .completed:
            forwardCompleted()
        }
    }
}
