import Dispatch
import ObservableCore
import TestSupport
import Testing

@Suite struct DelayTests {
    private let key = DispatchSpecificKey<Int>()
    private let scheduler: SerialDispatchQueueScheduler

    init() {
        scheduler = SerialDispatchQueueScheduler(
            internalSerialQueueName: "delay-tests",
            serialQueueConfiguration: { [key] in $0.setSpecific(key: key, value: 1) })
    }

    @Test func elementsAndCompletionArriveInOrderOnTheScheduler() {
        let done = DispatchSemaphore(value: 0)
        let recorder = Recorder<Int>()
        let offQueue = TallyCounter()
        _ = Observable.from(1...20)
            .delay(.milliseconds(1), scheduler: scheduler)
            .subscribe { [key] event in
                if DispatchQueue.getSpecific(key: key) != 1 { offQueue.increment() }
                recorder.on(event)
                if event.isStopEvent { done.signal() }
            }
        #expect(BoundedWait.wait(done))
        #expect(recorder.events == (1...20).map { .next($0) } + [.completed])
        #expect(offQueue.current == 0)
    }

    @Test func emptyCompletesAfterTheDelay() {
        let done = DispatchSemaphore(value: 0)
        let recorder = Recorder<Int>()
        _ = Observable<Int>.empty().delay(.milliseconds(1), scheduler: scheduler).subscribe { event in
            recorder.on(event)
            done.signal()
        }
        #expect(BoundedWait.wait(done))
        #expect(recorder.events == [.completed])
    }

    @Test func anErrorArrivesAtOnceAndDropsTheWaitingElements() {
        let source = SharedManualSource<Int>()
        let (recorder, _) = source.observable.delay(.seconds(3600), scheduler: scheduler).record()
        source.send(.next(1))
        source.send(.next(2))
        source.send(.error(TestError(id: 3)))
        #expect(recorder.events == [.error("TestError(3)")])
        #expect(source.disposals == 1)
    }

    @Test func disposingMidwayDropsTheWaitingElementsAndReleasesThem() {
        let source = SharedManualSource<LifetimeToken>()
        weak var capture: LifetimeToken?
        let delivered = TallyCounter()
        let subscription = source.observable.delay(.seconds(3600), scheduler: scheduler)
            .subscribe(onNext: { _ in delivered.increment() })
        do {
            let token = LifetimeToken()
            capture = token
            source.send(.next(token))
        }
        #expect(capture != nil)
        subscription.dispose()
        #expect(capture == nil)
        #expect(source.disposals == 1)
        #expect(delivered.current == 0)
    }

    @Test func anObserverThatDisposesDuringDeliveryGetsNothingMore() {
        let recorder = Recorder<Int>()
        let subscription = SingleAssignmentDisposable()
        let done = DispatchSemaphore(value: 0)
        subscription.setDisposable(
            Observable.of(1, 2, 3).delay(.milliseconds(1), scheduler: scheduler).subscribe { event in
                recorder.on(event)
                subscription.dispose()
                done.signal()
            })
        #expect(BoundedWait.wait(done))
        // Anything after the dispose would come on the same serial queue.
        let flushed = DispatchSemaphore(value: 0)
        _ = scheduler.schedule(()) { _ in
            flushed.signal()
            return Disposables.create()
        }
        #expect(BoundedWait.wait(flushed))
        #expect(recorder.events == [.next(1)])
    }

    @Test func anObserverThatFeedsTheSourceGetsTheNewElementLater() {
        let source = SharedManualSource<Int>()
        let log = EventLog()
        let done = DispatchSemaphore(value: 0)
        _ = source.observable.delay(.milliseconds(1), scheduler: scheduler).subscribe(onNext: { value in
            log.append("begin \(value)")
            if value == 1 { source.send(.next(2)) }
            log.append("end \(value)")
            if value == 2 { done.signal() }
        })
        source.send(.next(1))
        #expect(BoundedWait.wait(done))
        #expect(log.all == ["begin 1", "end 1", "begin 2", "end 2"])
    }
}
