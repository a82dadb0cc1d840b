import Dispatch
import ObservableCore

/// Bounded waits for tests that cross threads: a test that would hang fails instead.
package enum BoundedWait {
    /// Long enough for a loaded 2-core machine; tests never assert on time.
    package static let timeout: DispatchTimeInterval = .seconds(10)

    /// Waits for one signal of `semaphore`; `false` on timeout.
    package static func wait(_ semaphore: DispatchSemaphore) -> Bool {
        semaphore.wait(timeout: .now() + timeout) == .success
    }

    /// Polls `condition` from an async test without blocking a cooperative thread.
    package static func until(
        isolation: isolated (any Actor)? = #isolation, _ condition: () -> Bool
    ) async -> Bool {
        let deadline = DispatchTime.now() + timeout
        while !condition() {
            if DispatchTime.now() >= deadline { return false }
            try? await Task.sleep(for: .milliseconds(1))
        }
        return true
    }
}

/// A thread-safe list of strings that tests append to from any thread.
package final class EventLog: @unchecked Sendable {
    package init() {}
    // `lock` guards `entries`.
    private let lock = DispatchQueue(label: "EventLog")
    private var entries: [String] = []

    package func append(_ entry: String) { lock.sync { entries.append(entry) } }

    package var all: [String] { lock.sync { entries } }
}

/// An object whose lifetime tests observe through a weak reference.
package final class LifetimeToken: @unchecked Sendable {
    package init() {}
}  // No state.

/// A source whose observer the test keeps, to send events by hand; counts subscriptions and
/// disposals. Thread-safe.
package final class SharedManualSource<Element>: @unchecked Sendable {
    package init() {}
    // `lock` guards the fields.
    private let lock = DispatchQueue(label: "SharedManualSource")
    private var observers: [AnyObserver<Element>] = []
    private var subscribed = 0
    private var disposed = 0

    package var subscriptions: Int { lock.sync { subscribed } }
    package var disposals: Int { lock.sync { disposed } }

    package var observable: Observable<Element> {
        Observable.create { [self] observer in
            lock.sync {
                subscribed += 1
                observers.append(observer)
            }
            return Disposables.create { [self] in lock.sync { disposed += 1 } }
        }
    }

    /// Sends to the latest subscription.
    package func send(_ event: Event<Element>) {
        let observer = lock.sync { observers.last }
        observer?.on(event)
    }
}

/// A thread-safe counter.
package final class TallyCounter: @unchecked Sendable {
    package init() {}
    // `lock` guards `value`.
    private let lock = DispatchQueue(label: "TallyCounter")
    private var value = 0

    @discardableResult
    package func increment() -> Int {
        lock.sync {
            value += 1; return value
        }
    }

    package func decrement() { lock.sync { value -= 1 } }

    package var current: Int { lock.sync { value } }
}
