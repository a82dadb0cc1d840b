import Dispatch
import ObservableCore
import ObservableCoreTesting
import TestSupport
import Testing

// `delay` on virtual time: what arrives, and at which tick. RxSwift's own schedules for it are in
// ObservableCoreTestingTests (`DelayPortTests`); the one test on a dispatch queue checks the
// thread it delivers on, and `DelayTimerRaceTests` a race of the real timer.

@Suite struct DelayTests {
    @Test func elementsAndCompletionKeepTheirSpacingShiftedByTheDelay() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 0), .next(210, 1), .next(215, 2), .next(260, 3), .completed(300),
        ])
        let res = scheduler.start { xs.delay(.seconds(50), scheduler: scheduler) }
        #expect(res.events == [.next(260, 1), .next(265, 2), .next(310, 3), .completed(350)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }

    @Test func emptyCompletesAfterTheDelay() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable([.completed(250)])
        let res = scheduler.start { xs.delay(.seconds(10), scheduler: scheduler) }
        #expect(res.events == [.completed(260)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func eventsDueInOneTickAreDeliveredATickApart() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .next(211, 3), .completed(230)])
        let res = scheduler.start { xs.delay(.seconds(10), scheduler: scheduler) }
        // 2 waits a tick for a timer of its own; 3, due at 221, is then on time.
        #expect(res.events == [.next(220, 1), .next(221, 2), .next(222, 3), .completed(240)])
    }

    @Test func singleAndMaybeCompleteATickAfterTheirDelayedElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let single = scheduler.start {
            Single.just(1).delay(.seconds(2), scheduler: scheduler).asObservable()
        }
        #expect(single.events == [.next(202, 1), .completed(203)])
        let maybeScheduler = TestScheduler(initialClock: 0)
        let maybe = maybeScheduler.start {
            Maybe.just(1).delay(.seconds(2), scheduler: maybeScheduler).asObservable()
        }
        #expect(maybe.events == [.next(202, 1), .completed(203)])
    }

    @Test func anErrorFollowsTheDeliveredElementInItsTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        let observer = scheduler.createObserver(Int.self)
        let subscription = SingleAssignmentDisposable()
        scheduler.scheduleAt(200) {
            subscription.setDisposable(
                subject.delay(.seconds(10), scheduler: scheduler).subscribe { event in
                    observer.on(event)
                    if case .next(1) = event { subject.onError(TestError(id: 4)) }
                })
        }
        scheduler.scheduleAt(210) {
            subject.onNext(1)
            subject.onNext(2)
        }
        scheduler.start()
        #expect(observer.events == [.next(220, 1), .error(220, TestError(id: 4))])
    }

    @Test func anErrorArrivesAtOnceAndDropsTheWaitingElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, TestError(id: 3))])
        let res = scheduler.start { xs.delay(.seconds(100), scheduler: scheduler) }
        #expect(res.events == [.error(230, TestError(id: 3))])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func disposingMidwayDropsTheWaitingElementsAndReleasesThem() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = ManualSource<LifetimeToken>()
        let observer = scheduler.createObserver(LifetimeToken.self)
        weak var capture: LifetimeToken?
        let subscription = source.observable.delay(.seconds(100), scheduler: scheduler).subscribe(observer)
        scheduler.scheduleAt(210) {
            let token = LifetimeToken()
            capture = token
            source.onNext(token)
        }
        scheduler.advanceTo(250)
        #expect(capture != nil)
        subscription.dispose()
        #expect(capture == nil)
        #expect(source.disposeCount == 1)
        scheduler.start()
        #expect(observer.events.isEmpty)
    }

    @Test func anObserverThatDisposesDuringDeliveryGetsNothingMore() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .next(220, 3), .completed(230)])
        let observer = scheduler.createObserver(Int.self)
        let subscription = SingleAssignmentDisposable()
        scheduler.scheduleAt(200) {
            subscription.setDisposable(
                xs.delay(.seconds(10), scheduler: scheduler).subscribe { event in
                    observer.on(event)
                    subscription.dispose()
                })
        }
        scheduler.start()
        #expect(observer.events == [.next(220, 1)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func anObserverThatFeedsTheSourceGetsTheNewElementOneDelayLater() {
        let disposeAtEnd = DisposeBag()  // never-ending sources: disposed when the test ends
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        var log: [String] = []
        disposeAtEnd.insert(
            subject.delay(.seconds(10), scheduler: scheduler).subscribe(onNext: { value in
                log.append("begin \(value) @ \(scheduler.clock)")
                if value == 1 { subject.onNext(2) }
                log.append("end \(value)")
            }))
        scheduler.scheduleAt(210) { subject.onNext(1) }
        scheduler.start()
        #expect(log == ["begin 1 @ 220", "end 1", "begin 2 @ 230", "end 2"])
    }

    @Test func theObserverIsReleased() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = ManualSource<Int>()
        let delayed = source.observable.delay(.seconds(10), scheduler: scheduler)
        #expect(
            observerIsReleased(delayed) { subscription in
                source.onNext(1)
                subscription.dispose()
            })
        #expect(
            observerIsReleased(delayed) { _ in
                source.onNext(1)
                source.onCompleted()
                scheduler.start()
            })
    }

    /// The one test on real threads: the elements come on the scheduler's queue, in order.
    @Test func elementsAndCompletionArriveInOrderOnTheSchedulersQueue() async {
        let disposeAtEnd = DisposeBag()  // never-ending sources: disposed when the test ends
        let key = DispatchSpecificKey<Int>()
        let scheduler = SerialDispatchQueueScheduler(
            internalSerialQueueName: "delay-tests",
            serialQueueConfiguration: { $0.setSpecific(key: key, value: 1) })
        let done = TestSignal()
        let recorder = Recorder<Int>()
        let offQueue = TallyCounter()
        disposeAtEnd.insert(
            Observable.from(1...20)
                .delay(.milliseconds(1), scheduler: scheduler)
                .subscribe { event in
                    if DispatchQueue.getSpecific(key: key) != 1 { offQueue.increment() }
                    recorder.on(event)
                    if event.isStopEvent { done.fire() }
                })
        #expect(await done.wait())
        #expect(recorder.events == (1...20).map { .next($0) } + [.completed])
        #expect(offQueue.current == 0)
    }
}
