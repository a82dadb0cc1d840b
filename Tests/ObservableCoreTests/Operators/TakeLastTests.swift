import ObservableCore
import TestSupport
import Testing

@Suite struct TakeLastTests {
    @Test func emitsTheLastElementsOnCompletion() {
        let source = ManualSource<Int>()
        let (recorder, _) = source.observable.takeLast(2).record()
        for value in 1...5 { source.onNext(value) }
        #expect(recorder.events == [])
        source.onCompleted()
        #expect(recorder.events == [.next(4), .next(5), .completed])
    }

    @Test func fewerElementsThanTheCount() {
        #expect(Observable.of(1, 2).takeLast(5).record().0.events == [.next(1), .next(2), .completed])
        #expect(Observable.of(1, 2).takeLast(0).record().0.events == [.completed])
    }

    @Test func emptyAndNever() {
        #expect(Observable<Int>.empty().takeLast(1).record().0.events == [.completed])
        let (never, subscription) = Observable<Int>.never().takeLast(1).record()
        #expect(never.events == [])
        subscription.dispose()
    }

    @Test func errorDropsWhatWasKept() {
        let source = ManualSource<Int>()
        let (recorder, _) = source.observable.takeLast(2).record()
        source.onNext(1)
        source.onError(TestError(id: 1))
        #expect(recorder.events == [.error("TestError(1)")])
    }

    @Test func disposalMidway() {
        let source = ManualSource<Int>()
        let (recorder, subscription) = source.observable.takeLast(2).record()
        source.onNext(1)
        subscription.dispose()
        source.onCompleted()
        #expect(recorder.events == [])
        #expect(source.observerCount == 0)
    }

    @Test func observerDisposingDuringTheDrainStopsIt() {
        var subscription: Disposable?
        var log: [Int] = []
        subscription = Observable.of(1, 2, 3).takeLast(3).subscribe(onNext: { value in
            log.append(value)
            subscription?.dispose()
        })
        // The first delivery happens during `subscribe`, before `subscription` is assigned.
        #expect(log == [1, 2, 3])
        let source = PublishSubject<Int>()
        var later: [Int] = []
        var laterSubscription: Disposable?
        laterSubscription = source.takeLast(3).subscribe(onNext: { value in
            later.append(value)
            laterSubscription?.dispose()
        })
        for value in 1...3 { source.onNext(value) }
        source.onCompleted()
        #expect(later == [1])
        subscription = nil  // the closure holds it: break the cycle
        laterSubscription = nil  // the closure holds it: break the cycle
    }
}
