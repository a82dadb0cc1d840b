import Dispatch
import Foundation
import ObservableCore

/// Every event one subscription received, in order and from whatever thread, so that tests
/// assert whole histories with `==`. The subscription ends when the history goes.
package final class History<Element: Equatable>: @unchecked Sendable {
    // `lock` guards `recorded` and `subscription`.
    private let lock = NSLock()
    private var recorded: [RecordedEvent<Element>] = []
    private var subscription: Disposable?
    private let stopped = DispatchSemaphore(value: 0)

    /// Subscribes to `source`; an error is recorded as `describeError(error)`.
    package init(
        _ source: Observable<Element>,
        describeError: @escaping @Sendable (Error) -> String = { "\($0)" }
    ) {
        let disposable = source.subscribe(
            onNext: { [unowned self] element in lock.withLock { recorded.append(.next(element)) } },
            onError: { [unowned self] error in
                lock.withLock { recorded.append(.error(describeError(error))) }
                stopped.signal()
            },
            onCompleted: { [unowned self] in
                lock.withLock { recorded.append(.completed) }
                stopped.signal()
            })
        lock.withLock { subscription = disposable }
    }

    package var events: [RecordedEvent<Element>] { lock.withLock { recorded } }

    /// Waits (bounded, see ``BoundedWait``) for `completed` or `error`; returns whether one came.
    /// For streams fed from other threads; never call it from a Swift concurrency task.
    @discardableResult
    package func waitForStop() -> Bool {
        BoundedWait.wait(stopped)
    }

    package func dispose() {
        lock.withLock { subscription }?.dispose()
    }

    deinit { subscription?.dispose() }
}
