import InternalReactiveUtilities
import Synchronization
import TestSupport
import Testing

@Suite struct SpinLockTests {
    /// Eight threads on two cores increment one counter under the lock, each checking that it is
    /// alone inside: every increment lands once, and no two critical sections overlap (a waiter
    /// that is preempted, or whose holder is, still gets its turn).
    @Test func eightThreadsTakeTheLockInTurnAndLoseNoUpdate() async {
        let counter = SpinLocked(0)
        let inside = Atomic<Int>(0)
        let overlaps = Atomic<Int>(0)
        let threads = 8
        let perThread = 20_000
        let finished = await Watchdog.run(threads: threads) { _ in
            for _ in 0..<perThread {
                counter.withLock { value in
                    if inside.add(1, ordering: .relaxed).newValue != 1 { overlaps.add(1, ordering: .relaxed) }
                    value += 1
                    inside.subtract(1, ordering: .relaxed)
                }
            }
        }
        #expect(finished)
        #expect(counter.withLock { $0 } == threads * perThread)
        #expect(overlaps.load(ordering: .relaxed) == 0)
    }

    @Test func lockAndUnlockGuardTheStateInPlace() {
        let counter = SpinLocked([1, 2])
        counter.lock()
        counter.guardedState.append(3)
        counter.unlock()
        #expect(counter.withLock { $0 } == [1, 2, 3])
        #expect(counter.withLock { $0.removeLast() } == 3)
    }
}
