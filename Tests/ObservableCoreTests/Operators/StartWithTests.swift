import ObservableCore
import TestSupport
import Testing

@Suite struct StartWithTests {
    @Test func seedPrependsOne() {
        let numbers = Observable.of(2, 3, 4)
        let observable = numbers.startWith(1)
        var printed: [Int] = []
        _ = observable.subscribe(onNext: { value in printed.append(value) })
        #expect(printed == [1, 2, 3, 4])
    }

    @Test func severalElementsAndChainedCallsPrependInRxSwiftOrder() {
        let (recorder, _) = Observable.of(3).startWith(1, 2).startWith(0).record()
        #expect(recorder.events == [.next(0), .next(1), .next(2), .next(3), .completed])
    }

    @Test func emitsBeforeSubscribingToTheSource() {
        let source = ManualSource<Int>()
        var subscribedWhenFirstElementArrived: Int?
        let subscription = source.observable.startWith(0).subscribe(onNext: { _ in
            if subscribedWhenFirstElementArrived == nil {
                subscribedWhenFirstElementArrived = source.subscribeCount
            }
        })
        #expect(subscribedWhenFirstElementArrived == 0)
        #expect(source.subscribeCount == 1)
        subscription.dispose()
    }

    @Test func emptySource() {
        let (recorder, _) = Observable<Int>.empty().startWith(1).record()
        #expect(recorder.events == [.next(1), .completed])
    }

    @Test func error() {
        let (recorder, _) = Observable<Int>.error(TestError(id: 1)).startWith(1).record()
        #expect(recorder.events == [.next(1), .error("TestError(1)")])
    }

    @Test func disposalMidway() {
        let source = ManualSource<Int>()
        let (recorder, subscription) = source.observable.startWith(1).record()
        source.onNext(2)
        subscription.dispose()
        source.onNext(3)
        #expect(recorder.events == [.next(1), .next(2)])
        #expect(source.observerCount == 0)
    }

    @Test func downstreamThatStopsDuringThePrefix() {
        let (recorder, _) = Observable.of(9).startWith(1, 2, 3).take(2).record()
        #expect(recorder.events == [.next(1), .next(2), .completed])
    }

    @Test func observerFeedingTheSourceBack() {
        let source = ManualSource<Int>()
        var received: [Int] = []
        let subscription = source.observable.startWith(0).subscribe(onNext: { value in
            received.append(value)
            if value == 1 { source.onNext(2) }
        })
        source.onNext(1)
        #expect(received == [0, 1, 2])
        subscription.dispose()
    }

    @Test func sinksAreReleased() {
        let source = ManualSource<Int>()
        #expect(observerIsReleased(source.observable.startWith(0)) { $0.dispose() })
        #expect(observerIsReleased(source.observable.startWith(0)) { _ in source.onCompleted() })
        #expect(source.observerCount == 0)
    }
}
