// Fixture source of the generator's golden and bad-input tests: compiled into the module
// `Fixtures` by Scripts/refresh-generator-goldens.sh, never by the package. Protocols isolated to
// a global actor, and parents that are or are not.

/// A player on the main actor, as UI objects are.
@MainActor public final class Player {
    /// Hears about the player on the main actor.
    public weak var delegate: (any PlayerDelegate)?
    /// A player without a delegate.
    public init() {}
}

/// A main-actor protocol: a method without a result, one with a result the protocol answers, one
/// the generator needs `--default` for, and one that is explicitly `nonisolated`.
@MainActor public protocol PlayerDelegate: AnyObject {
    func player(_ player: Player, didChangeRate rate: Double)
    func player(_ player: Player, shouldPlay item: String) -> Bool
    func player(_ player: Player, volumeFor item: String) -> Double
    nonisolated func playerDidReceiveMemoryWarning(_ player: Player)
}

extension PlayerDelegate {
    /// Plays everything.
    public func player(_ player: Player, shouldPlay item: String) -> Bool { true }
}

/// An actor for audio work, as a user declares one.
@globalActor public actor AudioActor {
    /// The actor.
    public static let shared = AudioActor()
}

/// A speaker isolated to the audio actor.
@AudioActor public final class Speaker {
    /// Hears about the speaker on the audio actor.
    public weak var delegate: (any SpeakerDelegate)?
    /// A speaker without a delegate.
    public init() {}
}

/// A protocol isolated to a global actor of the user's own.
@AudioActor public protocol SpeakerDelegate: AnyObject {
    func speaker(_ speaker: Speaker, didSetVolume volume: Double)
}

/// A parent that is not isolated, with a main-actor delegate.
public final class Screen: @unchecked Sendable {
    /// Hears about the screen on the main actor.
    public weak var delegate: (any ScreenDelegate)?
    /// A screen without a delegate.
    public init() {}
}

/// A main-actor protocol whose parent is not isolated.
@MainActor public protocol ScreenDelegate: AnyObject {
    func screen(_ screen: Screen, didChangeBrightness brightness: Double)
}
