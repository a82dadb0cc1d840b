/// A scheduler on virtual time: nothing waits, the clock jumps from one scheduled action to the
/// next, in time order, when ``start()`` or ``advanceTo(_:)`` runs them. `Converter` says what
/// the clock counts.
///
/// ObservableCoreTesting's `TestScheduler` is one (ticks), as RxTest's is; so is
/// ``HistoricalScheduler`` (wall times). Subclass it for a clock of your own, and override
/// ``adjustScheduledTime(_:)`` to shift what is scheduled for now or the past.
///
/// ```swift
/// let scheduler = HistoricalScheduler()
/// _ = Observable<Int>.timer(.seconds(5), scheduler: scheduler)
///     .subscribe(onNext: { _ in print("fired") })
/// scheduler.start()
/// // fired
/// ```
///
/// > Warning: Drive a virtual-time scheduler from one thread, as RxSwift's: it has no lock.
open class VirtualTimeScheduler<Converter: VirtualTimeConverterType>: SchedulerType {
    /// A point in the scheduler's virtual time.
    public typealias VirtualTime = Converter.VirtualTimeUnit
    /// A span of the scheduler's virtual time.
    public typealias VirtualTimeInterval = Converter.VirtualTimeIntervalUnit

    private let converter: Converter
    private var queue: VirtualTimeQueue<VirtualTime>
    private var isRunning = false

    /// The current virtual time.
    public private(set) var clock: VirtualTime

    /// Creates a scheduler whose clock starts at `initialClock`.
    ///
    /// ```swift
    /// let scheduler = HistoricalScheduler(initialClock: Date(timeIntervalSince1970: 60))
    /// ```
    /// - Parameters:
    ///   - initialClock: The first value of ``clock``.
    ///   - converter: How virtual time maps to dates and seconds.
    public init(initialClock: VirtualTime, converter: Converter) {
        clock = initialClock
        self.converter = converter
        queue = VirtualTimeQueue { converter.compareVirtualTime($0, $1) == .lessThan }
    }

    /// The date of ``clock``.
    public var now: RxTime {
        converter.convertFromVirtualTime(clock)
    }

    /// Schedules `action` for now, adjusted by ``adjustScheduledTime(_:)``.
    /// - Parameters:
    ///   - state: The value handed to `action`.
    ///   - action: The work.
    /// - Returns: A disposable that cancels the action if it has not run, or disposes what it
    ///   returned.
    public func schedule<StateType>(
        _ state: StateType, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        scheduleRelative(state, dueTime: .nanoseconds(0), action: action)
    }

    /// Schedules `action` after `dueTime`: at the virtual time of ``now`` plus `dueTime`, as
    /// RxSwift's, adjusted by ``adjustScheduledTime(_:)``; `.never` never runs it.
    /// - Parameters:
    ///   - state: The value handed to `action`.
    ///   - dueTime: How long to wait.
    ///   - action: The work.
    /// - Returns: A disposable that cancels the action.
    public func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        if case .never = dueTime { return Disposables.create() }
        let time = converter.convertToVirtualTime(now.adding(dueTime))
        return scheduleAbsoluteVirtual(state, time: adjustScheduledTime(time), action: action)
    }

    /// Runs `action` every `period`, starting after `startAfter`.
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

    /// Schedules `action` `dueTime` from now in virtual time, exactly (not adjusted).
    /// - Parameters:
    ///   - state: The value handed to `action`.
    ///   - dueTime: The virtual interval to wait.
    ///   - action: The work.
    /// - Returns: A disposable that cancels the action.
    public func scheduleRelativeVirtual<StateType>(
        _ state: StateType, dueTime: VirtualTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        scheduleAbsoluteVirtual(
            state, time: converter.offsetVirtualTime(clock, offset: dueTime), action: action)
    }

    /// Schedules `action` at the virtual time `time`, exactly (not adjusted); a time in the past
    /// runs at the next step of the scheduler.
    /// - Parameters:
    ///   - state: The value handed to `action`.
    ///   - time: When to run it.
    ///   - action: The work.
    /// - Returns: A disposable that cancels the action.
    public func scheduleAbsoluteVirtual<StateType>(
        _ state: StateType, time: VirtualTime, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        queue.insert(time: time) { action(state) }
    }

    /// Where work scheduled for `time` through ``schedule(_:action:)`` or
    /// ``scheduleRelative(_:dueTime:action:)`` runs: `time` itself here; a subclass may move
    /// work due now or in the past (RxTest's scheduler moves it a tick later).
    /// - Parameter time: The requested time.
    /// - Returns: The time to run at.
    open func adjustScheduledTime(_ time: VirtualTime) -> VirtualTime {
        time
    }

    /// Runs scheduled work in time order, moving the clock to each action's time, until nothing
    /// is left or ``stop()`` is called. Does nothing if already running.
    public func start() {
        guard !isRunning else { return }
        isRunning = true
        while isRunning, let item = queue.popFirst(notAfter: nil) {
            advanceClock(to: item.time)
            item.run()
        }
        isRunning = false
    }

    /// Stops ``start()`` or ``advanceTo(_:)`` after the action that is running.
    public func stop() {
        isRunning = false
    }

    /// Runs the work scheduled up to and including `virtualTime`, then sets the clock to it.
    /// - Parameter virtualTime: The time to advance to; not before ``clock``.
    public func advanceTo(_ virtualTime: VirtualTime) {
        guard converter.compareVirtualTime(virtualTime, clock) != .lessThan else {
            fatalError("\(Self.self).advanceTo(\(virtualTime)): the clock is at \(clock) and cannot go back")
        }
        guard !isRunning else {
            fatalError(
                "\(Self.self).advanceTo(\(virtualTime)): called while the scheduler runs; schedule it instead"
            )
        }
        isRunning = true
        while isRunning, let item = queue.popFirst(notAfter: virtualTime) {
            advanceClock(to: item.time)
            item.run()
        }
        isRunning = false
        clock = virtualTime
    }

    /// Moves the clock `virtualInterval` forward without running anything.
    /// - Parameter virtualInterval: How far to move; not negative.
    public func sleep(_ virtualInterval: VirtualTimeInterval) {
        let sleepTo = converter.offsetVirtualTime(clock, offset: virtualInterval)
        guard converter.compareVirtualTime(sleepTo, clock) != .lessThan else {
            fatalError("\(Self.self).sleep(\(virtualInterval)): the clock cannot go back")
        }
        clock = sleepTo
    }

    private func advanceClock(to time: VirtualTime) {
        if converter.compareVirtualTime(time, clock) == .greaterThan { clock = time }
    }
}

@available(*, unavailable, message: "Drive a virtual-time scheduler from one thread")
extension VirtualTimeScheduler: Sendable {}
