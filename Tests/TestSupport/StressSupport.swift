import Foundation
import ObservableCore
import Synchronization

/// Runs stress work on threads of its own, never on the concurrency runtime's pool (see
/// `TestSignal`): the test awaits the threads without blocking, and fails instead of hanging.
package enum Watchdog {
    /// Runs `work(index)` on `threads` new threads and waits for all of them; `false` if they
    /// did not all finish within `TestSignal.safetyNet` (a deadlock), in which case they are
    /// left behind.
    package static func run(threads: Int, _ work: @escaping @Sendable (Int) -> Void) async -> Bool {
        let done = TestSignal(count: threads)
        for index in 0..<threads {
            let thread = Thread {
                work(index)
                done.fire()
            }
            thread.stackSize = 1 << 20
            thread.start()
        }
        return await done.wait()
    }

    /// Runs `rounds` rounds of `work(thread, round)` on `threads` new threads, the threads starting
    /// each round together (each waits, spinning, until all have finished the round before), so
    /// that what they do in a round races; `false` as ``run(threads:_:)`` says.
    package static func run(
        rounds: Int, threads: Int, _ work: @escaping @Sendable (_ thread: Int, _ round: Int) -> Void
    ) async -> Bool {
        let arrivals = Atomic<Int>(0)
        return await run(threads: threads) { thread in
            for round in 0..<rounds {
                arrivals.add(1, ordering: .acquiringAndReleasing)
                while arrivals.load(ordering: .acquiring) < threads * (round + 1) {}
                work(thread, round)
            }
        }
    }
}

/// An observer that checks the grammar `next* (error | completed)?` and the serialization
/// contract (no two events delivered at once) as events arrive, from any thread.
package final class GrammarChecker<Element>: ObserverType, @unchecked Sendable {
    // `elements`, `stops` and `violations` are guarded by `lock`; `inside` is atomic.
    private let lock = NSLock()
    private let inside = Atomic<Int>(0)
    private var elements: [Element] = []
    private var stops: [String] = []
    private var problems: [String] = []
    /// Whether concurrent deliveries count as a violation (operators that serialize).
    private let serialized: Bool

    package init(serialized: Bool = true) {
        self.serialized = serialized
    }

    package func on(_ event: Event<Element>) {
        let overlapping = inside.add(1, ordering: .acquiringAndReleasing).newValue != 1
        lock.withLock {
            if overlapping && serialized { problems.append("overlapping delivery of \(event)") }
            if !stops.isEmpty { problems.append("\(event) after \(stops[0])") }
            switch event {
            case .next(let element): elements.append(element)
            case .error, .completed: stops.append("\(event)")
            }
        }
        inside.subtract(1, ordering: .acquiringAndReleasing)
    }

    package var received: [Element] { lock.withLock { elements } }
    package var stopEvents: [String] { lock.withLock { stops } }
    /// Grammar and serialization violations seen so far; empty when all is well.
    package var violations: [String] { lock.withLock { problems } }
}

/// Whether each sender's values (`sender * stride + index`) appear in increasing order, with no
/// value twice.
package func isOrderedPerSender(_ values: [Int], stride: Int) -> Bool {
    var last: [Int: Int] = [:]
    for value in values {
        let sender = value / stride
        if let previous = last[sender], previous >= value { return false }
        last[sender] = value
    }
    return true
}

/// A counter shared by threads.
package final class SharedCount: @unchecked Sendable {
    package init() {}
    // The atomic needs no lock.
    private let value = Atomic<Int>(0)
    package func add(_ amount: Int = 1) { value.add(amount, ordering: .relaxed) }
    package var current: Int { value.load(ordering: .acquiring) }
}
