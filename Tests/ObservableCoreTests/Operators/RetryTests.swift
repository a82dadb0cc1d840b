import Dispatch
import ObservableCore
import Synchronization
import TestSupport
import Testing

@Suite struct RetryTests {
    @Test func resubscribesUpToTheAttemptCount() {
        let failing = FailingSource()
        let (recorder, _) = failing.observable.retry(3).record()
        #expect(recorder.events == [.next(1), .next(1), .next(1), .error("TestError(3)")])
        #expect(failing.subscriptions == 3)
    }

    @Test func oneAttemptDoesNotRetry() {
        let failing = FailingSource()
        let (recorder, _) = failing.observable.retry(1).record()
        #expect(recorder.events == [.next(1), .error("TestError(1)")])
    }

    @Test func zeroAttemptsCompletesWithoutSubscribing() {
        let failing = FailingSource()
        let (recorder, _) = failing.observable.retry(0).record()
        #expect(recorder.events == [.completed])
        #expect(failing.subscriptions == 0)
    }

    @Test func retryWithoutLimitUntilSuccess() {
        var attempts = 0
        let (recorder, _) = Observable<String>.deferred {
            attempts += 1
            return attempts < 3 ? .error(TestError(id: attempts)) : .just("attempt \(attempts)")
        }.retry().record()
        #expect(recorder.events == [.next("attempt 3"), .completed])
    }

    @Test func empty() {
        let (recorder, _) = Observable<Int>.empty().retry(3).record()
        #expect(recorder.events == [.completed])
    }

    @Test func manySynchronousFailuresKeepTheStackFlat() {
        let failing = FailingSource()
        let (recorder, _) = failing.observable.retry(100_000).record()
        #expect(recorder.events.count == 100_001)
        #expect(recorder.events.last == .error("TestError(100000)"))
        #expect(failing.subscriptions == 100_000)
    }

    @Test func manyFailuresOnTheTrampolineKeepTheStackFlat() {
        var subscriptions = 0
        let source = Observable<Int>.deferred {
            subscriptions += 1
            return Observable.of(1, 2).map { value in
                if value == 2 { throw TestError(id: subscriptions) }
                return value
            }
        }
        let (recorder, _) = source.retry(50_000).record()
        #expect(recorder.events.count == 50_001)
        #expect(recorder.events.last == .error("TestError(50000)"))
        #expect(subscriptions == 50_000)
    }

    @Test func failuresOnOtherThreads() async {
        let attempts = Atomic<Int>(0)
        let done = TestSignal()
        let source = Observable<Int>.create { observer in
            // Events of one attempt are sent from one queue job, one at a time.
            nonisolated(unsafe) let observer = observer
            DispatchQueue.global().async {
                let attempt = attempts.add(1, ordering: .relaxed).newValue
                if attempt < 20 {
                    observer.onError(TestError(id: attempt))
                } else {
                    observer.onNext(attempt)
                    observer.onCompleted()
                }
            }
            return Disposables.create()
        }
        let recorder = Recorder<Int>()
        _ = source.retry().do(onDispose: { done.fire() }).subscribe(recorder)
        #expect(await done.wait())
        #expect(recorder.events == [.next(20), .completed])
    }

    @Test func disposalMidway() {
        let source = ManualSource<Int>()
        let (recorder, subscription) = source.observable.retry(5).record()
        source.onNext(1)
        source.onError(TestError())
        #expect(source.subscribeCount == 2)
        #expect(source.observerCount == 1)
        source.onNext(2)
        subscription.dispose()
        source.onError(TestError())
        #expect(recorder.events == [.next(1), .next(2)])
        #expect(source.subscribeCount == 2)
        #expect(source.observerCount == 0)
    }

    @Test func observerDisposingDuringASecondAttempt() {
        let source = ManualSource<Int>()
        var received: [Int] = []
        var subscription: Disposable?
        subscription = source.observable.retry().subscribe(onNext: { value in
            received.append(value)
            if value == 2 {
                subscription?.dispose()
                source.onError(TestError())
            }
        })
        source.onNext(1)
        source.onError(TestError())
        source.onNext(2)
        // Disposed while the second attempt delivers an element: no third attempt.
        #expect(received == [1, 2])
        #expect(source.subscribeCount == 2)
        #expect(source.observerCount == 0)
        subscription = nil  // the closure holds it: break the cycle
    }

    @Test func observerFeedingAnErrorBackWhileAnElementIsDelivered() {
        let source = ManualSource<Int>()
        var received: [Int] = []
        let subscription = source.observable.retry(3).subscribe(onNext: { value in
            received.append(value)
            if value == 1 { source.onError(TestError()) }
        })
        source.onNext(1)
        source.onNext(2)
        #expect(received == [1, 2])
        #expect(source.subscribeCount == 2)
        #expect(source.observerCount == 1)
        subscription.dispose()
    }

    @Test func sinksAreReleased() {
        let source = ManualSource<Int>()
        #expect(observerIsReleased(source.observable.retry()) { $0.dispose() })
        #expect(
            observerIsReleased(source.observable.retry()) { _ in
                source.onError(TestError()); source.onCompleted()
            })
        #expect(observerIsReleased(FailingSource().observable.retry(3)) { _ in })
        #expect(source.observerCount == 0)
    }
}
