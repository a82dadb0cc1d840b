import ObservableCore
import ObservableCoreTesting
import TestSupport
import Testing

// RxSwift's own schedules (Observable+DelaySubscriptionTests) as facts, plus never, disposal
// before the subscription, reentrancy and release.
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
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        let observer = scheduler.createObserver(Int.self)
        _ = subject.delaySubscription(.seconds(10), scheduler: scheduler).subscribe { event in
            observer.on(event)
            if case .next(1) = event { subject.onNext(2) }
        }
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
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        let observer = scheduler.createObserver(Int.self)
        _ = subject.skip(.seconds(10), scheduler: scheduler).subscribe { event in
            observer.on(event)
            if case .next(1) = event { subject.onNext(2) }
        }
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

@Suite struct FromOptionalSchedulerTests {
    @Test func aValueThenCompletionAsTwoScheduledSteps() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.from(optional: 1 as Int?, scheduler: scheduler) }
        #expect(res.events == [.next(201, 1), .completed(202)])
    }

    @Test func nilCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.from(optional: nil as Int?, scheduler: scheduler) }
        #expect(res.events == [.completed(201)])
    }

    @Test func onTheTrampolineTheCompletionWaitsForWorkQueuedBeforeIt() {
        let log = EventLog()
        _ = Observable.of(1, 2).concatMap { value in
            Observable.from(optional: value * 10, scheduler: CurrentThreadScheduler.instance)
        }
        .subscribe { log.append("\($0)") }
        #expect(log.all == ["next(10)", "next(20)", "completed"])
    }

    @Test func disposalBetweenTheStepsDropsTheCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 201) {
            Observable.from(optional: 1 as Int?, scheduler: scheduler)
        }
        #expect(res.events == [])
        let later = TestScheduler(initialClock: 0)
        let observer = later.createObserver(Int.self)
        let subscription = SingleAssignmentDisposable()
        later.scheduleAt(100) {
            subscription.setDisposable(
                Observable.from(optional: 1 as Int?, scheduler: later).subscribe { event in
                    observer.on(event)
                    subscription.dispose()
                })
        }
        later.start()
        #expect(observer.events == [.next(101, 1)])
    }
}
