import DelegateProxyKit

/// A thermostat that reports to its delegate and asks it what to do; its proxy is generated
/// (DelegateProxies/ThermostatDelegateProxy.swift).
final class Thermostat: HasAssociatedProxies, ReactiveCompatible {
    let associatedProxies = AssociatedProxyStorage()
    weak var delegate: (any ThermostatDelegate)?
    private(set) var temperature: Double = 18

    /// Heats towards the delegate's target for `room`, if the delegate agrees; returns the new temperature.
    func adjust(room: String) -> Double {
        let target = delegate?.thermostat(self, targetFor: room) ?? temperature
        if delegate?.thermostat(self, shouldHeatTo: target) ?? true {
            temperature = target
            delegate?.thermostat(self, didChangeTemperature: target)
        }
        return temperature
    }

    func start() {
        delegate?.thermostatDidStart(self)
    }

    func fail(_ error: any Error, attempts: Int) {
        delegate?.thermostat(self, didFail: error, after: attempts)
    }
}

/// Methods without a result (one with a default), a method with a result and a default
/// implementation, one with a result and none (its proxy answers `--default`).
protocol ThermostatDelegate: AnyObject {
    func thermostatDidStart(_ thermostat: Thermostat)
    func thermostat(_ thermostat: Thermostat, didChangeTemperature celsius: Double)
    func thermostat(_ thermostat: Thermostat, didFail error: any Error, after attempts: Int)
    func thermostat(_ thermostat: Thermostat, shouldHeatTo celsius: Double) -> Bool
    func thermostat(_ thermostat: Thermostat, targetFor room: String) -> Double
}

extension ThermostatDelegate {
    func thermostatDidStart(_ thermostat: Thermostat) {}

    /// Heating above 25 °C is refused unless a delegate says otherwise.
    func thermostat(_ thermostat: Thermostat, shouldHeatTo celsius: Double) -> Bool { celsius <= 25 }
}
