import Synchronization

/// The per-subscription object of an operator: it owns the downstream handler and forwards
/// events to it; its base class (``_SinkBase``) owns the disposed flag and the upstream
/// subscription, and is the `Disposable` handed back to the subscriber.
///
/// Operators subclass it for their own state or use it directly. Rules every operator follows:
/// - check ``isDisposed`` before running user code for an upstream event;
/// - forward elements with ``forwardNext(_:)`` and stop events with ``forwardStop(_:)``, which
///   marks the sink disposed *before* delivering, so nothing can follow a stop event;
/// - register the upstream subscription with ``setUpstream(_:)``; override
///   ``disposeResources()`` to release anything else.
@usableFromInline
class _Sink<Element>: _SinkBase, @unchecked Sendable {  // `downstream` is a `let`; see `_SinkBase`.
    @usableFromInline
    let downstream: EventHandler<Element>

    @inlinable
    init(downstream: @escaping EventHandler<Element>) {
        self.downstream = downstream
        super.init()
    }

    /// Forwards an element unless disposed.
    @inlinable
    final func forwardNext(_ element: Element) {
        if !isDisposed { downstream(.next(element)) }
    }

    /// ``forwardNext(_:)`` for an element the caller made and no longer needs (`map`'s result):
    /// it moves into the event instead of being copied into it and destroyed twice.
    @inlinable @inline(__always)
    final func forwardNext(made element: consuming Element) {
        if !isDisposed { downstream(.next(element)) }
    }

    /// Forwards any event: elements as ``forwardNext(_:)``, stop events as ``forwardStop(_:)``.
    @inlinable @inline(__always)
    final func forward(_ event: Event<Element>) {
        // The event itself is passed on: binding its element (or a `switch` over it) would copy
        // it in generic code, once here and once more to rebuild it.
        if case .next = event {
            if !isDisposed { downstream(event) }
        } else {
            forwardStop(event)
        }
    }

    /// Forwards `error`, then releases the subscription; does nothing if already disposed.
    @inlinable
    final func forwardError(_ error: Swift.Error) { forwardStop(.error(error)) }

    /// Forwards `completed`, then releases the subscription; does nothing if already disposed.
    @inlinable
    final func forwardCompleted() { forwardStop(.completed) }

    /// Marks the sink disposed, delivers the stop event, then releases upstream and resources,
    /// unless the downstream disposed the sink meanwhile, which releases them at once (as in
    /// RxSwift, where `do(onDispose:)` runs after its source's disposal).
    /// Only the first stop event or `dispose()` wins.
    @usableFromInline
    final func forwardStop(_ event: Event<Element>) {
        // Written out rather than `stop(event, deliver: downstream)`: that form shifts inlining in
        // `merge` and slows every event it forwards (see Benchmarks/Profile `merge`).
        let previous = state.bitwiseOr(1, ordering: .acquiringAndReleasing).oldValue
        guard previous & 1 == 0 else { return }
        downstream(event)
        releaseOnce()
    }
}
