import ObservableCore
import ObservableCoreTesting
import TestSupport
import Testing

@Suite struct PrimitiveSequenceTimeTests {
    @Test func delaySubscriptionSubscribesLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 42), .completed(10)])
        let res = scheduler.start {
            xs.asSingle().delaySubscription(.seconds(30), scheduler: scheduler).asObservable()
        }
        #expect(res.events == [.next(240, 42), .completed(240)])
        #expect(xs.subscriptions == [Subscription(230, 240)])
    }

    @Test func timeoutFailsOrSwitches() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Single<Int>.never().timeout(.seconds(10), scheduler: scheduler).asObservable()
        }
        #expect(res.events.count == 1)
        #expect(res.events.first?.time == 210)
        #expect(res.events.first?.value.error.map { "\($0)" } == "\(RxError.timeout)")
        let other = TestScheduler(initialClock: 0)
        let switched = other.start {
            Maybe<Int>.never().timeout(.seconds(10), other: .just(7), scheduler: other).asObservable()
        }
        #expect(switched.events == [.next(210, 7), .completed(210)])
        let inTime = TestScheduler(initialClock: 0)
        let xs = inTime.createColdObservable([.next(5, 1), .completed(5)])
        let kept = inTime.start { xs.asSingle().timeout(.seconds(10), scheduler: inTime).asObservable() }
        #expect(kept.events == [.next(205, 1), .completed(205)])
    }

    @Test func timerSucceedsWithZero() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single<Int>.timer(.seconds(10), scheduler: scheduler).asObservable() }
        #expect(res.events == [.next(210, 0), .completed(210)])
    }
}
