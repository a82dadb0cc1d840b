// Fixture source of the generator's bad-input tests: compiled into the module `OtherFixtures`
// by Scripts/refresh-generator-goldens.sh, never by the package.

/// The parent of `OtherFixtures.SharedDelegate`.
public final class Sensor {
    /// Hears about the sensor.
    public weak var delegate: (any SharedDelegate)?
    /// A sensor without a delegate.
    public init() {}
}

/// A name `Fixtures` declares too.
public protocol SharedDelegate: AnyObject {
    func sensor(_ sensor: Sensor, didMeasure value: Double)
}
