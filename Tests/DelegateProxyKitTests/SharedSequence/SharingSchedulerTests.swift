import DelegateProxyKit
import ObservableCoreTesting
import TestSupport
import Testing

@Suite struct SharingSchedulerTests {
    @Test func outsideAMockItMakesMainSchedulers() {
        #expect(SharingScheduler.make() is MainScheduler)
        #expect(DriverSharingStrategy.scheduler is MainScheduler)
        #expect(SignalSharingStrategy.scheduler is MainScheduler)
    }

    @Test func insideAMockItMakesTheMockAndRestoresAfterward() {
        let scheduler = TestScheduler(initialClock: 0)
        var made: [Bool] = []
        SharingScheduler.mock(scheduler: scheduler) {
            made.append(SharingScheduler.make() as AnyObject === scheduler)
            let inner = TestScheduler(initialClock: 0)
            SharingScheduler.mock(makeScheduler: { inner }) {
                made.append(SharingScheduler.make() as AnyObject === inner)
            }
            made.append(DriverSharingStrategy.scheduler as AnyObject === scheduler)
        }
        #expect(made == [true, true, true])
        #expect(SharingScheduler.make() is MainScheduler)
    }

    @Test func anErrorThrownByTheActionRestoresAndPropagates() {
        let scheduler = TestScheduler(initialClock: 0)
        #expect(throws: TestError(id: 4)) {
            try SharingScheduler.mock(scheduler: scheduler) { throw TestError(id: 4) }
        }
        #expect(SharingScheduler.make() is MainScheduler)
    }

    @Test func aDriverBuiltInsideAMockKeepsItsScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let driver = SharingScheduler.mock(scheduler: scheduler) { Driver.just(1) }
        let observer = scheduler.start { driver }
        #expect(observer.events == [.next(201, 1), .completed(201)])
    }
}
