import DelegateProxyKit
import Foundation
import Testing

/// The proxies generated into this target (DelegateProxies/), compiled and run: typed streams,
/// answers from the forward delegate or the default, every requirement forwarded, phases in order,
/// errors of throwing requirements passed to the caller.
@Suite struct GeneratedProxyTests {
    // MARK: ThermostatDelegate: methods without a result, with the protocol's default, with --default

    @Test func thermostatStreamsReceiveEveryCallWithItsArguments() {
        let thermostat = Thermostat()
        let bag = DisposeBag()
        var log: [String] = []
        thermostat.rx.didStart.subscribe(onNext: { log.append("didStart") }).disposed(by: bag)
        thermostat.rx.didChangeTemperature.subscribe(onNext: { log.append("didChangeTemperature \($0)") })
            .disposed(by: bag)
        thermostat.rx.didFail.subscribe(onNext: { log.append("didFail \($0.didFail) after \($0.after)") })
            .disposed(by: bag)
        thermostat.rx.targetFor.subscribe(onNext: {
            log.append("targetFor \($0.arguments) -> \($0.returnValue)")
        })
        .disposed(by: bag)
        thermostat.rx.shouldHeatTo.subscribe(onNext: {
            log.append("shouldHeatTo \($0.arguments) -> \($0.returnValue)")
        })
        .disposed(by: bag)

        thermostat.start()
        let temperature = thermostat.adjust(room: "kitchen")
        thermostat.fail(ThermostatFailure.sensor, attempts: 3)

        #expect(temperature == 21)
        #expect(
            log == [
                "didStart",
                // No forward delegate: `--default 'thermostat(_:targetFor:)=21'`, then the
                // protocol's own `celsius <= 25`.
                "targetFor kitchen -> 21.0", "shouldHeatTo 21.0 -> true", "didChangeTemperature 21.0",
                "didFail sensor after 3",
            ])
    }

    @Test func thermostatAnswersComeFromTheForwardDelegateOrTheDefaults() {
        let thermostat = Thermostat()
        let bag = DisposeBag()
        var answers: [String] = []
        thermostat.rx.targetFor.subscribe(onNext: {
            answers.append("targetFor \($0.arguments) -> \($0.returnValue)")
        })
        .disposed(by: bag)
        thermostat.rx.shouldHeatTo.subscribe(onNext: {
            answers.append("shouldHeatTo \($0.arguments) -> \($0.returnValue)")
        })
        .disposed(by: bag)
        let sauna = ThermostatRecorder(targets: ["sauna": 80], heats: true)

        // The protocol's default refuses 80 °C; the forward delegate's answer allows it.
        #expect(thermostat.adjust(room: "bath") == 21)
        let installed = ThermostatDelegateProxy.installForwardDelegate(
            sauna, retainDelegate: false, onProxyForObject: thermostat)
        #expect(thermostat.adjust(room: "sauna") == 80)
        installed.dispose()
        #expect(thermostat.adjust(room: "sauna") == 21)

        #expect(
            answers == [
                "targetFor bath -> 21.0", "shouldHeatTo 21.0 -> true",
                "targetFor sauna -> 80.0", "shouldHeatTo 80.0 -> true",
                "targetFor sauna -> 21.0", "shouldHeatTo 21.0 -> true",
            ])
        #expect(sauna.calls == ["targetFor sauna", "shouldHeatTo 80.0", "didChangeTemperature 80.0"])
    }

    /// The protocol's own default answers when there is no forward delegate: 30 °C is refused.
    @Test func thermostatDefaultOfTheProtocolAnswersWithoutAForwardDelegate() {
        let thermostat = Thermostat()
        let proxy = ThermostatDelegateProxy.proxy(for: thermostat)
        #expect(proxy.thermostat(thermostat, shouldHeatTo: 30) == false)
        #expect(proxy.thermostat(thermostat, shouldHeatTo: 25) == true)
        #expect(proxy.thermostat(thermostat, targetFor: "attic") == 21)
    }

    /// A delegate set before the proxy existed becomes its forward delegate and gets every
    /// requirement, those with a default in the protocol included.
    @Test func thermostatForwardsEveryRequirement() {
        let thermostat = Thermostat()
        let recorder = ThermostatRecorder(targets: ["hall": 19], heats: false)
        thermostat.delegate = recorder
        let proxy = ThermostatDelegateProxy.proxy(for: thermostat)
        #expect(thermostat.delegate === proxy)
        #expect(proxy.forwardToDelegate() === recorder)

        proxy.thermostatDidStart(thermostat)
        proxy.thermostat(thermostat, didChangeTemperature: 20)
        proxy.thermostat(thermostat, didFail: ThermostatFailure.sensor, after: 2)
        let heats = proxy.thermostat(thermostat, shouldHeatTo: 19)
        let target = proxy.thermostat(thermostat, targetFor: "hall")

        #expect(heats == false)
        #expect(target == 19)
        #expect(
            recorder.calls == [
                "didStart", "didChangeTemperature 20.0", "didFail sensor after 2", "shouldHeatTo 19.0",
                "targetFor hall",
            ])
    }

    /// `sentMessage` before the forward delegate, `methodInvoked` (the typed stream) after it.
    @Test func thermostatSentMessageThenForwardDelegateThenMethodInvoked() {
        let thermostat = Thermostat()
        let recorder = ThermostatRecorder(targets: ["den": 22], heats: true)
        thermostat.delegate = recorder
        let proxy = ThermostatDelegateProxy.proxy(for: thermostat)
        let bag = DisposeBag()
        var log: [String] = []
        proxy.sentMessage(ThermostatDelegateProxy.targetFor)
            .subscribe(onNext: { log.append("sent targetFor \($0.1) (\(recorder.calls.count) forwarded)") })
            .disposed(by: bag)
        thermostat.rx.targetFor
            .subscribe(onNext: {
                log.append("invoked targetFor -> \($0.returnValue) (\(recorder.calls.count) forwarded)")
            })
            .disposed(by: bag)
        proxy.sentMessage(ThermostatDelegateProxy.didChangeTemperature)
            .subscribe(onNext: {
                log.append("sent didChangeTemperature \($0.1) (\(recorder.calls.count) forwarded)")
            })
            .disposed(by: bag)
        thermostat.rx.didChangeTemperature
            .subscribe(onNext: {
                log.append("invoked didChangeTemperature \($0) (\(recorder.calls.count) forwarded)")
            })
            .disposed(by: bag)

        _ = thermostat.adjust(room: "den")

        #expect(
            log == [
                "sent targetFor den (0 forwarded)", "invoked targetFor -> 22.0 (1 forwarded)",
                "sent didChangeTemperature 22.0 (2 forwarded)",
                "invoked didChangeTemperature 22.0 (3 forwarded)",
            ])
    }

    // MARK: PlaylistDataSource: a data source property, overloads, a completion handler

    @Test func playlistAnswersComeFromTheForwardDataSourceOrTheDefaults() {
        let playlist = Playlist()
        let bag = DisposeBag()
        var log: [String] = []
        playlist.rx.numberOfSongs.subscribe(onNext: { log.append("numberOfSongs -> \($0.returnValue)") })
            .disposed(by: bag)
        playlist.rx.titleForSongAt.subscribe(onNext: {
            log.append("titleForSongAt \($0.arguments) -> \($0.returnValue)")
        })
        .disposed(by: bag)
        #expect(playlist.dataSource === playlist.rx.dataSource)

        let empty = playlist.titles()
        let songs = PlaylistRecorder(titles: ["Intro", "Outro"])
        let installed = PlaylistDataSourceProxy.installForwardDelegate(
            songs, retainDelegate: false, onProxyForObject: playlist)
        let titles = playlist.titles()
        installed.dispose()

        #expect(empty == [])
        #expect(titles == ["Intro", "Outro"])
        #expect(
            log == [
                "numberOfSongs -> 0",
                "numberOfSongs -> 2", "titleForSongAt 0 -> Intro", "titleForSongAt 1 -> Outro",
            ])
        #expect(songs.calls == ["numberOfSongs", "titleForSongAt 0", "titleForSongAt 1"])
    }

    /// A completion handler the protocol's extension answers (`nil`) unless a data source does;
    /// its stream carries the handler itself.
    @Test func playlistCompletionHandlerIsAnsweredByTheDefaultOrTheDataSource() {
        let playlist = Playlist()
        let bag = DisposeBag()
        var requested: [Int] = []
        playlist.rx.artworkFor.subscribe(onNext: { requested.append($0.artworkFor) }).disposed(by: bag)

        playlist.loadArtwork(0)
        let songs = PlaylistRecorder(titles: ["Intro"])
        playlist.rx.dataSource.setForwardToDelegate(songs, retainDelegate: false)
        playlist.loadArtwork(1)

        #expect(playlist.artwork == [nil, "cover 1"])
        #expect(requested == [0, 1])
        #expect(songs.calls == ["artworkFor 1"])
    }

    /// Overloads told apart by their type only have no stream, yet still reach the data source;
    /// so does every other requirement.
    @Test func playlistForwardsEveryRequirement() {
        let playlist = Playlist()
        let songs = PlaylistRecorder(titles: ["Intro"])
        playlist.dataSource = songs
        let proxy = PlaylistDataSourceProxy.proxy(for: playlist)

        _ = proxy.numberOfSongs(in: playlist)
        _ = proxy.playlist(playlist, titleForSongAt: 0)
        let named = proxy.playlist(playlist, titleForSongNamed: "Intro")
        proxy.playlist(playlist, artworkFor: 0) { _ in }
        playlist.select(0)
        playlist.select("Intro")

        #expect(named == "Intro (named)")
        #expect(
            songs.calls == [
                "numberOfSongs", "titleForSongAt 0", "titleForSongNamed Intro", "artworkFor 0", "didSelect 0",
                "didSelect Intro",
            ])
    }

    @Test func playlistTitleForSongNamedStreamsItsArgumentAndAnswer() {
        let playlist = Playlist()
        let bag = DisposeBag()
        var log: [String] = []
        playlist.rx.titleForSongNamed.subscribe(onNext: { log.append("\($0.arguments) -> \($0.returnValue)") }
        )
        .disposed(by: bag)
        let proxy = playlist.rx.dataSource
        let unanswered = proxy.playlist(playlist, titleForSongNamed: "Intro")
        proxy.setForwardToDelegate(PlaylistRecorder(titles: []), retainDelegate: true)
        let answered = proxy.playlist(playlist, titleForSongNamed: "Intro")
        #expect(unanswered == "")
        #expect(answered == "Intro (named)")
        #expect(log == ["Intro -> ", "Intro -> Intro (named)"])
    }

    // MARK: NSCacheDelegate: a Foundation protocol

    /// An object costing more than the cache's whole limit is evicted as it is stored.
    @Test func cacheEvictionsAreObservedAndForwarded() {
        let cache = NSCache<AnyObject, AnyObject>()
        cache.totalCostLimit = 5
        let evictions = CacheRecorder()
        cache.delegate = evictions
        let bag = DisposeBag()
        var observed: [String] = []
        cache.rx.willEvictObject.subscribe(onNext: { observed.append("\($0)") }).disposed(by: bag)
        #expect(cache.delegate === cache.rx.delegate)

        cache.setObject("big" as NSString, forKey: "a" as NSString, cost: 10)
        cache.setObject("huge" as NSString, forKey: "c" as NSString, cost: 20)

        #expect(observed == ["big", "huge"])
        #expect(evictions.evicted == ["big", "huge"])
    }

    @Test func cacheSentMessageComesBeforeTheForwardDelegateAndMethodInvokedAfter() {
        let cache = NSCache<AnyObject, AnyObject>()
        cache.totalCostLimit = 5
        let evictions = CacheRecorder()
        cache.delegate = evictions
        let proxy = NSCacheDelegateProxy.proxy(for: cache)
        let bag = DisposeBag()
        var log: [String] = []
        proxy.sentMessage(NSCacheDelegateProxy.willEvictObject)
            .subscribe(onNext: { log.append("sent \($0.1) (\(evictions.evicted.count) forwarded)") })
            .disposed(by: bag)
        cache.rx.willEvictObject.subscribe(onNext: {
            log.append("invoked \($0) (\(evictions.evicted.count) forwarded)")
        })
        .disposed(by: bag)
        cache.setObject("big" as NSString, forKey: "k" as NSString, cost: 10)
        #expect(log == ["sent big (0 forwarded)", "invoked big (1 forwarded)"])
    }

    // MARK: TurntableDelegate: throwing, async and async throwing requirements

    /// Every requirement through the parent's delegate (the proxy): `sentMessage` before the
    /// forward delegate, awaited, the typed stream after it returned, with the answer.
    @Test func turntableStreamsSeeEveryCallAfterTheForwardDelegateReturned() async throws {
        let turntable = Turntable()
        let log = TurntableLog()
        let recorder = TurntableRecorder(log: log)
        turntable.delegate = recorder
        let proxy = TurntableDelegateProxy.proxy(for: turntable)
        let bag = DisposeBag()
        observeEveryStream(of: turntable, log: log, bag: bag)
        proxy.sentMessage(TurntableDelegateProxy.load).subscribe(onNext: { log.append("sent load \($0.1)") })
            .disposed(by: bag)
        let delegate = try #require(turntable.delegate)
        #expect(delegate === proxy)

        try delegate.turntable(turntable, validate: "a")
        let price = try delegate.turntable(turntable, priceOf: "b")
        await delegate.turntable(turntable, prepare: "c")
        let volume = await delegate.turntable(turntable, volumeFor: "d")
        try await delegate.turntable(turntable, play: "e", times: 2)
        let loaded = try await delegate.turntable(turntable, load: "f")
        try await delegate.turntableDidStop(turntable)

        #expect(price == 3)
        #expect(volume == 0.9)
        #expect(loaded)
        #expect(
            log.entries == [
                "forward validate a", "validate a", "forward priceOf b", "priceOf b -> 3",
                "forward prepare c",
                "prepare c", "forward volumeFor d", "volumeFor d -> 0.9", "forward play e 2", "play e 2",
                "sent load f", "forward load f", "load f -> true", "forward didStop", "didStop",
            ])
        withExtendedLifetime(recorder) {}
    }

    /// An error of the forward delegate reaches the caller; the stream, which reports calls that
    /// returned, does not see it, and goes on with the next call.
    @Test func turntableErrorsReachTheCallerAndTheStreamsSkipTheCall() async throws {
        let turntable = Turntable()
        let log = TurntableLog()
        let recorder = TurntableRecorder(log: log, failing: true)
        turntable.delegate = recorder
        let proxy = TurntableDelegateProxy.proxy(for: turntable)
        let bag = DisposeBag()
        observeEveryStream(of: turntable, log: log, bag: bag)
        proxy.sentMessage(TurntableDelegateProxy.load).subscribe(onNext: { log.append("sent load \($0.1)") })
            .disposed(by: bag)

        #expect(throws: TurntableFailure(song: "a")) { try proxy.turntable(turntable, validate: "a") }
        #expect(throws: TurntableFailure(song: "b")) { try proxy.turntable(turntable, priceOf: "b") }
        await #expect(throws: TurntableFailure(song: "e")) {
            try await proxy.turntable(turntable, play: "e", times: 1)
        }
        await #expect(throws: TurntableFailure(song: "f")) {
            _ = try await proxy.turntable(turntable, load: "f")
        }
        await #expect(throws: TurntableFailure(song: "")) { try await proxy.turntableDidStop(turntable) }
        await proxy.turntable(turntable, prepare: "g")

        #expect(
            log.entries == [
                "forward validate a", "forward priceOf b", "forward play e 1", "sent load f",
                "forward load f",
                "forward didStop", "forward prepare g", "prepare g",
            ])
    }

    /// No forward delegate: the protocol's default (`volumeFor`) or `--default` (`priceOf`,
    /// `load`) answers, and the streams carry that answer.
    @Test func turntableAnswersComeFromTheDefaultsWithoutAForwardDelegate() async throws {
        let turntable = Turntable()
        let log = TurntableLog()
        let proxy = TurntableDelegateProxy.proxy(for: turntable)
        let bag = DisposeBag()
        observeEveryStream(of: turntable, log: log, bag: bag)

        try proxy.turntable(turntable, validate: "a")
        let price = try proxy.turntable(turntable, priceOf: "b")
        await proxy.turntable(turntable, prepare: "c")
        let volume = await proxy.turntable(turntable, volumeFor: "d")
        try await proxy.turntable(turntable, play: "e", times: 2)
        let loaded = try await proxy.turntable(turntable, load: "f")
        try await proxy.turntableDidStop(turntable)

        #expect(price == 1)
        #expect(volume == 0.5)
        #expect(!loaded)
        #expect(
            log.entries == [
                "validate a", "priceOf b -> 1", "prepare c", "volumeFor d -> 0.5", "play e 2",
                "load f -> false",
                "didStop",
            ])
    }

    private func observeEveryStream(of turntable: Turntable, log: TurntableLog, bag: DisposeBag) {
        turntable.rx.validate.subscribe(onNext: { log.append("validate \($0)") }).disposed(by: bag)
        turntable.rx.priceOf.subscribe(onNext: { log.append("priceOf \($0.arguments) -> \($0.returnValue)") })
            .disposed(by: bag)
        turntable.rx.prepare.subscribe(onNext: { log.append("prepare \($0)") }).disposed(by: bag)
        turntable.rx.volumeFor.subscribe(onNext: {
            log.append("volumeFor \($0.arguments) -> \($0.returnValue)")
        })
        .disposed(by: bag)
        turntable.rx.play.subscribe(onNext: { log.append("play \($0.play) \($0.times)") }).disposed(by: bag)
        turntable.rx.load.subscribe(onNext: { log.append("load \($0.arguments) -> \($0.returnValue)") })
            .disposed(by: bag)
        turntable.rx.didStop.subscribe(onNext: { log.append("didStop") }).disposed(by: bag)
    }
}

// MARK: Forward delegates that record every call

private enum ThermostatFailure: Error {
    case sensor
}

private final class ThermostatRecorder: ThermostatDelegate {
    let targets: [String: Double]
    let heats: Bool
    private(set) var calls: [String] = []

    init(targets: [String: Double], heats: Bool) {
        self.targets = targets
        self.heats = heats
    }

    func thermostatDidStart(_ thermostat: Thermostat) { calls.append("didStart") }

    func thermostat(_ thermostat: Thermostat, didChangeTemperature celsius: Double) {
        calls.append("didChangeTemperature \(celsius)")
    }

    func thermostat(_ thermostat: Thermostat, didFail error: any Error, after attempts: Int) {
        calls.append("didFail \(error) after \(attempts)")
    }

    func thermostat(_ thermostat: Thermostat, shouldHeatTo celsius: Double) -> Bool {
        calls.append("shouldHeatTo \(celsius)")
        return heats
    }

    func thermostat(_ thermostat: Thermostat, targetFor room: String) -> Double {
        calls.append("targetFor \(room)")
        return targets[room] ?? 0
    }
}

private final class PlaylistRecorder: PlaylistDataSource {
    let songs: [String]
    private(set) var calls: [String] = []

    init(titles: [String]) { songs = titles }

    func numberOfSongs(in playlist: Playlist) -> Int {
        calls.append("numberOfSongs")
        return songs.count
    }

    func playlist(_ playlist: Playlist, titleForSongAt index: Int) -> String {
        calls.append("titleForSongAt \(index)")
        return songs[index]
    }

    func playlist(_ playlist: Playlist, titleForSongNamed name: String) -> String {
        calls.append("titleForSongNamed \(name)")
        return name + " (named)"
    }

    func playlist(_ playlist: Playlist, artworkFor index: Int, completion: @escaping (String?) -> Void) {
        calls.append("artworkFor \(index)")
        completion("cover \(index)")
    }

    func playlist(_ playlist: Playlist, didSelect index: Int) { calls.append("didSelect \(index)") }

    func playlist(_ playlist: Playlist, didSelect title: String) { calls.append("didSelect \(title)") }
}

private final class CacheRecorder: NSObject, NSCacheDelegate {
    private(set) var evicted: [String] = []

    func cache(_ cache: NSCache<AnyObject, AnyObject>, willEvictObject obj: Any) {
        evicted.append("\(obj)")
    }
}

/// What the turntable's streams and its forward delegate saw, in order.
private final class TurntableLog {
    private(set) var entries: [String] = []
    func append(_ entry: String) { entries.append(entry) }
}

private struct TurntableFailure: Error, Equatable {
    var song: String
}

/// Logs every call; answers, or throws from every throwing requirement when `failing`.
private final class TurntableRecorder: TurntableDelegate {
    let log: TurntableLog
    let failing: Bool

    init(log: TurntableLog, failing: Bool = false) {
        self.log = log
        self.failing = failing
    }

    private func record(_ call: String, song: String) throws(TurntableFailure) {
        log.append("forward " + call)
        if failing { throw TurntableFailure(song: song) }
    }

    func turntable(_ turntable: Turntable, validate song: String) throws {
        try record("validate \(song)", song: song)
    }

    func turntable(_ turntable: Turntable, priceOf song: String) throws -> Int {
        try record("priceOf \(song)", song: song)
        return 3
    }

    func turntable(_ turntable: Turntable, prepare song: String) async {
        log.append("forward prepare \(song)")
    }

    func turntable(_ turntable: Turntable, volumeFor song: String) async -> Double {
        log.append("forward volumeFor \(song)")
        return 0.9
    }

    func turntable(_ turntable: Turntable, play song: String, times: Int) async throws {
        try record("play \(song) \(times)", song: song)
    }

    func turntable(_ turntable: Turntable, load song: String) async throws -> Bool {
        try record("load \(song)", song: song)
        return true
    }

    func turntableDidStop(_ turntable: Turntable) async throws { try record("didStop", song: "") }
}
