import Dispatch
import ObservableCore
import TestSupport
import Testing

@Suite struct SerialDispatchQueueSchedulerTests {
    /// A scheduler whose queue is marked, so actions can tell they run on it.
    private static func markedScheduler() -> (SerialDispatchQueueScheduler, DispatchSpecificKey<Int>) {
        let key = DispatchSpecificKey<Int>()
        let scheduler = SerialDispatchQueueScheduler(
            internalSerialQueueName: "serial-tests",
            serialQueueConfiguration: { $0.setSpecific(key: key, value: 1) })
        return (scheduler, key)
    }

    @Test func actionsRunInOrderOnTheQueue() {
        let (scheduler, key) = Self.markedScheduler()
        let log = EventLog()
        let done = DispatchSemaphore(value: 0)
        for index in 0..<50 {
            _ = scheduler.schedule(index) { index in
                log.append("\(index) onQueue=\(DispatchQueue.getSpecific(key: key) == 1)")
                if index == 49 { done.signal() }
                return Disposables.create()
            }
        }
        #expect(BoundedWait.wait(done))
        #expect(log.all == (0..<50).map { "\($0) onQueue=true" })
    }

    @Test func aQueueTargetingAConcurrentQueueStillRunsOneActionAtATime() {
        let scheduler = SerialDispatchQueueScheduler(
            queue: DispatchQueue(label: "concurrent-target", attributes: .concurrent),
            internalSerialQueueName: "serial-on-concurrent")
        let running = TallyCounter()
        let done = DispatchSemaphore(value: 0)
        let log = EventLog()
        for index in 0..<20 {
            _ = scheduler.schedule(index) { index in
                if running.increment() != 1 { log.append("overlap") }
                log.append("\(index)")
                running.decrement()
                if index == 19 { done.signal() }
                return Disposables.create()
            }
        }
        #expect(BoundedWait.wait(done))
        #expect(log.all == (0..<20).map { "\($0)" })
    }

    @Test func qosInitializerRunsWork() {
        let scheduler = SerialDispatchQueueScheduler(qos: .userInitiated)
        let done = DispatchSemaphore(value: 0)
        _ = scheduler.schedule(()) { _ in
            done.signal()
            return Disposables.create()
        }
        #expect(BoundedWait.wait(done))
    }

    @Test func disposingBeforeItRunsCancelsAndReleasesTheState() {
        let (scheduler, _) = Self.markedScheduler()
        let gate = DispatchSemaphore(value: 0)
        let flushed = DispatchSemaphore(value: 0)
        _ = scheduler.schedule(()) { _ in
            _ = BoundedWait.wait(gate)
            return Disposables.create()
        }
        let log = EventLog()
        var token: LifetimeToken? = LifetimeToken()
        weak let weakToken = token
        let scheduled = scheduler.schedule(token!) { _ in
            log.append("ran")
            return Disposables.create()
        }
        token = nil
        scheduled.dispose()
        #expect(weakToken == nil)
        gate.signal()
        _ = scheduler.schedule(()) { _ in
            flushed.signal()
            return Disposables.create()
        }
        #expect(BoundedWait.wait(flushed))
        #expect(log.all == [])
    }

    @Test func scheduleRelativeRunsLaterOnTheQueue() {
        let (scheduler, key) = Self.markedScheduler()
        let done = DispatchSemaphore(value: 0)
        let log = EventLog()
        _ = scheduler.scheduleRelative("late", dueTime: .milliseconds(1)) { value in
            log.append("\(value) onQueue=\(DispatchQueue.getSpecific(key: key) == 1)")
            done.signal()
            return Disposables.create { log.append("disposed") }
        }
        #expect(BoundedWait.wait(done))
        #expect(log.all == ["late onQueue=true"])
    }

    @Test func disposingARelativeActionCancelsItAndReleasesTheState() {
        let (scheduler, _) = Self.markedScheduler()
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

    @Test func schedulePeriodicThreadsTheStateUntilDisposed() {
        let (scheduler, _) = Self.markedScheduler()
        let log = EventLog()
        let done = DispatchSemaphore(value: 0)
        let holder = SingleAssignmentDisposable()
        holder.setDisposable(
            scheduler.schedulePeriodic(0, startAfter: .milliseconds(0), period: .milliseconds(1)) { count in
                log.append("\(count)")
                if count == 3 {
                    holder.dispose()
                    done.signal()
                }
                return count + 1
            })
        #expect(BoundedWait.wait(done))
        // The runs happen on the serial queue; anything after the dispose would follow on it.
        let flushed = DispatchSemaphore(value: 0)
        _ = scheduler.schedule(()) { _ in
            flushed.signal()
            return Disposables.create()
        }
        #expect(BoundedWait.wait(flushed))
        #expect(log.all == ["0", "1", "2", "3"])
    }

    @Test func nowIsTheWallClock() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "now")
        let before = DispatchWallTime.now()
        let now = scheduler.now
        #expect(now >= before)
        #expect(now <= DispatchWallTime.now())
    }
}
