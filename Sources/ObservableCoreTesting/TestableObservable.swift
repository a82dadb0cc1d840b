import ObservableCore

/// An observable made of recorded events, that logs its subscriptions: the common part of
/// ``TestScheduler/createHotObservable(_:)`` and ``TestScheduler/createColdObservable(_:)``.
///
/// ```swift
/// let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
/// _ = scheduler.start { xs }
/// print(xs.subscriptions)
/// // [(200 : 300)]
/// ```
///
/// > Warning: Use it on the thread that drives its ``TestScheduler``.
public class TestableObservable<Element>: ObservableType {
    /// The scheduler that sends the events.
    public let testScheduler: TestScheduler

    /// The events it was created with.
    public let recordedEvents: [Recorded<Event<Element>>]

    /// Every subscription so far: when it started and, once disposed, when it ended.
    public internal(set) var subscriptions: [Subscription] = []

    init(scheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        testScheduler = scheduler
        self.recordedEvents = recordedEvents
    }

    /// Subscribes `observer`, logging the subscription at the current tick.
    ///
    /// ```swift
    /// let subscription = xs.subscribe(scheduler.createObserver(Int.self))
    /// ```
    /// - Parameter observer: The observer.
    /// - Returns: A disposable that ends the subscription and logs when.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        fatalError(
            "TestableObservable is abstract: create one with TestScheduler.createHotObservable or createColdObservable"
        )
    }

    /// The observable operators subscribe to: like RxSwift's `asObservable()` of a test
    /// observable, it ends (and logs) its subscription as soon as it delivers a stop event.
    ///
    /// ```swift
    /// let doubled = xs.asObservable().map { $0 * 2 }
    /// ```
    /// - Returns: An observable that subscribes to this one.
    public func asObservable() -> Observable<Element> {
        Observable.create { observer in self.subscribe(observer) }
    }

    /// Logs a new subscription; returns its index in ``subscriptions``.
    func logSubscription() -> Int {
        subscriptions.append(Subscription(testScheduler.clock))
        return subscriptions.count - 1
    }

    /// Logs the end of the subscription at `index`.
    func logDisposal(at index: Int) {
        subscriptions[index] = Subscription(subscriptions[index].subscribe, testScheduler.clock)
    }
}

@available(*, unavailable, message: "Use a TestableObservable on the thread that drives its TestScheduler")
extension TestableObservable: Sendable {}
