import ObservableCore
import ObservableCoreTesting
import TestSupport
import Testing

// `interval` on virtual time, with the schedules of RxSwift's `testInterval_TimeSpan_*`.

@Suite struct IntervalTests {
    @Test func emitsConsecutiveIntegersEveryPeriodUntilDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.interval(.seconds(100), scheduler: scheduler) }
        #expect(res.events == (0...6).map { .next(300 + 100 * $0, $0) })
    }

    @Test func aZeroPeriodEmitsAtEveryTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 210) {
            Observable<Int>.interval(.seconds(0), scheduler: scheduler)
        }
        #expect(res.events == (0...8).map { .next(201 + $0, $0) })
    }

    @Test func disposingBeforeTheFirstTickEmitsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 250) {
            Observable<Int>.interval(.seconds(100), scheduler: scheduler)
        }
        #expect(res.events == [])
        scheduler.advanceTo(1000)
        #expect(res.events == [])
    }

    @Test func disposingReleasesTheObserver() {
        let scheduler = TestScheduler(initialClock: 0)
        let interval = Observable<Int>.interval(.seconds(10), scheduler: scheduler)
        #expect(observerIsReleased(interval) { $0.dispose() })
        #expect(
            observerIsReleased(interval) { subscription in
                scheduler.advanceTo(scheduler.clock + 35)
                subscription.dispose()
            })
    }
}
