import ObservableCore
import ObservableCoreTesting
import Testing

@Suite struct HotObservableTests {
    @Test func sendsEachRecordAtItsTickToWhoeverIsSubscribed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(260, 3), .next(310, 4), .completed(400),
        ])
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        var earlySubscription: Disposable?
        scheduler.scheduleAt(200) { earlySubscription = xs.subscribe(early) }
        scheduler.scheduleAt(250) { _ = xs.subscribe(late) }
        scheduler.scheduleAt(300) { earlySubscription?.dispose() }
        scheduler.start()
        #expect(early.events == [.next(210, 2), .next(260, 3)])
        #expect(late.events == [.next(260, 3), .next(310, 4), .completed(400)])
        // Subscribing directly does not end the subscription on a stop event.
        #expect(xs.subscriptions == [Subscription(200, 300), Subscription(250)])
    }

    @Test func operatorsSubscribeThroughAsObservableWhichEndsOnAStopEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError), .next(230, 2)])
        let observer = scheduler.start { xs.map { $0 } }
        #expect(observer.events == [.next(210, 1), .error(220, testError)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func anObserverSubscribingDuringAnEventGetsTheNextOnes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        let inner = scheduler.createObserver(Int.self)
        let bag = CompositeDisposable()
        scheduler.scheduleAt(200) {
            _ = bag.insert(
                xs.subscribe(onNext: { value in
                    if value == 1 { _ = bag.insert(xs.subscribe(inner)) }
                }))
        }
        scheduler.start()
        #expect(inner.events == [.next(220, 2)])
        #expect(xs.subscriptions == [Subscription(200), Subscription(210)])
        bag.dispose()
    }

    @Test func keepsItsRecordedEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let events: [Recorded<Event<Int>>] = [.next(210, 1), .completed(300)]
        let xs = scheduler.createHotObservable(events)
        #expect(xs.recordedEvents == events)
        #expect(xs.testScheduler === scheduler)
        #expect(xs is HotObservable<Int>)
    }
}

@Suite struct ColdObservableTests {
    @Test func eachSubscriptionGetsTheRecordsRelativeToItsStart() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, "a"), .next(20, "b"), .completed(30)])
        let first = scheduler.createObserver(String.self)
        let second = scheduler.createObserver(String.self)
        scheduler.scheduleAt(200) { _ = ys.subscribe(first) }
        scheduler.scheduleAt(215) { _ = ys.subscribe(second) }
        scheduler.start()
        #expect(first.events == [.next(210, "a"), .next(220, "b"), .completed(230)])
        #expect(second.events == [.next(225, "a"), .next(235, "b"), .completed(245)])
        #expect(ys.subscriptions == [Subscription(200), Subscription(215)])
        #expect(ys is ColdObservable<String>)
    }

    @Test func disposingCancelsTheRecordsStillToComeAndLogsTheTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let observer = scheduler.start(disposed: 215) { ys }
        #expect(observer.events == [.next(210, 1)])
        #expect(ys.subscriptions == [Subscription(200, 215)])
    }

    @Test func aRecordAtZeroArrivesAtTheSubscriptionTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(0, 1), .completed(0)])
        let observer = scheduler.start { ys }
        #expect(observer.events == [.next(200, 1), .completed(200)])
        #expect(ys.subscriptions == [Subscription(200, 200)])
    }

    @Test func resubscribingAfterAnErrorLogsEachSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(5, 1), .error(10, testError)])
        let observer = scheduler.start { ys.retry(2) }
        #expect(observer.events == [.next(205, 1), .next(215, 1), .error(220, testError)])
        #expect(ys.subscriptions == [Subscription(200, 210), Subscription(210, 220)])
    }
}
