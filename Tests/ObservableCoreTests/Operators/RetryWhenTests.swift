import ObservableCore
import TestSupport
import Testing

@Suite struct RetryWhenTests {
    private struct OtherError: Error {}

    @Test func triggerCompletingCompletesTheResult() {
        let failing = FailingSource()
        let (recorder, _) = failing.observable.retry(when: { errors in errors.take(2) }).record()
        #expect(recorder.events == [.next(1), .next(1), .completed])
        #expect(failing.subscriptions == 2)
    }

    @Test func triggerFailingFailsTheResult() {
        let failing = FailingSource()
        let (recorder, _) = failing.observable
            .retry(when: { errors in errors.map { error -> Int in throw error } })
            .record()
        #expect(recorder.events == [.next(1), .error("TestError(1)")])
    }

    @Test func errorOfAnotherTypeFailsAtOnce() {
        let failing = FailingSource()
        let (recorder, _) = failing.observable
            .retry(when: { (errors: Observable<OtherError>) in errors })
            .record()
        #expect(recorder.events == [.next(1), .error("TestError(1)")])
        #expect(failing.subscriptions == 1)
    }

    @Test func succeedsAfterRetries() {
        var attempts = 0
        let source = Observable<String>.deferred {
            attempts += 1
            return attempts < 3 ? .error(TestError(id: attempts)) : .just("attempt \(attempts)")
        }
        let (recorder, _) = source.retry(when: { (errors: Observable<TestError>) in errors }).record()
        #expect(recorder.events == [.next("attempt 3"), .completed])
    }

    @Test func resubscribesWhenTheTriggerEmitsLater() {
        let source = ManualSource<Int>()
        let trigger = PublishSubject<Void>()
        let (recorder, subscription) = source.observable.retry(when: { _ in trigger }).record()
        source.onNext(1)
        trigger.onNext(())  // no error yet: nothing to retry
        #expect(source.subscribeCount == 1)
        source.onError(TestError(id: 1))
        #expect(source.observerCount == 0)
        trigger.onNext(())
        #expect(source.subscribeCount == 2)
        source.onNext(2)
        subscription.dispose()
        source.onNext(3)
        #expect(recorder.events == [.next(1), .next(2)])
        #expect(source.observerCount == 0)
        #expect(!trigger.hasObservers)
    }

    @Test func triggerThatEndedBeforeTheErrorEndsTheResultAtIt() {
        let failing = FailingSource()
        let (recorder, _) = failing.observable.retry(when: { _ in Observable<Int>.empty() }).record()
        #expect(recorder.events == [.next(1), .completed])
    }

    @Test func emptyAndNever() {
        #expect(Observable<Int>.empty().retry(when: { $0 }).record().0.events == [.completed])
        let (never, subscription) = Observable<Int>.never().retry(when: { $0 }).record()
        #expect(never.events == [])
        subscription.dispose()
    }

    @Test func synchronousFailuresKeepTheStackFlat() {
        let failing = FailingSource()
        let (recorder, _) = failing.observable.retry(when: { errors in errors.take(20_000) }).record()
        #expect(failing.subscriptions == 20_000)
        #expect(recorder.events.count == 20_001)
        #expect(recorder.events.last == .completed)
    }

    @Test @available(*, deprecated) func deprecatedAlias() {
        let failing = FailingSource()
        let (recorder, _) = failing.observable.retryWhen { errors in errors.take(1) }.record()
        #expect(recorder.events == [.next(1), .completed])
    }

    @Test func sinksAreReleased() {
        let source = ManualSource<Int>()
        let trigger = PublishSubject<Void>()
        #expect(
            recorderIsReleased { recorder in
                let subscription = source.observable.retry(when: { _ in trigger }).subscribe(recorder)
                source.onError(TestError())
                trigger.onNext(())
                subscription.dispose()
            })
        #expect(source.observerCount == 0)
    }
}
