import ObservableCore
import TestSupport
import Testing

@Suite struct IfEmptyTests {
    @Test func defaultForAnEmptySequence() {
        #expect(Observable<Int>.empty().ifEmpty(default: 0).record().0.events == [.next(0), .completed])
        #expect(
            Observable.of(1, 2).ifEmpty(default: 0).record().0.events == [.next(1), .next(2), .completed])
    }

    @Test func defaultErrorNeverAndDisposal() {
        let (failure, _) = Observable<Int>.error(TestError(id: 1)).ifEmpty(default: 0).record()
        #expect(failure.events == [.error("TestError(1)")])
        let source = ManualSource<Int>()
        let (recorder, subscription) = source.observable.ifEmpty(default: 0).record()
        subscription.dispose()
        source.onCompleted()
        #expect(recorder.events == [])
        #expect(source.observerCount == 0)
    }

    @Test func switchesToTheOtherWhenEmpty() {
        let other = ManualSource<Int>()
        let source = ManualSource<Int>()
        let (recorder, _) = source.observable.ifEmpty(switchTo: other.observable).record()
        #expect(other.subscribeCount == 0)
        source.onCompleted()
        other.onNext(7)
        other.onCompleted()
        #expect(recorder.events == [.next(7), .completed])
    }

    @Test func doesNotSwitchWhenThereWereElementsOrAnError() {
        let other = ManualSource<Int>()
        let (values, _) = Observable.of(1).ifEmpty(switchTo: other.observable).record()
        let (failure, _) = Observable<Int>.error(TestError(id: 2)).ifEmpty(switchTo: other.observable)
            .record()
        #expect(values.events == [.next(1), .completed])
        #expect(failure.events == [.error("TestError(2)")])
        #expect(other.subscribeCount == 0)
    }

    @Test func otherErrorAndDisposalWhileOnTheOther() {
        let other = ManualSource<Int>()
        let (recorder, subscription) = Observable<Int>.empty().ifEmpty(switchTo: other.observable).record()
        other.onNext(1)
        subscription.dispose()
        other.onNext(2)
        #expect(recorder.events == [.next(1)])
        #expect(other.observerCount == 0)
        let (failure, _) = Observable<Int>.empty().ifEmpty(switchTo: .error(TestError(id: 3))).record()
        #expect(failure.events == [.error("TestError(3)")])
    }

    @Test func observerFeedingTheSourceBack() {
        let source = PublishSubject<Int>()
        var log: [String] = []
        _ = source.ifEmpty(default: 0).subscribe { event in
            log.append("\(event)")
            if case .next(let value) = event, value == 1 { source.onNext(2) }
        }
        source.onNext(1)
        source.onCompleted()
        #expect(log == ["next(1)", "next(2)", "completed"])
    }
}
