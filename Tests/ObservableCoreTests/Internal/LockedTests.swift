import InternalReactiveUtilities
import Synchronization
import TestSupport
import Testing

/// The package's one lock. Under ThreadSanitizer (`swift test --sanitize=thread`) these fail if
/// `withLock` stops ordering the accesses: every thread touches the state, and an access the
/// lock does not order is a data race it reports.
@Suite struct LockedTests {
    /// Eight threads on two cores increment one counter under the lock, each checking that it is
    /// alone inside: every increment lands once, and no two critical sections overlap (a waiter
    /// that is preempted, or whose holder is, still gets its turn).
    @Test func eightThreadsTakeTheLockInTurnAndLoseNoUpdate() async {
        let counter = Locked((count: 0, log: [Int]()))
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

    /// Threads taking the lock raw (the unsafe view) and through `withLock` exclude each other.
    @Test func theUnsafeViewAndWithLockExcludeEachOther() async {
        let counter = Locked(0)
        let threads = 8
        let perThread = 5_000
        let finished = await Watchdog.run(threads: threads) { thread in
            for _ in 0..<perThread {
                if thread % 2 == 0 {
                    counter.withLock { $0 += 1 }
                } else {
                    let raw = counter.unsafe
                    raw.lock()
                    raw.withStateAssumingLocked { $0 += 1 }
                    raw.unlock()
                }
            }
        }
        #expect(finished)
        #expect(counter.withLock { $0 } == threads * perThread)
    }

    /// More locks than parking spots (so that locks share a spot and wake each other's waiters),
    /// held for long critical sections (so that waiters park rather than find the lock free), by
    /// eight threads on two cores: a lost wake-up leaves a thread parked with its lock free, and
    /// the threads never all finish; every increment lands once.
    @Test func waitersParkedOnSharedSpotsAreAllWoken() async {
        let locks = (0..<96).map { _ in Locked(0) }
        let threads = 8
        let perThread = 2_000
        let finished = await Watchdog.run(threads: threads) { thread in
            var scratch = UInt64(thread + 1)
            for step in 0..<perThread {
                // Threads meet on a few locks at a time, a different few as they go.
                locks[(step / 16 + thread % 2) % locks.count].withLock { count in
                    count += 1
                    // A long critical section: a xorshift the optimizer cannot drop.
                    for _ in 0..<(step % 8 == 0 ? 2_000 : 10) {
                        scratch ^= scratch << 13
                        scratch ^= scratch >> 7
                        scratch ^= scratch << 17
                    }
                    if scratch == 0 { count += 0 }
                }
            }
        }
        #expect(finished)
        #expect(locks.reduce(0) { $0 + $1.withLock { $0 } } == threads * perThread)
    }

    /// A lock handed back and forth between two threads through two others: each thread waits
    /// for the lock the other holds, so every round needs a parked waiter woken; a lost wake-up
    /// stops the rounds.
    @Test func aLockPassedBetweenThreadsWakesItsWaiterEachTime() async {
        let turn = Locked(0)
        let rounds = 500
        let finished = await Watchdog.run(threads: 2) { thread in
            var round = 0
            while round < rounds {
                // Takes the lock until it is this thread's turn; the other thread's lock
                // holds keep this one parking and being woken.
                let mine = turn.withLock { value -> Bool in
                    guard value % 2 == thread else { return false }
                    value += 1
                    return true
                }
                if mine { round += 1 }
            }
        }
        #expect(finished)
        #expect(turn.withLock { $0 } == 2 * rounds)
    }

    @Test func lockAndUnlockGuardTheStateInPlace() {
        let counter = Locked([1, 2])
        counter.unsafe.lock()
        counter.unsafe.withStateAssumingLocked { $0.append(3) }
        counter.unsafe.unlock()
        #expect(counter.withLock { $0 } == [1, 2, 3])
        #expect(counter.withLock { $0.removeLast() } == 3)
    }

    /// A copy is the same box: state and lock are shared, not duplicated.
    @Test func copiesShareOneBox() {
        let original = Locked([String]())
        let copy = original
        copy.withLock { $0.append("copy") }
        original.withLock { $0.append("original") }
        #expect(original.withLock { $0 } == ["copy", "original"])
        #expect(original.box === copy.box)
    }

    /// The state goes with the box: nothing it holds outlives the last copy.
    @Test func theStateIsReleasedWithTheBox() {
        final class Token {}
        weak var weakToken: Token?
        do {
            let token = Token()
            weakToken = token
            let locked = Locked([token])
            #expect(locked.withLock { $0.count } == 1)
        }
        #expect(weakToken == nil)
    }
}
