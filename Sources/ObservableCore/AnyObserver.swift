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

    /// Where `onNext(_:)` hands an element when the observer has an element entry (`create`
    /// gives one when its subscriber takes elements): no event is made, so the element is not
    /// copied into one and out again (see Benchmarks/Profile `xmlPipeline`).
    @usableFromInline
    let next: ((Element) -> Void)?

    /// The subscription `next` delivers for: `onNext(_:)` calls `next` only while it is not
    /// disposed. Checked here rather than in a closure around `next`, which would be one more
    /// call per element (see Benchmarks/Profile `xmlPipeline`). Set exactly when `next` is.
    @usableFromInline
    let nextSubscription: _SinkBase?

    /// Creates an observer that hands every event to `eventHandler`.
    /// - Parameter eventHandler: Receives the events.
    @inlinable
    public init(eventHandler: @escaping EventHandler) {
        self.observer = eventHandler
        self.next = nil
        self.nextSubscription = nil
    }

    /// An observer whose `onNext(_:)` calls `next` while `subscription` is not disposed, and
    /// which hands every other event to `eventHandler`; the two must deliver to the same place.
    @inlinable
    init(
        eventHandler: @escaping EventHandler, next: @escaping (Element) -> Void, subscription: _SinkBase
    ) {
        self.observer = eventHandler
        self.next = next
        self.nextSubscription = subscription
    }

    /// Wraps another observer.
    /// - Parameter observer: The observer that receives the events.
    public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
        if let erased = observer as? AnyObserver<Element> {
            self = erased
        } else {
            self.observer = observer.on
            self.next = nil
            self.nextSubscription = nil
        }
    }

    /// Forwards the event.
    /// - Parameter event: The event.
    @inlinable
    public func on(_ event: Event<Element>) { observer(event) }

    /// Sends `.next(element)`.
    ///
    /// ```swift
    /// let observer = AnyObserver<Int> { print($0) }
    /// observer.onNext(1) // next(1)
    /// ```
    /// - Parameter element: The element.
    @inlinable
    public func onNext(_ element: Element) {
        // Called through the stored optional, not bound to a local: binding copies the closure
        // (a retain and a release per element).
        if next != nil {
            if nextSubscription?.isDisposed == false { next?(element) }
        } else {
            sendNext(element)
        }
    }

    /// ``onNext(_:)`` for an observer without an element entry. Out of line (but specialized),
    /// so that the element entry's path, inlined where `onNext` is called, saves no registers
    /// for making and destroying an event (see Benchmarks/Profile `xmlPipeline`).
    @inlinable @inline(never)
    func sendNext(_ element: Element) {
        observer(.next(element))
    }

    /// Returns `self`.
    /// - Returns: This observer.
    public func asObserver() -> AnyObserver<Element> { self }
}
