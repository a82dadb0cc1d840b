import TestSupport
import Testing

@testable import DelegateProxyKit

/// A proxy that lists no selectors: descriptors find their slots, made on first use, and methods
/// take any number of arguments.
@Suite struct SlotsOnFirstUseTests {
    @Test func typedStreamsOfAProxyListingNoSelectorsSeeEveryPhaseInOrder() {
        let meter = Meter()
        let logger = MeterLogger()
        meter.delegate = logger
        let proxy = MeterDelegateProxy.proxy(for: meter)
        var log: [String] = []
        let bag = DisposeBag()
        proxy.sentMessage(MeterDelegateProxy.didRead)
            .subscribe(onNext: { _, a, b, c, d, e, f in log.append("sent \(a) \(b) \(c) \(d) \(e) \(f)") })
            .disposed(by: bag)
        proxy.methodInvoked(MeterDelegateProxy.didRead)
            .subscribe(onNext: { arguments, _ in log.append("invoked \(arguments.1)") })
            .disposed(by: bag)
        meter.read(1, 2, 3)
        log += logger.log
        #expect(log == ["sent 1 2 3 d e 0.5", "invoked 1", "didRead 1 2 3 d e 0.5"])
    }

    @Test func anUnobservedUntypedMethodReachesTheForwardDelegateWhileOthersAreObserved() {
        let meter = Meter()
        let logger = MeterLogger()
        meter.delegate = logger
        let proxy = MeterDelegateProxy.proxy(for: meter)
        let bag = DisposeBag()
        // The proxy has an observer, but not of `meterDidStop(_:)`, whose hand-off is untyped.
        proxy.methodInvoked(MeterDelegateProxy.didRead).subscribe().disposed(by: bag)
        meter.stop()
        meter.read(1, 2, 3)
        meter.stop()
        #expect(logger.log == ["didStop", "didRead 1 2 3 d e 0.5", "didStop"])
    }

    @Test func aMethodWithAResultAndFiveArgumentsIsObservedWithItsAnswer() {
        let meter = Meter()
        let proxy = MeterDelegateProxy.proxy(for: meter)
        let recorder = Recorder<String>()
        _ = proxy.methodInvoked(MeterDelegateProxy.scale)
            .map { arguments, result in
                "\(arguments.1) \(arguments.2) \(arguments.3) \(arguments.4) -> \(result)"
            }
            .subscribe(recorder)
        let defaulted = meter.scale(1, by: 2)
        let logger = MeterLogger()
        proxy.setForwardToDelegate(logger, retainDelegate: false)
        let answered = meter.scale(1, by: 2)
        #expect(defaulted == 0)
        #expect(answered == 12)
        #expect(recorder.events == [.next("1 2 3 2.0 -> 0.0"), .next("1 2 3 2.0 -> 12.0")])
        #expect(logger.log == ["scale 1 2 3 2.0"])
    }

    @Test func untypedStreamOfASelectorNotYetCalledReceivesItsCallsOnceTheyCome() {
        let meter = Meter()
        let proxy = MeterDelegateProxy.proxy(for: meter)
        let recorder = Recorder<Int>()
        // Asked for before any call: the proxy cannot know yet that it dispatches it.
        _ = proxy.methodInvoked("meter(_:didRead:_:_:_:_:f:)")
            .map { try castOrThrow(Int.self, $0[3]) }
            .subscribe(recorder)
        let stops = Recorder<Int>()
        _ = proxy.sentMessage("meterDidStop(_:)").map(\.count).subscribe(stops)
        meter.read(4, 5, 6)
        meter.stop()
        #expect(recorder.events == [.next(6)])
        #expect(stops.events == [.next(1)])
        #expect(proxy.methodInvoked("meterDidStop(_:)") === proxy.methodInvoked("meterDidStop(_:)"))
    }

    @Test func untypedAndTypedObserversOfOneMethodShareItsSlot() {
        let meter = Meter()
        let proxy = MeterDelegateProxy.proxy(for: meter)
        var log: [String] = []
        let bag = DisposeBag()
        proxy.methodInvoked("meter(_:didRead:_:_:_:_:f:)")
            .subscribe(onNext: { log.append("untyped \($0.count)") })
            .disposed(by: bag)
        proxy.methodInvoked(MeterDelegateProxy.didRead)
            .subscribe(onNext: { arguments, _ in log.append("typed \(arguments.6)") })
            .disposed(by: bag)
        meter.read(7, 8, 9)
        #expect(log == ["untyped 7", "typed 0.5"])
    }

    @Test func aNameThatCannotBeAMethodIsAnErrorEvent() {
        let proxy = MeterDelegateProxy.proxy(for: Meter())
        let recorder = Recorder<Int>()
        _ = proxy.methodInvoked("meterDidStop").map(\.count).subscribe(recorder)
        #expect(
            recorder.events == [
                .error(
                    "MeterDelegateProxy does not dispatch `meterDidStop`. Selectors it dispatches: none listed "
                        + "(spell a selector as `#function` spells the method, such as `parser(_:foundCharacters:)`)."
                )
            ])
    }
}
