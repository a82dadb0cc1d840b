import Foundation
import Testing

// How tests wait: the rule. Read it before writing a test that crosses threads.
//
// Swift Testing runs every test, synchronous or `async`, as a task on the Swift concurrency
// runtime's cooperative pool, and runs tests in parallel. The pool has one thread per core: two
// on a 2-core machine, and it never adds threads when they block. A test that blocks its thread
// (a semaphore or group wait, `Thread.sleep`, `usleep`, a spin loop) takes one of the two away
// from every other test; two such tests at once stop every `Task` in the process (the one
// `AsyncSequence.asObservable()` iterates in, a test's own child task, ...) until they finish.
// A test that waits for such a task against a clock then fails at random: issue 12's flake.
//
// 1. A test never blocks a thread of the pool. It waits by `await`ing a `TestSignal` that the
//    other thread fires (or `Recorder.wait(forEvents:)`, `LifetimeToken.released`,
//    `TallyCounter.wait(until:)`, ...): the wait ends when the thing happens, not on a timer.
// 2. Blocking work runs on threads of its own: stress threads (`Watchdog.run`), a `Thread`, a
//    `DispatchQueue`. Only there may code block (`TestSignal.block()`), and never a thread the
//    test needs to make progress.
// 3. No clock bounds the success path. A wait ends when its signal fires; the safety net
//    (`TestSignal.safetyNet`, minutes, far beyond any normal run under a sanitizer) only turns
//    a hang into a failure. No polling loops with deadlines.
// 4. Time-based operators run on virtual time (the test kit's scheduler), not on real sleeps.

/// A one-shot signal that fires after `count` calls to ``fire()``, from any thread; tests
/// `await` it without blocking a thread.
///
/// ```swift
/// let done = TestSignal()
/// DispatchQueue.global().async { work(); done.fire() }
/// #expect(await done.wait())
/// ```
package final class TestSignal: @unchecked Sendable {  // `lock` guards `remaining` and `waiters`.
    /// How long a wait may take before the test fails instead of hanging CI: a safety net far
    /// beyond any normal duration (the whole suite takes seconds, under ThreadSanitizer about a
    /// minute), never the success path.
    package static let safetyNet: DispatchTimeInterval = .seconds(safetyNetSeconds)
    /// ``safetyNet`` in seconds, for bounds that must outlast it.
    package static let safetyNetSeconds = 300

    private let lock = NSLock()
    private var remaining: Int
    private var waiters: [Int: CheckedContinuation<Bool, Never>] = [:]
    private var nextWaiter = 0
    // Blocking waiters (threads of their own only): signalled once when the signal fires.
    private let fired = DispatchSemaphore(value: 0)

    /// A signal that fires on the `count`th call to ``fire()``.
    package init(count: Int = 1) {
        remaining = count
    }

    /// Counts one occurrence; the signal fires on the last one. Extra calls do nothing.
    package func fire() {
        let resumed = lock.withLock { () -> [CheckedContinuation<Bool, Never>]? in
            guard remaining > 0 else { return nil }
            remaining -= 1
            guard remaining == 0 else { return nil }
            defer { waiters = [:] }
            return Array(waiters.values)
        }
        guard let resumed else { return }
        fired.signal()
        for waiter in resumed { waiter.resume(returning: true) }
    }

    /// Whether the signal has fired.
    package var hasFired: Bool { lock.withLock { remaining == 0 } }

    /// Suspends until the signal fires (`true`), or until the safety net expires (`false`).
    package func wait() async -> Bool {
        await withCheckedContinuation { continuation in
            let id = lock.withLock { () -> Int? in
                guard remaining > 0 else { return nil }
                nextWaiter += 1
                waiters[nextWaiter] = continuation
                return nextWaiter
            }
            guard let id else { return continuation.resume(returning: true) }
            DispatchQueue.global().asyncAfter(deadline: .now() + Self.safetyNet) { [self] in
                lock.withLock { waiters.removeValue(forKey: id) }?.resume(returning: false)
            }
        }
    }

    /// Blocks the calling thread until the signal fires (`true`) or the safety net expires.
    /// Only for threads of a test's own (stress threads, a `Thread`, a dispatch queue the test
    /// holds on purpose), never in a test function or a task: those `await` ``wait()``.
    package func block() -> Bool {
        if hasFired { return true }
        guard fired.wait(timeout: .now() + Self.safetyNet) == .success else { return false }
        fired.signal()  // let any other blocked thread through too
        return true
    }
}

/// A count that tests wait for, such as a recorder's number of events: the owner reports each
/// new value (inside its own lock, so reports keep their order) and waiters wake when it
/// reaches their target, with no polling.
package final class CountWaiters: @unchecked Sendable {  // `lock` guards `value` and `waiters`.
    private let lock = NSLock()
    private var value = 0
    private var waiters: [(target: Int, signal: TestSignal)] = []

    /// Records the owner's new count and wakes the waiters it satisfies.
    package init() {}

    package func update(_ newValue: Int) {
        let ready = lock.withLock { () -> [TestSignal] in
            value = newValue
            let ready = waiters.filter { $0.target <= newValue }.map(\.signal)
            waiters.removeAll { $0.target <= newValue }
            return ready
        }
        for signal in ready { signal.fire() }
    }

    /// Waits until the count is at least `target`; `false` if the safety net expired first.
    package func wait(untilAtLeast target: Int) async -> Bool {
        let signal = lock.withLock { () -> TestSignal? in
            guard value < target else { return nil }
            let signal = TestSignal()
            waiters.append((target, signal))
            return signal
        }
        guard let signal else { return true }
        return await signal.wait()
    }
}

/// `DispatchQueue.concurrentPerform(iterations:execute:)` started from a thread of its own and
/// awaited, so that the test's pool thread neither joins the work nor blocks waiting for it
/// (see the rule above). Records an issue if the work outlives `TestSignal.safetyNet`.
///
/// ```swift
/// await performConcurrently(iterations: 8) { thread in subjects[thread].onNext(thread) }
/// ```
package func performConcurrently(
    iterations: Int, sourceLocation: SourceLocation = #_sourceLocation, _ work: @escaping (Int) -> Void
) async {
    // `concurrentPerform` calls `work` from several threads at once, as it did before.
    nonisolated(unsafe) let work = work
    let done = TestSignal()
    let thread = Thread {
        DispatchQueue.concurrentPerform(iterations: iterations) { work($0) }
        done.fire()
    }
    thread.stackSize = 1 << 20
    thread.start()
    if !(await done.wait()) {
        Issue.record("concurrent work did not finish within the safety net", sourceLocation: sourceLocation)
    }
}
