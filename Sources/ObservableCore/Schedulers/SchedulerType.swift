import Dispatch

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A time interval for schedulers; the same type RxSwift 6 uses.
///
/// ```swift
/// let interval: RxTimeInterval = .milliseconds(300)
/// ```
public typealias RxTimeInterval = DispatchTimeInterval

/// A point in time for schedulers: Foundation's `Date`, as in RxSwift.
///
/// ```swift
/// let scheduler = HistoricalScheduler(initialClock: Date(timeIntervalSince1970: 10))
/// let now: RxTime = scheduler.now
/// print(now.timeIntervalSince1970)
/// // 10.0
/// ```
public typealias RxTime = Date

/// Something that runs work, now or soon, somewhere.
///
/// ```swift
/// _ = CurrentThreadScheduler.instance.schedule(1) { value in
///     print(value)
///     return Disposables.create()
/// }
/// // 1
/// ```
public protocol ImmediateSchedulerType {
    /// Schedules `action` to run with `state`.
    /// - Parameters:
    ///   - state: The value handed to `action`.
    ///   - action: The work; returns a disposable for anything it started.
    /// - Returns: A disposable that cancels the action if it has not run, or disposes what it
    ///   started.
    func schedule<StateType>(
        _ state: StateType, action: @escaping (StateType) -> Disposable
    ) -> Disposable
}

/// A scheduler that can also run work later.
public protocol SchedulerType: ImmediateSchedulerType {
    /// The scheduler's current time.
    var now: RxTime { get }

    /// Schedules `action` to run with `state` after `dueTime`.
    /// - Parameters:
    ///   - state: The value handed to `action`.
    ///   - dueTime: How long to wait.
    ///   - action: The work.
    /// - Returns: A disposable that cancels the action.
    func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable

    /// Schedules `action` every `period`, starting after `startAfter`, threading a state
    /// through the runs.
    /// - Parameters:
    ///   - state: The first state.
    ///   - startAfter: Delay before the first run.
    ///   - period: Time between runs.
    ///   - action: Returns the state for the next run.
    /// - Returns: A disposable that stops the runs.
    func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable
}

extension ImmediateSchedulerType {
    /// Schedules `action` so that it can schedule itself again through `recurse`, without
    /// growing the stack on schedulers that run work later.
    ///
    /// ```swift
    /// _ = CurrentThreadScheduler.instance.scheduleRecursive(0) { n, recurse in
    ///     print(n)
    ///     if n < 2 { recurse(n + 1) }
    /// }
    /// // 0
    /// // 1
    /// // 2
    /// ```
    /// - Parameters:
    ///   - state: The first state.
    ///   - action: The work; call `recurse` with the next state to run again.
    /// - Returns: A disposable that stops the recursion.
    public func scheduleRecursive<State>(
        _ state: State, action: @escaping (_ state: State, _ recurse: (State) -> Void) -> Void
    ) -> Disposable {
        let recursive = RecursiveScheduler(scheduler: self, action: action)
        recursive.schedule(state)
        return recursive
    }
}
