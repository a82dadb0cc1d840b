import ObservableCore
import ObservableCoreTesting
import TestSupport
import Testing

// `timer` on virtual time: the ticks it emits at, with RxSwift's zero-delay rule (work due now
// runs one tick later on RxTest's scheduler).

@Suite struct TimerTests {
    @Test func withoutAPeriodItEmitsZeroAtTheDueTimeThenCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.timer(.seconds(50), scheduler: scheduler) }
        #expect(res.events == [.next(250, 0), .completed(250)])
    }

    @Test func aZeroDueTimeEmitsAtTheNextTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.timer(.seconds(0), scheduler: scheduler) }
        #expect(res.events == [.next(201, 0), .completed(201)])
    }

    @Test func withAPeriodItCountsUntilDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 245) {
            Observable<UInt8>.timer(.seconds(5), period: .seconds(10), scheduler: scheduler)
        }
        #expect(res.events == [.next(205, 0), .next(215, 1), .next(225, 2), .next(235, 3)])
    }

    @Test func eachSubscriptionCountsFromZeroFromItsOwnStart() {
        let scheduler = TestScheduler(initialClock: 0)
        let timer = Observable<Int>.timer(.seconds(10), period: .seconds(10), scheduler: scheduler)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        let subscriptions = CompositeDisposable()
        scheduler.scheduleAt(100) { _ = subscriptions.insert(timer.subscribe(first)) }
        scheduler.scheduleAt(115) { _ = subscriptions.insert(timer.subscribe(second)) }
        scheduler.scheduleAt(140) { subscriptions.dispose() }
        scheduler.start()
        #expect(first.events == [.next(110, 0), .next(120, 1), .next(130, 2)])
        #expect(second.events == [.next(125, 0), .next(135, 1)])
    }

    @Test func disposingBeforeTheDueTimeEmitsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 240) { Observable<Int>.timer(.seconds(50), scheduler: scheduler) }
        #expect(res.events == [])
        scheduler.advanceTo(400)
        #expect(res.events == [])
    }

    @Test func theObserverIsReleased() {
        let scheduler = TestScheduler(initialClock: 0)
        let once = Observable<Int>.timer(.seconds(50), scheduler: scheduler)
        let periodic = Observable<Int>.timer(.seconds(5), period: .seconds(5), scheduler: scheduler)
        #expect(observerIsReleased(once) { $0.dispose() })
        #expect(observerIsReleased(once) { _ in scheduler.start() })
        #expect(
            observerIsReleased(periodic) { subscription in
                scheduler.advanceTo(scheduler.clock + 20)
                subscription.dispose()
            })
    }
}
