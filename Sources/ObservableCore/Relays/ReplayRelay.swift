/// A ``ReplaySubject`` that never ends: it only accepts elements, and replays the latest ones to
/// each new subscriber; subscribers never receive `error` or `completed`.
///
/// ```swift
/// let relay = ReplayRelay<Int>.create(bufferSize: 2)
/// relay.accept(1)
/// relay.accept(2)
/// relay.accept(3)
/// _ = relay.subscribe(onNext: { print($0) })
/// // 2
/// // 3
/// ```
///
/// > Warning: Elements may be accepted from any thread, but elements accepted from several
/// > threads at once reach the observers concurrently, as with the subject it wraps; serialize
/// > them yourself if order matters.
public final class ReplayRelay<Element>: ObservableType, @unchecked Sendable {
    // All state is in `subject`, which is thread-safe.
    private let subject: ReplaySubject<Element>

    private init(subject: ReplaySubject<Element>) {
        self.subject = subject
    }

    /// Creates a relay that replays at most `bufferSize` of the latest elements.
    ///
    /// ```swift
    /// let relay = ReplayRelay<String>.create(bufferSize: 1)
    /// relay.accept("a")
    /// _ = relay.subscribe(onNext: { print($0) }) // a
    /// ```
    /// - Parameter bufferSize: How many elements to keep; `0` keeps none.
    /// - Returns: The relay.
    public static func create(bufferSize: Int) -> ReplayRelay<Element> {
        ReplayRelay(subject: ReplaySubject.create(bufferSize: bufferSize))
    }

    /// Creates a relay that replays every element it has accepted (RxSwift's spelling).
    ///
    /// ```swift
    /// let relay = ReplayRelay<Int>.createUnbound()
    /// relay.accept(1)
    /// relay.accept(2)
    /// _ = relay.subscribe(onNext: { print($0) })
    /// // 1
    /// // 2
    /// ```
    /// - Returns: The relay.
    public static func createUnbound() -> ReplayRelay<Element> {
        ReplayRelay(subject: ReplaySubject.createUnbounded())
    }

    /// Sends `element` to every current subscriber and keeps it for later ones.
    ///
    /// ```swift
    /// let relay = ReplayRelay<Int>.create(bufferSize: 1)
    /// relay.accept(7)
    /// _ = relay.subscribe(onNext: { print($0) }) // 7
    /// ```
    /// - Parameter event: The element.
    public func accept(_ event: Element) {
        subject.onNext(event)
    }

    /// Subscribes an observer; it receives the buffered elements, then every accepted one.
    ///
    /// ```swift
    /// let relay = ReplayRelay<Int>.create(bufferSize: 1)
    /// _ = relay.subscribe(AnyObserver { print($0) })
    /// relay.accept(1) // next(1)
    /// ```
    /// - Parameter observer: Receives the elements.
    /// - Returns: The subscription.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// Returns an observable of the buffered and the accepted elements.
    ///
    /// ```swift
    /// let relay = ReplayRelay<Int>.createUnbound()
    /// relay.accept(1)
    /// _ = relay.asObservable().subscribe(onNext: { print($0) }) // 1
    /// ```
    /// - Returns: The observable.
    public func asObservable() -> Observable<Element> {
        subject.asObservable()
    }
}
