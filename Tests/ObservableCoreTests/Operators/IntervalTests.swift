import Dispatch
import ObservableCore
import TestSupport
import Testing

@Suite struct IntervalTests {
    @Test func emitsConsecutiveIntegersUntilDisposed() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "interval-tests")
        let done = DispatchSemaphore(value: 0)
        let recorder = Recorder<Int>()
        let subscription = SingleAssignmentDisposable()
        subscription.setDisposable(
            Observable<Int>.interval(.milliseconds(1), scheduler: scheduler).subscribe { event in
                recorder.on(event)
                if case .next(4) = event {
                    subscription.dispose()
                    done.signal()
                }
            })
        #expect(BoundedWait.wait(done))
        #expect(recorder.events == (0...4).map { .next($0) })
    }

    @Test func disposingReleasesTheObserver() {
        weak var capture: LifetimeToken?
        do {
            let token = LifetimeToken()
            capture = token
            let subscription = Observable<Int>.interval(
                .seconds(3600), scheduler: ConcurrentDispatchQueueScheduler(qos: .default)
            )
            .subscribe(onNext: { _ in _ = token })
            subscription.dispose()
        }
        #expect(capture == nil)
    }
}
