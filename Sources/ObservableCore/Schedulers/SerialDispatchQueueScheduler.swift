import Dispatch

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Runs work on a serial dispatch queue: actions run one at a time, in the order scheduled.
///
/// Use it to move work off the calling thread while keeping it serialized, with
/// ``ObservableType/observe(on:)`` or ``ObservableType/subscribe(on:)``.
///
/// ```swift
/// let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "worker")
/// _ = Observable.of(1, 2, 3)
///     .observe(on: scheduler)
///     .subscribe(onNext: { print($0) })
/// // 1
/// // 2
/// // 3   (printed on the "worker" queue)
/// ```
public class SerialDispatchQueueScheduler: SchedulerType, @unchecked Sendable {
    // Immutable after init; `DispatchQueueConfiguration` is Sendable.
    let configuration: DispatchQueueConfiguration

    init(serialQueue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        configuration = DispatchQueueConfiguration(queue: serialQueue, leeway: leeway)
    }

    /// Creates a scheduler with a new serial queue of its own.
    ///
    /// ```swift
    /// let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "parser")
    /// ```
    /// - Parameters:
    ///   - internalSerialQueueName: The label of the queue.
    ///   - serialQueueConfiguration: Called once with the new queue, to configure it.
    ///   - leeway: How late the timers of delayed actions may fire.
    public convenience init(
        internalSerialQueueName: String,
        serialQueueConfiguration: ((DispatchQueue) -> Void)? = nil,
        leeway: DispatchTimeInterval = .nanoseconds(0)
    ) {
        let queue = DispatchQueue(label: internalSerialQueueName, attributes: [])
        serialQueueConfiguration?(queue)
        self.init(serialQueue: queue, leeway: leeway)
    }

    /// Creates a scheduler with a new serial queue that targets `queue`; work stays serialized
    /// even when `queue` is concurrent.
    ///
    /// ```swift
    /// let scheduler = SerialDispatchQueueScheduler(
    ///     queue: .global(), internalSerialQueueName: "images")
    /// ```
    /// - Parameters:
    ///   - queue: The queue the new serial queue targets.
    ///   - internalSerialQueueName: The label of the new serial queue.
    ///   - leeway: How late the timers of delayed actions may fire.
    public convenience init(
        queue: DispatchQueue, internalSerialQueueName: String,
        leeway: DispatchTimeInterval = .nanoseconds(0)
    ) {
        let serialQueue = DispatchQueue(label: internalSerialQueueName, attributes: [], target: queue)
        self.init(serialQueue: serialQueue, leeway: leeway)
    }

    /// Creates a scheduler with a new serial queue that targets the global queue of `qos`.
    ///
    /// ```swift
    /// let scheduler = SerialDispatchQueueScheduler(qos: .background)
    /// ```
    /// - Parameters:
    ///   - qos: The quality of service of the global queue to target.
    ///   - internalSerialQueueName: The label of the new serial queue.
    ///   - leeway: How late the timers of delayed actions may fire.
    public convenience init(
        qos: DispatchQoS, internalSerialQueueName: String = "rx.global_dispatch_queue.serial",
        leeway: DispatchTimeInterval = .nanoseconds(0)
    ) {
        self.init(
            queue: DispatchQueue.global(qos: qos.qosClass), internalSerialQueueName: internalSerialQueueName,
            leeway: leeway)
    }

    /// The current date, as RxSwift's `Date()`.
    public var now: RxTime { Date() }

    /// Schedules `action` to run on the queue.
    ///
    /// ```swift
    /// _ = scheduler.schedule("hello") { text in
    ///     print(text)
    ///     return Disposables.create()
    /// }
    /// // hello   (on the scheduler's queue)
    /// ```
    /// - Parameters:
    ///   - state: The value handed to `action`.
    ///   - action: The work.
    /// - Returns: A disposable that cancels the action if it has not run yet, or disposes what
    ///   it returned.
    public final func schedule<StateType>(
        _ state: StateType, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        scheduleInternal(state, action: action)
    }

    /// The one point ``MainScheduler`` overrides to run work at once on the main thread.
    func scheduleInternal<StateType>(
        _ state: StateType, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        configuration.schedule(state, action: action)
    }

    /// Schedules `action` to run on the queue after `dueTime`.
    ///
    /// ```swift
    /// _ = scheduler.scheduleRelative((), dueTime: .milliseconds(100)) { _ in
    ///     print("later")
    ///     return Disposables.create()
    /// }
    /// // later   (about 100 ms later)
    /// ```
    /// - Parameters:
    ///   - state: The value handed to `action`.
    ///   - dueTime: How long to wait.
    ///   - action: The work.
    /// - Returns: A disposable that cancels the action.
    public final func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        configuration.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    /// Runs `action` on the queue every `period`, starting after `startAfter`.
    ///
    /// ```swift
    /// let ticks = scheduler.schedulePeriodic(0, startAfter: .seconds(0), period: .seconds(1)) { n in
    ///     print(n)
    ///     return n + 1
    /// }
    /// // 0
    /// // 1
    /// // … until ticks.dispose()
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
        configuration.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}
