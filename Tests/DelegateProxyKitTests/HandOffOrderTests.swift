import DelegateProxyKit
import TestSupport
import Testing

/// Every kind of hand-off (typed with the arguments lent one by one and as a tuple, untyped,
/// throwing, async; without and with a result) runs one call in the same order: `sentMessage`
/// observers, the forward delegate or the default, `methodInvoked` observers, which see the value
/// returned. Typed and untyped observers of one method are served by the same delivery.
@Suite struct HandOffOrderTests {
    private static let selectors: [DelegateSelector] = [
        "knob(_:didTurn:)", "knob(_:valueAt:)", "knob(_:didSnap:to:)", "knobDidReset(_:)", "knob(_:labelAt:)",
        "knob(_:check:)", "knob(_:settleAt:)",
    ]

    /// Logs both phases of every method, untyped, and the typed `methodInvoked` of the methods
    /// handed off typed.
    private func observeAll(_ proxy: KnobDelegateProxy, log: Log, bag: DisposeBag) {
        for selector in Self.selectors {
            proxy.sentMessage(selector).subscribe(onNext: { log.append("sent \(selector) \($0)") })
                .disposed(by: bag)
            proxy.methodInvoked(selector).subscribe(onNext: { log.append("invoked \(selector) \($0)") })
                .disposed(by: bag)
        }
        proxy.methodInvoked(KnobDelegateProxy.didTurn).subscribe(onNext: { log.append("typed didTurn \($0)") }
        )
        .disposed(by: bag)
        proxy.methodInvoked(KnobDelegateProxy.valueAt)
            .subscribe(onNext: { log.append("typed valueAt \($0.arguments) -> \($0.returnValue)") })
            .disposed(by: bag)
        proxy.methodInvoked(KnobDelegateProxy.didSnap).subscribe(onNext: { log.append("typed didSnap \($0)") }
        )
        .disposed(by: bag)
    }

    /// Calls every method once, logging what the ones with a result return.
    private func callAll(_ proxy: KnobDelegateProxy, _ knob: Knob, log: Log) async throws {
        proxy.knob(knob, didTurn: 1)
        log.append("returned \(proxy.knob(knob, valueAt: 2))")
        proxy.knob(knob, didSnap: 3, to: "c")
        proxy.knobDidReset(knob)
        log.append("returned \(proxy.knob(knob, labelAt: 4))")
        try proxy.knob(knob, check: 5)
        log.append("returned \(await proxy.knob(knob, settleAt: 6))")
    }

    @Test func everyHandOffDeliversSentThenForwardThenInvoked() async throws {
        let log = Log()
        let knob = Knob()
        let proxy = KnobDelegateProxy.proxy(for: knob)
        let logger = KnobLogger(log: log)
        proxy.setForwardToDelegate(logger, retainDelegate: false)
        let bag = DisposeBag()
        observeAll(proxy, log: log, bag: bag)

        try await callAll(proxy, knob, log: log)

        #expect(
            log.all == [
                "sent knob(_:didTurn:) [knob, 1]", "forward didTurn 1", "invoked knob(_:didTurn:) [knob, 1]",
                "typed didTurn (knob, 1)",
                "sent knob(_:valueAt:) [knob, 2]", "forward valueAt 2",
                "invoked knob(_:valueAt:) [knob, 2, 20]",
                "typed valueAt (knob, 2) -> 20", "returned 20",
                "sent knob(_:didSnap:to:) [knob, 3, \"c\"]", "forward didSnap 3 c",
                "invoked knob(_:didSnap:to:) [knob, 3, \"c\"]", "typed didSnap (knob, 3, \"c\")",
                "sent knobDidReset(_:) [knob]", "forward didReset ", "invoked knobDidReset(_:) [knob]",
                "sent knob(_:labelAt:) [knob, 4]", "forward labelAt 4",
                "invoked knob(_:labelAt:) [knob, 4, \"step 4\"]", "returned step 4",
                "sent knob(_:check:) [knob, 5]", "forward check 5", "invoked knob(_:check:) [knob, 5]",
                "sent knob(_:settleAt:) [knob, 6]", "forward settleAt 6",
                "invoked knob(_:settleAt:) [knob, 6, 7]",
                "returned 7",
            ])
        withExtendedLifetime(logger) {}
    }

    @Test func withoutAForwardDelegateTheDefaultsAnswerAndObserversSeeThem() async throws {
        let log = Log()
        let knob = Knob()
        let proxy = KnobDelegateProxy.proxy(for: knob)
        let bag = DisposeBag()
        observeAll(proxy, log: log, bag: bag)

        try await callAll(proxy, knob, log: log)

        #expect(
            log.all == [
                "sent knob(_:didTurn:) [knob, 1]", "invoked knob(_:didTurn:) [knob, 1]",
                "typed didTurn (knob, 1)",
                "sent knob(_:valueAt:) [knob, 2]", "invoked knob(_:valueAt:) [knob, 2, -1]",
                "typed valueAt (knob, 2) -> -1", "returned -1",
                "sent knob(_:didSnap:to:) [knob, 3, \"c\"]", "invoked knob(_:didSnap:to:) [knob, 3, \"c\"]",
                "typed didSnap (knob, 3, \"c\")",
                "sent knobDidReset(_:) [knob]", "invoked knobDidReset(_:) [knob]",
                "sent knob(_:labelAt:) [knob, 4]", "invoked knob(_:labelAt:) [knob, 4, \"none\"]",
                "returned none",
                "sent knob(_:check:) [knob, 5]", "invoked knob(_:check:) [knob, 5]",
                "sent knob(_:settleAt:) [knob, 6]", "invoked knob(_:settleAt:) [knob, 6, -1]", "returned -1",
            ])
    }

    @Test func aMethodInvokedObserverTheForwardDelegateSubscribesSeesThatCallReturn() async throws {
        let log = Log()
        let knob = Knob()
        let proxy = KnobDelegateProxy.proxy(for: knob)
        let logger = KnobLogger(log: log)
        proxy.setForwardToDelegate(logger, retainDelegate: true)
        let bag = DisposeBag()
        // Observed before the calls, so that each finds its method's slot observed.
        for selector in Self.selectors {
            proxy.sentMessage(selector).subscribe().disposed(by: bag)
        }
        logger.onCall = { method in
            let selector = Self.selectors.first { $0.name.lowercased().contains(method.lowercased()) }!
            proxy.methodInvoked(selector).subscribe(onNext: { log.append("late \(selector) \($0)") })
                .disposed(by: bag)
        }

        try await callAll(proxy, knob, log: log)

        #expect(
            log.all == [
                "forward didTurn 1", "late knob(_:didTurn:) [knob, 1]",
                "forward valueAt 2", "late knob(_:valueAt:) [knob, 2, 20]", "returned 20",
                "forward didSnap 3 c", "late knob(_:didSnap:to:) [knob, 3, \"c\"]",
                "forward didReset ", "late knobDidReset(_:) [knob]",
                "forward labelAt 4", "late knob(_:labelAt:) [knob, 4, \"step 4\"]", "returned step 4",
                "forward check 5", "late knob(_:check:) [knob, 5]",
                "forward settleAt 6", "late knob(_:settleAt:) [knob, 6, 7]", "returned 7",
            ])
    }

    @Test func aThrowingForwardDelegateSkipsMethodInvokedAndReachesTheCaller() throws {
        let log = Log()
        let knob = Knob()
        let proxy = KnobDelegateProxy.proxy(for: knob)
        proxy.setForwardToDelegate(KnobLogger(log: log), retainDelegate: true)
        let bag = DisposeBag()
        observeAll(proxy, log: log, bag: bag)

        #expect(throws: KnobError.self) { try proxy.knob(knob, check: -1) }
        try proxy.knob(knob, check: 1)

        #expect(
            log.all == [
                "sent knob(_:check:) [knob, -1]", "forward check -1",
                "sent knob(_:check:) [knob, 1]", "forward check 1", "invoked knob(_:check:) [knob, 1]",
            ])
    }
}
