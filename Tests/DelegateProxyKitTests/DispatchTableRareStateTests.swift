import TestSupport
import Testing

@testable import DelegateProxyKit

/// A dispatch table makes its rare state (queued deliveries, retired observer lists, the untyped
/// streams' handle) on first need: a table that never needs it has none, and one made during a
/// delivery (the turn held) still queues, retires and frees as before. The calls carry `Large`
/// values, not `Marker`s, whose live count other suites check while these run.
@Suite struct DispatchTableRareStateTests {
    private final class Token {}

    private func hasRareState(_ proxy: ProbeDelegateProxy) -> Bool {
        proxy.table.withLock { $0.rare != nil }
    }

    /// Calls the probe's delegate with `number` in the last argument.
    private func call(_ probe: Probe, _ number: Int) {
        let value = Large(first: "a", second: "b", third: "c", fourth: "d", token: number)
        probe.delegate?.probe(probe, large: value, value)
    }

    @Test func aTableThatNeverNeedsItHasNone() {
        let (probe, logger, proxy) = observableProbe()
        var seen: [Int] = []
        let subscription = proxy.methodInvoked(ProbeDelegateProxy.large).subscribe(onNext: {
            seen.append($0.2.token)
        })
        call(probe, 1)
        call(probe, 2)
        subscription.dispose()
        #expect(seen == [1, 2])
        #expect(logger.log == ["large a 1", "large a 2"])
        #expect(!hasRareState(proxy))
        #expect(proxy.table.retiredCount.load(ordering: .relaxed) == 0)
    }

    @Test func aCallQueuedDuringADeliveryMakesItAndIsDeliveredInOrder() {
        let (probe, logger, proxy) = observableProbe()
        var seen: [String] = []
        var rareDuringDelivery: [Bool] = []
        let subscription = proxy.methodInvoked(ProbeDelegateProxy.large).subscribe(onNext: { arguments in
            let number = arguments.2.token
            seen.append("begin \(number)")
            if number < 3 {
                rareDuringDelivery.append(hasRareState(proxy))
                // Queued behind this delivery: the first queued call makes the rare state.
                call(probe, number + 1)
                call(probe, number + 10)
            }
            seen.append("end \(number)")
        })
        call(probe, 1)
        subscription.dispose()
        #expect(
            seen == [
                "begin 1", "end 1", "begin 2", "end 2", "begin 11", "end 11", "begin 3", "end 3",
                "begin 12", "end 12",
            ])
        // The forward delegate is called at once, on the calling thread.
        #expect(logger.log == ["large a 1", "large a 2", "large a 11", "large a 3", "large a 12"])
        #expect(rareDuringDelivery == [false, true])
        #expect(hasRareState(proxy))
        let hasQueued = proxy.table.turn.hasQueued
        #expect(!hasQueued)
    }

    @Test func aListReplacedDuringADeliveryMakesItAndIsFreedWhenTheTurnIsGivenBack() {
        weak var firstHandlerToken: Token?
        var seen: [String] = []
        let (probe, _, proxy) = observableProbe()
        let later = DisposeBag()
        do {
            let token = Token()
            firstHandlerToken = token
            var first: Disposable?
            first = proxy.methodInvoked(ProbeDelegateProxy.large).subscribe(onNext: { arguments in
                withExtendedLifetime(token) { seen.append("first \(arguments.2.token)") }
                // Both change the published list while this delivery reads it: the old lists are
                // retired, in rare state made now, until the turn is given back.
                proxy.methodInvoked(ProbeDelegateProxy.large)
                    .subscribe(onNext: { seen.append("second \($0.2.token)") })
                    .disposed(by: later)
                first?.dispose()
                first = nil
                seen.append("retired \(proxy.table.retiredCount.load(ordering: .relaxed))")
            })
        }
        #expect(!hasRareState(proxy))
        call(probe, 1)
        // The retired lists were freed when the turn was given back: the disposed observer's
        // handler, which held the token, is gone with them.
        #expect(proxy.table.retiredCount.load(ordering: .relaxed) == 0)
        #expect(firstHandlerToken == nil)
        #expect(hasRareState(proxy))
        call(probe, 2)
        #expect(seen == ["first 1", "retired 2", "second 2"])
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
