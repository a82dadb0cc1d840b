import ObservableCore
import TestSupport
import Testing

@Suite struct SkipUntilTests {
    @Test func dropsUntilTheOtherEmits() {
        let subject = TestPublishSubject<String>()
        let trigger = TestPublishSubject<String>()
        let (recorder, _) = subject.skip(until: trigger).record()
        subject.onNext("A")
        subject.onNext("B")
        trigger.onNext("X")
        subject.onNext("C")
        subject.onCompleted()
        #expect(recorder.events == [.next("C"), .completed])
        #expect(trigger.observerCount == 0)
    }

    @Test func sourceCompletingWhileSkippingEndsWithoutAnEvent() {
        let subject = TestPublishSubject<Int>()
        let trigger = TestPublishSubject<Int>()
        let (recorder, subscription) = subject.skip(until: trigger).record()
        subject.onNext(1)
        subject.onCompleted()
        #expect(recorder.events == [])
        subscription.dispose()
        #expect(trigger.observerCount == 0)
    }

    @Test func synchronousOtherOpensTheGateBeforeTheSourceEmits() {
        let (recorder, _) = Observable.of(1, 2).skip(until: Observable.just(0)).record()
        #expect(recorder.events == [.next(1), .next(2), .completed])
    }

    @Test func emptySourceEndsBeforeTheOtherCanOpenTheGate() {
        // The source is subscribed first and completes while still skipping: no event, as in RxSwift.
        let (empty, subscription) = Observable<Int>.empty().skip(until: Observable.just(0)).record()
        #expect(empty.events == [])
        // Ended with no stop event: the subscriber's closures go when it disposes (ARCHITECTURE.md).
        subscription.dispose()
        let trigger = TestPublishSubject<Int>()
        let subject = TestPublishSubject<Int>()
        let (recorder, _) = subject.skip(until: trigger).record()
        trigger.onNext(0)
        subject.onCompleted()
        #expect(recorder.events == [.completed])
    }

    @Test func errorsOfEitherSource() {
        let subject = TestPublishSubject<Int>()
        let trigger = TestPublishSubject<Int>()
        let (recorder, _) = subject.skip(until: trigger).record()
        trigger.onError(TestError(id: 1))
        #expect(recorder.events == [.error("TestError(1)")])
        #expect(subject.observerCount == 0)
        let (failure, _) = Observable<Int>.error(TestError(id: 2)).skip(until: Observable<Int>.never())
            .record()
        #expect(failure.events == [.error("TestError(2)")])
    }

    @Test func otherCompletingWithoutEmittingKeepsSkipping() {
        let subject = TestPublishSubject<Int>()
        let trigger = TestPublishSubject<Int>()
        let (recorder, subscription) = subject.skip(until: trigger).record()
        trigger.onCompleted()
        subject.onNext(1)
        #expect(recorder.events == [])
        subscription.dispose()
    }

    @Test func disposalMidway() {
        let subject = TestPublishSubject<Int>()
        let trigger = TestPublishSubject<Int>()
        let (recorder, subscription) = subject.skip(until: trigger).record()
        trigger.onNext(0)
        subject.onNext(1)
        subscription.dispose()
        subject.onNext(2)
        #expect(recorder.events == [.next(1)])
        #expect(subject.observerCount == 0 && trigger.observerCount == 0)
    }

    @Test func observerFeedingTheSourceIsQueued() {
        let subject = TestPublishSubject<Int>()
        let trigger = TestPublishSubject<Int>()
        var log: [String] = []
        let subscription = subject.skip(until: trigger).subscribe(onNext: { value in
            log.append("begin \(value)")
            if value == 1 { subject.onNext(2) }
            log.append("end \(value)")
        })
        trigger.onNext(0)
        subject.onNext(1)
        #expect(log == ["begin 1", "end 1", "begin 2", "end 2"])
        subscription.dispose()
    }

    @Test @available(*, deprecated) func deprecatedAlias() {
        let (recorder, _) = Observable.of(1, 2).skipUntil(Observable.just(0)).record()
        #expect(recorder.events == [.next(1), .next(2), .completed])
    }

    @Test func sinksAreReleased() {
        let subject = TestPublishSubject<Int>()
        let trigger = TestPublishSubject<Int>()
        #expect(
            recorderIsReleased { recorder in
                let subscription = subject.skip(until: trigger).subscribe(recorder)
                subject.onNext(1)
                subscription.dispose()
            })
        #expect(
            recorderIsReleased { recorder in
                _ = Observable.of(1).skip(until: Observable.just(0)).subscribe(recorder)
            })
        #expect(subject.observerCount == 0 && trigger.observerCount == 0)
    }
}
