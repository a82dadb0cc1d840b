import DelegateProxyKit

/// A jukebox on the main actor, as UI objects are, with a main-actor delegate; its proxy is
/// generated (DelegateProxies/JukeboxDelegateProxy.swift) and gives it `rx` (it does not declare
/// `ReactiveCompatible` itself).
@MainActor final class Jukebox: HasAssociatedProxies {
    // Nonisolated: the storage guards itself, and the proxy runtime reads it from its own code.
    nonisolated let associatedProxies = AssociatedProxyStorage()
    weak var delegate: (any JukeboxDelegate)?

    /// Plays `track` if the delegate agrees, at the volume it chooses; returns that volume, or
    /// `nil` when it does not play.
    func play(_ track: String) -> Double? {
        guard delegate?.jukebox(self, shouldPlay: track) ?? true else { return nil }
        let volume = delegate?.jukebox(self, volumeFor: track) ?? 1
        delegate?.jukebox(self, didPlay: track, at: volume)
        return volume
    }
}

/// A main-actor protocol: a method without a result, one with a result and a default
/// implementation, one with a result and none (its proxy answers `--default`).
@MainActor protocol JukeboxDelegate: AnyObject {
    func jukebox(_ jukebox: Jukebox, didPlay track: String, at volume: Double)
    func jukebox(_ jukebox: Jukebox, shouldPlay track: String) -> Bool
    func jukebox(_ jukebox: Jukebox, volumeFor track: String) -> Double
}

extension JukeboxDelegate {
    func jukebox(_ jukebox: Jukebox, shouldPlay track: String) -> Bool { !track.isEmpty }
}
