import Synchronization

/// What every sink keeps to end a subscription once: the disposed flag, the upstream
/// subscription, and their release. An operator's sink is the `Disposable` handed to the
/// operator downstream of it, which lets go of it at its own release.
///
/// ``_Sink`` adds the downstream handler and the forwarding of events. A subscriber outside the
/// core gets an instance of this class itself (or ``_SubscribeDisposable``), which holds no
/// handler: the handler given upstream holds the subscriber's closures, so they go when upstream
/// lets go of it, at disposal or after a stop event, even while the subscriber keeps the
/// disposable (see `Observable.subscribeReleasing(_:)`).
///
/// Thread-safety: the flag is atomic; `upstream` is published through the same atomic.
///
/// Its disposal is inlinable: the optimizer inlines a generic class's methods where they are
/// called, as it did `_Sink`'s, but not this class's, and out of line every subscribe and
/// dispose pays for the calls (see Benchmarks/Profile `subscribeDispose`).
@usableFromInline
class _SinkBase: Cancelable, @unchecked Sendable {  // `upstream` is published via `state`.
    /// Bit 0: disposed. Bit 1: upstream stored. Bit 2: released (upstream and resources).
    @usableFromInline
    let state = Atomic<Int>(0)

    /// The upstream subscription, as an object (``Disposable/_disposableObject``): two words
    /// where a `Disposable` takes five, in every sink; `nil` before it is stored, after it is
    /// released, and for a no-op one.
    ///
    /// Optional costs nothing here: `nil` is the null reference, so copying and destroying are a
    /// retain and a release, as they are for the object itself. (An optional *opaque* existential
    /// would go through the generic `Optional` value witnesses on every subscribe and dispose;
    /// see Benchmarks/Profile `subscribeDispose`.) Unchecked exclusivity: the `state` bits order
    /// every access, and a dynamic check (`swift_beginAccess`) per subscribe and dispose costs
    /// more than the rest of `setUpstream`.
    @usableFromInline
    @exclusivity(unchecked) nonisolated(unsafe) var upstream: (any Disposable & AnyObject)?

    @inlinable
    init() {
        #if TRACE_RESOURCES
            Resources.increment()
        #endif
    }

    #if TRACE_RESOURCES
        deinit { Resources.decrement() }
    #endif

    /// Whether the subscription is over (disposed, or a stop event was delivered).
    @inlinable
    final var isDisposed: Bool {
        state.load(ordering: .acquiring) & 1 != 0
    }

    /// Itself, as the protocol extension's default gives, but without that generic witness's
    /// work each time a sink is stored as another's upstream (see Benchmarks/Profile
    /// `flatMapLatest`).
    @usableFromInline
    final var _disposableObject: (any Disposable & AnyObject)? { self }

    /// Marks the sink disposed, runs `deliver` with the stop event, then releases upstream and
    /// resources, unless the delivery disposed the sink meanwhile, which releases them at once
    /// (as in RxSwift, where `do(onDispose:)` runs after its source's disposal).
    /// Only the first stop event or `dispose()` wins.
    @inlinable
    final func stop<Element>(_ event: Event<Element>, deliver: (Event<Element>) -> Void) {
        let previous = state.bitwiseOr(1, ordering: .acquiringAndReleasing).oldValue
        guard previous & 1 == 0 else { return }
        deliver(event)
        releaseOnce()
    }

    /// Stores the upstream subscription; disposes it at once if the sink is already released.
    @inlinable
    final func setUpstream(_ disposable: Disposable) {
        // A no-op subscription is not stored: the release finds the "stored" bit unset.
        guard let object = disposable._disposableObject else { return }
        upstream = object
        let previous = state.bitwiseOr(2, ordering: .acquiringAndReleasing).oldValue
        if previous & 4 != 0 {
            upstream = nil
            object.dispose()
        }
    }

    /// Ends the subscription: nothing more is delivered and upstream is disposed. During the
    /// delivery of a stop event it releases at once what the delivery would release after.
    @inlinable
    final func dispose() {
        let previous = state.bitwiseOr(5, ordering: .acquiringAndReleasing).oldValue
        guard previous & 4 == 0 else { return }
        release(previous: previous)
    }

    /// Releases upstream and resources unless that was done already.
    @inlinable
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
    @inlinable
    final func release(previous: Int) {
        if previous & 2 != 0, let upstream = self.upstream.take() {
            upstream.dispose()
        }
        disposeResources()
    }
}
