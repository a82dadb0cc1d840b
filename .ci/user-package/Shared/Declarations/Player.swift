import DelegateProxyKit

/// A player isolated to the main actor, as UIKit's and AppKit's classes are, with a delegate
/// protocol isolated to it too.
@MainActor
final class Player: ReactiveCompatible {
    weak var delegate: (any PlayerDelegate)?

    /// Starts `track` at the volume the delegate chooses (full volume without a delegate).
    func play(_ track: String) -> Double {
        let volume = delegate?.player(self, volumeFor: track) ?? 1
        delegate?.player(self, didStart: track)
        return volume
    }

    func stop() {
        delegate?.playerDidStop(self)
    }

    /// Has the delegate prepare `track` (load it, say) before it plays.
    func prepare(_ track: String) async throws {
        try await delegate?.player(self, prepare: track)
    }
}

/// `player(_:volumeFor:)` has a result and no default: the plugin needs `--default` for it;
/// `player(_:prepare:)` is `async throws`.
@MainActor
protocol PlayerDelegate: AnyObject {
    func player(_ player: Player, didStart track: String)
    func player(_ player: Player, volumeFor track: String) -> Double
    func playerDidStop(_ player: Player)
    func player(_ player: Player, prepare track: String) async throws
}
