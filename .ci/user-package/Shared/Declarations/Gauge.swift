import DelegateProxyKit

/// A gauge that asks its delegate whether to accept a reading and tells it what it read: a plain
/// protocol and a parent the user owns, as README's "Wrap a delegate" has them.
final class Gauge: ReactiveCompatible {
    weak var delegate: (any GaugeDelegate)?

    /// Offers `value` to the delegate and reports it if accepted.
    func read(_ value: Double) {
        if delegate?.gauge(self, shouldAccept: value) ?? true {
            delegate?.gauge(self, didRead: value)
        }
    }

    func reset() {
        delegate?.gaugeDidReset(self)
    }
}

/// A method with an argument, one with only the parent, one with a result the protocol answers.
protocol GaugeDelegate: AnyObject {
    func gauge(_ gauge: Gauge, didRead value: Double)
    func gaugeDidReset(_ gauge: Gauge)
    func gauge(_ gauge: Gauge, shouldAccept value: Double) -> Bool
}

extension GaugeDelegate {
    func gaugeDidReset(_ gauge: Gauge) {}

    /// Negative readings are refused unless a delegate says otherwise.
    func gauge(_ gauge: Gauge, shouldAccept value: Double) -> Bool { value >= 0 }
}
