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
    private let stopped = TestSignal()

    /// Subscribes to `source`; an error is recorded as `describeError(error)`.
    package init(
        _ source: Observable<Element>,
        describeError: @escaping @Sendable (Error) -> String = { "\($0)" }
    ) {
        let disposable = source.subscribe(
            onNext: { [unowned self] element in lock.withLock { recorded.append(.next(element)) } },
            onError: { [unowned self] error in
                lock.withLock { recorded.append(.error(describeError(error))) }
                stopped.fire()
            },
            onCompleted: { [unowned self] in
                lock.withLock { recorded.append(.completed) }
                stopped.fire()
            })
        lock.withLock { subscription = disposable }
    }

    package var events: [RecordedEvent<Element>] { lock.withLock { recorded } }

    /// Waits, without blocking a thread (see `TestSignal`), for `completed` or `error`; `false`
    /// only if the safety net expired first.
    @discardableResult
    package func waitForStop() async -> Bool {
        await stopped.wait()
    }

    package func dispose() {
        lock.withLock { subscription }?.dispose()
    }

    deinit { subscription?.dispose() }
}
