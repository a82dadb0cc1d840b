// Fixture source of the generator's golden tests: compiled into the module `MainActorFixtures`
// with default main-actor isolation by Scripts/refresh-generator-goldens.sh, never by the
// package. Nothing here says `@MainActor`: the target's default isolates it.

/// A thermostat, isolated to the main actor by the target's default.
public final class Thermostat {
    /// Hears about the thermostat.
    public weak var delegate: (any ThermostatDelegate)?
    /// A thermostat without a delegate.
    public init() {}
}

/// A plain protocol, isolated to the main actor by the target's default.
public protocol ThermostatDelegate: AnyObject {
    func thermostat(_ thermostat: Thermostat, didReach celsius: Double)
    func thermostat(_ thermostat: Thermostat, shouldHeatTo celsius: Double) -> Bool
}
