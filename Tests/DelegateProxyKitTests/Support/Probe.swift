import DelegateProxyKit
import TestSupport

/// A delegate protocol with a method of each number of arguments the typed hand-off takes one by
/// one (one to six), without and with a result, for `BorrowedDispatchTests`.
protocol ProbeDelegate: AnyObject {
    func probe(_ probe: Probe)
    func probe(_ probe: Probe, token: Marker)
    func probe(_ probe: Probe, token: Marker, text: String)
    func probe(_ probe: Probe, token: Marker, text: String, number: Int)
    func probe(_ probe: Probe, token: Marker, text: String, number: Int, list: [Marker])
    func probe(_ probe: Probe, token: Marker, text: String, number: Int, list: [Marker], other: Marker?)
    func probeAnswer(_ probe: Probe) -> Marker
    func probeAnswer(_ probe: Probe, token: Marker) -> Marker
    func probeAnswer(_ probe: Probe, token: Marker, text: String) -> Marker
    func probeAnswer(_ probe: Probe, token: Marker, text: String, number: Int) -> Marker
    func probeAnswer(_ probe: Probe, token: Marker, text: String, number: Int, list: [Marker]) -> Marker
    func probeAnswer(_ probe: Probe, token: Marker, text: String, number: Int, list: [Marker], other: Marker?)
        -> Marker
    func probe(_ probe: Probe, large: Large, _ second: Large)
    func probe(_ probe: Probe, held: Held) -> Held
    func probe(_ probe: Probe, pinned: Pinned)
}

/// An object whose lifetime the tests watch: `Marker.alive` counts the live ones.
final class Marker: @unchecked Sendable {  // `id` is immutable; `alive` is guarded by `lock`.
    let id: Int
    private static let lock = TestLock()
    nonisolated(unsafe) private static var count = 0

    init(_ id: Int) {
        self.id = id
        Self.lock.withLock { Self.count += 1 }
    }

    deinit { Self.lock.withLock { Self.count -= 1 } }

    static var alive: Int { lock.withLock { count } }
}

/// Eighty bytes: two of them with the parent are more than the stack room for borrowed arguments.
struct Large: Equatable {
    var first: String
    var second: String
    var third: String
    var fourth: String
    var token: Int
}

/// A struct holding a `weak` reference: its bits cannot move (it is not bitwise takable), so
/// the hand-off copies it instead of lending it.
struct Held {
    weak var token: Marker?
    var label: String
}

/// Not bitwise takable either (its `weak` reference), and holding a token strongly: a copy the
/// hand-off does not destroy keeps the token alive.
struct Pinned {
    weak var watched: Marker?
    var token: Marker
}

final class Probe: HasDelegate, HasAssociatedProxies {
    weak var delegate: (any ProbeDelegate)?
    let associatedProxies = AssociatedProxyStorage()
}

final class ProbeDelegateProxy: DelegateProxy<Probe, any ProbeDelegate>, DelegateProxyType, ProbeDelegate {
    static let one = DelegateMethod("probe(_:)", Probe.self)
    static let two = DelegateMethod("probe(_:token:)", Probe.self, Marker.self)
    static let three = DelegateMethod("probe(_:token:text:)", Probe.self, Marker.self, String.self)
    static let four = DelegateMethod(
        "probe(_:token:text:number:)", Probe.self, Marker.self, String.self, Int.self)
    static let five = DelegateMethod(
        "probe(_:token:text:number:list:)", Probe.self, Marker.self, String.self, Int.self, [Marker].self)
    static let six = DelegateMethod(
        "probe(_:token:text:number:list:other:)", Probe.self, Marker.self, String.self, Int.self,
        [Marker].self,
        Marker?.self)
    static let answerOne = DelegateMethod("probeAnswer(_:)", Probe.self, returns: Marker.self)
    static let answerTwo = DelegateMethod(
        "probeAnswer(_:token:)", Probe.self, Marker.self, returns: Marker.self)
    static let answerThree = DelegateMethod(
        "probeAnswer(_:token:text:)", Probe.self, Marker.self, String.self, returns: Marker.self)
    static let answerFour = DelegateMethod(
        "probeAnswer(_:token:text:number:)", Probe.self, Marker.self, String.self, Int.self,
        returns: Marker.self)
    static let answerFive = DelegateMethod(
        "probeAnswer(_:token:text:number:list:)", Probe.self, Marker.self, String.self, Int.self,
        [Marker].self,
        returns: Marker.self)
    static let answerSix = DelegateMethod(
        "probeAnswer(_:token:text:number:list:other:)", Probe.self, Marker.self, String.self, Int.self,
        [Marker].self, Marker?.self, returns: Marker.self)
    static let large = DelegateMethod("probe(_:large:_:)", Probe.self, Large.self, Large.self)
    static let held = DelegateMethod("probe(_:held:)", Probe.self, Held.self, returns: Held.self)
    static let pinned = DelegateMethod("probe(_:pinned:)", Probe.self, Pinned.self)

    static func registerKnownImplementations() {
        register { ProbeDelegateProxy(parentObject: $0) }
    }

    func probe(_ probe: Probe) {
        dispatch(Self.one, probe) { $0.probe(probe) }
    }

    func probe(_ probe: Probe, token: Marker) {
        dispatch(Self.two, probe, token) { $0.probe(probe, token: token) }
    }

    func probe(_ probe: Probe, token: Marker, text: String) {
        dispatch(Self.three, probe, token, text) { $0.probe(probe, token: token, text: text) }
    }

    func probe(_ probe: Probe, token: Marker, text: String, number: Int) {
        dispatch(Self.four, probe, token, text, number) {
            $0.probe(probe, token: token, text: text, number: number)
        }
    }

    func probe(_ probe: Probe, token: Marker, text: String, number: Int, list: [Marker]) {
        dispatch(Self.five, probe, token, text, number, list) {
            $0.probe(probe, token: token, text: text, number: number, list: list)
        }
    }

    func probe(_ probe: Probe, token: Marker, text: String, number: Int, list: [Marker], other: Marker?) {
        dispatch(Self.six, probe, token, text, number, list, other) {
            $0.probe(probe, token: token, text: text, number: number, list: list, other: other)
        }
    }

    func probeAnswer(_ probe: Probe) -> Marker {
        dispatch(Self.answerOne, probe, default: Marker(-1)) { $0.probeAnswer(probe) }
    }

    func probeAnswer(_ probe: Probe, token: Marker) -> Marker {
        dispatch(Self.answerTwo, probe, token, default: Marker(-2)) { $0.probeAnswer(probe, token: token) }
    }

    func probeAnswer(_ probe: Probe, token: Marker, text: String) -> Marker {
        dispatch(Self.answerThree, probe, token, text, default: Marker(-3)) {
            $0.probeAnswer(probe, token: token, text: text)
        }
    }

    func probeAnswer(_ probe: Probe, token: Marker, text: String, number: Int) -> Marker {
        dispatch(Self.answerFour, probe, token, text, number, default: Marker(-4)) {
            $0.probeAnswer(probe, token: token, text: text, number: number)
        }
    }

    func probeAnswer(_ probe: Probe, token: Marker, text: String, number: Int, list: [Marker]) -> Marker {
        dispatch(Self.answerFive, probe, token, text, number, list, default: Marker(-5)) {
            $0.probeAnswer(probe, token: token, text: text, number: number, list: list)
        }
    }

    func probeAnswer(_ probe: Probe, token: Marker, text: String, number: Int, list: [Marker], other: Marker?)
        -> Marker
    {
        dispatch(Self.answerSix, probe, token, text, number, list, other, default: Marker(-6)) {
            $0.probeAnswer(probe, token: token, text: text, number: number, list: list, other: other)
        }
    }

    func probe(_ probe: Probe, large: Large, _ second: Large) {
        dispatch(Self.large, probe, large, second) { $0.probe(probe, large: large, second) }
    }

    func probe(_ probe: Probe, held: Held) -> Held {
        dispatch(Self.held, probe, held, default: held) { $0.probe(probe, held: held) }
    }

    func probe(_ probe: Probe, pinned: Pinned) {
        dispatch(Self.pinned, probe, pinned) { $0.probe(probe, pinned: pinned) }
    }
}

/// Logs every call and answers with a new token whose id is the call's number of arguments.
final class ProbeLogger: ProbeDelegate {
    var log: [String] = []

    func probe(_ probe: Probe) { log.append("1") }
    func probe(_ probe: Probe, token: Marker) { log.append("2 \(token.id)") }
    func probe(_ probe: Probe, token: Marker, text: String) { log.append("3 \(token.id) \(text)") }
    func probe(_ probe: Probe, token: Marker, text: String, number: Int) {
        log.append("4 \(token.id) \(text) \(number)")
    }
    func probe(_ probe: Probe, token: Marker, text: String, number: Int, list: [Marker]) {
        log.append("5 \(token.id) \(text) \(number) \(list.map(\.id))")
    }
    func probe(_ probe: Probe, token: Marker, text: String, number: Int, list: [Marker], other: Marker?) {
        log.append("6 \(token.id) \(text) \(number) \(list.map(\.id)) \(other?.id ?? 0)")
    }
    func probeAnswer(_ probe: Probe) -> Marker { Marker(1) }
    func probeAnswer(_ probe: Probe, token: Marker) -> Marker { Marker(2) }
    func probeAnswer(_ probe: Probe, token: Marker, text: String) -> Marker { Marker(3) }
    func probeAnswer(_ probe: Probe, token: Marker, text: String, number: Int) -> Marker { Marker(4) }
    func probeAnswer(_ probe: Probe, token: Marker, text: String, number: Int, list: [Marker]) -> Marker {
        Marker(5)
    }
    func probeAnswer(_ probe: Probe, token: Marker, text: String, number: Int, list: [Marker], other: Marker?)
        -> Marker
    { Marker(6) }
    func probe(_ probe: Probe, large: Large, _ second: Large) {
        log.append("large \(large.first) \(second.token)")
    }
    func probe(_ probe: Probe, held: Held) -> Held { Held(token: held.token, label: held.label + "!") }
    func probe(_ probe: Probe, pinned: Pinned) { log.append("pinned \(pinned.token.id)") }
}

/// A probe whose delegate is a logger (keep it: the probe holds it weakly), with its proxy.
func observableProbe() -> (Probe, ProbeLogger, ProbeDelegateProxy) {
    let probe = Probe()
    let logger = ProbeLogger()
    probe.delegate = logger
    return (probe, logger, ProbeDelegateProxy.proxy(for: probe))
}
