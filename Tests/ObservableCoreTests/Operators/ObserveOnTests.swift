import Dispatch
import ObservableCore
import ObservableCoreTesting
import TestSupport
import Testing

// `observe(on:)` on virtual time: each event is handed to the scheduler in an action of its own,
// which runs one tick later (RxTest's processing delay), so events that arrive in the same tick
// are delivered a tick apart, as in RxSwift. The last suite checks the threads themselves on real
// queues, waiting on signals only.

@Suite struct ObserveOnTests {
    @Test func valuesArriveInOrderThroughTheScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(240, 3), .next(290, 4), .next(350, 5), .completed(600),
        ])
        let res = scheduler.start { xs.observe(on: scheduler) }
        #expect(res.events == [.next(211, 2), .next(241, 3), .next(291, 4), .next(351, 5), .completed(601)])
        #expect(xs.subscriptions == [Subscription(200, 600)])
    }

    @Test func emptyOnlyCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let res = scheduler.start { xs.observe(on: scheduler) }
        #expect(res.events == [.completed(251)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func anErrorFollowsTheElementsSentBeforeIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        scheduler.scheduleAt(210) {
            subject.onNext(1)
            subject.onNext(2)
            subject.onError(TestError(id: 1))
        }
        let res = scheduler.start { subject.observe(on: scheduler) }
        #expect(res.events == [.next(211, 1), .next(212, 2), .error(213, TestError(id: 1))])
    }

    @Test func nothingFollowsAnError() {
        let disposeAtEnd = DisposeBag()  // never-ending sources: disposed when the test ends
        let scheduler = TestScheduler(initialClock: 0)
        let source = ManualSource<Int>()
        let observer = scheduler.createObserver(Int.self)
        disposeAtEnd.insert(source.observable.observe(on: scheduler).subscribe(observer))
        scheduler.scheduleAt(210) {
            source.onNext(1)
            source.onError(TestError(id: 2))
            source.onNext(3)
        }
        scheduler.start()
        #expect(observer.events == [.next(211, 1), .error(212, TestError(id: 2))])
        #expect(source.disposeCount == 1)
    }

    @Test func eventsOfOneTickAreDeliveredATickApart() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.of(1, 2).observe(on: scheduler) }
        #expect(res.events == [.next(201, 1), .next(202, 2), .completed(203)])
    }

    @Test func singleAndMaybeCompleteATickAfterTheirElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let single = scheduler.start { Single.just(1).observe(on: scheduler).asObservable() }
        #expect(single.events == [.next(201, 1), .completed(202)])
        let maybeScheduler = TestScheduler(initialClock: 0)
        let maybe = maybeScheduler.start { Maybe.just(1).observe(on: maybeScheduler).asObservable() }
        #expect(maybe.events == [.next(201, 1), .completed(202)])
        let emptyScheduler = TestScheduler(initialClock: 0)
        let empty = emptyScheduler.start { Maybe<Int>.empty().observe(on: emptyScheduler).asObservable() }
        #expect(empty.events == [.completed(201)])
    }

    @Test func disposingDropsPendingDeliveriesAndDisposesUpstream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .next(215, 3), .completed(300)])
        let res = scheduler.start(disposed: 215) { xs.observe(on: scheduler) }
        #expect(res.events == [.next(211, 1)])
        #expect(xs.subscriptions == [Subscription(200, 215)])
    }

    @Test func anObserverThatFeedsTheSourceSeesTheNewElementAfterTheCurrentOne() {
        let disposeAtEnd = DisposeBag()  // never-ending sources: disposed when the test ends
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        var log: [String] = []
        disposeAtEnd.insert(
            subject.observe(on: scheduler).subscribe(onNext: { value in
                log.append("begin \(value) @ \(scheduler.clock)")
                if value < 3 { subject.onNext(value + 1) }
                log.append("end \(value)")
            }))
        scheduler.scheduleAt(210) { subject.onNext(1) }
        scheduler.start()
        #expect(log == ["begin 1 @ 211", "end 1", "begin 2 @ 212", "end 2", "begin 3 @ 213", "end 3"])
    }

    @Test func anObserverThatDisposesDuringDeliveryGetsNothingMore() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(Int.self)
        let subscription = SingleAssignmentDisposable()
        scheduler.scheduleAt(200) {
            subscription.setDisposable(
                Observable.of(1, 2, 3, 4).observe(on: scheduler).subscribe { event in
                    observer.on(event)
                    if case .next(2) = event { subscription.dispose() }
                })
        }
        scheduler.start()
        #expect(observer.events == [.next(201, 1), .next(202, 2)])
    }

    @Test func theSinkIsReleasedAfterDisposeAndAfterCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = ManualSource<Int>()
        let observed = source.observable.observe(on: scheduler)
        #expect(
            observerIsReleased(observed) { subscription in
                source.onNext(1)
                subscription.dispose()
            })
        #expect(
            observerIsReleased(observed) { _ in
                source.onNext(1)
                source.onCompleted()
                scheduler.start()
            })
    }

    @available(*, deprecated, message: "Exercises the deprecated alias.")
    @Test func deprecatedObserveOnIsTheSameOperator() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let res = scheduler.start { xs.observeOn(scheduler) }
        #expect(res.events == [.next(211, 1), .completed(221)])
    }
}

/// `observe(on:)` on real queues: where and how events are delivered. Each test waits for a
/// signal fired by the last event, never for an amount of time.
@Suite struct ObserveOnThreadTests {
    @Test func eventsArriveInOrderOnTheSchedulersQueue() async {
        let disposeAtEnd = DisposeBag()  // never-ending sources: disposed when the test ends
        let key = DispatchSpecificKey<Int>()
        let queue = DispatchQueue(label: "observe-on-tests")
        queue.setSpecific(key: key, value: 1)
        let scheduler = SerialDispatchQueueScheduler(
            queue: queue, internalSerialQueueName: "observe-on-inner")
        let recorder = Recorder<Int>()
        let offQueue = TallyCounter()
        let done = TestSignal()
        disposeAtEnd.insert(
            Observable.from(1...100)
                .observe(on: scheduler)
                .subscribe { event in
                    if DispatchQueue.getSpecific(key: key) != 1 { offQueue.increment() }
                    recorder.on(event)
                    if event.isStopEvent { done.fire() }
                })
        #expect(await done.wait())
        #expect(recorder.events == (1...100).map { .next($0) } + [.completed])
        #expect(offQueue.current == 0)
    }

    @Test func aConcurrentSchedulerStillDeliversOneEventAtATimeInOrder() async {
        let disposeAtEnd = DisposeBag()  // never-ending sources: disposed when the test ends
        let scheduler = ConcurrentDispatchQueueScheduler(
            queue: DispatchQueue(label: "observe-on-concurrent", attributes: .concurrent))
        let recorder = Recorder<Int>()
        let running = TallyCounter()
        let overlaps = TallyCounter()
        let done = TestSignal()
        let source = SharedManualSource<Int>()
        disposeAtEnd.insert(
            source.observable
                .observe(on: scheduler)
                .subscribe { event in
                    if running.increment() != 1 { overlaps.increment() }
                    recorder.on(event)
                    running.decrement()
                    if event.isStopEvent { done.fire() }
                })
        for value in 0..<200 { source.send(.next(value)) }
        source.send(.completed)
        #expect(await done.wait())
        #expect(recorder.events == (0..<200).map { .next($0) } + [.completed])
        #expect(overlaps.current == 0)
    }

    @Test func observingOnTheMainSchedulerDeliversOnTheMainThread() async {
        let disposeAtEnd = DisposeBag()  // never-ending sources: disposed when the test ends
        let done = TestSignal()
        let log = EventLog()
        disposeAtEnd.insert(
            Observable.of("a", "b")
                .observe(on: MainScheduler.instance)
                .subscribe { event in
                    log.append("\(event) main=\(MainScheduler.isMainThread)")
                    if event.isStopEvent { done.fire() }
                })
        #expect(await done.wait())
        #expect(log.all == ["next(a) main=true", "next(b) main=true", "completed main=true"])
    }
}
