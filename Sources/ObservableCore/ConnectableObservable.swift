/// An observable that shares one subscription to its source, made only when ``connect()`` is
/// called; subscribing to it only joins the subscribers that wait for the connection.
///
/// ```swift
/// let numbers = Observable.of(1, 2).publish()
/// _ = numbers.subscribe(onNext: { print("A", $0) })
/// _ = numbers.subscribe(onNext: { print("B", $0) })
/// _ = numbers.connect()
/// // A 1
/// // B 1
/// // A 2
/// // B 2
/// ```
public protocol ConnectableObservableType: ObservableType {
    /// Subscribes to the source, sending its events to the subscribers; a second call while
    /// connected returns the same connection.
    ///
    /// ```swift
    /// let ticks = PublishSubject<Int>()
    /// let shared = ticks.publish()
    /// _ = shared.subscribe(onNext: { print($0) })
    /// let connection = shared.connect()
    /// ticks.onNext(1)
    /// connection.dispose()
    /// ticks.onNext(2)
    /// // 1
    /// ```
    /// - Returns: The connection; dispose it to unsubscribe from the source.
    func connect() -> Disposable
}

/// An ``Observable`` that subscribes to its source only when ``connect()`` is called, and shares
/// that one subscription among all its subscribers: what ``ObservableType/publish()``,
/// ``ObservableType/replay(_:)`` and ``ObservableType/multicast(_:)`` return.
///
/// ```swift
/// let numbers = Observable.of(1, 2).replay(1)
/// _ = numbers.connect()
/// _ = numbers.subscribe(onNext: { print($0) })
/// // 2
/// ```
public class ConnectableObservable<Element>: Observable<Element>, ConnectableObservableType {
    override init() {}

    /// Subscribes to the source, sending its events to the subscribers; a second call while
    /// connected returns the same connection.
    ///
    /// ```swift
    /// let shared = Observable.of("a").publish()
    /// _ = shared.subscribe(onNext: { print($0) })
    /// _ = shared.connect() // a
    /// ```
    /// - Returns: The connection; dispose it to unsubscribe from the source.
    public func connect() -> Disposable {
        rxAbstractMethod()
    }
}
