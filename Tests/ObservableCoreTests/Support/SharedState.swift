import Foundation
import ObservableCore

/// A thread-safe list of strings that tests append to from any thread.
final class EventLog: @unchecked Sendable {  // `lock` guards `entries`.
    private let lock = DispatchQueue(label: "EventLog")
    private var entries: [String] = []

    private let counts = CountWaiters()

    func append(_ entry: String) {
        lock.sync {
            entries.append(entry)
            counts.update(entries.count)
        }
    }

    var all: [String] { lock.sync { entries } }

    /// Waits (see `TestSignal`) until the log has at least `count` entries.
    func wait(forCount count: Int) async -> Bool {
        await counts.wait(untilAtLeast: count)
    }
}

/// An object whose lifetime tests observe through a weak reference; `released` fires when it
/// goes, so that a test can wait for a release that happens on another thread.
final class LifetimeToken: @unchecked Sendable {  // `released` is thread-safe.
    let released = TestSignal()
    deinit { released.fire() }
}

/// A source whose observer the test keeps, to send events by hand; counts subscriptions and
/// disposals. Thread-safe.
final class SharedManualSource<Element>: @unchecked Sendable {  // `lock` guards the fields.
    private let lock = DispatchQueue(label: "SharedManualSource")
    private var observers: [AnyObserver<Element>] = []
    private var subscribed = 0
    private var disposed = 0

    private let counts = CountWaiters()

    var subscriptions: Int { lock.sync { subscribed } }
    var disposals: Int { lock.sync { disposed } }

    /// Waits (see `TestSignal`) until at least `count` subscriptions were disposed.
    func wait(forDisposals count: Int) async -> Bool {
        await counts.wait(untilAtLeast: count)
    }

    var observable: Observable<Element> {
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
    func send(_ event: Event<Element>) {
        let observer = lock.sync { observers.last }
        observer?.on(event)
    }
}

/// A thread-safe counter.
final class TallyCounter: @unchecked Sendable {  // `lock` guards `value`.
    private let lock = DispatchQueue(label: "TallyCounter")
    private var value = 0

    private let counts = CountWaiters()

    @discardableResult
    func increment() -> Int {
        lock.sync {
            value += 1
            counts.update(value)
            return value
        }
    }

    func decrement() {
        lock.sync {
            value -= 1
            counts.update(value)
        }
    }

    var current: Int { lock.sync { value } }

    /// Waits (see `TestSignal`) until the count is at least `target`.
    func wait(until target: Int) async -> Bool {
        await counts.wait(untilAtLeast: target)
    }
}
