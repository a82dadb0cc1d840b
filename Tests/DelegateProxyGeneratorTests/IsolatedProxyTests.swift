import DelegateProxyKit
import Testing

/// A generated proxy of a main-actor protocol, used from the main actor as UI code uses it: no
/// `await`, nothing unsafe; calls, streams and answers as for any proxy.
@MainActor @Suite struct IsolatedProxyTests {
    /// The app's own delegate, set before the proxy: it keeps receiving every call.
    final class Listener: JukeboxDelegate {
        let log: Log
        init(_ log: Log) { self.log = log }

        func jukebox(_ jukebox: Jukebox, didPlay track: String, at volume: Double) {
            MainActor.assertIsolated()
            log.lines.append("forward didPlay \(track) \(volume)")
        }

        func jukebox(_ jukebox: Jukebox, volumeFor track: String) -> Double {
            log.lines.append("forward volumeFor \(track)")
            return 0.8
        }
    }

    @MainActor final class Log {
        var lines: [String] = []
    }

    @Test func sentMessageThenForwardDelegateThenMethodInvokedOnTheMainActor() {
        let log = Log()
        let jukebox = Jukebox()
        let listener = Listener(log)
        jukebox.delegate = listener
        let bag = DisposeBag()
        jukebox.rx.delegate.sentMessage(JukeboxDelegateProxy.didPlay)
            .subscribe(onNext: { _, track, volume in log.lines.append("sent didPlay \(track) \(volume)") })
            .disposed(by: bag)
        jukebox.rx.didPlay
            .subscribe(onNext: { track, volume in
                MainActor.assertIsolated()
                log.lines.append("invoked didPlay \(track) \(volume)")
            })
            .disposed(by: bag)
        jukebox.rx.volumeFor
            .subscribe(onNext: { log.lines.append("invoked volumeFor \($0.arguments) \($0.returnValue)") })
            .disposed(by: bag)
        jukebox.rx.delegate.methodInvoked("jukebox(_:didPlay:at:)")
            .subscribe(onNext: { log.lines.append("untyped \($0.count) \($0[1])") })
            .disposed(by: bag)

        #expect(jukebox.play("intro") == 0.8)
        #expect(
            log.lines == [
                "forward volumeFor intro", "invoked volumeFor intro 0.8", "sent didPlay intro 0.8",
                "forward didPlay intro 0.8", "invoked didPlay intro 0.8", "untyped 3 intro",
            ])
        #expect(jukebox.delegate === JukeboxDelegateProxy.proxy(for: jukebox))
        #expect(jukebox.rx.delegate.forwardToDelegate() === listener)
    }

    @Test func withoutForwardDelegateTheProtocolsDefaultAndTheGivenOneAnswer() {
        let jukebox = Jukebox()
        let bag = DisposeBag()
        var answers: [Bool] = []
        jukebox.rx.shouldPlay.subscribe(onNext: { answers.append($0.returnValue) }).disposed(by: bag)
        // The protocol's extension refuses an empty track; `--default` answers the volume.
        #expect(jukebox.play("") == nil)
        #expect(jukebox.play("outro") == 0.5)
        #expect(answers == [false, true])
    }

    @Test func installForwardDelegateAnswersUntilDisposed() {
        let jukebox = Jukebox()
        let listener = Listener(Log())
        let installed = JukeboxDelegateProxy.installForwardDelegate(
            listener, retainDelegate: false, onProxyForObject: jukebox)
        #expect(jukebox.play("intro") == 0.8)
        installed.dispose()
        #expect(jukebox.play("intro") == 0.5)
    }

    @Test func theProxyGoesWithItsParentAndItsStreamsComplete() {
        weak var proxy: JukeboxDelegateProxy?
        var completed = false
        let bag = DisposeBag()
        do {
            let jukebox = Jukebox()
            proxy = jukebox.rx.delegate
            jukebox.rx.didPlay.subscribe(onCompleted: { completed = true }).disposed(by: bag)
        }
        #expect(proxy == nil)
        #expect(completed)
    }
}
