import ObservableCore
import ObservableCoreTesting
import TestSupport
import Testing

// RxSwift's own schedules (its Observable+SkipTests / +TakeTests / +OptionalTests) as facts.
@Suite struct TakeDurationTests {
    @Test func zeroCompletesWhenTheTimerFires() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.take(for: .seconds(0), scheduler: scheduler) }
        #expect(res.events == [.completed(201)])
        #expect(xs.subscriptions == [Subscription(200, 201)])
    }

    @Test func elementsWithinTheDurationThenCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        let res = scheduler.start { xs.take(for: .seconds(25), scheduler: scheduler) }
        #expect(res.events == [.next(210, 1), .next(220, 2), .completed(225)])
        #expect(xs.subscriptions == [Subscription(200, 225)])
    }

    @Test func aSourceThatEndsFirstEndsTheResult() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.take(for: .seconds(50), scheduler: scheduler) }
        #expect(res.events == [.next(210, 1), .next(220, 2), .completed(230)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(0, 0), .error(210, TestError(id: 1))])
        let res = scheduler.start { xs.take(for: .seconds(50), scheduler: scheduler) }
        #expect(res.events == [.error(210, TestError(id: 1))])
        #expect(xs.subscriptions == [Subscription(200, 210)])
    }

    @Test func never() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(0, 0)])
        let res = scheduler.start { xs.take(for: .seconds(50), scheduler: scheduler) }
        #expect(res.events == [.completed(250)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func twiceTheShorterWins() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5), .next(260, 6),
            .completed(270),
        ])
        let res = scheduler.start {
            xs.take(for: .seconds(55), scheduler: scheduler).take(for: .seconds(35), scheduler: scheduler)
        }
        #expect(res.events == [.next(210, 1), .next(220, 2), .next(230, 3), .completed(235)])
        #expect(xs.subscriptions == [Subscription(200, 235)])
    }

    @Test func disposalMidwayCancelsTheTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        let res = scheduler.start(disposed: 215) { xs.take(for: .seconds(50), scheduler: scheduler) }
        #expect(res.events == [.next(210, 1)])
        #expect(xs.subscriptions == [Subscription(200, 215)])
        scheduler.advanceTo(300)
        #expect(res.events == [.next(210, 1)])
    }

    @available(*, deprecated, message: "exercises RxSwift 5's deprecated spelling")
    @Test func theDeprecatedSpellingIsTheSameOperator() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
        let res = scheduler.start { xs.take(.seconds(25), scheduler: scheduler) }
        #expect(res.events == [.next(210, 1), .completed(225)])
    }

    @Test func anObserverThatFeedsTheSourceGetsItsElementBeforeTheCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        let observer = scheduler.createObserver(Int.self)
        _ = subject.take(for: .seconds(20), scheduler: scheduler).subscribe { event in
            observer.on(event)
            if case .next(1) = event { subject.onNext(2) }
        }
        scheduler.scheduleAt(10) { subject.onNext(1) }
        scheduler.start()
        #expect(observer.events == [.next(10, 1), .next(10, 2), .completed(20)])
    }

    @Test func theObserverIsReleased() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = ManualSource<Int>()
        #expect(
            observerIsReleased(source.observable.take(for: .seconds(10), scheduler: scheduler)) {
                subscription in
                source.onNext(1)
                subscription.dispose()
            })
        #expect(
            observerIsReleased(source.observable.take(for: .seconds(10), scheduler: scheduler)) { _ in
                scheduler.advanceTo(20)
            })
    }
}
