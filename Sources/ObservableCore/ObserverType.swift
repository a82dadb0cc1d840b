/// Something that receives the events of an observable sequence.
///
/// ```swift
/// let observer = AnyObserver<Int> { print($0) }
/// observer.onNext(1) // next(1)
/// ```
public protocol ObserverType {
    /// The type of the elements this observer receives.
    associatedtype Element

    /// Receives one event.
    /// - Parameter event: The event.
    func on(_ event: Event<Element>)
}

extension ObserverType {
    /// Sends `.next(element)`.
    /// - Parameter element: The element.
    @inlinable
    public func onNext(_ element: Element) { on(.next(element)) }

    /// Sends `.completed`.
    @inlinable
    public func onCompleted() { on(.completed) }

    /// Sends `.error(error)`.
    /// - Parameter error: The error.
    @inlinable
    public func onError(_ error: Swift.Error) { on(.error(error)) }

    /// Returns a type-erased observer that forwards to this one.
    /// - Returns: The observer, erased.
    public func asObserver() -> AnyObserver<Element> { AnyObserver(self) }

    /// Returns an observer of `Result` values that transforms them into elements of this observer.
    ///
    /// ```swift
    /// let strings = AnyObserver<String> { print($0) }
    /// strings.mapObserver { (n: Int) in "#\(n)" }.onNext(3) // next(#3)
    /// ```
    /// - Parameter transform: Turns a `Result` into an `Element`; a thrown error is sent as `error`.
    /// - Returns: The new observer.
    public func mapObserver<Result>(_ transform: @escaping (Result) throws -> Element) -> AnyObserver<Result>
    {
        AnyObserver { event in self.on(event.map(transform)) }
    }
}

extension ObserverType where Element == Void {
    /// Sends `.next(())`.
    @inlinable
    public func onNext() { on(.next(())) }
}
