import Foundation
import ObservableCore

/// A thread-safe list of strings that tests append to from any thread.
package final class EventLog: @unchecked Sendable {
    package init() {}
    // `lock` guards `entries`.
    private let lock = DispatchQueue(label: "EventLog")
    private var entries: [String] = []
    private let counts = CountWaiters()

    package func append(_ entry: String) {
        lock.sync {
            entries.append(entry)
            counts.update(entries.count)
        }
    }

    package var all: [String] { lock.sync { entries } }

    /// Waits (see `TestSignal`) until the log has at least `count` entries.
    package func wait(forCount count: Int) async -> Bool {
        await counts.wait(untilAtLeast: count)
    }
}

/// An object whose lifetime tests observe through a weak reference; `released` fires when it
/// goes, so that a test can wait for a release that happens on another thread.
package final class LifetimeToken: @unchecked Sendable {  // `released` is thread-safe.
    package let released = TestSignal()
    package init() {}
    deinit { released.fire() }
}

/// Tokens whose release a test counts, through weak references. Not thread-safe: for tests that
/// make and count tokens on one thread.
package final class TokenLedger {
    private var tokens: [() -> LifetimeToken?] = []

    package init() {}

    /// A new token, counted as released once nothing holds it.
    package func makeToken() -> LifetimeToken {
        let token = LifetimeToken()
        tokens.append { [weak token] in token }
        return token
    }

    /// How many of the tokens made so far are gone.
    package var released: Int { tokens.filter { $0() == nil }.count }
}

/// A source whose observer the test keeps, to send events by hand; counts subscriptions and
/// disposals. Thread-safe.
package final class SharedManualSource<Element>: @unchecked Sendable {
    package init() {}
    // `lock` guards the fields.
    private let lock = DispatchQueue(label: "SharedManualSource")
    private var observers: [AnyObserver<Element>] = []
    private var subscribed = 0
    private var disposed = 0
    private let counts = CountWaiters()

    package var subscriptions: Int { lock.sync { subscribed } }
    package var disposals: Int { lock.sync { disposed } }

    /// Waits (see `TestSignal`) until at least `count` subscriptions were disposed.
    package func wait(forDisposals count: Int) async -> Bool {
        await counts.wait(untilAtLeast: count)
    }

    package var observable: Observable<Element> {
        // Weak: a source held by its own observers' chain (through `share`, say) would be a
        // reference cycle, which LeakSanitizer reports.
        Observable.create { [weak self] observer in
            guard let self else { return Disposables.create() }
            lock.sync {
                subscribed += 1
                observers.append(observer)
            }
            return Disposables.create { [weak self] in
                guard let self else { return }
                lock.sync {
                    disposed += 1
                    counts.update(disposed)
                }
            }
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
    private let counts = CountWaiters()

    @discardableResult
    package func increment() -> Int {
        lock.sync {
            value += 1
            counts.update(value)
            return value
        }
    }

    package func decrement() {
        lock.sync {
            value -= 1
            counts.update(value)
        }
    }

    package var current: Int { lock.sync { value } }

    /// Waits (see `TestSignal`) until the count is at least `target`.
    package func wait(until target: Int) async -> Bool {
        await counts.wait(untilAtLeast: target)
    }
}
