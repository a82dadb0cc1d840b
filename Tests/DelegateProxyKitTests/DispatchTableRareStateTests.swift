import TestSupport
import Testing

@testable import DelegateProxyKit

/// A dispatch table makes its rare state (queued deliveries, retired observer lists, the untyped
/// streams' handle) on first need: a table that never needs it has none, and one made during a
/// delivery (the turn held) still queues, retires and frees as before. Serialized: the tests
/// count live tokens.
@Suite(.serialized) struct DispatchTableRareStateTests {
    private func hasRareState(_ proxy: ProbeDelegateProxy) -> Bool {
        proxy.table.withLock { $0.rare != nil }
    }

    @Test func aTableThatNeverNeedsItHasNone() {
        let (probe, logger, proxy) = observableProbe()
        var seen: [Int] = []
        let subscription = proxy.methodInvoked(ProbeDelegateProxy.two).subscribe(onNext: {
            seen.append($0.1.id)
        })
        probe.delegate?.probe(probe, token: Marker(1))
        probe.delegate?.probe(probe, token: Marker(2))
        subscription.dispose()
        #expect(seen == [1, 2])
        #expect(logger.log == ["2 1", "2 2"])
        #expect(!hasRareState(proxy))
        #expect(proxy.table.retiredCount.load(ordering: .relaxed) == 0)
    }

    @Test func aCallQueuedDuringADeliveryMakesItAndIsDeliveredInOrder() {
        let before = Marker.alive
        do {
            let (probe, logger, proxy) = observableProbe()
            var seen: [String] = []
            var rareDuringDelivery: [Bool] = []
            let subscription = proxy.methodInvoked(ProbeDelegateProxy.two).subscribe(onNext: { call in
                seen.append("begin \(call.1.id)")
                if call.1.id < 3 {
                    rareDuringDelivery.append(hasRareState(proxy))
                    // Queued behind this delivery: the first queued call makes the rare state.
                    probe.delegate?.probe(probe, token: Marker(call.1.id + 1))
                    probe.delegate?.probe(probe, token: Marker(call.1.id + 10))
                }
                seen.append("end \(call.1.id)")
            })
            probe.delegate?.probe(probe, token: Marker(1))
            subscription.dispose()
            #expect(
                seen == [
                    "begin 1", "end 1", "begin 2", "end 2", "begin 11", "end 11", "begin 3", "end 3",
                    "begin 12", "end 12",
                ])
            // The forward delegate is called at once, on the calling thread.
            #expect(logger.log == ["2 1", "2 2", "2 11", "2 3", "2 12"])
            #expect(rareDuringDelivery == [false, true])
            #expect(hasRareState(proxy))
            let hasQueued = proxy.table.turn.hasQueued
            #expect(!hasQueued)
        }
        #expect(Marker.alive == before)
    }

    @Test func aListReplacedDuringADeliveryMakesItAndIsFreedWhenTheTurnIsGivenBack() {
        weak var firstHandlerToken: Marker?
        var seen: [String] = []
        let (probe, _, proxy) = observableProbe()
        let later = DisposeBag()
        do {
            let token = Marker(100)
            firstHandlerToken = token
            var first: Disposable?
            first = proxy.methodInvoked(ProbeDelegateProxy.two).subscribe(onNext: { call in
                seen.append("first \(call.1.id) \(token.id)")
                // Both change the published list while this delivery reads it: the old lists are
                // retired, in rare state made now, until the turn is given back.
                proxy.methodInvoked(ProbeDelegateProxy.two)
                    .subscribe(onNext: { seen.append("second \($0.1.id)") })
                    .disposed(by: later)
                first?.dispose()
                first = nil
                seen.append("retired \(proxy.table.retiredCount.load(ordering: .relaxed))")
            })
        }
        #expect(!hasRareState(proxy))
        probe.delegate?.probe(probe, token: Marker(1))
        // The retired lists were freed when the turn was given back: the disposed observer's
        // handler, which held the token, is gone with them.
        #expect(proxy.table.retiredCount.load(ordering: .relaxed) == 0)
        #expect(firstHandlerToken == nil)
        #expect(hasRareState(proxy))
        probe.delegate?.probe(probe, token: Marker(2))
        #expect(seen == ["first 1 100", "retired 2", "second 2"])
    }

    @Test func anUntypedStreamMakesItAndCompletesWithTheProxy() {
        let probe = Probe()
        var events: [String] = []
        var proxy: ProbeDelegateProxy? = ProbeDelegateProxy.proxy(for: probe)
        let stream = proxy!.methodInvoked("probe(_:)")
        #expect(hasRareState(proxy!))
        let subscription = stream.subscribe(
            onNext: { events.append("next \($0.count)") }, onCompleted: { events.append("completed") })
        probe.delegate?.probe(probe)
        // The probe keeps its proxy: replace it so that the proxy goes.
        ProbeDelegateProxy.assignProxy(ProbeDelegateProxy.createProxy(for: probe), toObject: probe)
        probe.delegate = nil
        proxy = nil
        // The stream outlives the proxy: a later subscriber completes at once.
        _ = stream.subscribe(onCompleted: { events.append("later completed") })
        subscription.dispose()
        #expect(events == ["next 1", "completed", "later completed"])
    }
}
