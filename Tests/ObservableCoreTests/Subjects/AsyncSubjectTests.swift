import ObservableCore
import TestSupport
import Testing

@Suite struct AsyncSubjectTests {
    @Test func emitsOnlyTheLastElementOnCompletion() {
        let subject = AsyncSubject<Int>()
        let (recorder, _) = subject.record()
        subject.onNext(1)
        subject.onNext(2)
        #expect(recorder.events == [])
        subject.onCompleted()
        subject.onNext(3)
        #expect(recorder.events == [.next(2), .completed])
        #expect(!subject.hasObservers)
    }

    @Test func emptyCompletesWithoutAnElement() {
        let subject = AsyncSubject<Int>()
        let (recorder, _) = subject.record()
        subject.onCompleted()
        #expect(recorder.events == [.completed])
        #expect(subject.record().0.events == [.completed])
    }

    @Test func errorDropsTheLastElement() {
        let subject = AsyncSubject<Int>()
        let (recorder, _) = subject.record()
        subject.onNext(1)
        subject.onError(TestError(id: 1))
        subject.onCompleted()
        #expect(recorder.events == [.error("TestError(1)")])
        #expect(subject.record().0.events == [.error("TestError(1)")])
    }

    @Test func laterSubscribersGetTheSameEnding() {
        let subject = AsyncSubject<String>()
        subject.onNext("a")
        subject.onCompleted()
        #expect(subject.record().0.events == [.next("a"), .completed])
        #expect(subject.record().0.events == [.next("a"), .completed])
    }

    @Test func neverEndingSubjectDeliversNothing() {
        let subject = AsyncSubject<Int>()
        let (recorder, subscription) = subject.record()
        subject.onNext(1)
        #expect(subject.hasObservers)
        subscription.dispose()
        #expect(!subject.hasObservers)
        subject.onCompleted()
        #expect(recorder.events == [])
    }

    @Test func everyObserverGetsTheElementBeforeAnyoneGetsCompleted() {
        let subject = AsyncSubject<Int>()
        var log: [String] = []
        _ = subject.subscribe { log.append("A \($0)") }
        _ = subject.subscribe { log.append("B \($0)") }
        subject.onNext(7)
        subject.onCompleted()
        #expect(log == ["A next(7)", "B next(7)", "A completed", "B completed"])
    }

    @Test func observerSubscribingDuringTheEndingGetsItAtOnce() {
        let subject = AsyncSubject<Int>()
        let inner = Recorder<Int>()
        var log: [String] = []
        _ = subject.subscribe { event in
            log.append("outer \(event)")
            if case .next = event { _ = subject.subscribe(inner) }
        }
        subject.onNext(1)
        subject.onCompleted()
        #expect(log == ["outer next(1)", "outer completed"])
        #expect(inner.events == [.next(1), .completed])
    }

    @Test func asObserverFeedsTheSubject() {
        let subject = AsyncSubject<Int>()
        let (recorder, _) = subject.record()
        _ = Observable.of(1, 2, 3).subscribe(subject.asObserver())
        #expect(recorder.events == [.next(3), .completed])
    }

    @Test func subscriptionsAreReleased() {
        let subject = AsyncSubject<Int>()
        #expect(
            recorderIsReleased { recorder in
                let subscription = subject.subscribe(recorder)
                subscription.dispose()
            })
        #expect(
            recorderIsReleased { recorder in
                _ = subject.subscribe(recorder)
                subject.onCompleted()
            })
    }
}
