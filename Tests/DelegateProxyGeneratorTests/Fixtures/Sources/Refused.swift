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

/// An async method.
public protocol AsyncProbeDelegate: AnyObject {
    func probe(_ probe: Probe, didRead value: Int)
    func probe(_ probe: Probe, confirm value: Int) async -> Bool
}

/// A throwing method.
public protocol ThrowingProbeDelegate: AnyObject {
    func probe(_ probe: Probe, didRead value: Int)
    func probe(_ probe: Probe, validate value: Int) throws
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
