import Dispatch
import ObservableCore
import TestSupport
import Testing

@Suite struct ConcurrentDispatchQueueSchedulerTests {
    @Test func actionsRunOnTheQueue() async {
        let key = DispatchSpecificKey<Int>()
        let queue = DispatchQueue(label: "concurrent-tests", attributes: .concurrent)
        queue.setSpecific(key: key, value: 1)
        let scheduler = ConcurrentDispatchQueueScheduler(queue: queue)
        let done = TestSignal(count: 10)
        let log = EventLog()
        for index in 0..<10 {
            _ = scheduler.schedule(index) { index in
                log.append("\(index) onQueue=\(DispatchQueue.getSpecific(key: key) == 1)")
                done.fire()
                return Disposables.create()
            }
        }
        #expect(await done.wait())
        #expect(log.all.sorted() == (0..<10).map { "\($0) onQueue=true" }.sorted())
    }

    @Test func qosInitializerRunsRelativeWork() async {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let done = TestSignal()
        _ = scheduler.scheduleRelative(5, dueTime: .milliseconds(1)) { value in
            if value == 5 { done.fire() }
            return Disposables.create()
        }
        #expect(await done.wait())
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

    @Test func periodicRunsNeverOverlapAndStopWhenDisposed() async {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let log = EventLog()
        let running = TallyCounter()
        let done = TestSignal()
        let stored = TestSignal()
        let holder = SingleAssignmentDisposable()
        // The first run waits (on the scheduler's thread) until the disposable is stored: on a
        // loaded machine this thread may lose more than the whole period before storing it, and
        // a dispose that finds nothing stored would let a sixth run through.
        holder.setDisposable(
            scheduler.schedulePeriodic(0, startAfter: .milliseconds(0), period: .milliseconds(1)) { count in
                if count == 0 { _ = stored.block() }
                if running.increment() != 1 { log.append("overlap") }
                log.append("\(count)")
                if count == 4 {
                    holder.dispose()
                    done.fire()
                }
                running.decrement()
                return count + 1
            })
        stored.fire()
        #expect(await done.wait())
        #expect(log.all == ["0", "1", "2", "3", "4"])
    }
}
