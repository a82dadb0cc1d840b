extension ObservableType {
    /// Drops the first `count` elements and emits the rest.
    ///
    /// ```swift
    /// _ = Observable.of("A", "B", "C", "D", "E", "F").skip(3).subscribe(onNext: { print($0) })
    /// // D
    /// // E
    /// // F
    /// ```
    /// - Parameter count: How many elements to drop; zero or less drops none.
    /// - Returns: The sequence without its first `count` elements.
    @inlinable  // Specializes the per-event path for the caller\'s element type.
    public func skip(_ count: Int) -> Observable<Element> {
        let source = asObservable()
        return Producer { downstream in
            let sink = SkipCountSink<Element>(remaining: count, downstream: downstream)
            sink.setUpstream(source.subscribeHandler(sink.on))
            return sink
        }
    }
}

@usableFromInline
final class SkipCountSink<Element>: Sink<Element>, @unchecked Sendable {
    // Touched only from the upstream event path, which the grammar serializes.
    @usableFromInline @exclusivity(unchecked) var remaining: Int

    @inlinable
    init(remaining: Int, downstream: @escaping EventHandler<Element>) {
        self.remaining = remaining
        super.init(downstream: downstream)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            if remaining > 0 {
                remaining -= 1
            } else {
                forwardNext(element)
            }
        case .error, .completed:
            forwardStop(event)
        }
    }
}
