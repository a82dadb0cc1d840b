import Synchronization
import Testing

@testable import DelegateProxyKit

/// When a proxy class is asked its `selectors`: not when its proxies are made, but the first time
/// one of them needs the list (an untyped stream asked for, a proxy with observers released), once
/// per class.
@Suite struct ListedSelectorsTests {
    @Test func makingProxiesDoesNotAskTheClassItsSelectors() {
        let dials = (0..<3).map { _ in Dial() }
        let proxies = dials.map { FirstDialProxy.proxy(for: $0) }
        #expect(proxies.count == 3)
        #expect(FirstDialProxy.asked.load(ordering: .relaxed) == 0)

        var errors: [String] = []
        _ = proxies[0].methodInvoked("dial(_:didTurnTo:)").subscribe(onError: { errors.append("\($0)") })
        #expect(FirstDialProxy.asked.load(ordering: .relaxed) == 1)
        _ = proxies[1].methodInvoked("dial(_:didTurnTo:)").subscribe(onError: { errors.append("\($0)") })
        _ = proxies[2].sentMessage("dial(_:unknown:)").subscribe(onError: { errors.append("\($0)") })
        #expect(FirstDialProxy.asked.load(ordering: .relaxed) == 1)
        #expect(
            errors == [
                "FirstDialProxy does not dispatch `dial(_:unknown:)`. Selectors it dispatches: "
                    + "dial(_:didTurnTo:), dialDidStop(_:)."
            ])
    }

    @Test func aProxyReleasedWithObserversCompletesItsStreamsInTheOrderListed() {
        var events: [String] = []
        do {
            let dial = Dial()
            let proxy = SecondDialProxy.proxy(for: dial)
            // Observed in the order opposite to the list's.
            _ = proxy.methodInvoked(SecondDialProxy.didTurn)
                .subscribe(
                    onNext: { _ in events.append("turn") }, onCompleted: { events.append("turn completed") })
            _ = proxy.methodInvoked(SecondDialProxy.didStop)
                .subscribe(
                    onNext: { _ in events.append("stop") }, onCompleted: { events.append("stop completed") })
            dial.delegate?.dial(dial, didTurnTo: 1)
            #expect(SecondDialProxy.asked.load(ordering: .relaxed) == 0)
        }
        #expect(SecondDialProxy.asked.load(ordering: .relaxed) == 1)
        #expect(events == ["turn", "stop completed", "turn completed"])
    }
}

private protocol DialDelegate: AnyObject {
    func dial(_ dial: Dial, didTurnTo angle: Int)
    func dialDidStop(_ dial: Dial)
}

private final class Dial: HasDelegate, HasAssociatedProxies {
    weak var delegate: (any DialDelegate)?
    let associatedProxies = AssociatedProxyStorage()
}

/// A proxy that counts how often its class is asked its selectors; each test has a class (and a
/// family) of its own.
private class CountingDialProxy: DelegateProxy<Dial, any DialDelegate>, DialDelegate {
    static let didTurn = DelegateMethod("dial(_:didTurnTo:)", Dial.self, Int.self)
    static let didStop = DelegateMethod("dialDidStop(_:)", Dial.self)

    func dial(_ dial: Dial, didTurnTo angle: Int) {
        dispatch(Self.didTurn, dial, angle) { $0.dial(dial, didTurnTo: angle) }
    }

    func dialDidStop(_ dial: Dial) {
        dispatch(Self.didStop, dial) { $0.dialDidStop(dial) }
    }
}

private final class FirstDialProxy: CountingDialProxy, DelegateProxyType {
    static let asked = Atomic<Int>(0)
    static var identifier: ObjectIdentifier { ObjectIdentifier(Self.self) }

    override class var selectors: [DelegateSelector] {
        asked.add(1, ordering: .relaxed)
        return [didTurn.selector, didStop.selector]
    }

    static func registerKnownImplementations() {
        register { FirstDialProxy(parentObject: $0) }
    }
}

private final class SecondDialProxy: CountingDialProxy, DelegateProxyType {
    static let asked = Atomic<Int>(0)
    static var identifier: ObjectIdentifier { ObjectIdentifier(Self.self) }

    override class var selectors: [DelegateSelector] {
        asked.add(1, ordering: .relaxed)
        return [didStop.selector, didTurn.selector]
    }

    static func registerKnownImplementations() {
        register { SecondDialProxy(parentObject: $0) }
    }
}
