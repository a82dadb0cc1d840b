import Dispatch
import ObservableCore

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
/// ``now`` is the wall time `clock × resolution` seconds after 1 January 2001 UTC; tick 0 is
/// that date rather than 1970 because Dispatch cannot represent the wall time 0.
///
/// An action scheduled for now or the past (``schedule(_:action:)``, a zero delay) runs one tick
/// later when `simulateProcessingDelay` is `true` (the default), as in RxTest; a
/// ``scheduleAt(_:action:)`` or a test observable's record runs at exactly its tick.
///
/// > Warning: Drive a test scheduler from one thread, as RxTest's: it has no lock.
public final class TestScheduler: SchedulerType {
    /// How many seconds one tick lasts.
    public let resolution: Double

    private let simulateProcessingDelay: Bool
    private var queue = VirtualTimeQueue()
    private var isRunning = false

    /// The current virtual time.
    public private(set) var clock: TestTime

    /// Creates a test scheduler whose clock starts at `initialClock`.
    ///
    /// ```swift
    /// let scheduler = TestScheduler(initialClock: 0)
    /// print(scheduler.clock)
    /// // 0
    /// ```
    /// - Parameters:
    ///   - initialClock: The first value of ``clock``.
    ///   - resolution: Seconds per tick.
    ///   - simulateProcessingDelay: Whether work scheduled for now or the past runs one tick
    ///     later.
    public init(initialClock: TestTime, resolution: Double = 1.0, simulateProcessingDelay: Bool = true) {
        precondition(resolution > 0, "TestScheduler: resolution must be a positive number of seconds")
        self.clock = initialClock
        self.resolution = resolution
        self.simulateProcessingDelay = simulateProcessingDelay
    }

    /// The wall time of the current tick: `clock × resolution` seconds after 1 January 2001 UTC.
    public var now: RxTime {
        RxTime(nanosecondsSince1970: Self.referenceNanoseconds + nanoseconds(ofTicks: clock))
    }

    /// Schedules `action` for the current tick (one tick later with `simulateProcessingDelay`).
    ///
    /// ```swift
    /// _ = scheduler.schedule("hi") { text in
    ///     print(text, scheduler.clock)
    ///     return Disposables.create()
    /// }
    /// scheduler.start()
    /// // hi 1
    /// ```
    /// - Parameters:
    ///   - state: The value handed to `action`.
    ///   - action: The work.
    /// - Returns: A disposable that cancels the action if it has not run, or disposes what it
    ///   returned.
    public func schedule<StateType>(
        _ state: StateType, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        scheduleAbsoluteVirtual(state, time: adjustScheduledTime(clock), action: action)
    }

    /// Schedules `action` after `dueTime`, converted to ticks (see ``resolution``).
    ///
    /// ```swift
    /// _ = scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in
    ///     print(scheduler.clock)
    ///     return Disposables.create()
    /// }
    /// scheduler.start()
    /// // 10
    /// ```
    /// - Parameters:
    ///   - state: The value handed to `action`.
    ///   - dueTime: How long to wait; `.never` never runs the action.
    ///   - action: The work.
    /// - Returns: A disposable that cancels the action.
    public func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        guard let ticks = ticks(of: dueTime) else { return Disposables.create() }
        return scheduleAbsoluteVirtual(state, time: adjustScheduledTime(clock &+ ticks), action: action)
    }

    /// Runs `action` every `period`, starting after `startAfter`, both converted to ticks.
    ///
    /// ```swift
    /// let ticks = scheduler.schedulePeriodic(0, startAfter: .seconds(5), period: .seconds(10)) { n in
    ///     print(n, scheduler.clock)
    ///     return n + 1
    /// }
    /// scheduler.advanceTo(30)
    /// ticks.dispose()
    /// // 0 5
    /// // 1 15
    /// // 2 25
    /// ```
    /// - Parameters:
    ///   - state: The first state.
    ///   - startAfter: Delay before the first run.
    ///   - period: Time between runs.
    ///   - action: Returns the state for the next run.
    /// - Returns: A disposable that stops the runs.
    public func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        let periodic = SerialDisposable()
        func run(_ state: StateType, after interval: RxTimeInterval) {
            periodic.disposable = scheduleRelative(state, dueTime: interval) { state in
                let next = action(state)
                if !periodic.isDisposed { run(next, after: period) }
                return Disposables.create()
            }
        }
        run(state, after: startAfter)
        return periodic
    }

    /// Schedules `action` at the absolute tick `time`, exactly (no processing delay).
    ///
    /// ```swift
    /// _ = scheduler.scheduleAbsoluteVirtual((), time: 300) { _ in
    ///     print(scheduler.clock)
    ///     return Disposables.create()
    /// }
    /// scheduler.start()
    /// // 300
    /// ```
    /// - Parameters:
    ///   - state: The value handed to `action`.
    ///   - time: The tick; a tick in the past runs at the next step of the scheduler.
    ///   - action: The work.
    /// - Returns: A disposable that cancels the action.
    public func scheduleAbsoluteVirtual<StateType>(
        _ state: StateType, time: TestTime, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        queue.insert(time: time) { action(state) }
    }

    /// Schedules `action` `dueTime` ticks from now, exactly (no processing delay).
    ///
    /// ```swift
    /// _ = scheduler.scheduleRelativeVirtual((), dueTime: 0) { _ in
    ///     print(scheduler.clock)
    ///     return Disposables.create()
    /// }
    /// scheduler.start()
    /// // 0
    /// ```
    /// - Parameters:
    ///   - state: The value handed to `action`.
    ///   - dueTime: Ticks to wait.
    ///   - action: The work.
    /// - Returns: A disposable that cancels the action.
    public func scheduleRelativeVirtual<StateType>(
        _ state: StateType, dueTime: TestTime, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        scheduleAbsoluteVirtual(state, time: clock &+ dueTime, action: action)
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

    /// Runs scheduled work in time order, moving the clock to each action's tick, until nothing
    /// is left or ``stop()`` is called.
    ///
    /// ```swift
    /// scheduler.scheduleAt(50) { print("fifty") }
    /// scheduler.start()
    /// print(scheduler.clock)
    /// // fifty
    /// // 50
    /// ```
    public func start() {
        guard !isRunning else { return }
        isRunning = true
        while isRunning, let item = queue.popFirst() {
            if item.time > clock { clock = item.time }
            item.run()
        }
        isRunning = false
    }

    /// Stops ``start()`` after the action that is running.
    ///
    /// ```swift
    /// scheduler.scheduleAt(10) { scheduler.stop() }
    /// scheduler.scheduleAt(20) { print("not yet") }
    /// scheduler.start()
    /// print(scheduler.clock)
    /// // 10
    /// ```
    public func stop() {
        isRunning = false
    }

    /// Runs the work scheduled up to and including tick `time`, then sets the clock to `time`.
    ///
    /// ```swift
    /// scheduler.scheduleAt(10) { print("ten") }
    /// scheduler.scheduleAt(30) { print("thirty") }
    /// scheduler.advanceTo(20)
    /// print(scheduler.clock)
    /// // ten
    /// // 20
    /// ```
    /// - Parameter time: The tick to advance to; it must not be before ``clock``.
    public func advanceTo(_ time: TestTime) {
        guard time >= clock else {
            fatalError("TestScheduler.advanceTo(\(time)): the clock is at \(clock) and cannot go back")
        }
        guard !isRunning else {
            fatalError(
                "TestScheduler.advanceTo(\(time)): called while the scheduler runs; schedule it instead")
        }
        isRunning = true
        while isRunning, let item = queue.popFirst(notAfter: time) {
            if item.time > clock { clock = item.time }
            item.run()
        }
        isRunning = false
        clock = time
    }

    /// Moves the clock `ticks` forward without running anything, as RxTest's `sleep`.
    ///
    /// ```swift
    /// scheduler.sleep(5)
    /// print(scheduler.clock)
    /// // 5
    /// ```
    /// - Parameter ticks: How far to move; not negative.
    public func sleep(_ ticks: TestTime) {
        precondition(ticks >= 0, "TestScheduler.sleep(\(ticks)): the clock cannot go back")
        clock &+= ticks
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

    // MARK: Ticks and time

    /// 1 January 2001 UTC (tick 0), in nanoseconds since 1970.
    private static let referenceNanoseconds: Int64 = 978_307_200 * 1_000_000_000

    private func adjustScheduledTime(_ time: TestTime) -> TestTime {
        time <= clock ? clock &+ (simulateProcessingDelay ? 1 : 0) : time
    }

    private func nanoseconds(ofTicks ticks: TestTime) -> Int64 {
        Int64((Double(ticks) * resolution * 1e9).rounded())
    }

    /// Rounded to the nearest tick, as RxTest; `nil` for `.never`.
    private func ticks(of interval: RxTimeInterval) -> TestTime? {
        let nanoseconds = interval.nanosecondsValue
        guard nanoseconds != .max else { return nil }
        return TestTime((Double(nanoseconds) / 1e9 / resolution).rounded())
    }
}

@available(*, unavailable, message: "Drive a TestScheduler from one thread")
extension TestScheduler: Sendable {}
