/// The elements of one group made by ``ObservableType/groupBy(keySelector:)``, with the key
/// they share.
///
/// ```swift
/// let group = GroupedObservable(key: "A", source: Observable.of("Apple", "Apricot"))
/// print(group.key) // A
/// _ = group.subscribe(onNext: { print($0) })
/// // Apple
/// // Apricot
/// ```
public struct GroupedObservable<Key, Element>: ObservableType {
    /// The key every element of the group shares.
    ///
    /// ```swift
    /// _ = Observable.of("Apple", "Banana").groupBy { $0.first! }
    ///     .subscribe(onNext: { print($0.key) })
    /// // A
    /// // B
    /// ```
    public let key: Key

    private let source: Observable<Element>

    /// Creates a group from its key and its elements.
    ///
    /// ```swift
    /// let evens = GroupedObservable(key: true, source: Observable.of(2, 4))
    /// ```
    /// - Parameters:
    ///   - key: The key every element shares.
    ///   - source: The elements.
    public init(key: Key, source: Observable<Element>) {
        self.key = key
        self.source = source
    }

    /// Subscribes an observer to the group's elements.
    ///
    /// ```swift
    /// let group = GroupedObservable(key: 1, source: Observable.of("a"))
    /// _ = group.subscribe(AnyObserver { print($0) })
    /// // next(a)
    /// // completed
    /// ```
    /// - Parameter observer: Receives the events.
    /// - Returns: The subscription.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        source.subscribe(observer)
    }

    /// Returns the group's elements without the key.
    ///
    /// ```swift
    /// let group = GroupedObservable(key: 1, source: Observable.of("a"))
    /// _ = group.asObservable().subscribe(onNext: { print($0) }) // a
    /// ```
    /// - Returns: The observable of the elements.
    public func asObservable() -> Observable<Element> {
        source
    }
}
