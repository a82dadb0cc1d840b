// Fixture source of the generator's golden and bad-input tests: compiled into the module
// `Fixtures` by Scripts/refresh-generator-goldens.sh, never by the package. Each protocol has one
// requirement the generator cannot wrap, and no default for it.

/// The parent of the refused protocols.
public final class Probe {
    /// One of the refused protocols' conformers.
    public weak var delegate: AnyObject?
    /// A probe without a delegate.
    public init() {}
}

/// A generic method.
public protocol GenericProbeDelegate: AnyObject {
    func probe(_ probe: Probe, didRead value: Int)
    func probe<T>(_ probe: Probe, didDecode value: T)
}

/// A rethrowing method.
public protocol RethrowingProbeDelegate: AnyObject {
    func probe(_ probe: Probe, didRead value: Int)
    func probe(_ probe: Probe, convert value: Int, with transform: (Int) throws -> Int) rethrows -> Int
}

/// What `TypedThrowsProbeDelegate` throws.
public struct ProbeError: Error {}

/// A method with typed throws.
public protocol TypedThrowsProbeDelegate: AnyObject {
    func probe(_ probe: Probe, didRead value: Int)
    func probe(_ probe: Probe, validate value: Int) async throws(ProbeError) -> Bool
}

/// A static method.
public protocol StaticProbeDelegate: AnyObject {
    func probe(_ probe: Probe, didRead value: Int)
    static func probeDidLoad()
}

/// A property.
public protocol PropertyProbeDelegate: AnyObject {
    func probe(_ probe: Probe, didRead value: Int)
    var threshold: Int { get }
}

/// A subscript.
public protocol SubscriptProbeDelegate: AnyObject {
    func probe(_ probe: Probe, didRead value: Int)
    subscript(channel: Int) -> Int { get }
}

/// An associated type.
public protocol AssociatedProbeDelegate: AnyObject {
    associatedtype Reading
    func probe(_ probe: Probe, didRead value: Int)
}

/// An inout parameter.
public protocol InoutProbeDelegate: AnyObject {
    func probe(_ probe: Probe, didRead value: Int)
    func probe(_ probe: Probe, adjust value: inout Int)
}

/// A requirement with a result and no default: refused without `--default`.
public protocol AnsweringProbeDelegate: AnyObject {
    func probe(_ probe: Probe, limitFor channel: Int) -> Int
}

/// A name `OtherFixtures` declares too.
public protocol SharedDelegate: AnyObject {
    func probe(_ probe: Probe, didRead value: Int)
}

/// A protocol whose conformers are actors: isolated to an actor instance.
public protocol ActorProbeDelegate: Actor {
    func probe(_ probe: Probe, didRead value: Int)
}

/// A method isolated to the actor it is given.
public protocol IsolatedParameterProbeDelegate: AnyObject {
    func probe(_ probe: Probe, didRead value: Int)
    func probe(_ probe: Probe, on actor: isolated AudioActor)
}
