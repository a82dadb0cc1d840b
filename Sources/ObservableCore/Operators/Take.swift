extension ObservableType {
    /// Emits the first `count` elements, then completes and disposes the source.
    ///
    /// `take(0)` completes at once without subscribing to `self`.
    ///
    /// ```swift
    /// _ = Observable.of(1, 2, 3, 4, 5, 6).take(3).subscribe(onNext: { print($0) })
    /// // 1
    /// // 2
    /// // 3
    /// ```
    /// - Parameter count: How many elements to emit; must not be negative.
    /// - Returns: A sequence of at most `count` elements.
    @inlinable  // Specializes the per-event path for the caller\'s element type.
    public func take(_ count: Int) -> Observable<Element> {
        precondition(count >= 0, "take(_:): the count must not be negative (got \(count)).")
        guard count > 0 else { return Observable.empty() }
        let source = asObservable()
        return Producer { downstream in
            let sink = TakeCountSink<Element>(remaining: count, downstream: downstream)
            sink.setUpstream(source.subscribeHandler(sink.on))
            return sink
        }
    }
}

@usableFromInline
final class TakeCountSink<Element>: Sink<Element>, @unchecked Sendable {
    // Touched only from the upstream event path, which the grammar serializes. It is counted
    // down before the element is delivered, so an element the observer feeds back into the
    // source while it runs sees the right count.
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
            guard remaining > 0 else { return }
            remaining -= 1
            let isLast = remaining == 0
            forwardNext(element)
            if isLast { forwardCompleted() }
        case .error, .completed:
            forwardStop(event)
        }
    }
}
