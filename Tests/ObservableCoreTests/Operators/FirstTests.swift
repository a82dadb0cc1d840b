import ObservableCore
import TestSupport
import Testing

@Suite struct FirstTests {
    @Test func succeedsWithTheFirstElementAndLetsGoOfTheSource() {
        let source = ManualSource<Int>()
        let (recorder, _) = source.observable.first().asObservable().record()
        source.onNext(1)
        source.onNext(2)
        #expect(recorder.events == [.next(1), .completed])
        #expect(source.observerCount == 0)
    }

    @Test func emptySucceedsWithNil() {
        #expect(Observable<Int>.empty().first().asObservable().record().0.events == [.next(nil), .completed])
        var outcome: [String] = []
        _ = Observable<Int>.empty().first().subscribe { outcome.append("\($0)") }
        #expect(outcome == ["success(nil)"])
    }

    @Test func errorAndNever() {
        let (failure, _) = Observable<Int>.error(TestError(id: 1)).first().asObservable().record()
        #expect(failure.events == [.error("TestError(1)")])
        let (never, subscription) = Observable<Int>.never().first().asObservable().record()
        #expect(never.events == [])
        subscription.dispose()
    }

    @Test func disposalMidway() {
        let source = ManualSource<Int>()
        let (recorder, subscription) = source.observable.first().asObservable().record()
        subscription.dispose()
        source.onNext(1)
        #expect(recorder.events == [])
        #expect(source.observerCount == 0)
    }

    @Test func observerFeedingTheSourceBack() {
        let source = PublishSubject<Int>()
        var log: [String] = []
        _ = source.first().subscribe { result in
            log.append("\(result)")
            source.onNext(9)
        }
        source.onNext(1)
        #expect(log == ["success(Optional(1))"])
    }
}
