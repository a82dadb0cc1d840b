import ObservableCore
import TestSupport
import Testing

@Suite struct CatchSequenceTests {
    @Test func movesToTheNextSourceAfterAnError() {
        let sources: [Observable<Int>] = [
            Observable.concat(Observable.just(1), Observable.error(TestError(id: 1))),
            Observable.of(2, 3),
            Observable.just(99),
        ]
        #expect(
            Observable.catch(sequence: sources).record().0.events == [
                .next(1), .next(2), .next(3), .completed,
            ])
    }

    @Test func allFailingFailsWithTheLastError() {
        let sources: [Observable<Int>] = [.error(TestError(id: 1)), .error(TestError(id: 2))]
        #expect(Observable.catch(sequence: sources).record().0.events == [.error("TestError(2)")])
    }

    @Test func emptyCollectionCompletesAndNeverWaits() {
        #expect(Observable<Int>.catch(sequence: []).record().0.events == [.completed])
        let (never, subscription) = Observable.catch(sequence: [Observable<Int>.never(), .just(1)]).record()
        #expect(never.events == [])
        subscription.dispose()
    }

    @Test func theSequenceIsIteratedLazilyAndAnewPerSubscription() {
        var made = 0
        let sources = (0..<3).lazy.map { index -> Observable<Int> in
            made += 1
            return index < 1 ? .error(TestError(id: index)) : .just(index)
        }
        let observable = Observable.catch(sequence: sources)
        #expect(observable.record().0.events == [.next(1), .completed])
        #expect(made == 2)
        #expect(observable.record().0.events == [.next(1), .completed])
        #expect(made == 4)
    }

    @Test func disposalMidway() {
        let first = ManualSource<Int>()
        let second = ManualSource<Int>()
        let (recorder, subscription) = Observable.catch(sequence: [first.observable, second.observable])
            .record()
        first.onNext(1)
        first.onError(TestError())
        second.onNext(2)
        subscription.dispose()
        second.onNext(3)
        #expect(recorder.events == [.next(1), .next(2)])
        #expect(first.observerCount == 0 && second.observerCount == 0)
    }

    @Test func manySynchronousFailuresKeepTheStackFlat() {
        let sources = Array(repeating: Observable<Int>.error(TestError()), count: 50_000) + [.just(1)]
        #expect(Observable.catch(sequence: sources).record().0.events == [.next(1), .completed])
    }

    @Test func observerFeedingTheSourceBack() {
        let source = PublishSubject<Int>()
        var log: [Int] = []
        let subscription = Observable.catch(sequence: [source.asObservable()]).subscribe(onNext: { value in
            log.append(value)
            if value == 1 { source.onNext(2) }
        })
        source.onNext(1)
        #expect(log == [1, 2])
        subscription.dispose()
    }

    @Test @available(*, deprecated) func deprecatedAlias() {
        let sources: [Observable<Int>] = [.error(TestError()), .just(5)]
        #expect(Observable.catchError(sources).record().0.events == [.next(5), .completed])
    }
}
