import ObservableCore

/// An observer that records every event with the virtual tick it arrived at.
///
/// ```swift
/// let observer = scheduler.createObserver(Int.self)
/// scheduler.scheduleAt(210) { observer.onNext(1) }
/// scheduler.start()
/// print(observer.events)
/// // [next(1) @ 210]
/// ```
///
/// > Warning: Use it on the thread that drives its ``TestScheduler``.
public final class TestableObserver<Element>: ObserverType {
    /// The scheduler whose clock stamps the events.
    public let scheduler: TestScheduler

    /// Every event received, in order, with its tick.
    public private(set) var events: [Recorded<Event<Element>>] = []

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    /// Records `event` at the scheduler's current tick.
    ///
    /// ```swift
    /// observer.on(.completed)
    /// ```
    /// - Parameter event: The event.
    public func on(_ event: Event<Element>) {
        events.append(Recorded(time: scheduler.clock, value: event))
    }
}

@available(*, unavailable, message: "Use a TestableObserver on the thread that drives its TestScheduler")
extension TestableObserver: Sendable {}
