import Dispatch

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Runs work on a dispatch queue that may run several actions at the same time.
///
/// Operators that need order, such as ``ObservableType/observe(on:)``, still deliver one event
/// at a time on it.
///
/// ```swift
/// let background = ConcurrentDispatchQueueScheduler(qos: .background)
/// _ = Observable.just(42)
///     .observe(on: background)
///     .subscribe(onNext: { print($0) })
/// // 42   (on a background thread)
/// ```
public final class ConcurrentDispatchQueueScheduler: SchedulerType, Sendable {
    let configuration: DispatchQueueConfiguration

    /// Creates a scheduler that runs work on `queue`.
    /// - Parameters:
    ///   - queue: The queue; usually concurrent.
    ///   - leeway: How late the timers of delayed actions may fire.
    public init(queue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        configuration = DispatchQueueConfiguration(queue: queue, leeway: leeway)
    }

    /// Creates a scheduler that runs work on the global queue of `qos`.
    /// - Parameters:
    ///   - qos: The quality of service of the global queue.
    ///   - leeway: How late the timers of delayed actions may fire.
    public convenience init(qos: DispatchQoS, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        self.init(queue: DispatchQueue.global(qos: qos.qosClass), leeway: leeway)
    }

    /// The current date, as RxSwift's `Date()`.
    public var now: RxTime { Date() }

    /// Schedules `action` to run on the queue.
    ///
    /// ```swift
    /// _ = ConcurrentDispatchQueueScheduler(qos: .default).schedule(1) { n in
    ///     print(n)
    ///     return Disposables.create()
    /// }
    /// // 1
    /// ```
    /// - Parameters:
    ///   - state: The value handed to `action`.
    ///   - action: The work.
    /// - Returns: A disposable that cancels the action if it has not run yet, or disposes what
    ///   it returned.
    public func schedule<StateType>(
        _ state: StateType, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        configuration.schedule(state, action: action)
    }

    /// Schedules `action` to run on the queue after `dueTime`.
    /// - Parameters:
    ///   - state: The value handed to `action`.
    ///   - dueTime: How long to wait.
    ///   - action: The work.
    /// - Returns: A disposable that cancels the action.
    public func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        configuration.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    /// Runs `action` on the queue every `period`, starting after `startAfter`; runs never
    /// overlap.
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
