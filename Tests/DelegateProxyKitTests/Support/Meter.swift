import DelegateProxyKit
import TestSupport

/// A delegate protocol whose proxy lists no selectors and whose methods take many arguments.
protocol MeterDelegate: AnyObject {
    func meter(_ meter: Meter, didRead a: Int, _ b: Int, _ c: Int, _ d: String, _ e: String, f: Double)
    func meter(_ meter: Meter, scale a: Int, _ b: Int, _ c: Int, by factor: Double) -> Double
    func meterDidStop(_ meter: Meter)
}

final class Meter: HasDelegate {
    weak var delegate: (any MeterDelegate)?

    func read(_ values: Int...) {
        delegate?.meter(self, didRead: values[0], values[1], values[2], "d", "e", f: 0.5)
    }
    func scale(_ value: Int, by factor: Double) -> Double? {
        delegate?.meter(self, scale: value, value + 1, value + 2, by: factor)
    }
    func stop() { delegate?.meterDidStop(self) }
}

/// No `selectors` override and the short initializer: slots are made on first use.
final class MeterDelegateProxy: DelegateProxy<Meter, any MeterDelegate>, DelegateProxyType, MeterDelegate {
    static let didRead = DelegateMethod(
        "meter(_:didRead:_:_:_:_:f:)", Meter.self, Int.self, Int.self, Int.self, String.self, String.self,
        Double.self)
    static let scale = DelegateMethod(
        "meter(_:scale:_:_:by:)", Meter.self, Int.self, Int.self, Int.self, Double.self, returns: Double.self)
    static let didStop = DelegateMethod("meterDidStop(_:)", Meter.self)

    static func registerKnownImplementations() {
        register { MeterDelegateProxy(parentObject: $0) }
    }

    func meter(_ meter: Meter, didRead a: Int, _ b: Int, _ c: Int, _ d: String, _ e: String, f: Double) {
        dispatch(Self.didRead, (meter, a, b, c, d, e, f)) { $0.meter(meter, didRead: a, b, c, d, e, f: f) }
    }

    func meter(_ meter: Meter, scale a: Int, _ b: Int, _ c: Int, by factor: Double) -> Double {
        dispatch(Self.scale, meter, a, b, c, factor, default: 0) {
            $0.meter(meter, scale: a, b, c, by: factor)
        }
    }

    func meterDidStop(_ meter: Meter) {
        dispatch([meter]) { $0.meterDidStop(meter) }
    }
}

/// Answers `scale` with the sum of its arguments times the factor and logs every call.
final class MeterLogger: MeterDelegate {
    var log: [String] = []

    func meter(_ meter: Meter, didRead a: Int, _ b: Int, _ c: Int, _ d: String, _ e: String, f: Double) {
        log.append("didRead \(a) \(b) \(c) \(d) \(e) \(f)")
    }
    func meter(_ meter: Meter, scale a: Int, _ b: Int, _ c: Int, by factor: Double) -> Double {
        log.append("scale \(a) \(b) \(c) \(factor)")
        return Double(a + b + c) * factor
    }
    func meterDidStop(_ meter: Meter) { log.append("didStop") }
}
