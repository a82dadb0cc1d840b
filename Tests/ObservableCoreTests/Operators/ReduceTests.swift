import ObservableCore
import TestSupport
import Testing

@Suite struct ReduceTests {
    @Test func emitsTheFinalValueOnCompletion() {
        let source = ManualSource<Int>()
        let (recorder, _) = source.observable.reduce(0, accumulator: +).record()
        source.onNext(1)
        source.onNext(2)
        source.onNext(3)
        #expect(recorder.events == [])
        source.onCompleted()
        #expect(recorder.events == [.next(6), .completed])
    }

    @Test func mapResult() {
        let (recorder, _) = Observable.of(1, 2, 3).reduce(0, accumulator: +, mapResult: { "sum: \($0)" })
            .record()
        #expect(recorder.events == [.next("sum: 6"), .completed])
    }

    @Test func emptyEmitsTheSeed() {
        let (recorder, _) = Observable<Int>.empty().reduce(7, accumulator: +).record()
        #expect(recorder.events == [.next(7), .completed])
    }

    @Test func error() {
        let source = ManualSource<Int>()
        let (recorder, _) = source.observable.reduce(0, accumulator: +).record()
        source.onNext(1)
        source.onError(TestError(id: 1))
        #expect(recorder.events == [.error("TestError(1)")])
    }

    @Test func throwingAccumulator() {
        let source = ManualSource<Int>()
        let (recorder, _) = source.observable.reduce(0) { _, _ in throw TestError(id: 2) }.record()
        source.onNext(1)
        source.onNext(2)
        source.onCompleted()
        #expect(recorder.events == [.error("TestError(2)")])
        #expect(source.observerCount == 0)
    }

    @Test func throwingMapResult() {
        let (recorder, _) = Observable.of(1).reduce(
            0, accumulator: +, mapResult: { _ -> Int in throw TestError(id: 3) }
        ).record()
        #expect(recorder.events == [.error("TestError(3)")])
    }

    @Test func disposalMidway() {
        let source = ManualSource<Int>()
        let (recorder, subscription) = source.observable.reduce(0, accumulator: +).record()
        source.onNext(1)
        subscription.dispose()
        source.onCompleted()
        #expect(recorder.events == [])
        #expect(source.observerCount == 0)
    }

    @Test func observerDisposingDuringTheResult() {
        let source = ManualSource<Int>()
        var events: [String] = []
        var subscription: Disposable?
        subscription = source.observable.reduce(0, accumulator: +).subscribe { event in
            events.append("\(event)")
            subscription?.dispose()
        }
        source.onNext(4)
        source.onCompleted()
        // Disposed while the result is delivered: the completion that would follow is not.
        #expect(events == ["next(4)"])
        #expect(source.observerCount == 0)
        subscription = nil  // the closure holds it: break the cycle
    }

    @Test func sinksAreReleased() {
        let source = ManualSource<Int>()
        #expect(observerIsReleased(source.observable.reduce(0, accumulator: +)) { $0.dispose() })
        #expect(observerIsReleased(source.observable.reduce(0, accumulator: +)) { _ in source.onCompleted() })
        #expect(source.observerCount == 0)
    }
}
