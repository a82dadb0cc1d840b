import ObservableCore
import TestSupport
import Testing

@Suite struct TakeTests {
    @Test func seedTakesTheFirstThree() {
        let (recorder, _) = Observable.of(1, 2, 3, 4, 5, 6).take(3).record()
        #expect(recorder.events == [.next(1), .next(2), .next(3), .completed])
    }

    @Test func completesAndDisposesTheSourceAtTheCount() {
        let source = ManualSource<Int>()
        let (recorder, _) = source.observable.take(2).record()
        source.onNext(1)
        source.onNext(2)
        #expect(recorder.events == [.next(1), .next(2), .completed])
        #expect(source.observerCount == 0)
    }

    @Test func zeroCompletesWithoutSubscribing() {
        let source = ManualSource<Int>()
        let (recorder, _) = source.observable.take(0).record()
        #expect(recorder.events == [.completed])
        #expect(source.subscribeCount == 0)
    }

    @Test func takesAnInfiniteSourceWithoutHanging() {
        let (recorder, _) = Observable.repeatElement("x").take(2).record()
        #expect(recorder.events == [.next("x"), .next("x"), .completed])
    }

    @Test func fewerThanTheCount() {
        let (recorder, _) = Observable.of(1).take(5).record()
        #expect(recorder.events == [.next(1), .completed])
    }

    @Test func empty() {
        let (recorder, _) = Observable<Int>.empty().take(1).record()
        #expect(recorder.events == [.completed])
    }

    @Test func error() {
        let source = ManualSource<Int>()
        let (recorder, _) = source.observable.take(3).record()
        source.onNext(1)
        source.onError(TestError(id: 4))
        #expect(recorder.events == [.next(1), .error("TestError(4)")])
    }

    @Test func disposalMidway() {
        let source = ManualSource<Int>()
        let (recorder, subscription) = source.observable.take(3).record()
        source.onNext(1)
        subscription.dispose()
        source.onNext(2)
        #expect(recorder.events == [.next(1)])
        #expect(source.observerCount == 0)
    }

    @Test func observerFeedingTheSourceBack() {
        let source = ManualSource<Int>()
        let recorder = Recorder<Int>()
        _ = source.observable.take(2).do(afterNext: { value in source.onNext(value * 10) }).subscribe(
            recorder)
        source.onNext(1)
        #expect(recorder.events == [.next(1), .next(10), .completed])
        #expect(source.observerCount == 0)
    }

    @Test func observerFeedingBackBeforeTheCountIsReached() {
        let source = ManualSource<Int>()
        var events: [String] = []
        _ = source.observable.take(2).subscribe { event in
            events.append("\(event)")
            if case .next(1) = event { source.onNext(2) }
        }
        source.onNext(1)
        source.onNext(3)
        #expect(events == ["next(1)", "next(2)", "completed"])
    }

    @Test func observerDisposingDuringDelivery() {
        let source = ManualSource<Int>()
        var events: [String] = []
        var subscription: Disposable?
        subscription = source.observable.take(3).subscribe { event in
            events.append("\(event)")
            subscription?.dispose()
        }
        source.onNext(1)
        source.onNext(2)
        #expect(events == ["next(1)"])
        #expect(source.observerCount == 0)
        subscription = nil  // the closure holds it: break the cycle
    }

    @Test func sinksAreReleased() {
        let source = ManualSource<Int>()
        #expect(observerIsReleased(source.observable.take(2)) { $0.dispose() })
        #expect(
            observerIsReleased(source.observable.take(2)) { _ in
                source.onNext(1); source.onNext(2)
            })
        #expect(observerIsReleased(Observable.repeatElement(1).take(3)) { _ in })
        #expect(source.observerCount == 0)
    }
}
