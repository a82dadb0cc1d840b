import Synchronization

/// The per-subscription object of an operator: it owns the downstream handler, the disposed
/// flag and the upstream subscription, and it is the `Disposable` handed back to the subscriber.
///
/// Operators subclass it for their own state or use it directly. Rules every operator follows:
/// - check ``isDisposed`` before running user code for an upstream event;
/// - forward elements with ``forwardNext(_:)`` and stop events with ``forwardStop(_:)``, which
///   marks the sink disposed *before* delivering, so nothing can follow a stop event;
/// - register the upstream subscription with ``setUpstream(_:)``; override
///   ``disposeResources()`` to release anything else.
///
/// Thread-safety: the flag is atomic; `upstream` is published through the same atomic.
@usableFromInline
class _Sink<Element>: Cancelable, @unchecked Sendable {  // `upstream` is published via `state`.
    @usableFromInline
    let downstream: EventHandler<Element>

    /// Bit 0: disposed. Bit 1: upstream stored. Bit 2: released (upstream and resources).
    @usableFromInline
    let state = Atomic<Int>(0)

    /// The upstream subscription; a no-op one before it is stored and after it is released.
    ///
    /// Not optional: copying or destroying an optional existential goes through the generic
    /// `Optional` value witnesses, which every subscribe and dispose would pay (see
    /// Benchmarks/Profile `subscribeDispose`). Unchecked exclusivity: the `state` bits order every
    /// access, and a dynamic check (`swift_beginAccess`) per subscribe and dispose costs more than
    /// the rest of `setUpstream`.
    @usableFromInline
    @exclusivity(unchecked) nonisolated(unsafe) var upstream: Disposable = _NopDisposable()

    @inlinable
    init(downstream: @escaping EventHandler<Element>) {
        self.downstream = downstream
        #if TRACE_RESOURCES
            Resources.increment()
        #endif
    }

    #if TRACE_RESOURCES
        deinit { Resources.decrement() }
    #endif

    /// Whether the subscription is over (disposed, or a stop event was forwarded).
    @inlinable
    final var isDisposed: Bool {
        state.load(ordering: .acquiring) & 1 != 0
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

    /// ``forwardStop(_:)`` for a sink that delivers stop events itself (`deliver` runs in place
    /// of `downstream`): such a sink needs no closure that captures it.
    @inlinable
    final func stop(_ event: Event<Element>, deliver: (Event<Element>) -> Void) {
        let previous = state.bitwiseOr(1, ordering: .acquiringAndReleasing).oldValue
        guard previous & 1 == 0 else { return }
        deliver(event)
        releaseOnce()
    }

    /// Stores the upstream subscription; disposes it at once if the sink is already released.
    @usableFromInline
    final func setUpstream(_ disposable: Disposable) {
        upstream = disposable
        let previous = state.bitwiseOr(2, ordering: .acquiringAndReleasing).oldValue
        if previous & 4 != 0 {
            upstream = _NopDisposable()
            disposable.dispose()
        }
    }

    /// Ends the subscription: nothing more is delivered and upstream is disposed. During the
    /// delivery of a stop event it releases at once what the delivery would release after.
    @usableFromInline
    final func dispose() {
        let previous = state.bitwiseOr(5, ordering: .acquiringAndReleasing).oldValue
        guard previous & 4 == 0 else { return }
        release(previous: previous)
    }

    /// Releases upstream and resources unless that was done already.
    @usableFromInline
    final func releaseOnce() {
        let previous = state.bitwiseOr(4, ordering: .acquiringAndReleasing).oldValue
        guard previous & 4 == 0 else { return }
        release(previous: previous)
    }

    /// Override to release what the operator holds besides its upstream subscription.
    /// Called once, after the sink is marked disposed; never under a lock.
    @usableFromInline
    func disposeResources() {}

    /// Whoever sets the second of the two bits owns `upstream`: if it was stored before the
    /// sink was released, the releasing side disposes it; otherwise ``setUpstream(_:)`` does.
    @usableFromInline
    func release(previous: Int) {
        if previous & 2 != 0 {
            let upstream = self.upstream
            self.upstream = _NopDisposable()
            upstream.dispose()
        }
        disposeResources()
    }
}
