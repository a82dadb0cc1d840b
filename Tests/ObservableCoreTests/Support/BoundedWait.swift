import Dispatch
import ObservableCore

/// Bounded waits for tests that cross threads: a test that would hang fails instead.
enum BoundedWait {
    /// Long enough for a loaded 2-core machine; tests never assert on time.
    static let timeout: DispatchTimeInterval = .seconds(10)

    /// Waits for one signal of `semaphore`; `false` on timeout.
    static func wait(_ semaphore: DispatchSemaphore) -> Bool {
        semaphore.wait(timeout: .now() + timeout) == .success
    }

    /// Polls `condition` from an async test without blocking a cooperative thread.
    static func until(
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
final class EventLog: @unchecked Sendable {  // `lock` guards `entries`.
    private let lock = DispatchQueue(label: "EventLog")
    private var entries: [String] = []

    func append(_ entry: String) { lock.sync { entries.append(entry) } }

    var all: [String] { lock.sync { entries } }
}

/// An object whose lifetime tests observe through a weak reference.
final class LifetimeToken: @unchecked Sendable {}  // No state.

/// A source whose observer the test keeps, to send events by hand; counts subscriptions and
/// disposals. Thread-safe.
final class SharedManualSource<Element>: @unchecked Sendable {  // `lock` guards the fields.
    private let lock = DispatchQueue(label: "SharedManualSource")
    private var observers: [AnyObserver<Element>] = []
    private var subscribed = 0
    private var disposed = 0

    var subscriptions: Int { lock.sync { subscribed } }
    var disposals: Int { lock.sync { disposed } }

    var observable: Observable<Element> {
        Observable.create { [self] observer in
            lock.sync {
                subscribed += 1
                observers.append(observer)
            }
            return Disposables.create { [self] in lock.sync { disposed += 1 } }
        }
    }

    /// Sends to the latest subscription.
    func send(_ event: Event<Element>) {
        let observer = lock.sync { observers.last }
        observer?.on(event)
    }
}

/// A thread-safe counter.
final class TallyCounter: @unchecked Sendable {  // `lock` guards `value`.
    private let lock = DispatchQueue(label: "TallyCounter")
    private var value = 0

    @discardableResult
    func increment() -> Int {
        lock.sync {
            value += 1; return value
        }
    }

    func decrement() { lock.sync { value -= 1 } }

    var current: Int { lock.sync { value } }
}
