import ObservableCore
import TestSupport
import Testing

@Suite struct MaterializeTests {
    @Test func materializeTurnsEventsIntoElements() {
        let (recorder, _) = Observable.of(1, 2).materialize().map { "\($0)" }.record()
        #expect(recorder.events == [.next("next(1)"), .next("next(2)"), .next("completed"), .completed])
    }

    @Test func materializeNeverFails() {
        let (recorder, _) = Observable<Int>.error(TestError(id: 1)).materialize().map { "\($0)" }.record()
        #expect(recorder.events == [.next("error(TestError(1))"), .completed])
    }

    @Test func dematerializeIsTheInverse() {
        let (recorder, _) = Observable.of(1, 2).materialize().dematerialize().record()
        #expect(recorder.events == [.next(1), .next(2), .completed])
        let (failed, _) = Observable<Int>.error(TestError(id: 2)).materialize().dematerialize().record()
        #expect(failed.events == [.error("TestError(2)")])
    }

    @Test func dematerializeEndsAtTheFirstStopEvent() {
        let source = ManualSource<Event<Int>>()
        let (recorder, _) = source.observable.dematerialize().record()
        source.onNext(.next(1))
        source.onNext(.completed)
        source.onNext(.next(2))
        #expect(recorder.events == [.next(1), .completed])
        #expect(source.observerCount == 0)
    }

    @Test func empty() {
        let (recorder, _) = Observable<Event<Int>>.empty().dematerialize().record()
        #expect(recorder.events == [.completed])
    }

    @Test func disposalMidway() {
        let source = ManualSource<Int>()
        let (recorder, subscription) = source.observable.materialize().dematerialize().record()
        source.onNext(1)
        subscription.dispose()
        source.onNext(2)
        #expect(recorder.events == [.next(1)])
        #expect(source.observerCount == 0)
    }

    @Test func observerFeedingTheSourceBack() {
        let source = ManualSource<Int>()
        var received: [Int] = []
        let subscription = source.observable.materialize().dematerialize().subscribe(onNext: { value in
            received.append(value)
            if value == 1 { source.onNext(2) }
        })
        source.onNext(1)
        #expect(received == [1, 2])
        subscription.dispose()
    }

    @Test func sinksAreReleased() {
        let source = ManualSource<Int>()
        let roundTrip = source.observable.materialize().dematerialize()
        #expect(observerIsReleased(roundTrip) { $0.dispose() })
        #expect(observerIsReleased(roundTrip) { _ in source.onCompleted() })
        #expect(source.observerCount == 0)
    }
}
