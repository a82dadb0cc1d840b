/// A ``PublishSubject`` that never ends: it only accepts elements, so subscribers never receive
/// `error` or `completed`.
///
/// ```swift
/// let relay = PublishRelay<String>()
/// _ = relay.subscribe(onNext: { print($0) })
/// relay.accept("1")
/// // 1
/// ```
///
/// > Warning: Elements may be accepted from any thread, but elements accepted from several
/// > threads at once reach the observers concurrently, as with the subject it wraps; serialize
/// > them yourself if order matters.
public final class PublishRelay<Element>: ObservableType, Sendable {
    // All state is in `subject`, which is thread-safe. Internal so `accept` can be inlined and
    // specialized by the caller.
    @usableFromInline let subject = PublishSubject<Element>()

    /// Creates a relay with no observers.
    public init() {}

    /// Sends `element` to every current subscriber.
    /// - Parameter event: The element.
    @inlinable
    public func accept(_ event: Element) {
        subject.onNext(event)
    }

    /// Subscribes an observer; it receives the elements accepted from now on.
    /// - Parameter observer: Receives the elements.
    /// - Returns: The subscription.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// Returns an observable of the accepted elements.
    /// - Returns: The observable.
    public func asObservable() -> Observable<Element> {
        subject.asObservable()
    }
}
