import Dispatch
import ObservableCore
import ObservableCoreTesting
import TestSupport
import Testing

// `subscribe(on:)` on virtual time: the subscription and its disposal both go through the
// scheduler, so each happens one tick after it was asked for (RxTest's processing delay), as in
// RxSwift's `SubscribeOnTest` — also when the source ends by itself: the operator subscribes to
// the test observable itself and disposes it through the scheduler, so a completion at 300 logs
// `Subscription(201, 301)`. The last suite checks the queue itself, waiting on signals only.

@Suite struct SubscribeOnTests {
    @Test func subscribesAndDisposesThroughTheScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(300)])
        let res = scheduler.start { xs.subscribe(on: scheduler) }
        #expect(res.events == [.next(210, 2), .next(220, 3), .completed(300)])
        #expect(xs.subscriptions == [Subscription(201, 301)])
    }

    @Test func subscribingDoesNotSubscribeToTheSourceBeforeTheSchedulerRuns() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable([])
        let subscription = xs.subscribe(on: scheduler).subscribe(onNext: { _ in })
        #expect(xs.subscriptions == [])
        scheduler.advanceTo(1)
        #expect(xs.subscriptions == [Subscription(1)])
        subscription.dispose()
        scheduler.advanceTo(2)
        #expect(xs.subscriptions == [Subscription(1, 2)])
    }

    @Test func emptyOnlyCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable([.completed(250)])
        let res = scheduler.start { xs.subscribe(on: scheduler) }
        #expect(res.events == [.completed(250)])
        #expect(xs.subscriptions == [Subscription(201, 251)])
    }

    @Test func anErrorIsForwarded() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError(id: 4))])
        let res = scheduler.start { xs.subscribe(on: scheduler) }
        #expect(res.events == [.next(210, 1), .error(220, TestError(id: 4))])
        #expect(xs.subscriptions == [Subscription(201, 221)])
    }

    // RxSwift's four `testSubscribeOn_Scheduler…` schedules.

    @Test func rxSchedulerSleep() {
        let scheduler = TestScheduler(initialClock: 0)
        var scheduled = 0
        var disposed = 0
        let xs = Observable<Int>.create { _ in
            scheduled = scheduler.clock
            return Disposables.create { disposed = scheduler.clock }
        }
        let res = scheduler.start { xs.subscribe(on: scheduler) }
        #expect(res.events == [])
        #expect(scheduled == 201)
        #expect(disposed == 1001)
    }

    @Test func rxSchedulerCompleted() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable([.completed(300)])
        let res = scheduler.start { xs.subscribe(on: scheduler) }
        #expect(res.events == [.completed(300)])
        #expect(xs.subscriptions == [Subscription(201, 301)])
    }

    @Test func rxSchedulerError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable([.error(300, TestError(id: 9))])
        let res = scheduler.start { xs.subscribe(on: scheduler) }
        #expect(res.events == [.error(300, TestError(id: 9))])
        #expect(xs.subscriptions == [Subscription(201, 301)])
    }

    @Test func rxSchedulerDispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { xs.subscribe(on: scheduler) }
        #expect(res.events == [])
        #expect(xs.subscriptions == [Subscription(201, 1001)])
    }

    @Test func disposingBeforeTheScheduledSubscriptionNeverSubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable([.next(10, 1)])
        let observer = scheduler.createObserver(Int.self)
        xs.subscribe(on: scheduler).subscribe(observer).dispose()
        scheduler.start()
        #expect(xs.subscriptions == [])
        #expect(observer.events == [])
    }

    @Test func disposingMidwayStopsEventsAtOnceAndDisposesTheSourceThroughTheScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(250, 2), .next(251, 3), .completed(300)])
        let res = scheduler.start(disposed: 250) { xs.subscribe(on: scheduler) }
        // 2 comes at 250 before the disposal scheduled for that tick; 3 comes while the source's
        // disposal is still on its way and is dropped.
        #expect(res.events == [.next(210, 1), .next(250, 2)])
        #expect(xs.subscriptions == [Subscription(201, 251)])
    }

    @Test func anObserverThatDisposesDuringDeliveryGetsNothingMore() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        let observer = scheduler.createObserver(Int.self)
        let subscription = SingleAssignmentDisposable()
        scheduler.scheduleAt(200) {
            subscription.setDisposable(
                xs.subscribe(on: scheduler).subscribe { event in
                    observer.on(event)
                    subscription.dispose()
                })
        }
        scheduler.start()
        #expect(observer.events == [.next(210, 1)])
        #expect(xs.subscriptions == [Subscription(201, 211)])
    }

    @Test func theSinkIsReleasedAfterDisposeAndAfterCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = ManualSource<Int>()
        let subscribed = source.observable.subscribe(on: scheduler)
        #expect(
            observerIsReleased(subscribed) { subscription in
                scheduler.start()
                subscription.dispose()
                scheduler.start()
            })
        #expect(source.disposeCount == 1)
        #expect(
            observerIsReleased(subscribed) { _ in
                scheduler.start()
                source.onCompleted()
                scheduler.start()
            })
        #expect(source.disposeCount == 2)
    }

    @available(*, deprecated, message: "Exercises the deprecated alias.")
    @Test func deprecatedSubscribeOnIsTheSameOperator() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let res = scheduler.start { xs.subscribeOn(scheduler) }
        #expect(res.events == [.next(210, 1), .completed(220)])
        #expect(xs.subscriptions == [Subscription(201, 221)])
    }
}

/// `subscribe(on:)` on a real queue: the source's subscription and its disposal run there.
@Suite struct SubscribeOnThreadTests {
    @Test func subscribesAndDisposesOnTheSchedulersQueue() async {
        let key = DispatchSpecificKey<Int>()
        let queue = DispatchQueue(label: "subscribe-on-tests")
        queue.setSpecific(key: key, value: 1)
        let scheduler = SerialDispatchQueueScheduler(
            queue: queue, internalSerialQueueName: "subscribe-on-inner")
        let log = EventLog()
        let done = TestSignal()
        let source = Observable<Int>.create { observer in
            log.append("subscribe onQueue=\(DispatchQueue.getSpecific(key: key) == 1)")
            observer.onNext(1)
            observer.onNext(2)
            observer.onCompleted()
            return Disposables.create {
                log.append("dispose onQueue=\(DispatchQueue.getSpecific(key: key) == 1)")
                done.fire()
            }
        }
        let recorder = Recorder<Int>()
        _ = source.subscribe(on: scheduler).subscribe(recorder)
        #expect(await done.wait())
        #expect(recorder.events == [.next(1), .next(2), .completed])
        #expect(log.all == ["subscribe onQueue=true", "dispose onQueue=true"])
    }
}
