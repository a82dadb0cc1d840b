extension ObservableType {
    /// Subscribes a closure that receives every event.
    ///
    /// ```swift
    /// _ = Observable.of(1, 2).subscribe { event in print(event) }
    /// // next(1)
    /// // next(2)
    /// // completed
    /// ```
    /// - Parameter on: Receives the events.
    /// - Returns: The subscription.
    @inlinable  // Specializes the per-event path for the caller's element type.
    public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
        let sink = _Sink<Element>(downstream: on)
        sink.setUpstream(asObservable().subscribeHandler(sink.forward))
        return sink
    }

    /// Subscribes closures for elements, errors, completion and disposal; each is optional.
    ///
    /// After `onError` or `onCompleted`, the subscription is disposed and `onDisposed` runs.
    /// Without `onError`, an error goes to ``Hooks/defaultErrorHandler``, as in RxSwift.
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
        let sink = _SubscribeSink<Element>(
            onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed,
            callStack: callStack)
        // Elements a source lends go to `onNext` itself, with no hop through the sink (see
        // Benchmarks/Profile `xmlPipeline`): a source that lends checks its own subscription,
        // which the sink's disposal disposes and a stop event ends, so the sink's check would
        // give the same answer. Elements in events still go through `on`. Unwrapped with `!`,
        // not bound with `if let`, which copies the closure once more (see `subscribeDispose`).
        if onNext != nil {
            sink.setUpstream(source.subscribeHandler(sink.on, next: onNext!))
        } else {
            sink.setUpstream(source.subscribeHandler(sink.on))
        }
        return sink
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

/// The sink behind `subscribe(onNext:…)`: it calls the subscriber's closures itself, so it keeps
/// no downstream handler and derives from ``_SinkBase``, not ``_Sink``.
@usableFromInline
final class _SubscribeSink<Element>: _SinkBase, @unchecked Sendable {  // `let`s, and see `stops`.
    /// Called directly for each element: an element is not wrapped in a second event.
    @usableFromInline let onNext: ((Element) -> Void)?
    /// The closures of the stop events and of disposal, made only when one is given: the
    /// common `subscribe(onNext:)` stores its element closure alone. A reference, not a subclass
    /// that would hold them: with that subclass, every event delivered to `on` costs more (see
    /// Benchmarks/Profile `onNext`).
    @usableFromInline let stops: _SubscribeStops?

    /// The sink calls its closures itself, rather than through an event handler (a closure that
    /// captured the others would be one more allocation per subscription).
    @inlinable
    init(
        onNext: ((Element) -> Void)?, onError: ((Swift.Error) -> Void)?, onCompleted: (() -> Void)?,
        onDisposed: (() -> Void)?, callStack: [String]
    ) {
        self.onNext = onNext
        if onError == nil, onCompleted == nil, onDisposed == nil, callStack.isEmpty {
            stops = nil
        } else {
            stops = _SubscribeStops(
                onError: onError, onCompleted: onCompleted, onDisposed: onDisposed, callStack: callStack)
        }
        super.init()
    }

    @inlinable
    func on(_ event: Event<Element>) {
        if case .next(let element) = event {
            if !isDisposed { onNext?(element) }
        } else {
            onStop(event)
        }
    }

    /// Out of line (but specialized), so that `on` stays small enough to be inlined where
    /// events arrive.
    @inlinable @inline(never)
    func onStop(_ event: Event<Element>) {
        stop(event) { event in
            switch event {
            case .next: break
            case .error(let error):
                if let onError = stops?.onError {
                    onError(error)
                } else {
                    Hooks.reportUnhandled(error, callStack: stops?.callStack ?? [])
                }
            case .completed: stops?.onCompleted?()
            }
        }
    }

    override func disposeResources() {
        guard let stops else { return }
        let onDisposed = stops.onDisposed
        stops.onDisposed = nil
        onDisposed?()
    }
}

/// The rarely given closures of a ``_SubscribeSink``, apart from the sink so that a subscription
/// without them does not carry their storage.
@usableFromInline
final class _SubscribeStops {
    @usableFromInline let onError: ((Swift.Error) -> Void)?
    @usableFromInline let onCompleted: (() -> Void)?
    // Read once, by the single caller of the sink's `disposeResources()`.
    @usableFromInline @exclusivity(unchecked) var onDisposed: (() -> Void)?
    /// Where the subscription was made, for an error nobody handles (empty unless asked for).
    @usableFromInline let callStack: [String]

    @inlinable
    init(
        onError: ((Swift.Error) -> Void)?, onCompleted: (() -> Void)?, onDisposed: (() -> Void)?,
        callStack: [String]
    ) {
        self.onError = onError
        self.onCompleted = onCompleted
        self.onDisposed = onDisposed
        self.callStack = callStack
    }
}
