import ObservableCore

/// A test observable that replays its records to each subscriber, ticks counted from the moment
/// it subscribed; made by ``TestScheduler/createColdObservable(_:)``.
///
/// ```swift
/// let ys = scheduler.createColdObservable([.next(10, "a"), .completed(20)])
/// let observer = scheduler.start { ys }
/// print(observer.events, ys.subscriptions)
/// // [next(a) @ 210, completed @ 220] [(200 : 220)]
/// ```
public final class ColdObservable<Element>: TestableObservable<Element> {
    /// Subscribes `observer` and schedules every record for it, logging the subscription.
    ///
    /// ```swift
    /// let subscription = ys.subscribe(scheduler.createObserver(String.self))
    /// ```
    /// - Parameter observer: The observer.
    /// - Returns: A disposable that cancels the records still to come and logs when.
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let index = logSubscription()
        let pending = CompositeDisposable()
        for record in recordedEvents {
            _ = pending.insert(
                testScheduler.scheduleRelativeVirtual(record.value, dueTime: record.time) { event in
                    observer.on(event)
                    return Disposables.create()
                })
        }
        return Disposables.create { [weak self] in
            guard !pending.isDisposed else { return }
            pending.dispose()
            self?.logDisposal(at: index)
        }
    }
}
