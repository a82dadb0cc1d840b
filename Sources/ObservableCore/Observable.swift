/// The internal form of an observer: a closure that receives events. `package`, so that
/// DelegateProxyKit's dispatch table hands events to subscribers without an `AnyObserver` layer.
@usableFromInline
package typealias EventHandler<Element> = (Event<Element>) -> Void

/// A push-based sequence of elements.
///
/// Cold observables (``Observable/create(_:)``, ``Observable/of(_:scheduler:)``, operators) do
/// their work once per subscription; subjects are hot and share one stream among subscribers.
///
/// ```swift
/// Observable.of(1, 2, 3)
///     .map { $0 * 10 }
///     .subscribe(onNext: { print($0) })
/// // 10
/// // 20
/// // 30
/// ```
public class Observable<Element>: ObservableType {
    @usableFromInline
    init() {
        #if TRACE_RESOURCES
            Resources.observableCounter.increment()
        #endif
    }

    #if TRACE_RESOURCES
        deinit { Resources.observableCounter.decrement() }
    #endif

    /// Subscribes an observer to the sequence.
    /// - Parameter observer: Receives the events.
    /// - Returns: The subscription; dispose it to stop receiving events. Disposing it, or a
    ///   stop event, lets go of `observer` even while the subscription is still held.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        subscribeReleasing(observer.on)
    }

    /// Subscribes `handler` for a subscriber outside the core: the disposable handed back does
    /// not keep `handler`. The handler given upstream holds it, with the subscription's state;
    /// the disposable holds the state and the upstream subscription, and lets go of the latter
    /// when it is disposed or a stop event is delivered, so whatever `handler` captures goes as
    /// soon as upstream lets go of its handler, even if the caller keeps the disposable (as in
    /// RxSwift, whose returned disposer drops its sink at disposal).
    @inlinable
    final func subscribeReleasing(_ handler: @escaping EventHandler<Element>) -> Disposable {
        let subscription = _SinkBase()
        subscription.setUpstream(
            subscribeHandler { [subscription] event in
                if case .next = event {
                    if !subscription.isDisposed { handler(event) }
                } else {
                    subscription.stop(event, deliver: handler)
                }
            })
        return subscription
    }

    /// The one primitive every observable implements: deliver events to `handler` until the
    /// returned disposable is disposed or a stop event has been delivered.
    @usableFromInline
    func subscribeHandler(_ handler: @escaping EventHandler<Element>) -> Disposable {
        rxAbstractMethod()
    }

    /// ``subscribeHandler(_:)`` for a subscriber that also takes elements one by one, lent:
    /// `next` receives an element without an event around it. A source whose elements are
    /// lent to it (a delegate call's arguments, an element `create`'s observer is sent with
    /// `onNext`) calls `next`, so the element is neither copied into an event nor copied out of
    /// one; every other source ignores `next` and sends `handler` everything. Stop events always
    /// go to `handler`. A source calls `next` only while the subscription it returned is neither
    /// disposed nor stopped: `subscribe(onNext:)` passes its closure as `next`, with no check of
    /// its own in between.
    @usableFromInline
    func subscribeHandler(
        _ handler: @escaping EventHandler<Element>, next: @escaping (Element) -> Void
    ) -> Disposable {
        subscribeHandler(handler)
    }

    /// For `subscribe(onNext:onError:onCompleted:onDisposed:)`: a source that sends everything
    /// at once, on the subscribing thread (`just`), calls the closures itself, in the order a
    /// sink would, and returns `true`; the subscription is then over before `subscribe` returns
    /// and needs no sink. Every other source returns `false`.
    @usableFromInline
    func subscribeAtOnce(
        onNext: ((Element) -> Void)?, onError: ((Swift.Error) -> Void)?, onCompleted: (() -> Void)?,
        onDisposed: (() -> Void)?
    ) -> Bool {
        false
    }

    /// `filter(predicate)` applied to this observable, as one stage with it when this observable
    /// can take the predicate into its own sink (`map`: see `_MapFilterObservable`); `nil`
    /// otherwise, and `filter` makes a sink of its own.
    @usableFromInline
    func fusingFilter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element>? {
        nil
    }

    /// Returns `self`.
    /// - Returns: This observable.
    public func asObservable() -> Observable<Element> { self }
}
