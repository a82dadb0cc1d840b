/// A type that can be turned into a ``ControlEvent``.
public protocol ControlEventType: ObservableType {
    /// Returns the control event this value represents.
    /// - Returns: The control event.
    func asControlEvent() -> ControlEvent<Element>
}

/// A stream of events from a UI control or delegate, as RxCocoa defines it: it never fails,
/// it does not send an initial value, and it is subscribed (and disposed) on the main thread.
///
/// ```swift
/// let taps = ControlEvent(events: Observable.of((), ()))
/// _ = taps.subscribe(onNext: { print("tap") })   // on the main thread
/// // tap
/// // tap
/// ```
///
/// `init(events:)` does not check its source: as in RxCocoa, "never fails" is a promise the
/// source keeps. An error sent by the source (a `map` that throws on a failed cast, for
/// instance) reaches the subscribers unchanged.
///
/// > Warning: Subscribing happens on `ConcurrentMainScheduler`: at once on the main thread,
/// > otherwise later, on the main queue — which on Linux only runs once the program calls
/// > `dispatchMain()` (or runs a `RunLoop`, or awaits in an `async` `main`).
public struct ControlEvent<PropertyType>: ControlEventType {
    /// The type of the elements.
    public typealias Element = PropertyType

    let events: Observable<PropertyType>

    /// Wraps `events`, subscribing to it on the main thread.
    ///
    /// ```swift
    /// var didSelect: ControlEvent<Int> {
    ///     ControlEvent(events: delegate.methodInvoked(WidgetDelegateProxy.didSelect).map { $0.1 })
    /// }
    /// ```
    /// - Parameter events: The source; it must not fail.
    public init<Events: ObservableType>(events: Events) where Events.Element == Element {
        self.events = events.subscribe(on: ConcurrentMainScheduler.instance)
    }

    /// Subscribes an observer to the events.
    /// - Parameter observer: Receives the events.
    /// - Returns: The subscription.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        events.subscribe(observer)
    }

    /// Returns the events as a plain observable.
    /// - Returns: The events, subscribed on the main thread.
    public func asObservable() -> Observable<Element> {
        events
    }

    /// Returns `self`.
    /// - Returns: This control event.
    public func asControlEvent() -> ControlEvent<Element> {
        self
    }
}
