import ObservableCore
import TestSupport
import Testing

@Suite struct CompletableAndThenTests {
    @Test func continuesWithEachKindOfSecondSequence() {
        #expect(
            Completable.empty().andThen(Single.just(1)).asObservable().record().0.events == [
                .next(1), .completed,
            ])
        #expect(
            Completable.empty().andThen(Maybe<Int>.empty()).asObservable().record().0.events == [.completed])
        #expect(
            Completable.empty().andThen(Observable.of(1, 2)).record().0.events == [
                .next(1), .next(2), .completed,
            ])
        var log: [String] = []
        _ = Completable.empty().andThen(Completable.empty()).subscribe { log.append("\($0)") }
        #expect(log == ["completed"])
    }

    @Test func secondIsSubscribedOnlyAfterCompletion() {
        let first = ManualSource<Never>()
        let second = ManualSource<Int>()
        let (recorder, _) = first.observable.asCompletable().andThen(second.observable).record()
        #expect(second.subscribeCount == 0)
        first.onCompleted()
        #expect(second.subscribeCount == 1)
        second.onNext(5)
        second.onCompleted()
        #expect(recorder.events == [.next(5), .completed])
    }

    @Test func errorOfTheFirstSkipsTheSecond() {
        let second = ManualSource<Int>()
        let (recorder, _) = Completable.error(TestError(id: 1)).andThen(second.observable).record()
        #expect(recorder.events == [.error("TestError(1)")])
        #expect(second.subscribeCount == 0)
        let (secondFails, _) = Completable.empty().andThen(Single<Int>.error(TestError(id: 2))).asObservable()
            .record()
        #expect(secondFails.events == [.error("TestError(2)")])
    }

    @Test func neverAndDisposalMidway() {
        let (never, neverSubscription) = Completable.never().andThen(Observable.just(1)).record()
        #expect(never.events == [])
        neverSubscription.dispose()
        let second = ManualSource<Int>()
        let (recorder, subscription) = Completable.empty().andThen(second.observable).record()
        second.onNext(1)
        subscription.dispose()
        second.onNext(2)
        #expect(recorder.events == [.next(1)])
        #expect(second.observerCount == 0)
    }

    @Test func chainsRunInOrder() {
        var log: [String] = []
        func step(_ name: String) -> Completable {
            Completable.create { observer in
                log.append(name)
                observer(.completed)
                return Disposables.create()
            }
        }
        _ = step("a").andThen(step("b")).andThen(step("c")).subscribe(onCompleted: { log.append("done") })
        #expect(log == ["a", "b", "c", "done"])
    }
}
