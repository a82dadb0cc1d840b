import ObservableCore
import TestSupport
import Testing

@Suite struct SkipTests {
    @Test func seedSkipsTheFirstThree() {
        let (recorder, _) = Observable.of("A", "B", "C", "D", "E", "F").skip(3).record()
        #expect(recorder.events == [.next("D"), .next("E"), .next("F"), .completed])
    }

    @Test func zeroOrNegativeSkipsNothing() {
        let (zero, _) = Observable.of(1, 2).skip(0).record()
        #expect(zero.events == [.next(1), .next(2), .completed])
        let (negative, _) = Observable.of(1, 2).skip(-3).record()
        #expect(negative.events == [.next(1), .next(2), .completed])
    }

    @Test func skippingMoreThanThereAre() {
        let (recorder, _) = Observable.of(1, 2).skip(5).record()
        #expect(recorder.events == [.completed])
    }

    @Test func empty() {
        let (recorder, _) = Observable<Int>.empty().skip(1).record()
        #expect(recorder.events == [.completed])
    }

    @Test func error() {
        let source = ManualSource<Int>()
        let (recorder, _) = source.observable.skip(1).record()
        source.onNext(1)
        source.onNext(2)
        source.onError(TestError(id: 1))
        source.onNext(3)
        #expect(recorder.events == [.next(2), .error("TestError(1)")])
    }

    @Test func disposalMidway() {
        let source = ManualSource<Int>()
        let (recorder, subscription) = source.observable.skip(1).record()
        source.onNext(1)
        source.onNext(2)
        subscription.dispose()
        source.onNext(3)
        source.onCompleted()
        #expect(recorder.events == [.next(2)])
        #expect(source.observerCount == 0)
    }

    @Test func observerFeedingTheSourceBack() {
        let source = ManualSource<Int>()
        var received: [Int] = []
        let subscription = source.observable.skip(1).subscribe(onNext: { value in
            received.append(value)
            if value < 4 { source.onNext(value + 1) }
        })
        source.onNext(1)
        source.onNext(2)
        #expect(received == [2, 3, 4])
        subscription.dispose()
    }

    @Test func observerDisposingDuringDelivery() {
        let source = ManualSource<Int>()
        var received: [Int] = []
        var subscription: Disposable?
        subscription = source.observable.skip(1).subscribe(onNext: { value in
            received.append(value)
            subscription?.dispose()
        })
        source.onNext(1)
        source.onNext(2)
        source.onNext(3)
        #expect(received == [2])
        #expect(source.observerCount == 0)
        subscription = nil  // the closure holds it: break the cycle
    }

    @Test func sinksAreReleased() {
        let source = ManualSource<Int>()
        #expect(observerIsReleased(source.observable.skip(1)) { $0.dispose() })
        #expect(observerIsReleased(source.observable.skip(1)) { _ in source.onCompleted() })
        #expect(observerIsReleased(Observable.of(1, 2, 3).skip(1)) { _ in })
        #expect(source.observerCount == 0)
    }
}
