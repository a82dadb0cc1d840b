import ObservableCore
import TestSupport
import Testing

@Suite struct ReplayRelayTests {
    @Test func replaysTheLatestElementsThenLiveOnes() {
        let relay = ReplayRelay<Int>.create(bufferSize: 2)
        for value in 1...3 { relay.accept(value) }
        let (recorder, subscription) = relay.record()
        relay.accept(4)
        subscription.dispose()
        relay.accept(5)
        #expect(recorder.events == [.next(2), .next(3), .next(4)])
    }

    @Test func unboundReplaysEverything() {
        let relay = ReplayRelay<String>.createUnbound()
        relay.accept("a")
        relay.accept("b")
        #expect(relay.asObservable().record().0.events == [.next("a"), .next("b")])
    }

    @Test func zeroBufferReplaysNothing() {
        let relay = ReplayRelay<Int>.create(bufferSize: 0)
        relay.accept(1)
        let (recorder, _) = relay.record()
        relay.accept(2)
        #expect(recorder.events == [.next(2)])
    }

    @Test func bindingThatEndsDoesNotEndTheRelay() {
        let relay = ReplayRelay<Int>.create(bufferSize: 1)
        let (recorder, _) = relay.record()
        _ = Observable.of(1, 2).subscribe(onNext: relay.accept)
        _ = Observable<Int>.error(TestError()).subscribe(onNext: relay.accept, onError: { _ in })
        relay.accept(3)
        #expect(recorder.events == [.next(1), .next(2), .next(3)])
    }

    @Test func observerAcceptingDuringDelivery() {
        let relay = ReplayRelay<Int>.create(bufferSize: 1)
        var log: [Int] = []
        let subscription = relay.subscribe(onNext: { value in
            log.append(value)
            if value == 1 { relay.accept(2) }
        })
        relay.accept(1)
        #expect(log == [1, 2])
        subscription.dispose()
    }
}
