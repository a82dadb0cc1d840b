// What Graphs/HandWritten.symbols.json describes, for Scripts/refresh-generator-goldens.sh to
// type-check the golden against; never compiled by the package. The graph is written by hand
// because its requirements are optional (`optionalRequirementOf`), which only an @objc protocol
// has, and there is no Objective-C runtime on Linux; here they are plain requirements.

/// A lamp.
public final class Lamp {
    /// Hears about the lamp.
    public weak var delegate: (any LampDelegate)?
    /// A lamp without a delegate.
    public init() {}
}

/// Optional requirements in the graph.
public protocol LampDelegate: AnyObject {
    /// Turned on.
    func lampDidTurnOn(_ lamp: Lamp)
    /// The brightness for a room.
    func lamp(_ lamp: Lamp, brightnessFor room: String) -> Double
}
