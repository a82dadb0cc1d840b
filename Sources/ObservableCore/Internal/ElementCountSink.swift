/// The sink of `skip(_:)` and `take(_:)`: both count the first elements down; `skip` drops
/// them and lets the rest through, `take` lets them through and completes after the last.
@usableFromInline
final class _ElementCountSink<Element>: _Sink<Element>, @unchecked Sendable {
    // `remaining` is touched only from the upstream event path, which the grammar serializes.

    /// Whether the counted elements are the ones delivered (`take`) or the ones dropped (`skip`).
    @usableFromInline let takes: Bool

    /// Counted down before an element is delivered, so that an element the observer feeds back
    /// into the source while it runs sees the right count.
    @usableFromInline @exclusivity(unchecked) var remaining: Int

    @inlinable
    init(takes: Bool, count: Int, downstream: @escaping EventHandler<Element>) {
        self.takes = takes
        self.remaining = count
        super.init(downstream: downstream)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            guard remaining > 0 else {
                if !takes { forwardNext(element) }
                return
            }
            remaining -= 1
            guard takes else { return }
            let isLast = remaining == 0
            forwardNext(element)
            if isLast { forwardCompleted() }
        case .error, .completed:
            forwardStop(event)
        }
    }
}
