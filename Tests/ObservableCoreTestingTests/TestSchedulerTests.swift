import Foundation
import ObservableCore
import ObservableCoreTesting
import Testing

@Suite struct TestSchedulerTests {
    @Test func scheduleAtRunsActionsInTimeOrderThenInSchedulingOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        scheduler.scheduleAt(30) { log.append("c \(scheduler.clock)") }
        scheduler.scheduleAt(10) { log.append("a \(scheduler.clock)") }
        scheduler.scheduleAt(10) { log.append("b \(scheduler.clock)") }
        scheduler.start()
        #expect(log == ["a 10", "b 10", "c 30"])
        #expect(scheduler.clock == 30)
    }

    @Test func startUsesTheDefaultCreatedSubscribedAndDisposedTimes() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        let observer = scheduler.start { () -> Observable<Int> in
            log.append("created \(scheduler.clock)")
            return Observable.create { observer in
                log.append("subscribed \(scheduler.clock)")
                observer.onNext(1)
                return Disposables.create { log.append("disposed \(scheduler.clock)") }
            }
        }
        #expect(log == ["created 100", "subscribed 200", "disposed 1000"])
        #expect(observer.events == [.next(200, 1)])
        #expect(TestScheduler.Defaults.created == 100)
        #expect(TestScheduler.Defaults.subscribed == 200)
        #expect(TestScheduler.Defaults.disposed == 1000)
    }

    @Test func startWithExplicitTimes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(50, 0), .next(150, 1), .next(250, 2), .next(350, 3)])
        let observer = scheduler.start(created: 10, subscribed: 100, disposed: 300) { xs }
        #expect(observer.events == [.next(150, 1), .next(250, 2)])
        #expect(xs.subscriptions == [Subscription(100, 300)])
    }

    @Test func startDisposedKeepsTheDefaultSubscriptionTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2)])
        let observer = scheduler.start(disposed: 250) { xs }
        #expect(observer.events == [.next(210, 1)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func advanceToRunsWorkUpToTheTimeAndSetsTheClock() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [TestTime] = []
        scheduler.scheduleAt(10) { log.append(scheduler.clock) }
        scheduler.scheduleAt(20) { log.append(scheduler.clock) }
        scheduler.scheduleAt(30) { log.append(scheduler.clock) }
        scheduler.advanceTo(20)
        #expect(log == [10, 20])
        #expect(scheduler.clock == 20)
        scheduler.advanceTo(25)
        #expect(log == [10, 20])
        #expect(scheduler.clock == 25)
        scheduler.start()
        #expect(log == [10, 20, 30])
    }

    @Test func stopEndsStartAfterTheRunningAction() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [TestTime] = []
        scheduler.scheduleAt(10) {
            log.append(scheduler.clock)
            scheduler.stop()
        }
        scheduler.scheduleAt(20) { log.append(scheduler.clock) }
        scheduler.start()
        #expect(log == [10])
        #expect(scheduler.clock == 10)
        scheduler.start()
        #expect(log == [10, 20])
    }

    @Test func sleepMovesTheClockWithoutRunningWork() {
        let scheduler = TestScheduler(initialClock: 5)
        var ran = false
        scheduler.scheduleAt(10) { ran = true }
        scheduler.sleep(20)
        #expect(scheduler.clock == 25)
        #expect(!ran)
        scheduler.start()
        // Work whose tick passed runs at the current tick; the clock never goes back.
        #expect(ran)
        #expect(scheduler.clock == 25)
    }

    @Test func immediateWorkRunsOneTickLaterUnlessProcessingDelayIsOff() {
        for (simulate, expected) in [(true, [1, 11]), (false, [0, 10])] {
            let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: simulate)
            var log: [TestTime] = []
            _ = scheduler.schedule(()) { _ in
                log.append(scheduler.clock)
                return Disposables.create()
            }
            scheduler.scheduleAt(10) {
                _ = scheduler.scheduleRelative((), dueTime: .seconds(0)) { _ in
                    log.append(scheduler.clock)
                    return Disposables.create()
                }
            }
            scheduler.start()
            #expect(log == expected)
        }
    }

    @Test func relativeTimesConvertWithTheResolutionRoundingToTheNearestTick() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        var log: [TestTime] = []
        for interval in [
            RxTimeInterval.milliseconds(5), .microseconds(7400), .seconds(1), .nanoseconds(2_500_000),
        ] {
            _ = scheduler.scheduleRelative((), dueTime: interval) { _ in
                log.append(scheduler.clock)
                return Disposables.create()
            }
        }
        _ = scheduler.scheduleRelative((), dueTime: .never) { _ in
            log.append(-1)
            return Disposables.create()
        }
        scheduler.start()
        #expect(log == [3, 5, 7, 1000])
    }

    @Test func nowIsTheTickTimesTheResolutionAfter1970() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.5)
        #expect(scheduler.now == Date(timeIntervalSince1970: 0))
        scheduler.advanceTo(10)
        #expect(scheduler.now == Date(timeIntervalSince1970: 5))
        let converter = TestSchedulerVirtualTimeConverter(resolution: 0.5)
        #expect(converter.convertToVirtualTime(Date(timeIntervalSince1970: 2.6)) == 5)
        #expect(converter.convertFromVirtualTimeInterval(3) == 1.5)
        #expect(converter.convertToVirtualTimeInterval(1.2) == 2)
    }

    @Test func disposingAScheduledActionCancelsIt() {
        let scheduler = TestScheduler(initialClock: 0)
        var ran = false
        let action = scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in
            ran = true
            return Disposables.create()
        }
        action.dispose()
        scheduler.start()
        #expect(!ran)
        #expect(scheduler.clock == 0)
    }

    @Test func disposingAnActionThatRanDisposesWhatItReturned() {
        let scheduler = TestScheduler(initialClock: 0)
        var disposed = false
        let action = scheduler.scheduleRelativeVirtual((), dueTime: 10) { _ in
            Disposables.create { disposed = true }
        }
        scheduler.start()
        #expect(!disposed)
        action.dispose()
        #expect(disposed)
    }

    @Test func periodicWorkRunsEveryPeriodUntilDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        let periodic = scheduler.schedulePeriodic(0, startAfter: .seconds(5), period: .seconds(10)) { n in
            log.append("\(n) @ \(scheduler.clock)")
            return n + 1
        }
        scheduler.scheduleAt(30) { periodic.dispose() }
        scheduler.start()
        #expect(log == ["0 @ 5", "1 @ 15", "2 @ 25"])
    }

    @Test func workScheduledFromAnActionJoinsTheQueue() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        scheduler.scheduleAt(10) {
            log.append("outer \(scheduler.clock)")
            scheduler.scheduleAt(10) { log.append("same tick \(scheduler.clock)") }
            scheduler.scheduleAt(5) { log.append("past tick \(scheduler.clock)") }
            scheduler.scheduleAt(20) { log.append("later \(scheduler.clock)") }
        }
        scheduler.start()
        #expect(log == ["outer 10", "past tick 10", "same tick 10", "later 20"])
    }

    @Test func aTestableObserverStampsEventsWithTheClock() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(String.self)
        scheduler.scheduleAt(210) { observer.onNext("a") }
        scheduler.scheduleAt(220) { observer.onError(testError) }
        scheduler.start()
        #expect(observer.events == [.next(210, "a"), .error(220, testError)])
        #expect(observer.scheduler === scheduler)
    }

    @Test func theExistingTimeOperatorsRunOnVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let timer = scheduler.start { Observable<Int>.timer(.seconds(50), scheduler: scheduler) }
        #expect(timer.events == [.next(250, 0), .completed(250)])

        let periodic = TestScheduler(initialClock: 0)
        let ticks = periodic.start(disposed: 500) {
            Observable<Int>.timer(.seconds(50), period: .seconds(100), scheduler: periodic)
        }
        #expect(ticks.events == [.next(250, 0), .next(350, 1), .next(450, 2)])

        let intervals = TestScheduler(initialClock: 0)
        let interval = intervals.start(disposed: 450) {
            Observable<Int>.interval(.seconds(100), scheduler: intervals)
        }
        #expect(interval.events == [.next(300, 0), .next(400, 1)])
    }
}
