import ObservableCore
import TestSupport
import Testing

@Suite struct BehaviorRelayTests {
    @Test func seedReplaysTheLatestValue() {
        let relay = BehaviorRelay(value: "Initial value")
        relay.accept("New initial value")
        let (recorder, _) = relay.record()
        relay.accept("1")
        #expect(recorder.events == [.next("New initial value"), .next("1")])
        #expect(relay.value == "1")
    }

    @Test func valueStartsWithTheInitialValue() {
        let relay = BehaviorRelay(value: 7)
        #expect(relay.value == 7)
        let (recorder, _) = relay.asObservable().record()
        #expect(recorder.events == [.next(7)])
    }

    @Test func disposalMidwayStopsDelivery() {
        let relay = BehaviorRelay(value: 0)
        let (recorder, subscription) = relay.record()
        relay.accept(1)
        subscription.dispose()
        relay.accept(2)
        #expect(recorder.events == [.next(0), .next(1)])
        #expect(relay.value == 2)
    }

    @Test func acceptingFromTheReplayedValueComesAfterIt() {
        let relay = BehaviorRelay(value: 0)
        var log: [Int] = []
        let subscription = relay.subscribe(onNext: { value in
            log.append(value)
            if value == 0 { relay.accept(1) }
        })
        #expect(log == [0, 1])
        #expect(relay.value == 1)
        subscription.dispose()
    }

    @Test func disposedSubscriptionIsReleased() {
        let relay = BehaviorRelay(value: 0)
        weak var weakProbe: Probe?
        var subscription: Disposable?
        do {
            let probe = Probe()
            weakProbe = probe
            subscription = relay.subscribe(onNext: { _ in probe.touch() })
        }
        subscription?.dispose()
        subscription = nil
        #expect(weakProbe == nil)
    }
}

private final class Probe {
    var touches = 0
    func touch() { touches += 1 }
}
