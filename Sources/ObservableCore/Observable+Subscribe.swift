extension ObservableType {
    /// Subscribes a closure that receives every event.
    ///
    /// ```swift
    /// _ = Observable.of(1, 2).subscribe { event in print(event) }
    /// // next(1)
    /// // next(2)
    /// // completed
    /// ```
    /// - Parameter on: Receives the events; released once the subscription is disposed or has
    ///   ended, even while the returned disposable is still held.
    /// - Returns: The subscription.
    @inlinable  // Specializes the per-event path for the caller's element type.
    public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
        asObservable().subscribeReleasing(on)
    }

    /// Subscribes closures for elements, errors, completion and disposal; each is optional.
    ///
    /// After `onError` or `onCompleted`, the subscription is disposed and `onDisposed` runs.
    /// Without `onError`, an error goes to ``Hooks/defaultErrorHandler``, as in RxSwift.
    /// Once the subscription is disposed or has ended, the closures (and what they capture) are
    /// released, even while the returned disposable is still held, as in RxSwift.
    ///
    /// ```swift
    /// _ = Observable.of("A", "B").subscribe(
    ///     onNext: { print($0) }, onCompleted: { print("done") }, onDisposed: { print("disposed") })
    /// // A
    /// // B
    /// // done
    /// // disposed
    /// ```
    /// - Parameters:
    ///   - onNext: Called for each element.
    ///   - onError: Called if the sequence fails.
    ///   - onCompleted: Called if the sequence completes.
    ///   - onDisposed: Called once when the subscription ends, whatever ended it.
    /// - Returns: The subscription.
    @inlinable  // Specializes the per-event path for the caller's element type.
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let source = asObservable()
        // `just` (alone or mapped) is over before this returns: no sink is needed.
        if source.subscribeAtOnce(
            onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
        {
            return Disposables.create()
        }
        // Without `onError`, an error goes to `Hooks`, with the stack of this call if asked for.
        let callStack = onError == nil ? Hooks.subscriptionCallStack() : []
        // The caller gets `subscription`, which keeps neither `sink` nor the closures: they go
        // when upstream lets go of its handler, at disposal or after a stop event (see
        // `subscribeReleasing(_:)`).
        // Each object is made at its smallest: the disposable carries `onDisposed` only when
        // there is one, the sink its stop closures only when there are any (see Benchmarks/Profile
        // `subscribeDispose` and `proxyMemory`).
        let subscription = onDisposed == nil ? _SinkBase() : _SubscribeDisposable(onDisposed: onDisposed!)
        let sink =
            onError == nil && onCompleted == nil && callStack.isEmpty
            ? _SubscribeSink<Element>(subscription: subscription, onNext: onNext)
            : _SubscribeStopSink<Element>(
                subscription: subscription, onNext: onNext, onError: onError, onCompleted: onCompleted,
                callStack: callStack)
        // Elements a source lends go to `onNext` itself, with no hop through the sink (see
        // Benchmarks/Profile `xmlPipeline`): a source that lends checks its own subscription,
        // which the sink's disposal disposes and a stop event ends, so the sink's check would
        // give the same answer. Elements in events still go through `on`. Unwrapped with `!`,
        // not bound with `if let`, which copies the closure once more (see `subscribeDispose`).
        // One closure for both calls: two would be two specializations, merged by the optimizer
        // behind a forwarding stub that every event then passes through (see `onNext`).
        let handler = sink.on
        if onNext != nil {
            subscription.setUpstream(source.subscribeHandler(handler, next: onNext!))
        } else {
            subscription.setUpstream(source.subscribeHandler(handler))
        }
        return subscription
    }

    /// Subscribes closures that also receive `object`, which is held weakly: once it is gone,
    /// the closures are no longer called.
    ///
    /// ```swift
    /// final class Screen { var title = "" }
    /// let screen = Screen()
    /// _ = Observable.just("Hello").subscribe(with: screen, onNext: { screen, text in
    ///     screen.title = text
    /// })
    /// print(screen.title) // Hello
    /// ```
    /// - Parameters:
    ///   - object: The object handed to the closures, held weakly.
    ///   - onNext: Called for each element.
    ///   - onError: Called if the sequence fails.
    ///   - onCompleted: Called if the sequence completes.
    ///   - onDisposed: Called once when the subscription ends.
    /// - Returns: The subscription.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onNext: weakly(object, onNext), onError: weakly(object, onError),
            onCompleted: weakly(object, onCompleted), onDisposed: weakly(object, onDisposed))
    }
}

/// The subscription `subscribe(onNext:onError:onCompleted:onDisposed:)` hands back when it is
/// given `onDisposed` (a bare ``_SinkBase`` otherwise): the state and upstream subscription of
/// ``_SinkBase``, and `onDisposed`. It keeps none of the other closures, so that disposing it, or
/// a stop event, lets go of them (and of what they capture) even while the caller holds it.
@usableFromInline
final class _SubscribeDisposable: _SinkBase, @unchecked Sendable {  // See `onDisposed`.
    // Read and cleared once, by the single caller of `disposeResources()`.
    @usableFromInline @exclusivity(unchecked) nonisolated(unsafe) var onDisposed: (() -> Void)?

    @inlinable
    init(onDisposed: @escaping () -> Void) {
        self.onDisposed = onDisposed
        super.init()
    }

    override func disposeResources() {
        guard let onDisposed else { return }
        self.onDisposed = nil
        onDisposed()
    }
}

/// The handler side of `subscribe(onNext:…)`: it calls the subscriber's closures itself and is
/// held only by the handler given upstream (`on` captures it alone, so that closure allocates
/// nothing), never by the disposable handed back. This class holds `onNext` alone, for the common
/// subscription without stop closures; ``_SubscribeStopSink`` adds them.
@usableFromInline
class _SubscribeSink<Element>: @unchecked Sendable {  // `let`s only.
    @usableFromInline let subscription: _SinkBase
    /// Called directly for each element: an element is not wrapped in a second event.
    @usableFromInline let onNext: ((Element) -> Void)?

    @inlinable
    init(subscription: _SinkBase, onNext: ((Element) -> Void)?) {
        self.subscription = subscription
        self.onNext = onNext
    }

    @inlinable
    final func on(_ event: Event<Element>) {
        if case .next(let element) = event {
            if !subscription.isDisposed { onNext?(element) }
        } else {
            onStop(event)
        }
    }

    /// Out of line (but specialized), so that `on` stays small enough to be inlined where
    /// events arrive. Final: a call to an overridable method from `on` would take the event
    /// by address, and `on` would store every element to memory first (see Benchmarks/Profile
    /// `onNext`); the overridable part is ``deliverStop(_:)``, behind this call.
    @inlinable @inline(never)
    final func onStop(_ event: Event<Element>) {
        subscription.stop(event, deliver: deliverStop)
    }

    /// Runs the stop closures; here, with none, an error goes to ``Hooks``.
    @inlinable
    func deliverStop(_ event: Event<Element>) {
        if case .error(let error) = event { Hooks.reportUnhandled(error, callStack: []) }
    }
}

/// A ``_SubscribeSink`` with the closures of the stop events, or the call stack an unhandled
/// error is reported with.
@usableFromInline
final class _SubscribeStopSink<Element>: _SubscribeSink<Element>, @unchecked Sendable {  // `let`s only.
    @usableFromInline let onError: ((Swift.Error) -> Void)?
    @usableFromInline let onCompleted: (() -> Void)?
    /// Where the subscription was made, for an error nobody handles (empty unless asked for).
    @usableFromInline let callStack: [String]

    @inlinable
    init(
        subscription: _SinkBase, onNext: ((Element) -> Void)?, onError: ((Swift.Error) -> Void)?,
        onCompleted: (() -> Void)?, callStack: [String]
    ) {
        self.onError = onError
        self.onCompleted = onCompleted
        self.callStack = callStack
        super.init(subscription: subscription, onNext: onNext)
    }

    @inlinable
    override func deliverStop(_ event: Event<Element>) {
        switch event {
        case .next: break
        case .error(let error):
            if let onError {
                onError(error)
            } else {
                Hooks.reportUnhandled(error, callStack: callStack)
            }
        case .completed: onCompleted?()
        }
    }
}
