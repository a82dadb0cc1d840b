import ObservableCore
import ObservableCoreTesting
import TestSupport
import Testing

// RxSwift's own schedules (its Observable+SkipTests / +TakeTests / +OptionalTests) as facts.
@Suite struct SkipDurationTests {
    @Test func zeroSkipsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.skip(.seconds(0), scheduler: scheduler) }
        #expect(res.events == [.next(210, 1), .next(220, 2), .completed(230)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func elementsWithinTheDurationAreDropped() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.skip(.seconds(15), scheduler: scheduler) }
        #expect(res.events == [.next(220, 2), .completed(230)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func completionWithinTheDurationPasses() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.skip(.seconds(50), scheduler: scheduler) }
        #expect(res.events == [.completed(230)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func errorWithinTheDurationPasses() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable([.error(210, TestError(id: 1))])
        let res = scheduler.start { xs.skip(.seconds(50), scheduler: scheduler) }
        #expect(res.events == [.error(210, TestError(id: 1))])
        #expect(xs.subscriptions == [Subscription(200, 210)])
    }

    @Test func never() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable([])
        let res = scheduler.start { xs.skip(.seconds(50), scheduler: scheduler) }
        #expect(res.events == [])
        #expect(xs.subscriptions == [Subscription(200, 1000)])
    }

    @Test func disposalMidwayCancelsTheTimerAndTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .next(280, 3)])
        let res = scheduler.start(disposed: 270) { xs.skip(.seconds(50), scheduler: scheduler) }
        #expect(res.events == [.next(260, 2)])
        #expect(xs.subscriptions == [Subscription(200, 270)])
    }

    @Test func anObserverThatFeedsTheSourceGetsItsElement() {
        let disposeAtEnd = DisposeBag()  // never-ending sources: disposed when the test ends
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        let observer = scheduler.createObserver(Int.self)
        disposeAtEnd.insert(
            subject.skip(.seconds(10), scheduler: scheduler).subscribe { event in
                observer.on(event)
                if case .next(1) = event { subject.onNext(2) }
            })
        scheduler.scheduleAt(5) { subject.onNext(0) }
        scheduler.scheduleAt(15) { subject.onNext(1) }
        scheduler.start()
        #expect(observer.events == [.next(15, 1), .next(15, 2)])
    }

    @Test func theObserverIsReleased() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = ManualSource<Int>()
        #expect(
            observerIsReleased(source.observable.skip(.seconds(10), scheduler: scheduler)) { subscription in
                source.onNext(1)
                subscription.dispose()
            })
        #expect(
            observerIsReleased(Observable.just(1).skip(.seconds(35), scheduler: scheduler)) { _ in
                scheduler.start()
            })
    }
}
