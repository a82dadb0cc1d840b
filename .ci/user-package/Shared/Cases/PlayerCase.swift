import DelegateProxyKit

/// Installed as the proxy's forward delegate halfway through.
@MainActor
final class PlayerLog: PlayerDelegate {
    private(set) var calls: [String] = []

    func player(_ player: Player, didStart track: String) {
        calls.append("didStart \(track)")
    }

    func player(_ player: Player, volumeFor track: String) -> Double {
        calls.append("volumeFor \(track)")
        return 0.8
    }

    func playerDidStop(_ player: Player) {
        calls.append("didStop")
    }

    func player(_ player: Player, prepare track: String) async throws {
        calls.append("prepare \(track)")
        guard track != "missing" else { throw PrepareError.noTrack }
    }
}

enum PrepareError: Error {
    case noTrack
}

/// A `@MainActor` protocol, used from the main actor: the `--default` answer without a forward
/// delegate, then the forward delegate's.
@MainActor
func runPlayer() async throws {
    let bag = DisposeBag()
    let player = Player()
    player.rx.volumeFor
        .subscribe(onNext: { print("volumeFor \($0.arguments) -> \($0.returnValue)") })
        .disposed(by: bag)
    player.rx.didStart
        .subscribe(onNext: { print("didStart \($0)") })
        .disposed(by: bag)
    player.rx.didStop
        .subscribe(onNext: { print("didStop") })
        .disposed(by: bag)
    player.rx.prepare
        .subscribe(onNext: { print("prepared \($0)") })
        .disposed(by: bag)
    // Every call as one enum, switched over exhaustively: each event after its method's stream.
    player.rx.events
        .subscribe(onNext: { event in
            switch event {
            case .volumeFor(let track, let volume): print("event volumeFor \(track) -> \(volume)")
            case .didStart(let track): print("event didStart \(track)")
            case .didStop: print("event didStop")
            case .prepare(let track): print("event prepare \(track)")
            }
        })
        .disposed(by: bag)
    print("volume without a forward delegate: \(player.play("intro"))")
    let log = PlayerLog()
    PlayerDelegateProxy.installForwardDelegate(log, retainDelegate: false, onProxyForObject: player)
        .disposed(by: bag)
    print("volume with one: \(player.play("theme"))")
    player.stop()
    try await player.prepare("finale")
    do {
        try await player.prepare("missing")
    } catch {
        print("prepare failed: \(error)")
    }
    print("forward delegate saw: \(log.calls.joined(separator: ", "))")
}
