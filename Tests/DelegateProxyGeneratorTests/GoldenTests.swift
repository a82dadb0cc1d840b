import Foundation
import TestSupport
import Testing

@testable import DelegateProxyGeneratorCore

/// One run of the generator on committed symbol graphs, and the files it must write
/// (Fixtures/Goldens/<name>: the proxies, and `warnings.txt` when it warns).
struct GoldenCase: Sendable, CustomTestStringConvertible {
    var name: String
    /// Names of graphs in Fixtures/Graphs.
    var graphs: [String]
    /// The generator's arguments besides `--symbol-graphs`, `--output` and `--regenerate-command`.
    var arguments: [String]

    var testDescription: String { name }

    /// The command line, writing into `output`.
    func commandLine(output: String) -> [String] {
        graphs.flatMap { ["--symbol-graphs", Fixtures.graph($0).path] } + arguments
            + ["--output", output, "--regenerate-command", "Scripts/refresh-generator-goldens.sh"]
    }

    static let all = [
        // Methods without a result, with the protocol's default, with `--default`, a
        // completion handler the protocol answers, a property left to its default (a warning).
        GoldenCase(
            name: "KettleDelegate", graphs: ["Fixtures"],
            arguments: [
                "--module", "Fixtures", "--protocol", "KettleDelegate", "--default",
                "kettle(_:targetFor:)=80",
            ]
        ),
        // A data source: overloads by label and by type only, labels needing the next one,
        // a method without the parent, a keyword parameter name, an inherited Sendable protocol.
        GoldenCase(
            name: "MixerDataSource", graphs: ["Fixtures"],
            arguments: [
                "--module", "Fixtures", "--protocol", "MixerDataSource", "--property", "dataSource",
                "--default", "numberOfChannels(in:)=0", "--default", "mixer(_:volumeForChannelAt:)=1",
                "--default", "mixer(_:volumeForChannelNamed:)=1", "--default",
                "mixer(_:shouldMute:at:)=false",
            ]),
        // Foundation's graphs (an excerpt of the toolchain's): all 16 requirements, one base-name default.
        GoldenCase(
            name: "FileManagerDelegate", graphs: ["FoundationEssentials", "Foundation"],
            arguments: [
                "--module", "FileManagerEvents", "--protocol", "Foundation.FileManagerDelegate",
                "--default", "fileManager=true",
            ]),
        // Throwing, async and async throwing requirements, answered by the protocol or `--default`.
        GoldenCase(
            name: "TunerDelegate", graphs: ["Fixtures"],
            arguments: [
                "--module", "Fixtures", "--protocol", "TunerDelegate", "--default",
                "tuner(_:durationOf:)=0", "--default", "tuner(_:load:quality:)=false", "--default",
                "tuner(_:select:)=false",
            ]),
        // Async requirements of a main-actor protocol, one of them `nonisolated(nonsending)`.
        GoldenCase(
            name: "DisplayDelegate", graphs: ["Fixtures"],
            arguments: [
                "--module", "Fixtures", "--protocol", "DisplayDelegate", "--default",
                "display(_:render:)=false",
            ]),
        // An optional requirement with a result answered by `--default` when the forward
        // delegate does not implement it (a compiler-emitted graph of an @objc protocol).
        GoldenCase(
            name: "ScrollViewDelegateDefault", graphs: ["ObjCFixtures"],
            arguments: [
                "--module", "ObjCFixtures", "--protocol", "ScrollViewDelegate", "--parent", "ScrollView",
                "--default", "scrollViewShouldScrollToTop(_:)=true",
            ]),
        // Protocols isolated to global actors: a main-actor parent and protocol (with a
        // `nonisolated` requirement and a `--default`), a global actor of the user's, and a
        // main-actor protocol whose parent is not isolated.
        GoldenCase(
            name: "Isolated", graphs: ["Fixtures"],
            arguments: [
                "--module", "Fixtures", "--protocol", "PlayerDelegate", "--protocol", "ScreenDelegate",
                "--protocol", "SpeakerDelegate", "--default", "player(_:volumeFor:)=1",
            ]),
        // A plain protocol and parent in a target with default main-actor isolation, which
        // isolates both without saying so in the source.
        GoldenCase(
            name: "DefaultMainActor", graphs: ["MainActorFixtures"],
            arguments: [
                "--module", "MainActorFixtures", "--protocol", "ThermostatDelegate", "--default",
                "thermostat(_:shouldHeatTo:)=true",
            ]),
        // `--public`, for a library product: the proxy, its descriptors, witnesses and streams
        // public, every member documented (a witness with its default answer).
        GoldenCase(
            name: "PublicKettleDelegate", graphs: ["Fixtures"],
            arguments: [
                "--module", "Fixtures", "--protocol", "KettleDelegate", "--default",
                "kettle(_:targetFor:)=80", "--public",
            ]
        ),
        // A parent named with its generic parameters: a generic proxy, its descriptors in an enum,
        // and `rx` for every specialization through a protocol the parent conforms to.
        GoldenCase(
            name: "GenericParent", graphs: ["Fixtures", "Foundation"],
            arguments: [
                "--module", "Fixtures", "--protocol", "Foundation.NSCacheDelegate", "--parent",
                "NSCache<KeyType, ObjectType>",
            ]),
        // The parent last, typed as a protocol it conforms to; first, typed as its superclass.
        GoldenCase(
            name: "SocketDelegate", graphs: ["Fixtures"],
            arguments: ["--module", "Fixtures", "--protocol", "SocketDelegate", "--parent", "Socket"]),
        // No method takes the parent: every argument stays in the streams.
        GoldenCase(
            name: "RepositoryDelegate", graphs: ["Fixtures"],
            arguments: [
                "--module", "Fixtures", "--protocol", "RepositoryDelegate", "--parent", "Repository",
                "--default", "shouldRetry(after:)=true",
            ]),
        // An @objc protocol's optional requirements (a compiler-emitted graph): called as optional,
        // a result answered by the forward delegate or left to the caller, as UIKit's are.
        GoldenCase(
            name: "ScrollViewDelegate", graphs: ["ObjCFixtures"],
            arguments: [
                "--module", "ObjCFixtures", "--protocol", "ScrollViewDelegate", "--parent", "ScrollView",
            ]),
        // Two protocols of two modules in one run: one file each.
        GoldenCase(
            name: "TwoModules", graphs: ["Fixtures", "OtherFixtures", "Foundation"],
            arguments: [
                "--module", "Fixtures", "--protocol", "Foundation.NSCacheDelegate", "--protocol",
                "OtherFixtures.SharedDelegate",
            ]),
    ]
}

@Suite struct GoldenTests {
    /// The generator's files and warnings, byte for byte, as committed.
    @Test(arguments: GoldenCase.all)
    func outputEqualsTheGolden(_ golden: GoldenCase) throws {
        let output = try TemporaryDirectory()
        defer { output.remove() }
        let outcome = CommandLineTool.run(golden.commandLine(output: output.path))
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let names = try output.contents()
        #expect(outcome.standardOutput == names.map { output.url.appendingPathComponent($0).path })
        let warnings = outcome.standardError.map { $0 + "\n" }.joined()
        let directory = Fixtures.golden(golden.name)
        if Fixtures.recording {
            guard outcome.status == 0 else { return }
            try? FileManager.default.removeItem(at: directory)
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            for name in names {
                try FileManager.default.copyItem(
                    at: output.url.appendingPathComponent(name), to: directory.appendingPathComponent(name))
            }
            if !warnings.isEmpty {
                try Data(warnings.utf8).write(to: directory.appendingPathComponent("warnings.txt"))
            }
            return
        }
        let expectedNames = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0 != "warnings.txt" }.sorted()
        #expect(names == expectedNames)
        for name in names {
            let produced = try String(contentsOf: output.url.appendingPathComponent(name), encoding: .utf8)
            let expected = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
            #expect(
                produced == expected,
                "\(name) differs from its golden; see Scripts/refresh-generator-goldens.sh")
        }
        let expectedWarnings =
            (try? String(contentsOf: directory.appendingPathComponent("warnings.txt"), encoding: .utf8)) ?? ""
        #expect(warnings == expectedWarnings)
    }

    /// The Foundation excerpt stands for the toolchain's whole graph: its goldens are, below the
    /// header, the proxies the plugin generated from the whole graph for the project.
    @Test(arguments: [
        (
            "FileManagerDelegate/FileManagerDelegateProxy.swift",
            "Examples/FileManagerEvents/DelegateProxies/FileManagerDelegateProxy.swift"
        ),
        (
            "TwoModules/NSCacheDelegateProxy.swift",
            "Tests/DelegateProxyGeneratorTests/DelegateProxies/NSCacheDelegateProxy.swift"
        ),
    ])
    func foundationExcerptGivesWhatTheWholeGraphGives(golden: String, checkedIn: String) throws {
        let root = Fixtures.directory.deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        func body(_ url: URL) throws -> [Substring] {
            let lines = try String(contentsOf: url, encoding: .utf8).split(
                separator: "\n", omittingEmptySubsequences: false)
            return Array(lines.drop { $0.hasPrefix("//") })
        }
        let expected = try body(root.appendingPathComponent(checkedIn))
        #expect(expected.count > 10)
        #expect(try body(Fixtures.golden(golden)) == expected)
    }

    /// Running again into the same directory changes nothing: same bytes, files not rewritten,
    /// no temporary file left.
    @Test(arguments: GoldenCase.all)
    func runningTwiceChangesNothing(_ golden: GoldenCase) throws {
        let output = try TemporaryDirectory()
        defer { output.remove() }
        let first = CommandLineTool.run(golden.commandLine(output: output.path))
        let names = try output.contents()
        let contents = try names.map { try Data(contentsOf: output.url.appendingPathComponent($0)) }
        let dates = try names.map {
            try FileManager.default.attributesOfItem(atPath: output.url.appendingPathComponent($0).path)[
                .modificationDate] as? Date
        }
        let second = CommandLineTool.run(golden.commandLine(output: output.path))
        #expect(second == first)
        #expect(try output.contents() == names)
        #expect(try names.map { try Data(contentsOf: output.url.appendingPathComponent($0)) } == contents)
        #expect(
            try names.map {
                try FileManager.default.attributesOfItem(atPath: output.url.appendingPathComponent($0).path)[
                    .modificationDate] as? Date
            } == dates)
    }

    /// The order of symbols, relationships, graph files and `--default` options does not show in
    /// the output.
    @Test(arguments: GoldenCase.all, [1, 2, 3] as [UInt64])
    func shuffledInputGivesTheSameBytes(_ golden: GoldenCase, seed: UInt64) throws {
        let (options, _) = try #require(try CommandLineTool.parse(golden.commandLine(output: "unused")))
        var inOrder = SymbolGraphSet()
        for name in golden.graphs {
            try inOrder.add(try Data(contentsOf: Fixtures.graph(name)), name: name)
        }
        let expected = try Generator.generate(inOrder, options)

        var random = SeededGenerator(seed: seed)
        var shuffled = SymbolGraphSet()
        for name in golden.graphs.shuffled(using: &random) {
            let data = try Data(contentsOf: Fixtures.graph(name))
            var graph = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            graph["symbols"] = (graph["symbols"] as? [Any])?.shuffled(using: &random)
            graph["relationships"] = (graph["relationships"] as? [Any])?.shuffled(using: &random)
            try shuffled.add(try JSONSerialization.data(withJSONObject: graph), name: name)
        }
        var shuffledOptions = options
        shuffledOptions.defaults.shuffle(using: &random)
        let produced = try Generator.generate(shuffled, shuffledOptions)
        #expect(produced.files == expected.files)
        #expect(produced.warnings == expected.warnings)
    }
}
