import Dispatch
import Foundation
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

    @Test func actionsRunInOrderOnTheQueue() async {
        let (scheduler, key) = Self.markedScheduler()
        let log = EventLog()
        let done = TestSignal()
        for index in 0..<50 {
            _ = scheduler.schedule(index) { index in
                log.append("\(index) onQueue=\(DispatchQueue.getSpecific(key: key) == 1)")
                if index == 49 { done.fire() }
                return Disposables.create()
            }
        }
        #expect(await done.wait())
        #expect(log.all == (0..<50).map { "\($0) onQueue=true" })
    }

    @Test func aQueueTargetingAConcurrentQueueStillRunsOneActionAtATime() async {
        let scheduler = SerialDispatchQueueScheduler(
            queue: DispatchQueue(label: "concurrent-target", attributes: .concurrent),
            internalSerialQueueName: "serial-on-concurrent")
        let running = TallyCounter()
        let done = TestSignal()
        let log = EventLog()
        for index in 0..<20 {
            _ = scheduler.schedule(index) { index in
                if running.increment() != 1 { log.append("overlap") }
                log.append("\(index)")
                running.decrement()
                if index == 19 { done.fire() }
                return Disposables.create()
            }
        }
        #expect(await done.wait())
        #expect(log.all == (0..<20).map { "\($0)" })
    }

    @Test func qosInitializerRunsWork() async {
        let scheduler = SerialDispatchQueueScheduler(qos: .userInitiated)
        let done = TestSignal()
        _ = scheduler.schedule(()) { _ in
            done.fire()
            return Disposables.create()
        }
        #expect(await done.wait())
    }

    @Test func disposingBeforeItRunsCancelsAndReleasesTheState() async {
        let (scheduler, _) = Self.markedScheduler()
        let gate = TestSignal()
        let flushed = TestSignal()
        _ = scheduler.schedule(()) { _ in
            _ = gate.block()
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
        gate.fire()
        _ = scheduler.schedule(()) { _ in
            flushed.fire()
            return Disposables.create()
        }
        #expect(await flushed.wait())
        #expect(log.all == [])
    }

    @Test func scheduleRelativeRunsLaterOnTheQueue() async {
        let (scheduler, key) = Self.markedScheduler()
        let done = TestSignal()
        let log = EventLog()
        _ = scheduler.scheduleRelative("late", dueTime: .milliseconds(1)) { value in
            log.append("\(value) onQueue=\(DispatchQueue.getSpecific(key: key) == 1)")
            done.fire()
            return Disposables.create { log.append("disposed") }
        }
        #expect(await done.wait())
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

    @Test func schedulePeriodicThreadsTheStateUntilDisposed() async {
        let (scheduler, _) = Self.markedScheduler()
        let log = EventLog()
        let done = TestSignal()
        let holder = SingleAssignmentDisposable()
        // Scheduled from the queue itself, so no run can happen (and dispose) before the
        // disposable is stored.
        _ = scheduler.schedule(()) { [scheduler] _ in
            holder.setDisposable(
                scheduler.schedulePeriodic(0, startAfter: .milliseconds(0), period: .milliseconds(1)) {
                    count in
                    log.append("\(count)")
                    if count == 3 {
                        holder.dispose()
                        done.fire()
                    }
                    return count + 1
                })
            return Disposables.create()
        }
        #expect(await done.wait())
        // The runs happen on the serial queue; anything after the dispose would follow on it.
        let flushed = TestSignal()
        _ = scheduler.schedule(()) { _ in
            flushed.fire()
            return Disposables.create()
        }
        #expect(await flushed.wait())
        #expect(log.all == ["0", "1", "2", "3"])
    }

    @Test func nowIsTheCurrentDate() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "now")
        let before = Date()
        let now: Date = scheduler.now
        #expect(now >= before)
        #expect(now <= Date())
    }
}
