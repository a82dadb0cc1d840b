import ObservableCore
import TestSupport
import Testing

@Suite struct SingleOperatorTests {
    @Test func oneElementIsEmittedAtOnceThenCompletes() {
        let source = ManualSource<Int>()
        let (recorder, _) = source.observable.single().record()
        source.onNext(1)
        #expect(recorder.events == [.next(1)])
        source.onCompleted()
        #expect(recorder.events == [.next(1), .completed])
    }

    @Test func secondElementFails() {
        let (recorder, _) = Observable.of(1, 2, 3).single().record()
        #expect(recorder.events == [.next(1), .error("Sequence contains more than one element.")])
    }

    @Test func emptyFails() {
        #expect(
            Observable<Int>.empty().single().record().0.events == [
                .error("Sequence doesn't contain any elements.")
            ])
        let (never, subscription) = Observable<Int>.never().single().record()
        #expect(never.events == [])
        subscription.dispose()
    }

    @Test func errorIsForwarded() {
        #expect(
            Observable<Int>.error(TestError(id: 1)).single().record().0.events == [.error("TestError(1)")])
    }

    @Test func predicateChoosesWhatCounts() {
        #expect(Observable.of(1, 2, 3).single { $0 == 2 }.record().0.events == [.next(2), .completed])
        #expect(
            Observable.of(1, 2, 3).single { $0 > 1 }.record().0.events == [
                .next(2), .error("Sequence contains more than one element."),
            ])
        #expect(
            Observable.of(1, 3).single { $0 == 2 }.record().0.events == [
                .error("Sequence doesn't contain any elements.")
            ])
    }

    @Test func throwingPredicate() {
        let (recorder, _) = Observable.of(1, 2).single { _ in throw TestError(id: 7) }.record()
        #expect(recorder.events == [.error("TestError(7)")])
    }

    @Test func disposalMidway() {
        let source = ManualSource<Int>()
        let (recorder, subscription) = source.observable.single().record()
        source.onNext(1)
        subscription.dispose()
        source.onNext(2)
        #expect(recorder.events == [.next(1)])
        #expect(source.observerCount == 0)
    }

    @Test func observerFeedingTheSourceBack() {
        let source = PublishSubject<Int>()
        var log: [String] = []
        _ = source.single().subscribe { event in
            log.append("\(event)")
            if case .next = event { source.onNext(2) }
        }
        source.onNext(1)
        #expect(log == ["next(1)", "error(Sequence contains more than one element.)"])
    }
}
