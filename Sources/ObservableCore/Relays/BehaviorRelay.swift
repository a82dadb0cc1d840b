/// A ``BehaviorSubject`` that never ends: it holds a current ``value`` and only accepts elements,
/// so subscribers never receive `error` or `completed`.
///
/// ```swift
/// let relay = BehaviorRelay(value: "Initial value")
/// relay.accept("New initial value")
/// _ = relay.subscribe(onNext: { print($0) })
/// relay.accept("1")
/// print(relay.value)
/// // New initial value
/// // 1
/// // 1
/// ```
///
/// > Warning: Elements may be accepted from any thread, but elements accepted from several
/// > threads at once reach the observers concurrently, as with the subject it wraps; serialize
/// > them yourself if order matters.
public final class BehaviorRelay<Element>: ObservableType, Sendable {
    // All state is in `subject`, which is thread-safe. Internal so `accept` can be inlined and
    // specialized by the caller.
    @usableFromInline let subject: BehaviorSubject<Element>

    /// Creates a relay whose current value is `value`.
    /// - Parameter value: The value new subscribers receive until another one is accepted.
    public init(value: Element) {
        subject = BehaviorSubject(value: value)
    }

    /// The current value.
    public var value: Element {
        subject.currentElement
    }

    /// Makes `element` the current value and sends it to every current subscriber.
    /// - Parameter event: The element.
    @inlinable
    public func accept(_ event: Element) {
        subject.onNext(event)
    }

    /// Subscribes an observer; it receives the current value, then every accepted element.
    /// - Parameter observer: Receives the elements.
    /// - Returns: The subscription.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// Returns an observable of the current value and the accepted elements.
    /// - Returns: The observable.
    public func asObservable() -> Observable<Element> {
        subject.asObservable()
    }
}
