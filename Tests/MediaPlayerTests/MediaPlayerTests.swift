import DelegateProxyKit
import Testing

@testable import MediaPlayer

/// The example's logic on the main actor, where its player and delegate live.
@MainActor @Suite struct MediaPlayerTests {
    @Test func nowPlayingShowsWhatPlaysWhatWasSkippedAndEveryHalfMinute() {
        let player = MediaPlayer(queue: ["Intro", "Interlude", "Finale"])
        let preferences = Preferences(skipping: ["Interlude"])
        player.delegate = preferences
        let panel = NowPlaying(player: player)

        player.next()
        player.play(for: 65)
        player.pause()
        player.next()
        player.play(for: 30)
        player.next()

        #expect(
            panel.lines == [
                "playing Intro", "Intro at 0:30", "Intro at 1:00", "paused Intro", "skipped Interlude",
                "playing Finale", "Finale at 0:30", "nothing playing",
            ])
        // The app's delegate, set before the proxy, still answers through it.
        #expect(player.rx.delegate.forwardToDelegate() === preferences)
    }

    @Test func withoutAForwardDelegateTheProtocolsDefaultPlaysEveryTrack() {
        let player = MediaPlayer(queue: ["Intro", "Finale"])
        let panel = NowPlaying(player: player)
        player.next()
        player.next()
        player.next()
        #expect(panel.lines == ["playing Intro", "playing Finale", "nothing playing"])
    }

    @Test func sentMessageComesBeforeTheForwardDelegateAndMethodInvokedAfter() {
        final class Recorder: MediaPlayerDelegate {
            var log: [String] = []
            func player(_ player: MediaPlayer, didChangeState state: MediaPlayer.State) {}
            func player(_ player: MediaPlayer, didReach second: Int, of track: String) {
                log.append("forward \(second)")
            }
        }
        let player = MediaPlayer(queue: ["Intro"])
        let recorder = Recorder()
        player.delegate = recorder
        let bag = DisposeBag()
        player.rx.delegate.sentMessage(MediaPlayerDelegateProxy.didReach)
            .subscribe(onNext: { _, second, _ in recorder.log.append("sent \(second)") })
            .disposed(by: bag)
        player.rx.didReach
            .subscribe(onNext: { second, _ in recorder.log.append("invoked \(second)") })
            .disposed(by: bag)
        player.next()
        player.play(for: 2)
        #expect(recorder.log == ["sent 1", "forward 1", "invoked 1", "sent 2", "forward 2", "invoked 2"])
    }
}
