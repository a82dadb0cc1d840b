import ObservableCore
import TestSupport
import Testing

@Suite struct SampleTests {
    @Test func emitsTheLatestElementAtEachTickIfNew() {
        let source = ManualSource<Int>()
        let ticks = ManualSource<String>()
        let (recorder, subscription) = source.observable.sample(ticks.observable).record()
        ticks.onNext("tick")
        source.onNext(1)
        source.onNext(2)
        ticks.onNext("tick")
        ticks.onNext("tick")
        source.onNext(3)
        ticks.onNext("tick")
        #expect(recorder.events == [.next(2), .next(3)])
        subscription.dispose()
    }

    @Test func defaultValueFillsEmptyTicks() {
        let source = ManualSource<Int>()
        let ticks = ManualSource<Void>()
        let (recorder, subscription) = source.observable.sample(ticks.observable, defaultValue: 0).record()
        ticks.onNext(())
        source.onNext(5)
        ticks.onNext(())
        ticks.onNext(())
        #expect(recorder.events == [.next(0), .next(5), .next(0)])
        subscription.dispose()
    }

    @Test func sourceEndingCompletesAtTheNextTick() {
        let source = ManualSource<Int>()
        let ticks = ManualSource<Void>()
        let (recorder, _) = source.observable.sample(ticks.observable).record()
        source.onNext(1)
        source.onCompleted()
        #expect(recorder.events == [])
        #expect(source.observerCount == 0)
        ticks.onNext(())
        #expect(recorder.events == [.next(1), .completed])
        #expect(ticks.observerCount == 0)
    }

    @Test func samplerCompletingIsALastTick() {
        let source = ManualSource<Int>()
        let ticks = ManualSource<Void>()
        let (recorder, subscription) = source.observable.sample(ticks.observable).record()
        source.onNext(1)
        ticks.onCompleted()
        source.onNext(2)
        source.onCompleted()
        #expect(recorder.events == [.next(1)])
        subscription.dispose()
    }

    @Test func emptySourceAndSynchronousSampler() {
        let (recorder, _) = Observable<Int>.empty().sample(Observable.of(1, 2)).record()
        #expect(recorder.events == [.completed])
        let (never, subscription) = Observable<Int>.never().sample(Observable<Int>.never()).record()
        #expect(never.events == [])
        subscription.dispose()
    }

    @Test func errorsOfEitherSequence() {
        let source = ManualSource<Int>()
        let ticks = ManualSource<Void>()
        let (first, _) = source.observable.sample(ticks.observable).record()
        source.onNext(1)
        ticks.onError(TestError(id: 1))
        #expect(first.events == [.error("TestError(1)")])
        #expect(source.observerCount == 0)
        let (second, _) = Observable<Int>.error(TestError(id: 2)).sample(Observable<Int>.never()).record()
        #expect(second.events == [.error("TestError(2)")])
    }

    @Test func disposalMidway() {
        let source = ManualSource<Int>()
        let ticks = ManualSource<Void>()
        let (recorder, subscription) = source.observable.sample(ticks.observable).record()
        source.onNext(1)
        ticks.onNext(())
        subscription.dispose()
        source.onNext(2)
        ticks.onNext(())
        #expect(recorder.events == [.next(1)])
        #expect(source.observerCount == 0 && ticks.observerCount == 0)
    }

    @Test func observerTickingDuringDeliveryIsServedAfter() {
        let source = PublishSubject<Int>()
        let ticks = PublishSubject<Void>()
        var log: [String] = []
        let subscription = source.sample(ticks).subscribe(onNext: { value in
            log.append("begin \(value)")
            if value == 1 {
                source.onNext(2)
                ticks.onNext(())
            }
            log.append("end \(value)")
        })
        source.onNext(1)
        ticks.onNext(())
        #expect(log == ["begin 1", "end 1", "begin 2", "end 2"])
        subscription.dispose()
    }
}
