import Dispatch
import ObservableCore
import TestSupport
import Testing

@Suite struct ConcurrentDispatchQueueSchedulerTests {
    @Test func actionsRunOnTheQueue() {
        let key = DispatchSpecificKey<Int>()
        let queue = DispatchQueue(label: "concurrent-tests", attributes: .concurrent)
        queue.setSpecific(key: key, value: 1)
        let scheduler = ConcurrentDispatchQueueScheduler(queue: queue)
        let group = DispatchGroup()
        let log = EventLog()
        for index in 0..<10 {
            group.enter()
            _ = scheduler.schedule(index) { index in
                log.append("\(index) onQueue=\(DispatchQueue.getSpecific(key: key) == 1)")
                group.leave()
                return Disposables.create()
            }
        }
        #expect(group.wait(timeout: .now() + BoundedWait.timeout) == .success)
        #expect(log.all.sorted() == (0..<10).map { "\($0) onQueue=true" }.sorted())
    }

    @Test func qosInitializerRunsRelativeWork() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let done = DispatchSemaphore(value: 0)
        _ = scheduler.scheduleRelative(5, dueTime: .milliseconds(1)) { value in
            if value == 5 { done.signal() }
            return Disposables.create()
        }
        #expect(BoundedWait.wait(done))
    }

    @Test func disposingARelativeActionCancelsItAndReleasesTheState() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let log = EventLog()
        var token: LifetimeToken? = LifetimeToken()
        weak let weakToken = token
        let scheduled = scheduler.scheduleRelative(token!, dueTime: .seconds(3600)) { _ in
            log.append("ran")
            return Disposables.create()
        }
        token = nil
        scheduled.dispose()
        #expect(weakToken == nil)
        #expect(log.all == [])
    }

    @Test func periodicRunsNeverOverlapAndStopWhenDisposed() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let log = EventLog()
        let running = TallyCounter()
        let done = DispatchSemaphore(value: 0)
        let holder = SingleAssignmentDisposable()
        holder.setDisposable(
            scheduler.schedulePeriodic(0, startAfter: .milliseconds(0), period: .milliseconds(1)) { count in
                if running.increment() != 1 { log.append("overlap") }
                log.append("\(count)")
                if count == 4 {
                    holder.dispose()
                    done.signal()
                }
                running.decrement()
                return count + 1
            })
        #expect(BoundedWait.wait(done))
        #expect(log.all == ["0", "1", "2", "3", "4"])
    }
}
