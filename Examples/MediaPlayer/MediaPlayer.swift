/// A media player on the main actor, as UI and media objects are: it plays a queue of tracks and
/// tells its delegate, also on the main actor, what it does and asks it what to play.
@MainActor final class MediaPlayer {
    /// What the player is doing.
    enum State: Equatable, Sendable {
        case idle, playing(String), paused(String)
    }

    weak var delegate: (any MediaPlayerDelegate)?
    private(set) var state = State.idle {
        didSet { delegate?.player(self, didChangeState: state) }
    }
    private var queue: [String] = []

    init(queue: [String] = []) {
        self.queue = queue
    }

    /// Plays the next track of the queue that the delegate lets it play, if any.
    func next() {
        while !queue.isEmpty {
            let track = queue.removeFirst()
            if delegate?.player(self, shouldPlay: track) ?? true {
                state = .playing(track)
                return
            }
            delegate?.player(self, didSkip: track)
        }
        state = .idle
    }

    /// Pauses the track playing, if any.
    func pause() {
        if case .playing(let track) = state { state = .paused(track) }
    }

    /// Plays the track from `seconds`: reports the position each second up to the track's length.
    func play(for seconds: Int) {
        guard case .playing(let track) = state else { return }
        for second in 1...seconds {
            delegate?.player(self, didReach: second, of: track)
        }
    }
}

/// What a media player tells and asks: isolated to the main actor, as Apple's UI delegates are.
@MainActor protocol MediaPlayerDelegate: AnyObject {
    func player(_ player: MediaPlayer, didChangeState state: MediaPlayer.State)
    func player(_ player: MediaPlayer, didReach second: Int, of track: String)
    func player(_ player: MediaPlayer, didSkip track: String)
    func player(_ player: MediaPlayer, shouldPlay track: String) -> Bool
}

extension MediaPlayerDelegate {
    func player(_ player: MediaPlayer, didSkip track: String) {}
    /// Plays every track.
    func player(_ player: MediaPlayer, shouldPlay track: String) -> Bool { true }
}
