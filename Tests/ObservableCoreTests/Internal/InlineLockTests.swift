import InternalReactiveUtilities
import Synchronization
import TestSupport
import Testing

/// An object that keeps its state behind an ``InlineLock`` in place, as the dispatch table and a
/// parent's proxy storage do.
private final class InlineCounter: @unchecked Sendable {  // `state`: guarded by `lock`.
    private let lock = InlineLock()
    @exclusivity(unchecked) private var state = (count: 0, log: [Int]())

    func withLock<Result>(_ body: (inout (count: Int, log: [Int])) -> Result) -> Result {
        lock.lock(owner: ObjectIdentifier(self))
        defer { lock.unlock(owner: ObjectIdentifier(self)) }
        return body(&state)
    }
}

/// The package's lock kept in place. Under ThreadSanitizer (`swift test --sanitize=thread`) these
/// fail if `lock(owner:)` and `unlock(owner:)` stop ordering the accesses to the owner's state.
@Suite struct InlineLockTests {
    /// Eight threads on two cores increment one counter under the lock, each checking that it is
    /// alone inside: every increment lands once, and no two critical sections overlap.
    @Test func eightThreadsTakeTheLockInTurnAndLoseNoUpdate() async {
        let counter = InlineCounter()
        let inside = Atomic<Int>(0)
        let overlaps = Atomic<Int>(0)
        let threads = 8
        let perThread = 5_000
        let finished = await Watchdog.run(threads: threads) { thread in
            for step in 0..<perThread {
                counter.withLock { state in
                    if inside.add(1, ordering: .relaxed).newValue != 1 { overlaps.add(1, ordering: .relaxed) }
                    state.count += 1
                    state.log.append(thread * perThread + step)
                    inside.subtract(1, ordering: .relaxed)
                }
            }
        }
        #expect(finished)
        let (count, log) = counter.withLock { $0 }
        #expect(count == threads * perThread)
        #expect(log.sorted() == Array(0..<threads * perThread))
        #expect(overlaps.load(ordering: .relaxed) == 0)
    }

    /// More owners than parking spots (so that locks share a spot and wake each other's waiters,
    /// and the boxes' locks too), held for long critical sections (so that waiters park), by eight
    /// threads on two cores: a lost wake-up leaves a thread parked with its lock free, and the
    /// threads never all finish; every increment lands once.
    @Test func waitersParkedOnSharedSpotsAreAllWoken() async {
        let counters = (0..<96).map { _ in InlineCounter() }
        let boxes = (0..<16).map { _ in Locked(0) }
        let threads = 8
        let perThread = 2_000
        let finished = await Watchdog.run(threads: threads) { thread in
            var scratch = UInt64(thread + 1)
            for step in 0..<perThread {
                let spin = step % 8 == 0 ? 2_000 : 10
                counters[(step / 16 + thread % 2) % counters.count].withLock { state in
                    state.count += 1
                    // A long critical section: a xorshift the optimizer cannot drop.
                    for _ in 0..<spin {
                        scratch ^= scratch << 13
                        scratch ^= scratch >> 7
                        scratch ^= scratch << 17
                    }
                    if scratch == 0 { state.count += 0 }
                }
                if step % 4 == 0 { boxes[(step / 16) % boxes.count].withLock { $0 += 1 } }
            }
        }
        #expect(finished)
        #expect(counters.reduce(0) { $0 + $1.withLock { $0.count } } == threads * perThread)
        #expect(boxes.reduce(0) { $0 + $1.withLock { $0 } } == threads * perThread / 4)
    }

    /// A lock handed back and forth between two threads: each waits for the lock the other
    /// holds, so rounds need parked waiters woken; a lost wake-up stops the rounds.
    @Test func aLockPassedBetweenThreadsWakesItsWaiterEachTime() async {
        let turn = InlineCounter()
        let rounds = 500
        let finished = await Watchdog.run(threads: 2) { thread in
            var round = 0
            while round < rounds {
                let mine = turn.withLock { state -> Bool in
                    guard state.count % 2 == thread else { return false }
                    state.count += 1
                    return true
                }
                if mine { round += 1 }
            }
        }
        #expect(finished)
        #expect(turn.withLock { $0.count } == 2 * rounds)
    }
}
