/// A type-erased observer: forwards each event to a closure or to another observer.
///
/// ```swift
/// let observer = AnyObserver<String> { event in print(event) }
/// observer.onNext("A") // next(A)
/// ```
public struct AnyObserver<Element>: ObserverType {
    /// The closure type that receives events.
    public typealias EventHandler = (Event<Element>) -> Void

    @usableFromInline
    let observer: EventHandler

    /// Creates an observer that hands every event to `eventHandler`.
    /// - Parameter eventHandler: Receives the events.
    @inlinable
    public init(eventHandler: @escaping EventHandler) {
        self.observer = eventHandler
    }

    /// Wraps another observer.
    /// - Parameter observer: The observer that receives the events.
    public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
        if let erased = observer as? AnyObserver<Element> {
            self = erased
        } else {
            self.observer = observer.on
        }
    }

    /// Forwards the event.
    /// - Parameter event: The event.
    @inlinable
    public func on(_ event: Event<Element>) { observer(event) }

    /// Returns `self`.
    /// - Returns: This observer.
    public func asObserver() -> AnyObserver<Element> { self }
}
