import DelegateProxyKit
import Foundation
import TestSupport
import Testing

/// RxSwift's `OperationQueueScheduler`: each action an operation on the queue. Waits are on
/// signals the actions fire, never on a clock.
@Suite struct OperationQueueSchedulerTests {
    /// A queue that runs one operation at a time, in the order added (for equal priorities).
    private static func serialQueue() -> OperationQueue {
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        return queue
    }

    @Test func actionsRunAsOperationsOnTheQueue() async {
        let queue = Self.serialQueue()
        let scheduler = OperationQueueScheduler(operationQueue: queue)
        let log = EventLog()
        let done = TestSignal()
        for index in 0..<20 {
            _ = scheduler.schedule(index) { index in
                log.append("\(index) onQueue=\(OperationQueue.current === queue)")
                if index == 19 { done.fire() }
                return Disposables.create()
            }
        }
        #expect(await done.wait())
        #expect(log.all == (0..<20).map { "\($0) onQueue=true" })
        #expect(scheduler.operationQueue === queue)
    }

    @Test func disposingBeforeTheOperationRunsCancelsIt() async {
        let queue = Self.serialQueue()
        queue.isSuspended = true
        let scheduler = OperationQueueScheduler(operationQueue: queue)
        let log = EventLog()
        let done = TestSignal()
        let cancelled = scheduler.schedule("cancelled") { name in
            log.append(name)
            return Disposables.create()
        }
        _ = scheduler.schedule("ran") { name in
            log.append(name)
            done.fire()
            return Disposables.create()
        }
        cancelled.dispose()
        #expect((queue.operations.first)?.isCancelled == true)
        queue.isSuspended = false
        #expect(await done.wait())
        // One operation at a time, in order: the cancelled one was passed over before "ran".
        #expect(log.all == ["ran"])
    }

    @Test func disposingAfterTheActionRanDisposesWhatItReturned() async {
        let scheduler = OperationQueueScheduler(operationQueue: Self.serialQueue())
        let log = EventLog()
        let ran = TestSignal()
        let scheduled = scheduler.schedule(()) { _ in
            log.append("ran")
            return Disposables.create { log.append("disposed") }
        }
        // Runs once the first operation has finished: its action has returned its disposable.
        _ = scheduler.schedule(()) { _ in
            ran.fire()
            return Disposables.create()
        }
        #expect(await ran.wait())
        scheduled.dispose()
        #expect(log.all == ["ran", "disposed"])
    }

    @Test func queuePriorityIsGivenToEveryOperation() async {
        let queue = Self.serialQueue()
        queue.isSuspended = true
        let low = OperationQueueScheduler(operationQueue: queue, queuePriority: .low)
        let high = OperationQueueScheduler(operationQueue: queue, queuePriority: .high)
        let normal = OperationQueueScheduler(operationQueue: queue)
        #expect(normal.queuePriority == .normal)
        #expect(high.queuePriority == .high)
        let log = EventLog()
        let done = TestSignal(count: 3)
        for (name, scheduler) in [("low", low), ("high", high), ("normal", normal)] {
            _ = scheduler.schedule(name) { name in
                log.append(name)
                done.fire()
                return Disposables.create()
            }
        }
        #expect(queue.operations.map(\.queuePriority) == [.low, .high, .normal])
        queue.isSuspended = false
        #expect(await done.wait())
        // The queue runs the ready operation of highest priority first.
        #expect(log.all == ["high", "normal", "low"])
    }

    @Test func observeOnDeliversEveryEventOnTheQueue() async {
        let queue = Self.serialQueue()
        let scheduler = OperationQueueScheduler(operationQueue: queue)
        let log = EventLog()
        let done = TestSignal()
        let subscription = Observable.of(1, 2, 3)
            .observe(on: scheduler)
            .subscribe(
                onNext: { log.append("\($0) onQueue=\(OperationQueue.current === queue)") },
                onCompleted: {
                    log.append("completed onQueue=\(OperationQueue.current === queue)")
                    done.fire()
                })
        #expect(await done.wait())
        #expect(log.all == ["1 onQueue=true", "2 onQueue=true", "3 onQueue=true", "completed onQueue=true"])
        subscription.dispose()
    }

    @Test func subscribeOnSubscribesOnTheQueue() async {
        let queue = Self.serialQueue()
        let scheduler = OperationQueueScheduler(operationQueue: queue)
        let log = EventLog()
        let done = TestSignal()
        let subscription = Observable<Int>.create { observer in
            log.append("subscribed onQueue=\(OperationQueue.current === queue)")
            observer.onNext(1)
            observer.onCompleted()
            return Disposables.create()
        }
        .subscribe(on: scheduler)
        .subscribe(onNext: { log.append("\($0)") }, onCompleted: { done.fire() })
        #expect(await done.wait())
        #expect(log.all == ["subscribed onQueue=true", "1"])
        subscription.dispose()
    }
}
