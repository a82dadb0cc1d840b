import ObservableCore
import TestSupport
import Testing

@Suite struct PublishRelayTests {
    @Test func deliversOnlyWhatIsAcceptedAfterSubscribing() {
        let relay = PublishRelay<String>()
        relay.accept("lost")
        let (recorder, _) = relay.record()
        relay.accept("1")
        relay.accept("2")
        #expect(recorder.events == [.next("1"), .next("2")])
    }

    @Test func subscribeOnNextAndAsObservableSeeTheSameStream() {
        let relay = PublishRelay<Int>()
        var log: [String] = []
        let subscription = relay.subscribe(onNext: { log.append("a\($0)") })
        let subscription2 = relay.asObservable().map { $0 * 10 }.subscribe(onNext: { log.append("b\($0)") })
        relay.accept(1)
        #expect(log == ["a1", "b10"])
        subscription.dispose()
        subscription2.dispose()
    }

    @Test func emptyRelayDeliversNothing() {
        let relay = PublishRelay<Int>()
        let (recorder, _) = relay.record()
        #expect(recorder.events == [])
    }

    @Test func disposalMidwayStopsDelivery() {
        let relay = PublishRelay<Int>()
        let (recorder, subscription) = relay.record()
        relay.accept(1)
        subscription.dispose()
        relay.accept(2)
        #expect(recorder.events == [.next(1)])
    }

    @Test func acceptingFromInsideDeliveryIsNotBlocked() {
        let relay = PublishRelay<Int>()
        var log: [Int] = []
        let subscription = relay.subscribe(onNext: { value in
            log.append(value)
            if value < 3 { relay.accept(value + 1) }
        })
        relay.accept(1)
        #expect(log == [1, 2, 3])
        subscription.dispose()
    }

    @Test func disposedSubscriptionIsReleased() {
        let relay = PublishRelay<Int>()
        weak var weakProbe: Probe?
        var subscription: Disposable?
        do {
            let probe = Probe()
            weakProbe = probe
            subscription = relay.subscribe(onNext: { _ in probe.touch() })
        }
        relay.accept(1)
        subscription?.dispose()
        subscription = nil
        #expect(weakProbe == nil)
    }
}

private final class Probe {
    var touches = 0
    func touch() { touches += 1 }
}
