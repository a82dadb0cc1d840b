import Foundation

/// The committed inputs and expected outputs of the generator's tests
/// (Tests/DelegateProxyGeneratorTests/Fixtures, refreshed by Scripts/refresh-generator-goldens.sh).
enum Fixtures {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// `Graphs/<name>.symbols.json`.
    static func graph(_ name: String) -> URL {
        directory.appendingPathComponent("Graphs/\(name).symbols.json")
    }

    /// `Goldens/<name>`.
    static func golden(_ name: String) -> URL {
        directory.appendingPathComponent("Goldens/\(name)")
    }

    /// `DELEGATE_PROXY_GOLDENS=record`: the golden tests write what the generator produced
    /// instead of comparing it (Scripts/refresh-generator-goldens.sh sets it).
    static var recording: Bool {
        ProcessInfo.processInfo.environment["DELEGATE_PROXY_GOLDENS"] == "record"
    }
}

/// A random number generator with a fixed seed (SplitMix64), so a shuffled input is the same on
/// every run.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
