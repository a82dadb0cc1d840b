import Dispatch
import Synchronization
import TestSupport
import Testing

@testable import ObservableCore

@Suite struct SerialGateTests {
    @Test func uncontendedWorkIsDeliveredBeforeSendReturns() {
        let gate = _SerialGate<Int, Int>(0)
        var delivered: [Int] = []
        gate.send(
            { count in
                count += 1
                return count
            }, deliver: { delivered.append($0) })
        #expect(delivered == [1])
        gate.send({ _ in nil }, deliver: { delivered.append($0) })
        #expect(delivered == [1])
        #expect(gate.withState { $0 } == 1)
    }

    @Test func reentrantWorkIsQueuedBehindTheCurrentItem() {
        let gate = _SerialGate<Void, Int>(())
        var log: [String] = []
        func deliver(_ value: Int) {
            log.append("begin \(value)")
            if value < 3 { gate.send(value + 1, deliver: deliver) }
            log.append("end \(value)")
        }
        gate.send(1, deliver: deliver)
        #expect(log == ["begin 1", "end 1", "begin 2", "end 2", "begin 3", "end 3"])
    }

    @Test func eightThreadsDeliverEverythingOnceAndNeverOverlap() async {
        let threads = 8
        let perThread = 5_000
        let gate = _SerialGate<Int, (thread: Int, value: Int)>(0)
        let log = Delivered()
        let inside = Atomic<Int>(0)
        let overlaps = Atomic<Int>(0)
        await performConcurrently(iterations: threads) { thread in
            for value in 0..<perThread {
                gate.send(
                    { sent in
                        sent += 1
                        return (thread, value)
                    },
                    deliver: { work in
                        if inside.add(1, ordering: .acquiringAndReleasing).newValue != 1 {
                            overlaps.add(1, ordering: .relaxed)
                        }
                        // Unsynchronized on purpose: the gate is the only thing serializing it.
                        log.items.append(work)
                        inside.subtract(1, ordering: .acquiringAndReleasing)
                    })
            }
        }
        #expect(overlaps.load(ordering: .relaxed) == 0)
        #expect(gate.withState { $0 } == threads * perThread)
        #expect(log.items.count == threads * perThread)
        // Each thread's work arrives complete and in the order it was sent.
        for thread in 0..<threads {
            let values = log.items.filter { $0.thread == thread }.map(\.value)
            #expect(values == Array(0..<perThread))
        }
    }
}

/// Storage written only from inside the gate's deliveries.
private final class Delivered: @unchecked Sendable {  // Serialized by the _SerialGate under test.
    var items: [(thread: Int, value: Int)] = []
}
