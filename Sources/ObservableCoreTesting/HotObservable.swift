import ObservableCore

/// A test observable that sends its records at their ticks to the observers subscribed at that
/// moment, whether anyone listens or not; made by ``TestScheduler/createHotObservable(_:)``.
///
/// ```swift
/// let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(300)])
/// let observer = scheduler.start { xs }
/// print(observer.events, xs.subscriptions)
/// // [next(2) @ 210, completed @ 300] [(200 : 300)]
/// ```
public final class HotObservable<Element>: TestableObservable<Element> {
    private var observers: [Int: AnyObserver<Element>] = [:]
    private var nextKey = 0

    override init(scheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        super.init(scheduler: scheduler, recordedEvents: recordedEvents)
        for record in recordedEvents {
            _ = scheduler.scheduleAbsoluteVirtual(record.value, time: record.time) { [weak self] event in
                self?.send(event)
                return Disposables.create()
            }
        }
    }

    /// Subscribes `observer` to the records still to come, logging the subscription.
    ///
    /// ```swift
    /// let subscription = xs.subscribe(scheduler.createObserver(Int.self))
    /// ```
    /// - Parameter observer: The observer.
    /// - Returns: A disposable that ends the subscription and logs when.
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        nextKey += 1
        let key = nextKey
        observers[key] = AnyObserver(observer)
        let index = logSubscription()
        return Disposables.create { [weak self] in
            guard let self, observers.removeValue(forKey: key) != nil else { return }
            logDisposal(at: index)
        }
    }

    private func send(_ event: Event<Element>) {
        // In subscription order; an observer that subscribes or leaves meanwhile changes the
        // next event's audience, not this one's.
        for (_, observer) in observers.sorted(by: { $0.key < $1.key }) { observer.on(event) }
    }
}
