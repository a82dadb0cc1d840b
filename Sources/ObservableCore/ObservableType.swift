/// A type that can be turned into an ``Observable``.
public protocol ObservableConvertibleType {
    /// The type of the elements of the sequence.
    associatedtype Element

    /// Returns the observable sequence this value represents.
    /// - Returns: The observable.
    func asObservable() -> Observable<Element>
}

/// A push-based sequence of elements: the protocol every observable sequence conforms to.
///
/// Conform a type of your own by implementing `subscribe(_:)`; every operator then works on it.
public protocol ObservableType: ObservableConvertibleType {
    /// Subscribes an observer to the sequence.
    ///
    /// ```swift
    /// let observer = AnyObserver<Int> { print($0) }
    /// _ = Observable.of(1, 2).subscribe(observer)
    /// // next(1)
    /// // next(2)
    /// // completed
    /// ```
    /// - Parameter observer: Receives the events.
    /// - Returns: The subscription; dispose it to stop receiving events.
    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element
}

extension ObservableType {
    /// Returns an ``Observable`` that subscribes to `self`.
    /// - Returns: `self` if it is an ``Observable`` already, otherwise a wrapper.
    public func asObservable() -> Observable<Element> {
        if let observable = self as? Observable<Element> { return observable }
        return Producer { handler in self.subscribe(AnyObserver(eventHandler: handler)) }
    }
}
