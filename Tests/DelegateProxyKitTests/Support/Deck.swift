import DelegateProxyKit
import TestSupport

/// A delegate protocol whose requirements have effects, for `EffectfulDispatchTests`: throwing,
/// async and async throwing, each without and with a result, with one, two and no arguments.
protocol DeckDelegate: AnyObject {
    func deck(_ deck: Deck, validate take: Take) throws
    func deck(_ deck: Deck, gainFor take: Take) throws -> Double
    func deck(_ deck: Deck, prepare take: Take) async
    func deck(_ deck: Deck, lengthOf take: Take) async -> Int
    func deck(_ deck: Deck, upload take: Take, quality: Int) async throws
    func deck(_ deck: Deck, load name: String) async throws -> Take
    func deckWillEject() async throws
}

/// A recording: an object, so that the tests can watch it being released.
final class Take: CustomStringConvertible {
    let name: String
    init(_ name: String) { self.name = name }
    var description: String { name }
}

/// What the forward delegate throws.
struct DeckError: Error, Equatable {
    var method: String
}

final class Deck: HasDelegate, HasAssociatedProxies, CustomStringConvertible {
    weak var delegate: (any DeckDelegate)?
    let associatedProxies = AssociatedProxyStorage()
    var description: String { "deck" }
}

final class DeckDelegateProxy: DelegateProxy<Deck, any DeckDelegate>, DelegateProxyType, DeckDelegate {
    static let validate = DelegateMethod("deck(_:validate:)", Deck.self, Take.self)
    static let gainFor = DelegateMethod("deck(_:gainFor:)", Deck.self, Take.self, returns: Double.self)
    static let prepare = DelegateMethod("deck(_:prepare:)", Deck.self, Take.self)
    static let lengthOf = DelegateMethod("deck(_:lengthOf:)", Deck.self, Take.self, returns: Int.self)
    static let upload = DelegateMethod("deck(_:upload:quality:)", Deck.self, Take.self, Int.self)
    static let load = DelegateMethod("deck(_:load:)", Deck.self, String.self, returns: Take.self)
    static let willEject = DelegateMethod("deckWillEject()")

    static func registerKnownImplementations() {
        register { DeckDelegateProxy(parentObject: $0) }
    }

    func deck(_ deck: Deck, validate take: Take) throws {
        try dispatch(Self.validate, arguments: (deck, take)) { try $0.deck(deck, validate: take) }
    }

    func deck(_ deck: Deck, gainFor take: Take) throws -> Double {
        try dispatch(Self.gainFor, arguments: (deck, take), default: 1) { try $0.deck(deck, gainFor: take) }
    }

    func deck(_ deck: Deck, prepare take: Take) async {
        await dispatch(Self.prepare, arguments: (deck, take)) { await $0.deck(deck, prepare: take) }
    }

    func deck(_ deck: Deck, lengthOf take: Take) async -> Int {
        await dispatch(Self.lengthOf, arguments: (deck, take), default: -1) {
            await $0.deck(deck, lengthOf: take)
        }
    }

    func deck(_ deck: Deck, upload take: Take, quality: Int) async throws {
        try await dispatch(Self.upload, arguments: (deck, take, quality)) {
            try await $0.deck(deck, upload: take, quality: quality)
        }
    }

    func deck(_ deck: Deck, load name: String) async throws -> Take {
        try await dispatch(Self.load, arguments: (deck, name), default: Take("blank \(name)")) {
            try await $0.deck(deck, load: name)
        }
    }

    func deckWillEject() async throws {
        try await dispatch(Self.willEject, arguments: ()) { try await $0.deckWillEject() }
    }
}

/// Logs every call into `log` and throws from the methods named in `failing`.
final class DeckLogger: DeckDelegate {
    let log: Log
    let failing: Set<String>
    /// Called at the start of every method, before it logs.
    var onCall: (String) -> Void = { _ in }

    init(log: Log, failing: Set<String> = []) {
        self.log = log
        self.failing = failing
    }

    private func call(_ method: String, _ detail: String) throws(DeckError) {
        onCall(method)
        log.append("forward \(method) \(detail)")
        if failing.contains(method) { throw DeckError(method: method) }
    }

    func deck(_ deck: Deck, validate take: Take) throws { try call("validate", take.name) }

    func deck(_ deck: Deck, gainFor take: Take) throws -> Double {
        try call("gainFor", take.name)
        return 0.5
    }

    func deck(_ deck: Deck, prepare take: Take) async { try? call("prepare", take.name) }

    func deck(_ deck: Deck, lengthOf take: Take) async -> Int {
        try? call("lengthOf", take.name)
        return take.name.count
    }

    func deck(_ deck: Deck, upload take: Take, quality: Int) async throws {
        try call("upload", "\(take.name) \(quality)")
    }

    func deck(_ deck: Deck, load name: String) async throws -> Take {
        try call("load", name)
        return Take("loaded \(name)")
    }

    func deckWillEject() async throws { try call("willEject", "") }
}

/// A delegate protocol isolated to the main actor, as UI delegates are: its proxy's methods run
/// there, and so do the observers its hand-offs deliver to.
@MainActor protocol StageDelegate: AnyObject {
    func stage(_ stage: Stage, present scene: String) async throws -> Bool
    func stage(_ stage: Stage, didFinish scene: String) async
}

final class Stage: HasDelegate, HasAssociatedProxies, CustomStringConvertible {
    weak var delegate: (any StageDelegate)?
    let associatedProxies = AssociatedProxyStorage()
    var description: String { "stage" }
}

final class StageDelegateProxy: DelegateProxy<Stage, any StageDelegate>, DelegateProxyType {
    static let present = DelegateMethod("stage(_:present:)", Stage.self, String.self, returns: Bool.self)
    static let didFinish = DelegateMethod("stage(_:didFinish:)", Stage.self, String.self)

    static func registerKnownImplementations() {
        register { StageDelegateProxy(parentObject: $0) }
    }
}

// In an extension: its members take the protocol's isolation, the class's stay nonisolated.
extension StageDelegateProxy: StageDelegate {
    func stage(_ stage: Stage, present scene: String) async throws -> Bool {
        try await dispatch(Self.present, arguments: (stage, scene), default: false) {
            try await $0.stage(stage, present: scene)
        }
    }

    func stage(_ stage: Stage, didFinish scene: String) async {
        await dispatch(Self.didFinish, arguments: (stage, scene)) { await $0.stage(stage, didFinish: scene) }
    }
}

/// Checks that it is called on the main actor and logs every call.
final class StageDirector: StageDelegate {
    let log: Log
    init(log: Log) { self.log = log }

    func stage(_ stage: Stage, present scene: String) async throws -> Bool {
        MainActor.assertIsolated()
        log.append("forward present \(scene)")
        if scene == "missing" { throw DeckError(method: "present") }
        return true
    }

    func stage(_ stage: Stage, didFinish scene: String) async {
        MainActor.assertIsolated()
        log.append("forward didFinish \(scene)")
    }
}
