import Dispatch
import ObservableCore
import TestSupport
import Testing

@Suite struct SubscribeOnTests {
    private let key = DispatchSpecificKey<Int>()
    private let queue = DispatchQueue(label: "subscribe-on-tests")
    private let scheduler: SerialDispatchQueueScheduler

    init() {
        queue.setSpecific(key: key, value: 1)
        scheduler = SerialDispatchQueueScheduler(queue: queue, internalSerialQueueName: "subscribe-on-inner")
    }

    private var isOnQueue: Bool { DispatchQueue.getSpecific(key: key) == 1 }

    private func flush() {
        queue.sync {}
    }

    @Test func subscribesAndDisposesOnTheScheduler() {
        let log = EventLog()
        let done = DispatchSemaphore(value: 0)
        let source = Observable<Int>.create { [self] observer in
            log.append("subscribe onQueue=\(isOnQueue)")
            observer.onNext(1)
            observer.onNext(2)
            observer.onCompleted()
            return Disposables.create { [self] in
                log.append("dispose onQueue=\(isOnQueue)")
                done.signal()
            }
        }
        let recorder = Recorder<Int>()
        _ = source.subscribe(on: scheduler).subscribe(recorder)
        #expect(BoundedWait.wait(done))
        #expect(recorder.events == [.next(1), .next(2), .completed])
        #expect(log.all == ["subscribe onQueue=true", "dispose onQueue=true"])
    }

    @Test func subscribingDoesNotRunTheSourceOnTheCallingThread() {
        let gate = DispatchSemaphore(value: 0)
        queue.async { _ = BoundedWait.wait(gate) }
        let source = SharedManualSource<Int>()
        let subscription = source.observable.subscribe(on: scheduler).subscribe(onNext: { _ in })
        #expect(source.subscriptions == 0)
        gate.signal()
        flush()
        #expect(source.subscriptions == 1)
        subscription.dispose()
    }

    @Test func emptyOnlyCompletes() {
        let done = DispatchSemaphore(value: 0)
        let recorder = Recorder<Int>()
        _ = Observable<Int>.empty().subscribe(on: scheduler).subscribe { event in
            recorder.on(event)
            done.signal()
        }
        #expect(BoundedWait.wait(done))
        #expect(recorder.events == [.completed])
    }

    @Test func errorIsForwarded() {
        let done = DispatchSemaphore(value: 0)
        let recorder = Recorder<Int>()
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onError(TestError(id: 4))
            return Disposables.create()
        }
        _ = source.subscribe(on: scheduler).subscribe { event in
            recorder.on(event)
            if event.isStopEvent { done.signal() }
        }
        #expect(BoundedWait.wait(done))
        #expect(recorder.events == [.next(1), .error("TestError(4)")])
    }

    @Test func disposingBeforeTheScheduledSubscriptionNeverSubscribes() {
        let gate = DispatchSemaphore(value: 0)
        queue.async { _ = BoundedWait.wait(gate) }
        let source = SharedManualSource<Int>()
        let subscription = source.observable.subscribe(on: scheduler).subscribe(onNext: { _ in })
        subscription.dispose()
        gate.signal()
        flush()
        #expect(source.subscriptions == 0)
        #expect(source.disposals == 0)
    }

    @Test func disposingMidwayStopsEventsAndDisposesTheSourceOnTheScheduler() {
        let source = SharedManualSource<Int>()
        let recorder = Recorder<Int>()
        let subscription = source.observable.subscribe(on: scheduler).subscribe(recorder)
        flush()
        source.send(.next(1))
        // Hold the queue: the source's disposal must wait for it.
        let gate = DispatchSemaphore(value: 0)
        queue.async { _ = BoundedWait.wait(gate) }
        subscription.dispose()
        source.send(.next(2))
        #expect(source.disposals == 0)
        gate.signal()
        flush()
        #expect(source.disposals == 1)
        #expect(recorder.events == [.next(1)])
    }

    @Test func anObserverThatDisposesDuringDeliveryGetsNothingMore() {
        let source = SharedManualSource<Int>()
        let recorder = Recorder<Int>()
        let subscription = SingleAssignmentDisposable()
        subscription.setDisposable(
            source.observable.subscribe(on: scheduler).subscribe { event in
                recorder.on(event)
                subscription.dispose()
            })
        flush()
        source.send(.next(1))
        source.send(.next(2))
        flush()
        #expect(recorder.events == [.next(1)])
        #expect(source.disposals == 1)
    }

    @Test func theSinkIsReleasedAfterDisposeAndAfterCompletion() {
        weak var disposedCapture: LifetimeToken?
        do {
            let token = LifetimeToken()
            disposedCapture = token
            let subscription = Observable<Int>.never()
                .subscribe(on: scheduler)
                .subscribe(onNext: { _ in _ = token })
            flush()
            subscription.dispose()
        }
        flush()
        #expect(disposedCapture == nil)

        weak var completedCapture: LifetimeToken?
        do {
            let token = LifetimeToken()
            completedCapture = token
            _ = Observable.of(1).subscribe(on: scheduler).subscribe(onNext: { _ in _ = token })
        }
        flush()
        flush()
        #expect(completedCapture == nil)
    }

    @available(*, deprecated, message: "Exercises the deprecated alias.")
    @Test func deprecatedSubscribeOnIsTheSameOperator() {
        let done = DispatchSemaphore(value: 0)
        let recorder = Recorder<Int>()
        _ = Observable.of(1).subscribeOn(scheduler).subscribe { event in
            recorder.on(event)
            if event.isStopEvent { done.signal() }
        }
        #expect(BoundedWait.wait(done))
        #expect(recorder.events == [.next(1), .completed])
    }
}
