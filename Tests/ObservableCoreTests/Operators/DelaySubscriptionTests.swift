import ObservableCore
import ObservableCoreTesting
import TestSupport
import Testing

@Suite struct DelaySubscriptionTests {
    @Test func theSourceIsSubscribedAfterTheDueTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(50, 42), .next(60, 43), .completed(70)])
        let res = scheduler.start { xs.delaySubscription(.seconds(30), scheduler: scheduler) }
        #expect(res.events == [.next(280, 42), .next(290, 43), .completed(300)])
        #expect(xs.subscriptions == [Subscription(230, 300)])
    }

    @Test func anErrorPassesThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(50, 42), .next(60, 43), .error(70, TestError(id: 1))])
        let res = scheduler.start { xs.delaySubscription(.seconds(30), scheduler: scheduler) }
        #expect(res.events == [.next(280, 42), .next(290, 43), .error(300, TestError(id: 1))])
        #expect(xs.subscriptions == [Subscription(230, 300)])
    }

    @Test func disposalMidwayDisposesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(50, 42), .next(60, 43), .error(70, TestError(id: 1))])
        let res = scheduler.start(disposed: 291) { xs.delaySubscription(.seconds(30), scheduler: scheduler) }
        #expect(res.events == [.next(280, 42), .next(290, 43)])
        #expect(xs.subscriptions == [Subscription(230, 291)])
    }

    @Test func disposalBeforeTheDueTimeNeverSubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(50, 42), .completed(70)])
        let res = scheduler.start(disposed: 220) { xs.delaySubscription(.seconds(30), scheduler: scheduler) }
        #expect(res.events == [])
        #expect(xs.subscriptions == [])
    }

    @Test func emptyAndNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let empty = scheduler.start {
            Observable<Int>.empty().delaySubscription(.seconds(30), scheduler: scheduler)
        }
        #expect(empty.events == [.completed(230)])
        let never = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = never.createColdObservable([])
        let res = never.start { xs.delaySubscription(.seconds(30), scheduler: never) }
        #expect(res.events == [])
        #expect(xs.subscriptions == [Subscription(230, 1000)])
    }

    @Test func anObserverThatFeedsTheSourceGetsItsElementInOrder() {
        let disposeAtEnd = DisposeBag()  // never-ending sources: disposed when the test ends
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        let observer = scheduler.createObserver(Int.self)
        disposeAtEnd.insert(
            subject.delaySubscription(.seconds(10), scheduler: scheduler).subscribe { event in
                observer.on(event)
                if case .next(1) = event { subject.onNext(2) }
            })
        scheduler.scheduleAt(5) { subject.onNext(0) }  // before the subscription: not seen
        scheduler.scheduleAt(15) { subject.onNext(1) }
        scheduler.start()
        #expect(observer.events == [.next(15, 1), .next(15, 2)])
    }

    @Test func theObserverIsReleased() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = ManualSource<Int>()
        #expect(
            observerIsReleased(source.observable.delaySubscription(.seconds(10), scheduler: scheduler)) {
                subscription in
                scheduler.advanceTo(20)
                source.onNext(1)
                subscription.dispose()
            })
        #expect(
            observerIsReleased(Observable.just(1).delaySubscription(.seconds(10), scheduler: scheduler)) {
                _ in
                scheduler.advanceTo(40)
            })
    }
}
