// Fixture source of the generator's golden tests: compiled into the module `Fixtures` by
// Scripts/refresh-generator-goldens.sh, never by the package.

/// A mixer that gets its channels from a data source.
public final class Mixer {
    /// Gives the channels.
    public weak var dataSource: (any MixerDataSource)?
    /// A mixer without a data source.
    public init() {}
}

/// What every mixer client hears: inherited by `MixerDataSource`.
public protocol MixerObserver: AnyObject, Sendable {
    func mixerDidReload(_ mixer: Mixer)
}

/// Labels that need the next label to be unique (`shouldMute…`), overloads by label
/// (`volumeForChannelAt` / `volumeForChannelNamed`), overloads by type only (`didSelect`: forwarded,
/// not observed), a method without the parent, a parameter named by a keyword, an inherited
/// protocol, `Sendable`.
public protocol MixerDataSource: MixerObserver {
    func numberOfChannels(in mixer: Mixer) -> Int
    func mixer(_ mixer: Mixer, volumeForChannelAt index: Int) -> Float
    func mixer(_ mixer: Mixer, volumeForChannelNamed name: String) -> Float
    func mixer(_ mixer: Mixer, shouldMute channel: Int, at time: Double) -> Bool
    func mixer(_ mixer: Mixer, shouldMute channel: Int, during range: ClosedRange<Double>) -> Bool
    func mixer(_ mixer: Mixer, didSelect index: Int)
    func mixer(_ mixer: Mixer, didSelect name: String)
    func mixer(_ mixer: Mixer, didMove channel: Int, to default: Int)
    func levelsDidChange(_ levels: [String: Float])
}

extension MixerDataSource {
    /// Never mutes.
    public func mixer(_ mixer: Mixer, shouldMute channel: Int, during range: ClosedRange<Double>) -> Bool {
        false
    }
}
