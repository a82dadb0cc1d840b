import DelegateProxyKit

/// The lines a "now playing" panel shows, made from the player's streams on the main actor: what
/// plays, what was skipped, and the position every second.
@MainActor final class NowPlaying {
    private(set) var lines: [String] = []
    private let bag = DisposeBag()

    init(player: MediaPlayer) {
        player.rx.didChangeState
            .subscribe(onNext: { [unowned self] state in
                switch state {
                case .idle: lines.append("nothing playing")
                case .playing(let track): lines.append("playing \(track)")
                case .paused(let track): lines.append("paused \(track)")
                }
            })
            .disposed(by: bag)
        player.rx.didReach
            .filter { second, _ in second.isMultiple(of: 30) }
            .subscribe(onNext: { [unowned self] second, track in
                lines.append("\(track) at \(second / 60):\(String(second % 60).leftPadded(to: 2))")
            })
            .disposed(by: bag)
        player.rx.shouldPlay
            .filter { !$0.returnValue }
            .subscribe(onNext: { [unowned self] in lines.append("skipped \($0.arguments)") })
            .disposed(by: bag)
    }
}

/// Keeps the app's choice of tracks: the forward delegate the proxy asks before playing.
@MainActor final class Preferences: MediaPlayerDelegate {
    let skipped: Set<String>

    init(skipping skipped: Set<String>) {
        self.skipped = skipped
    }

    func player(_ player: MediaPlayer, didChangeState state: MediaPlayer.State) {}
    func player(_ player: MediaPlayer, didReach second: Int, of track: String) {}

    func player(_ player: MediaPlayer, shouldPlay track: String) -> Bool {
        !skipped.contains(track)
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
