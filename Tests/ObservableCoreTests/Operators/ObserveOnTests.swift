import Dispatch
import ObservableCore
import TestSupport
import Testing

@Suite struct ObserveOnTests {
    /// A serial scheduler whose queue is marked, plus a way to run a block after everything
    /// queued on it so far.
    private struct Marked {
        let key = DispatchSpecificKey<Int>()
        let queue: DispatchQueue
        let scheduler: SerialDispatchQueueScheduler

        init() {
            queue = DispatchQueue(label: "observe-on-tests")
            queue.setSpecific(key: key, value: 1)
            scheduler = SerialDispatchQueueScheduler(
                queue: queue, internalSerialQueueName: "observe-on-inner")
        }

        var isOnQueue: Bool { DispatchQueue.getSpecific(key: key) == 1 }

        func flush() { queue.sync {} }
    }

    @Test func valuesArriveInOrderOnTheScheduler() {
        let marked = Marked()
        let recorder = Recorder<Int>()
        let offQueue = TallyCounter()
        let done = DispatchSemaphore(value: 0)
        _ = Observable.from(1...100)
            .observe(on: marked.scheduler)
            .subscribe { event in
                if !marked.isOnQueue { offQueue.increment() }
                recorder.on(event)
                if event.isStopEvent { done.signal() }
            }
        #expect(BoundedWait.wait(done))
        #expect(recorder.events == (1...100).map { .next($0) } + [.completed])
        #expect(offQueue.current == 0)
    }

    @Test func emptyOnlyCompletes() {
        let marked = Marked()
        let done = DispatchSemaphore(value: 0)
        let recorder = Recorder<Int>()
        _ = Observable<Int>.from([])
            .observe(on: marked.scheduler)
            .subscribe { event in
                recorder.on(event)
                done.signal()
            }
        #expect(BoundedWait.wait(done))
        #expect(recorder.events == [.completed])
    }

    @Test func errorFollowsTheElementsBeforeIt() {
        let marked = Marked()
        let source = SharedManualSource<Int>()
        let done = DispatchSemaphore(value: 0)
        let recorder = Recorder<Int>()
        _ = source.observable
            .observe(on: marked.scheduler)
            .subscribe { event in
                recorder.on(event)
                if event.isStopEvent { done.signal() }
            }
        source.send(.next(1))
        source.send(.next(2))
        source.send(.error(TestError(id: 1)))
        source.send(.next(3))
        #expect(BoundedWait.wait(done))
        marked.flush()
        #expect(recorder.events == [.next(1), .next(2), .error("TestError(1)")])
        #expect(source.disposals == 1)
    }

    @Test func disposingDropsPendingDeliveriesAndDisposesUpstream() {
        let marked = Marked()
        let source = SharedManualSource<Int>()
        let recorder = Recorder<Int>()
        let subscription = source.observable.observe(on: marked.scheduler).subscribe(recorder)
        source.send(.next(1))
        marked.flush()
        let gate = DispatchSemaphore(value: 0)
        marked.queue.async { _ = BoundedWait.wait(gate) }
        source.send(.next(2))
        source.send(.next(3))
        subscription.dispose()
        gate.signal()
        marked.flush()
        marked.flush()
        #expect(recorder.events == [.next(1)])
        #expect(source.disposals == 1)
    }

    @Test func aConcurrentSchedulerStillDeliversOneEventAtATimeInOrder() {
        let scheduler = ConcurrentDispatchQueueScheduler(
            queue: DispatchQueue(label: "observe-on-concurrent", attributes: .concurrent))
        let recorder = Recorder<Int>()
        let running = TallyCounter()
        let overlaps = TallyCounter()
        let done = DispatchSemaphore(value: 0)
        let source = SharedManualSource<Int>()
        _ = source.observable
            .observe(on: scheduler)
            .subscribe { event in
                if running.increment() != 1 { overlaps.increment() }
                recorder.on(event)
                running.decrement()
                if event.isStopEvent { done.signal() }
            }
        for value in 0..<200 { source.send(.next(value)) }
        source.send(.completed)
        #expect(BoundedWait.wait(done))
        #expect(recorder.events == (0..<200).map { .next($0) } + [.completed])
        #expect(overlaps.current == 0)
    }

    @Test func anObserverThatFeedsTheSourceSeesTheNewElementAfterTheCurrentOne() {
        let marked = Marked()
        let source = SharedManualSource<Int>()
        let log = EventLog()
        let done = DispatchSemaphore(value: 0)
        _ = source.observable
            .observe(on: marked.scheduler)
            .subscribe(onNext: { value in
                log.append("begin \(value)")
                if value < 3 { source.send(.next(value + 1)) }
                log.append("end \(value)")
                if value == 3 { done.signal() }
            })
        source.send(.next(1))
        #expect(BoundedWait.wait(done))
        #expect(log.all == ["begin 1", "end 1", "begin 2", "end 2", "begin 3", "end 3"])
    }

    @Test func anObserverThatDisposesDuringDeliveryGetsNothingMore() {
        let marked = Marked()
        let recorder = Recorder<Int>()
        let subscription = SingleAssignmentDisposable()
        let gate = DispatchSemaphore(value: 0)
        marked.queue.async { _ = BoundedWait.wait(gate) }
        subscription.setDisposable(
            Observable.of(1, 2, 3, 4)
                .observe(on: marked.scheduler)
                .subscribe { event in
                    recorder.on(event)
                    if case .next(2) = event { subscription.dispose() }
                })
        gate.signal()
        marked.flush()
        marked.flush()
        #expect(recorder.events == [.next(1), .next(2)])
    }

    @Test func observingOnTheMainSchedulerDeliversOnTheMainThread() {
        let done = DispatchSemaphore(value: 0)
        let log = EventLog()
        _ = Observable.of("a", "b")
            .observe(on: MainScheduler.instance)
            .subscribe { event in
                log.append("\(event) main=\(MainScheduler.isMainThread)")
                if event.isStopEvent { done.signal() }
            }
        #expect(BoundedWait.wait(done))
        #expect(log.all == ["next(a) main=true", "next(b) main=true", "completed main=true"])
    }

    @Test func theSinkIsReleasedAfterDisposeAndAfterCompletion() {
        let marked = Marked()
        weak var disposedCapture: LifetimeToken?
        do {
            let token = LifetimeToken()
            disposedCapture = token
            let subscription = Observable<Int>.never()
                .observe(on: marked.scheduler)
                .subscribe(onNext: { _ in _ = token })
            subscription.dispose()
        }
        marked.flush()
        #expect(disposedCapture == nil)

        weak var completedCapture: LifetimeToken?
        do {
            let token = LifetimeToken()
            completedCapture = token
            _ = Observable.of(1, 2)
                .observe(on: marked.scheduler)
                .subscribe(onNext: { _ in _ = token })
        }
        marked.flush()
        marked.flush()
        #expect(completedCapture == nil)
    }

    @available(*, deprecated, message: "Exercises the deprecated alias.")
    @Test func deprecatedObserveOnIsTheSameOperator() {
        let done = DispatchSemaphore(value: 0)
        let recorder = Recorder<Int>()
        _ = Observable.of(1, 2)
            .observeOn(SerialDispatchQueueScheduler(internalSerialQueueName: "deprecated"))
            .subscribe { event in
                recorder.on(event)
                if event.isStopEvent { done.signal() }
            }
        #expect(BoundedWait.wait(done))
        #expect(recorder.events == [.next(1), .next(2), .completed])
    }
}
