import DelegateProxyKit
import TestSupport

/// A delegate protocol with one method for each kind of hand-off, for `HandOffOrderTests`: typed
/// (arguments lent, one by one and as a tuple), untyped (`[Any]`), throwing and async, each
/// without and with a result where it has both.
protocol KnobDelegate: AnyObject {
    func knob(_ knob: Knob, didTurn step: Int)
    func knob(_ knob: Knob, valueAt step: Int) -> Int
    func knob(_ knob: Knob, didSnap step: Int, to mark: String)
    func knobDidReset(_ knob: Knob)
    func knob(_ knob: Knob, labelAt step: Int) -> String
    func knob(_ knob: Knob, check step: Int) throws
    func knob(_ knob: Knob, settleAt step: Int) async -> Int
}

struct KnobError: Error {}

final class Knob: HasDelegate, CustomStringConvertible {
    weak var delegate: (any KnobDelegate)?
    var description: String { "knob" }
}

final class KnobDelegateProxy: DelegateProxy<Knob, any KnobDelegate>, DelegateProxyType, KnobDelegate {
    static let didTurn = DelegateMethod("knob(_:didTurn:)", Knob.self, Int.self)
    static let valueAt = DelegateMethod("knob(_:valueAt:)", Knob.self, Int.self, returns: Int.self)
    static let didSnap = DelegateMethod("knob(_:didSnap:to:)", Knob.self, Int.self, String.self)
    static let check = DelegateMethod("knob(_:check:)", Knob.self, Int.self)
    static let settleAt = DelegateMethod("knob(_:settleAt:)", Knob.self, Int.self, returns: Int.self)

    static func registerKnownImplementations() {
        register { KnobDelegateProxy(parentObject: $0) }
    }

    func knob(_ knob: Knob, didTurn step: Int) {
        dispatch(Self.didTurn, knob, step) { $0.knob(knob, didTurn: step) }
    }

    func knob(_ knob: Knob, valueAt step: Int) -> Int {
        dispatch(Self.valueAt, knob, step, default: -1) { $0.knob(knob, valueAt: step) }
    }

    func knob(_ knob: Knob, didSnap step: Int, to mark: String) {
        dispatch(Self.didSnap, (knob, step, mark)) { $0.knob(knob, didSnap: step, to: mark) }
    }

    func knobDidReset(_ knob: Knob) {
        dispatch([knob]) { $0.knobDidReset(knob) }
    }

    func knob(_ knob: Knob, labelAt step: Int) -> String {
        dispatch([knob, step], default: "none") { $0.knob(knob, labelAt: step) }
    }

    func knob(_ knob: Knob, check step: Int) throws {
        try dispatch(Self.check, arguments: (knob, step)) { try $0.knob(knob, check: step) }
    }

    func knob(_ knob: Knob, settleAt step: Int) async -> Int {
        await dispatch(Self.settleAt, arguments: (knob, step), default: -1) {
            await $0.knob(knob, settleAt: step)
        }
    }
}

/// Logs every call; `onCall` runs first, with the method's name.
final class KnobLogger: KnobDelegate {
    let log: Log
    var onCall: (String) -> Void = { _ in }

    init(log: Log) { self.log = log }

    private func call(_ method: String, _ detail: String) {
        onCall(method)
        log.append("forward \(method) \(detail)")
    }

    func knob(_ knob: Knob, didTurn step: Int) { call("didTurn", "\(step)") }
    func knob(_ knob: Knob, valueAt step: Int) -> Int {
        call("valueAt", "\(step)")
        return step * 10
    }
    func knob(_ knob: Knob, didSnap step: Int, to mark: String) { call("didSnap", "\(step) \(mark)") }
    func knobDidReset(_ knob: Knob) { call("didReset", "") }
    func knob(_ knob: Knob, labelAt step: Int) -> String {
        call("labelAt", "\(step)")
        return "step \(step)"
    }
    func knob(_ knob: Knob, check step: Int) throws {
        call("check", "\(step)")
        if step < 0 { throw KnobError() }
    }
    func knob(_ knob: Knob, settleAt step: Int) async -> Int {
        call("settleAt", "\(step)")
        return step + 1
    }
}
