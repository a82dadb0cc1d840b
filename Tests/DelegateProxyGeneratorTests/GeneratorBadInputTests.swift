import Foundation
import TestSupport
import Testing

/// Bad input to `delegate-proxy-generator`, run as the plugin runs it (the built executable in a
/// child process): one line on standard error naming what is wrong and how to fix it, exit
/// status 1, nothing on standard output and nothing written.
struct BadInput: Sendable, CustomTestStringConvertible {
    var name: String
    /// The arguments; `$TMP` stands for a temporary directory holding the files of `files`.
    var arguments: [String]
    /// Files the run needs, written into `$TMP` first: name and contents.
    var files: [String: [UInt8]] = [:]
    /// The one line expected on standard error, `$TMP` standing for the temporary directory.
    var message: String

    var testDescription: String { name }

    static let fixtures = Fixtures.graph("Fixtures").path
    static let other = Fixtures.graph("OtherFixtures").path

    /// `--symbol-graphs` with the Fixtures graph, module Fixtures, output in `$TMP/out`.
    static func fixturesRun(_ arguments: [String]) -> [String] {
        ["--symbol-graphs", fixtures, "--module", "Fixtures", "--output", "$TMP/out"] + arguments
    }

    static func refused(_ protocolName: String, _ message: String) -> BadInput {
        BadInput(
            name: protocolName, arguments: fixturesRun(["--protocol", protocolName]),
            message:
                "\(protocolName).\(message): the generator cannot wrap it and the protocol has no default for it; write this proxy by hand"
        )
    }

    static let cases: [BadInput] = [
        // Missing or wrong arguments.
        BadInput(name: "no arguments", arguments: [], message: "no --symbol-graphs given; see --help"),
        BadInput(
            name: "no module", arguments: ["--symbol-graphs", fixtures, "--protocol", "KettleDelegate"],
            message: "no --module given; see --help"),
        BadInput(
            name: "no output",
            arguments: ["--symbol-graphs", fixtures, "--module", "Fixtures", "--protocol", "KettleDelegate"],
            message: "no --output given; see --help"),
        BadInput(name: "no protocol", arguments: fixturesRun([]), message: "no --protocol given; see --help"),
        BadInput(
            name: "option without its value", arguments: fixturesRun(["--protocol"]),
            message: "--protocol needs a value"),
        BadInput(
            name: "unknown option",
            arguments: fixturesRun(["--protocol", "KettleDelegate", "--protocols", "X"]),
            message: "unknown argument --protocols; see --help"),
        // Protocols and modules that are not there.
        BadInput(
            name: "unknown protocol", arguments: fixturesRun(["--protocol", "KettleDelegates"]),
            message:
                "no protocol KettleDelegates in module Fixtures (write Module.KettleDelegates for a protocol of another module)"
        ),
        BadInput(
            name: "unknown protocol of a module",
            arguments: fixturesRun(["--protocol", "Foundation.KettleDelegate"]),
            message:
                "unknown module Foundation: no symbol graph was given for it (write Module.Protocol for a module the target imports)"
        ),
        BadInput(
            name: "unknown module", arguments: fixturesRun(["--protocol", "Nowhere.KettleDelegate"]),
            message:
                "unknown module Nowhere: no symbol graph was given for it (write Module.Protocol for a module the target imports)"
        ),
        BadInput(
            name: "protocol of another module named without it",
            arguments: fixturesRun(["--protocol", "SharedDelegate"]).map {
                $0 == "Fixtures" ? "App" : $0
            } + ["--symbol-graphs", "$TMP/App.symbols.json", "--symbol-graphs", other],
            files: ["App.symbols.json": Array(emptyGraph("App").utf8)],
            message:
                "no protocol SharedDelegate in module App; Fixtures and OtherFixtures declare one: write Fixtures.SharedDelegate or OtherFixtures.SharedDelegate"
        ),
        BadInput(
            name: "protocol of the other module named in the wrong one",
            arguments: fixturesRun(["--protocol", "Fixtures.Sensor"]),
            message: "no protocol Sensor in module Fixtures"),
        // Files that are not symbol graphs.
        BadInput(
            name: "no such graph",
            arguments: [
                "--symbol-graphs", "$TMP/missing.symbols.json", "--module", "Fixtures", "--protocol",
                "KettleDelegate", "--output", "$TMP/out",
            ],
            message: "no such symbol graph file or directory: $TMP/missing.symbols.json"),
        BadInput(
            name: "malformed JSON", arguments: graphRun("bad.symbols.json"),
            files: ["bad.symbols.json": Array("{ \"module\": { \"name\": \"Fixtures\" }, ".utf8)],
            message: "$TMP/bad.symbols.json is not a symbol graph (The given data was not valid JSON.)"),
        BadInput(
            name: "truncated graph", arguments: graphRun("cut.symbols.json"),
            files: ["cut.symbols.json": truncatedFixtures],
            message: "$TMP/cut.symbols.json is not a symbol graph (The given data was not valid JSON.)"),
        BadInput(
            name: "JSON that is not a symbol graph", arguments: graphRun("other.symbols.json"),
            files: ["other.symbols.json": Array(#"{"module": {"name": "Fixtures"}, "symbols": []}"#.utf8)],
            message: "$TMP/other.symbols.json is not a symbol graph (missing .relationships)"),
        BadInput(
            name: "a symbol of the wrong shape", arguments: graphRun("shape.symbols.json"),
            files: [
                "shape.symbols.json": Array(
                    #"{"module": {"name": "Fixtures"}, "symbols": [{"kind": 3}], "relationships": []}"#.utf8)
            ],
            message: "$TMP/shape.symbols.json is not a symbol graph (unexpected value at .symbols[0].kind)"),
        // Requirements the generator cannot wrap, without a default to leave them to.
        refused("GenericProbeDelegate", "probe(_:didDecode:) is a generic method"),
        refused("RethrowingProbeDelegate", "probe(_:convert:with:) is a rethrowing method"),
        refused(
            "TypedThrowsProbeDelegate",
            "probe(_:validate:) is a method with typed throws (throws(ProbeError))"),
        refused("StaticProbeDelegate", "probeDidLoad() is a static requirement"),
        refused("PropertyProbeDelegate", "threshold is a property requirement"),
        refused("SubscriptProbeDelegate", "subscript(_:) is a subscript requirement"),
        refused("AssociatedProbeDelegate", "Reading is an associated type"),
        refused("InoutProbeDelegate", "probe(_:adjust:) is a method with an inout parameter"),
        refused(
            "IsolatedParameterProbeDelegate",
            "probe(_:on:) is a method isolated to an actor instance (an isolated parameter)"),
        BadInput(
            name: "ActorProbeDelegate", arguments: fixturesRun(["--protocol", "ActorProbeDelegate"]),
            message:
                "ActorProbeDelegate is isolated to an actor instance (it inherits Actor): its conformers are actors, which a proxy cannot be; write this proxy by hand"
        ),
        // Parents that are no class.
        BadInput(
            name: "a guessed parent that is no class",
            arguments: fixturesRun(["--protocol", "RepositoryDelegate"]),
            message:
                "RepositoryDelegate: the type most of its methods take first, RepositoryState, is an enum, not the parent class; name the parent with --parent"
        ),
        BadInput(
            name: "a parent that is no class",
            arguments: fixturesRun(["--protocol", "SocketDelegate", "--parent", "SocketClient"]),
            message:
                "--parent SocketClient is a protocol; name the class whose delegate property holds the delegate"
        ),
        BadInput(
            name: "a parent no symbol graph declares",
            arguments: fixturesRun(["--protocol", "SocketDelegate", "--parent", "NoSuchClass"]),
            message:
                "--parent NoSuchClass: no class NoSuchClass in the symbol graphs of Fixtures; name a class one of them declares, or give the graph of the module that declares it"
        ),
        // Answers of methods with a result.
        BadInput(
            name: "a result without a default",
            arguments: fixturesRun(["--protocol", "AnsweringProbeDelegate"]),
            message:
                "AnsweringProbeDelegate.probe(_:limitFor:) returns Int and the protocol has no default for it: give its answer with --default 'probe(_:limitFor:)=EXPR'"
        ),
        BadInput(
            name: "a default without its expression",
            arguments: fixturesRun([
                "--protocol", "AnsweringProbeDelegate", "--default", "probe(_:limitFor:)",
            ]),
            message:
                "--default probe(_:limitFor:): write it NAME=EXPR, e.g. 'fileManager(_:shouldCopyItemAt:to:)=true'"
        ),
        BadInput(
            name: "a default for no method",
            arguments: fixturesRun([
                "--protocol", "AnsweringProbeDelegate", "--default", "probe=1", "--default",
                "prob(_:limitFor:)=1",
            ]),
            message:
                "--default prob(_:limitFor:): no method with a result is named so in AnsweringProbeDelegate"),
        // A good protocol, then a bad one: the good one's file is not written either.
        BadInput(
            name: "a good protocol and a bad one",
            arguments: fixturesRun([
                "--protocol", "KettleDelegate", "--default", "kettle(_:targetFor:)=80", "--protocol",
                "AnsweringProbeDelegate",
            ]),
            message:
                "AnsweringProbeDelegate.probe(_:limitFor:) returns Int and the protocol has no default for it: give its answer with --default 'probe(_:limitFor:)=EXPR'"
        ),
        // Output that cannot be written.
        BadInput(
            name: "output below a file",
            arguments: [
                "--symbol-graphs", fixtures, "--module", "Fixtures", "--protocol",
                "OtherFixtures.SharedDelegate", "--symbol-graphs", other, "--output", "$TMP/file/out",
            ],
            files: ["file": []],
            message:
                "cannot create $TMP/file/out: $TMP/file is a file, not a directory; give --output a directory"
        ),
        BadInput(
            name: "output is a file",
            arguments: [
                "--symbol-graphs", fixtures, "--module", "Fixtures", "--protocol",
                "OtherFixtures.SharedDelegate", "--symbol-graphs", other, "--output", "$TMP/file",
            ],
            files: ["file": []],
            message:
                "cannot create $TMP/file: $TMP/file is a file, not a directory; give --output a directory"),
        BadInput(
            name: "proxy's path is a directory",
            arguments: [
                "--symbol-graphs", other, "--module", "OtherFixtures", "--protocol", "SharedDelegate",
                "--output", "$TMP",
            ],
            files: ["SharedDelegateProxy.swift/keep": []],
            message:
                "cannot write $TMP/SharedDelegateProxy.swift: Is a directory; remove what is in its place or choose another --output"
        ),
    ]

    static func graphRun(_ file: String) -> [String] {
        [
            "--symbol-graphs", "$TMP/\(file)", "--module", "Fixtures", "--protocol", "KettleDelegate",
            "--output", "$TMP/out",
        ]
    }

    /// A module's graph that declares nothing.
    static func emptyGraph(_ module: String) -> String {
        #"{"metadata": {"formatVersion": {"major": 0, "minor": 6, "patch": 0}, "generator": "test"}, "#
            + #""module": {"name": "\#(module)", "platform": {}}, "symbols": [], "relationships": []}"#
    }

    /// The first half of the Fixtures graph, as a write cut short leaves it.
    static var truncatedFixtures: [UInt8] {
        let bytes = (try? Data(contentsOf: Fixtures.graph("Fixtures"))).map(Array.init) ?? []
        return Array(bytes.prefix(bytes.count / 2))
    }
}

@Suite struct GeneratorBadInputTests {
    @Test(arguments: BadInput.cases)
    func isOneLineAndExitStatusOneAndWritesNothing(_ input: BadInput) async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        for (name, bytes) in input.files {
            let url = directory.url.appendingPathComponent(name)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            if !name.hasSuffix("/keep") { try Data(bytes).write(to: url) }
        }
        let before = try tree(directory)
        let result = try await GeneratorProcess.run(
            input.arguments.map { $0.replacingOccurrences(of: "$TMP", with: directory.path) })
        let message = input.message.replacingOccurrences(of: "$TMP", with: directory.path)
        #expect(
            result
                == GeneratorProcess.Result(
                    status: 1, output: "", errorOutput: "delegate-proxy-generator: error: \(message)\n"))
        #expect(try tree(directory) == before)
    }

    /// `--help` prints the usage and succeeds.
    @Test func helpPrintsTheUsage() async throws {
        let result = try await GeneratorProcess.run(["--help"])
        #expect(result.status == 0)
        #expect(result.errorOutput == "")
        #expect(result.output.hasPrefix("usage: delegate-proxy-generator --symbol-graphs PATH..."))
    }

    /// A run that succeeds prints the files it wrote and exits 0; the plugin relies on that.
    @Test func aGoodRunPrintsItsFilesAndExitsZero() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let result = try await GeneratorProcess.run([
            "--symbol-graphs", BadInput.other, "--module", "OtherFixtures", "--protocol", "SharedDelegate",
            "--output", directory.path,
        ])
        let file = directory.url.appendingPathComponent("SharedDelegateProxy.swift").path
        #expect(result == GeneratorProcess.Result(status: 0, output: file + "\n", errorOutput: ""))
        #expect(try directory.contents() == ["SharedDelegateProxy.swift"])
    }

    /// Every path below `directory`, relative, sorted: what a failed run may not change.
    private func tree(_ directory: TemporaryDirectory) throws -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: directory.path)
        var paths: [String] = []
        while let path = enumerator?.nextObject() as? String { paths.append(path) }
        return paths.sorted()
    }
}
