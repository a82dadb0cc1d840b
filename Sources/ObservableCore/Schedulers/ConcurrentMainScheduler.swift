import Dispatch

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Runs work on the main thread: at once whenever called on the main thread, otherwise with
/// `DispatchQueue.main.async`.
///
/// Unlike ``MainScheduler`` it does not wait for work it queued earlier, so it suits
/// subscribing and disposing (DelegateProxyKit's `ControlEvent` subscribes on it), not ordered delivery.
///
/// ```swift
/// _ = ConcurrentMainScheduler.instance.schedule(()) { _ in
///     print("on main")
///     return Disposables.create()
/// }
/// // on main
/// ```
///
/// > Warning: On Linux a command-line program's main queue only runs queued work once the
/// > program calls `dispatchMain()` (or runs a `RunLoop`, or awaits in an `async` `main`).
public final class ConcurrentMainScheduler: SchedulerType, Sendable {
    private let mainScheduler: MainScheduler

    private init(mainScheduler: MainScheduler) {
        self.mainScheduler = mainScheduler
    }

    /// The shared instance.
    public static let instance = ConcurrentMainScheduler(mainScheduler: MainScheduler.instance)

    /// The current date, as RxSwift's `Date()`.
    public var now: RxTime { Date() }

    /// Runs `action` now on the main thread, or queues it on the main queue from elsewhere.
    /// - Parameters:
    ///   - state: The value handed to `action`.
    ///   - action: The work.
    /// - Returns: A disposable that cancels the action if it has not run yet, or disposes what
    ///   it returned.
    public func schedule<StateType>(
        _ state: StateType, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        if MainScheduler.isMainThread {
            return action(state)
        }
        return mainScheduler.configuration.schedule(state, action: action)
    }

    /// Schedules `action` on the main queue after `dueTime`.
    /// - Parameters:
    ///   - state: The value handed to `action`.
    ///   - dueTime: How long to wait.
    ///   - action: The work.
    /// - Returns: A disposable that cancels the action.
    public func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        mainScheduler.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    /// Runs `action` on the main queue every `period`, starting after `startAfter`.
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
        mainScheduler.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}
