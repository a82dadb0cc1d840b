import Dispatch
import ObservableCore
import TestSupport
import Testing

@Suite struct TimerTests {
    private let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "timer-tests")

    @Test func withoutAPeriodItEmitsZeroThenCompletes() {
        let done = DispatchSemaphore(value: 0)
        let recorder = Recorder<Int>()
        _ = Observable<Int>.timer(.milliseconds(1), scheduler: scheduler).subscribe { event in
            recorder.on(event)
            if event.isStopEvent { done.signal() }
        }
        #expect(BoundedWait.wait(done))
        #expect(recorder.events == [.next(0), .completed])
    }

    @Test func withAPeriodItCountsUntilDisposed() {
        let done = DispatchSemaphore(value: 0)
        let recorder = Recorder<UInt8>()
        let subscription = SingleAssignmentDisposable()
        // Subscribed from the timer's own serial queue, so no tick can run (and dispose) before
        // the subscription is stored.
        _ = scheduler.schedule(()) { [scheduler] _ in
            subscription.setDisposable(
                Observable<UInt8>.timer(.milliseconds(0), period: .milliseconds(1), scheduler: scheduler)
                    .subscribe { event in
                        recorder.on(event)
                        if case .next(3) = event {
                            subscription.dispose()
                            done.signal()
                        }
                    })
            return Disposables.create()
        }
        #expect(BoundedWait.wait(done))
        #expect(recorder.events == [.next(0), .next(1), .next(2), .next(3)])
    }

    @Test func disposingBeforeTheDueTimeEmitsNothingAndReleasesTheObserver() {
        weak var capture: LifetimeToken?
        let recorder = Recorder<Int>()
        do {
            let token = LifetimeToken()
            capture = token
            let subscription = Observable<Int>.timer(.seconds(3600), scheduler: scheduler)
                .subscribe { event in
                    _ = token
                    recorder.on(event)
                }
            subscription.dispose()
        }
        #expect(capture == nil)
        #expect(recorder.events == [])
    }
}
