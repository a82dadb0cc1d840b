import ObservableCore
import TestSupport
import Testing

@Suite struct ReplayTests {
    @Test func replayGivesTheLatestElementsThenLiveOnes() {
        let source = ManualSource<Int>()
        let shared = source.observable.replay(2)
        _ = shared.connect()
        for value in 1...3 { source.onNext(value) }
        let (recorder, _) = shared.record()
        source.onNext(4)
        source.onCompleted()
        #expect(recorder.events == [.next(2), .next(3), .next(4), .completed])
    }

    @Test func replayAllGivesEveryElement() {
        let shared = Observable.of(1, 2, 3).replayAll()
        let subscriptionBeforeConnect = shared.record()
        _ = shared.connect()
        #expect(subscriptionBeforeConnect.0.events == [.next(1), .next(2), .next(3), .completed])
        // The subject was dropped with the ended connection: nothing until the next connect.
        let (late, _) = shared.record()
        #expect(late.events == [])
    }

    @Test func replayErrorAndDisposalMidway() {
        let source = ManualSource<Int>()
        let shared = source.observable.replay(1)
        let connection = shared.connect()
        source.onNext(1)
        let (leaving, subscription) = shared.record()
        let (staying, _) = shared.record()
        subscription.dispose()
        source.onNext(2)
        source.onError(TestError(id: 3))
        #expect(leaving.events == [.next(1)])
        #expect(staying.events == [.next(1), .next(2), .error("TestError(3)")])
        #expect(source.observerCount == 0)
        connection.dispose()
    }

    @Test func replayZeroKeepsNothing() {
        let source = ManualSource<Int>()
        let shared = source.observable.replay(0)
        let subscription = shared.connect()
        source.onNext(1)
        let (recorder, subscription2) = shared.record()
        source.onNext(2)
        #expect(recorder.events == [.next(2)])
        subscription.dispose()
        subscription2.dispose()
    }

    @Test func observerReenteringDuringReplayGetsEventsInOrder() {
        let source = PublishSubject<Int>()
        let shared = source.replay(2)
        let subscription = shared.connect()
        source.onNext(1)
        var log: [Int] = []
        let subscription2 = shared.subscribe(onNext: { value in
            log.append(value)
            if value == 1 { source.onNext(2) }
        })
        #expect(log == [1, 2])
        subscription.dispose()
        subscription2.dispose()
    }
}
