import DelegateProxyKit

// A media player and its delegate are isolated to the main actor. The generated proxy
// (DelegateProxies/MediaPlayerDelegateProxy.swift) is too, so this code uses `rx` and the
// registry on the main actor as it would any other object: no `await`, nothing unsafe.

MainActor.assumeIsolated {
    let player = MediaPlayer(queue: ["Intro", "Interlude", "Finale"])
    let preferences = Preferences(skipping: ["Interlude"])
    player.delegate = preferences  // stays the forward delegate once the proxy is installed
    let panel = NowPlaying(player: player)

    player.next()
    player.play(for: 65)
    player.pause()
    player.next()
    player.play(for: 30)
    player.next()
    for line in panel.lines { print(line) }
}
