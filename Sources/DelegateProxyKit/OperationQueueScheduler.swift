import Foundation
import ObservableCore

/// Runs each scheduled action as an `Operation` on an `OperationQueue`, as RxSwift's
/// `OperationQueueScheduler`: for bigger chunks of background work whose concurrency the
/// queue's `maxConcurrentOperationCount` tunes.
///
/// It lives in DelegateProxyKit because ObservableCore does not import Foundation.
///
/// ```swift
/// let queue = OperationQueue()
/// queue.maxConcurrentOperationCount = 2
/// let scheduler = OperationQueueScheduler(operationQueue: queue)
/// _ = Observable.of(1, 2, 3)
///     .observe(on: scheduler)
///     .subscribe(onNext: { print($0) })
/// // 1
/// // 2
/// // 3   (each printed by an operation on `queue`)
/// ```
///
/// > Warning: A queue that runs several operations at once runs scheduled actions at once:
/// > `observe(on:)` still delivers one event at a time, in order, but actions scheduled
/// > directly may overlap.
public final class OperationQueueScheduler: ImmediateSchedulerType, Sendable {
    /// The queue the operations are added to.
    ///
    /// ```swift
    /// let scheduler = OperationQueueScheduler(operationQueue: OperationQueue())
    /// scheduler.operationQueue.maxConcurrentOperationCount = 4
    /// ```
    public let operationQueue: OperationQueue

    /// The priority given to every operation this scheduler adds.
    ///
    /// ```swift
    /// let scheduler = OperationQueueScheduler(operationQueue: OperationQueue(), queuePriority: .high)
    /// print(scheduler.queuePriority == .high) // true
    /// ```
    public let queuePriority: Operation.QueuePriority

    /// A scheduler that adds its actions to `operationQueue`.
    ///
    /// ```swift
    /// let scheduler = OperationQueueScheduler(operationQueue: OperationQueue(), queuePriority: .low)
    /// ```
    /// - Parameters:
    ///   - operationQueue: Where the actions run.
    ///   - queuePriority: The priority of each operation added.
    public init(operationQueue: OperationQueue, queuePriority: Operation.QueuePriority = .normal) {
        self.operationQueue = operationQueue
        self.queuePriority = queuePriority
    }

    /// Adds an operation that runs `action` with `state` to ``operationQueue``.
    ///
    /// ```swift
    /// let queue = OperationQueue()
    /// let scheduler = OperationQueueScheduler(operationQueue: queue)
    /// _ = scheduler.schedule(1) { value in
    ///     print(value)
    ///     return Disposables.create()
    /// }
    /// queue.waitUntilAllOperationsAreFinished()
    /// // 1
    /// ```
    /// - Parameters:
    ///   - state: The value handed to `action`.
    ///   - action: The work; returns a disposable for anything it started.
    /// - Returns: A disposable that cancels the operation if it has not run yet (the action
    ///   then never runs), or disposes what the action returned.
    public func schedule<StateType>(
        _ state: StateType, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let operation = ScheduledActionOperation(state: state, action: action)
        operation.queuePriority = queuePriority
        operationQueue.addOperation(operation)
        return operation
    }
}

/// One action of an ``OperationQueueScheduler``, and the disposable `schedule` hands back for
/// it: disposing cancels the operation, and disposes what the action returned if it has run.
final class ScheduledActionOperation<State>: Operation, Disposable, @unchecked Sendable {
    // `state` and `action` are set by `init` and read only by `main`, which the queue runs at
    // most once; `result` is Sendable.
    private let state: State
    private let action: (State) -> Disposable
    private let result = SingleAssignmentDisposable()

    init(state: State, action: @escaping (State) -> Disposable) {
        self.state = state
        self.action = action
    }

    override func main() {
        // A cancelled operation that the queue starts anyway must not run its action.
        guard !isCancelled, !result.isDisposed else { return }
        result.setDisposable(action(state))
    }

    func dispose() {
        cancel()
        result.dispose()
    }
}
