import Dispatch
import ObservableCore
import TestSupport
import Testing

@Suite struct MainSchedulerTests {
    @Test func offMainTheActionRunsLaterOnTheMainThread() {
        #expect(!MainScheduler.isMainThread)
        let done = DispatchSemaphore(value: 0)
        let log = EventLog()
        _ = MainScheduler.instance.schedule(7) { value in
            log.append("ran \(value) main=\(MainScheduler.isMainThread)")
            done.signal()
            return Disposables.create()
        }
        // Running on the main thread proves it did not run inline on this (background) thread.
        #expect(BoundedWait.wait(done))
        #expect(log.all == ["ran 7 main=true"])
    }

    @Test @MainActor func onMainTheActionRunsAtOnce() {
        #expect(MainScheduler.isMainThread)
        // Its own instance: other suites may have work queued on `MainScheduler.instance`.
        let scheduler = MainScheduler()
        var log: [String] = []
        _ = scheduler.schedule(()) { _ in
            log.append("ran")
            return Disposables.create()
        }
        log.append("after schedule")
        #expect(log == ["ran", "after schedule"])
    }

    @Test @MainActor func onMainWorkScheduledWhileItsOwnWorkRunsWaitsItsTurn() async {
        let scheduler = MainScheduler()
        let log = EventLog()
        _ = scheduler.schedule(()) { _ in
            log.append("first begins")
            _ = scheduler.schedule(()) { _ in
                log.append("second")
                return Disposables.create()
            }
            log.append("first ends")
            return Disposables.create()
        }
        log.append("returned")
        #expect(log.all == ["first begins", "first ends", "returned"])
        #expect(await BoundedWait.until { log.all.count == 4 })
        #expect(log.all == ["first begins", "first ends", "returned", "second"])
    }

    @Test @MainActor func asyncInstanceQueuesEvenOnTheMainThread() async {
        let log = EventLog()
        _ = MainScheduler.asyncInstance.schedule(()) { _ in
            log.append("ran main=\(MainScheduler.isMainThread)")
            return Disposables.create()
        }
        log.append("returned")
        #expect(await BoundedWait.until { log.all.count == 2 })
        #expect(log.all == ["returned", "ran main=true"])
    }

    @Test func disposingBeforeItRunsCancelsAndReleasesTheState() {
        let gate = DispatchSemaphore(value: 0)
        let flushed = DispatchSemaphore(value: 0)
        // Hold the main queue so that the action is still queued when it is disposed.
        DispatchQueue.main.async { _ = BoundedWait.wait(gate) }
        let log = EventLog()
        var token: LifetimeToken? = LifetimeToken()
        weak let weakToken = token
        let scheduled = MainScheduler.instance.schedule(token!) { _ in
            log.append("ran")
            return Disposables.create()
        }
        token = nil
        scheduled.dispose()
        #expect(weakToken == nil)
        gate.signal()
        DispatchQueue.main.async { flushed.signal() }
        #expect(BoundedWait.wait(flushed))
        #expect(log.all == [])
    }

    @Test func disposingAfterItRanDisposesWhatItReturned() {
        let ran = DispatchSemaphore(value: 0)
        let log = EventLog()
        let scheduled = MainScheduler.instance.schedule(()) { _ in
            ran.signal()
            return Disposables.create { log.append("disposed") }
        }
        #expect(BoundedWait.wait(ran))
        // `ran` fires inside the action; let the main queue finish it.
        let flushed = DispatchSemaphore(value: 0)
        DispatchQueue.main.async { flushed.signal() }
        #expect(BoundedWait.wait(flushed))
        scheduled.dispose()
        scheduled.dispose()
        #expect(log.all == ["disposed"])
    }

    @Test @MainActor func ensureExecutingOnSchedulerPassesOnTheMainThread() {
        MainScheduler.ensureExecutingOnScheduler()
        MainScheduler.ensureRunningOnMainThread()
    }

    @Test func ensureExecutingOnSchedulerStopsOffTheMainThread() async {
        await #expect(processExitsWith: .failure) {
            DispatchQueue(label: "background").sync {
                MainScheduler.ensureExecutingOnScheduler()
            }
        }
    }

    @Test func isMainThreadIsFalseOnOtherQueues() {
        let result = DispatchQueue(label: "background").sync { MainScheduler.isMainThread }
        #expect(!result)
        let global = DispatchQueue.global().sync { MainScheduler.isMainThread }
        #expect(!global)
    }
}
