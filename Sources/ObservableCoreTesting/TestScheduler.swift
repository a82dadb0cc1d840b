import Dispatch
import ObservableCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A point in virtual time: a tick count, as in RxTest.
///
/// ```swift
/// let subscribed: TestTime = 200
/// ```
public typealias TestTime = Int

/// A scheduler that runs on virtual time: nothing waits, the clock jumps from one scheduled
/// action to the next, and every test run sees the same interleaving.
///
/// It has the semantics of RxTest's `TestScheduler`: hot and cold test observables,
/// ``start(created:subscribed:disposed:create:)`` with its 100/200/1000 defaults, recorded
/// events stamped with the tick they arrived at.
///
/// ```swift
/// let scheduler = TestScheduler(initialClock: 0)
/// let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(300)])
/// let observer = scheduler.start { xs.map { $0 * 10 } }
/// print(observer.events)
/// // [next(20) @ 210, completed @ 300]
/// ```
///
/// ## Ticks and time
/// One tick lasts ``resolution`` seconds (1 by default, as in RxTest), so an operator given
/// `.seconds(5)` on this scheduler waits 5 ticks and `.milliseconds(1500)` rounds to 2 ticks.
/// `now` is the date `clock × resolution` seconds after 1 January 1970 UTC, as in RxTest.
///
/// An action scheduled for now or the past (`schedule(_:action:)`, a zero delay) runs one tick
/// later when `simulateProcessingDelay` is `true` (the default), as in RxTest; a
/// ``scheduleAt(_:action:)`` or a test observable's record runs at exactly its tick.
///
/// > Warning: Drive a test scheduler from one thread, as RxTest's: it has no lock.
public final class TestScheduler: VirtualTimeScheduler<TestSchedulerVirtualTimeConverter> {
    /// How many seconds one tick lasts.
    public let resolution: Double

    private let simulateProcessingDelay: Bool

    /// Creates a test scheduler whose clock starts at `initialClock`.
    ///
    /// ```swift
    /// let scheduler = TestScheduler(initialClock: 0)
    /// print(scheduler.clock)
    /// // 0
    /// ```
    /// - Parameters:
    ///   - initialClock: The first value of `clock`.
    ///   - resolution: Seconds per tick.
    ///   - simulateProcessingDelay: Whether work scheduled for now or the past runs one tick
    ///     later.
    public init(initialClock: TestTime, resolution: Double = 1.0, simulateProcessingDelay: Bool = true) {
        precondition(resolution > 0, "TestScheduler: resolution must be a positive number of seconds")
        self.resolution = resolution
        self.simulateProcessingDelay = simulateProcessingDelay
        super.init(
            initialClock: initialClock, converter: TestSchedulerVirtualTimeConverter(resolution: resolution))
    }

    /// Work scheduled for now or the past runs one tick later with `simulateProcessingDelay`,
    /// as in RxTest.
    /// - Parameter time: The requested tick.
    /// - Returns: The tick to run at.
    public override func adjustScheduledTime(_ time: TestTime) -> TestTime {
        time <= clock ? clock &+ (simulateProcessingDelay ? 1 : 0) : time
    }

    /// Runs `action` at tick `time`.
    ///
    /// ```swift
    /// let subject = PublishSubject<Int>()
    /// scheduler.scheduleAt(210) { subject.onNext(1) }
    /// ```
    /// - Parameters:
    ///   - time: The tick.
    ///   - action: The work.
    public func scheduleAt(_ time: TestTime, action: @escaping () -> Void) {
        _ = scheduleAbsoluteVirtual((), time: time) { _ in
            action()
            return Disposables.create()
        }
    }

    /// Creates an observer that records every event with the tick it arrived at.
    ///
    /// ```swift
    /// let observer = scheduler.createObserver(Int.self)
    /// ```
    /// - Parameter type: The element type.
    /// - Returns: A new observer, bound to this scheduler's clock.
    public func createObserver<Element>(_ type: Element.Type) -> TestableObserver<Element> {
        TestableObserver(scheduler: self)
    }

    /// Creates a hot observable: it sends `events` at their ticks to whoever is subscribed then.
    ///
    /// ```swift
    /// let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(300)])
    /// ```
    /// - Parameter events: The records, in time order.
    /// - Returns: The observable; its ``TestableObservable/subscriptions`` logs who subscribed
    ///   when.
    public func createHotObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<
        Element
    > {
        HotObservable(scheduler: self, recordedEvents: events)
    }

    /// Creates a cold observable: each subscription gets `events` with their ticks counted from
    /// the moment it subscribed.
    ///
    /// ```swift
    /// let ys = scheduler.createColdObservable([.next(10, "a"), .completed(20)])
    /// ```
    /// - Parameter events: The records, ticks relative to the subscription.
    /// - Returns: The observable; its ``TestableObservable/subscriptions`` logs who subscribed
    ///   when.
    public func createColdObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<
        Element
    > {
        ColdObservable(scheduler: self, recordedEvents: events)
    }

    /// Creates the observable at `created`, subscribes to it at `subscribed`, disposes the
    /// subscription at `disposed`, runs the scheduler and returns what was recorded.
    ///
    /// ```swift
    /// let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(300)])
    /// let observer = scheduler.start(created: 100, subscribed: 200, disposed: 1000) {
    ///     xs.filter { $0 > 1 }
    /// }
    /// print(observer.events)
    /// // [next(2) @ 210, completed @ 300]
    /// ```
    /// - Parameters:
    ///   - created: When `create` runs.
    ///   - subscribed: When the observer subscribes.
    ///   - disposed: When the subscription is disposed.
    ///   - create: Builds the observable under test.
    /// - Returns: The observer that recorded the events.
    public func start<Element, Source: ObservableConvertibleType>(
        created: TestTime, subscribed: TestTime, disposed: TestTime, create: @escaping () -> Source
    ) -> TestableObserver<Element> where Source.Element == Element {
        var source: Observable<Element>?
        var subscription: Disposable?
        let observer = createObserver(Element.self)
        scheduleAt(created) { source = create().asObservable() }
        scheduleAt(subscribed) { subscription = source?.subscribe(observer) }
        scheduleAt(disposed) { subscription?.dispose() }
        start()
        return observer
    }

    /// ``start(created:subscribed:disposed:create:)`` with the observable created at 100 and
    /// subscribed at 200.
    ///
    /// ```swift
    /// let observer = scheduler.start(disposed: 400) { xs.map { $0 + 1 } }
    /// ```
    /// - Parameters:
    ///   - disposed: When the subscription is disposed.
    ///   - create: Builds the observable under test.
    /// - Returns: The observer that recorded the events.
    public func start<Element, Source: ObservableConvertibleType>(
        disposed: TestTime, create: @escaping () -> Source
    ) -> TestableObserver<Element> where Source.Element == Element {
        start(created: Defaults.created, subscribed: Defaults.subscribed, disposed: disposed, create: create)
    }

    /// ``start(created:subscribed:disposed:create:)`` with the defaults: created at 100,
    /// subscribed at 200, disposed at 1000.
    ///
    /// ```swift
    /// let observer = scheduler.start { xs.map { $0 + 1 } }
    /// ```
    /// - Parameter create: Builds the observable under test.
    /// - Returns: The observer that recorded the events.
    public func start<Element, Source: ObservableConvertibleType>(
        _ create: @escaping () -> Source
    ) -> TestableObserver<Element> where Source.Element == Element {
        start(
            created: Defaults.created, subscribed: Defaults.subscribed, disposed: Defaults.disposed,
            create: create)
    }

    /// The ticks ``start(_:)`` uses, as in RxTest.
    ///
    /// ```swift
    /// print(TestScheduler.Defaults.created, TestScheduler.Defaults.subscribed, TestScheduler.Defaults.disposed)
    /// // 100 200 1000
    /// ```
    public enum Defaults {
        /// When the observable is created: 100.
        public static let created: TestTime = 100
        /// When the observer subscribes: 200.
        public static let subscribed: TestTime = 200
        /// When the subscription is disposed: 1000.
        public static let disposed: TestTime = 1000
    }
}

/// The converter of ``TestScheduler``, as RxTest's: virtual time counts ticks of `resolution`
/// seconds, tick 0 being 1 January 1970 UTC, and dates and intervals round to the nearest tick.
///
/// ```swift
/// let converter = TestSchedulerVirtualTimeConverter(resolution: 0.5)
/// print(converter.convertFromVirtualTime(4).timeIntervalSince1970, converter.convertToVirtualTimeInterval(3))
/// // 2.0 6
/// ```
public struct TestSchedulerVirtualTimeConverter: VirtualTimeConverterType, Sendable {
    /// A point in virtual time: a tick.
    public typealias VirtualTimeUnit = TestTime
    /// A span of virtual time: ticks.
    public typealias VirtualTimeIntervalUnit = Int

    /// How many seconds one tick lasts.
    public let resolution: Double

    /// Creates a converter with ticks of `resolution` seconds.
    /// - Parameter resolution: Seconds per tick.
    public init(resolution: Double) {
        self.resolution = resolution
    }

    /// The date of a tick: `virtualTime × resolution` seconds after 1 January 1970 UTC.
    /// - Parameter virtualTime: The tick.
    /// - Returns: Its date.
    public func convertFromVirtualTime(_ virtualTime: TestTime) -> RxTime {
        Date(timeIntervalSince1970: TimeInterval(virtualTime) * resolution)
    }

    /// The tick of a date, rounded to the nearest.
    /// - Parameter time: The date.
    /// - Returns: Its tick.
    public func convertToVirtualTime(_ time: RxTime) -> TestTime {
        Self.ticks(time.timeIntervalSince1970 / resolution)
    }

    /// The length of a number of ticks.
    /// - Parameter virtualTimeInterval: Ticks.
    /// - Returns: Their length in seconds.
    public func convertFromVirtualTimeInterval(_ virtualTimeInterval: Int) -> TimeInterval {
        TimeInterval(virtualTimeInterval) * resolution
    }

    /// The number of ticks of an interval, rounded to the nearest.
    /// - Parameter timeInterval: The interval in seconds.
    /// - Returns: Its ticks.
    public func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> Int {
        Self.ticks(timeInterval / resolution)
    }

    /// `time` moved by `offset` ticks.
    /// - Parameters:
    ///   - time: A tick.
    ///   - offset: Ticks.
    /// - Returns: `time + offset`.
    public func offsetVirtualTime(_ time: TestTime, offset: Int) -> TestTime { time &+ offset }

    /// Orders two ticks.
    /// - Parameters:
    ///   - lhs: A tick.
    ///   - rhs: Another.
    /// - Returns: Their order.
    public func compareVirtualTime(_ lhs: TestTime, _ rhs: TestTime) -> VirtualTimeComparison {
        lhs < rhs ? .lessThan : lhs == rhs ? .equal : .greaterThan
    }

    /// The nearest tick to `ticks`, clamped to `Int`'s range (the distant future is `Int.max`).
    private static func ticks(_ ticks: Double) -> Int {
        let rounded = ticks.rounded()
        if rounded >= Double(Int.max) { return .max }
        if rounded <= Double(Int.min) { return .min }
        return Int(rounded)
    }
}
