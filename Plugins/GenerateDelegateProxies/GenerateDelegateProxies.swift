import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-delegate-proxies --target T
/// --protocol P [--protocol Module.P2] [--parent Type] [--property dataSource] [--default 'NAME=EXPR']`
/// writes `<P>Proxy.swift` into T's `DelegateProxies` folder; `--audit --target T` lists the
/// requirements T's proxy classes do not implement; `--help` prints the usage.
@main
struct GenerateDelegateProxies: CommandPlugin {
    /// The option lines shared with `delegate-proxy-generator --help` say the same there (.ci/plugin.sh).
    static let usage = """
        usage: swift package --allow-writing-to-package-directory generate-delegate-proxies \\
                   --target T --protocol P... [--parent TYPE] [--sender TYPE] [--property NAME]
                   [--default 'NAME=EXPR']... [--public]
               swift package --allow-writing-to-package-directory generate-delegate-proxies \\
                   --audit --target T...

          --target T            the target whose DelegateProxies folder gets <P>Proxy.swift (--audit: repeatable)
          --protocol P          P in the target, or Module.P: a Foundation module's or another target's
                                (repeatable: one file each)
          --parent TYPE         the proxy's parent class (default: the first parameter most methods share)
          --sender TYPE         the parameter type that passes the parent where it is not the parent's own
                                (a session a wrapper holds): left out of the streams, as the parent is
          --property NAME       the parent's delegate property (default: delegate)
          --default NAME=EXPR   the answer of a method with a result when there is no forward delegate;
                                NAME as #function spells it, or a base name for all methods with it
          --public              make the proxies and their streams public, each member documented (a library)
          --audit               list the requirements each proxy class of each --target does not implement
          -h, --help            print this usage

        SwiftPM runs the plugin only with --allow-writing-to-package-directory before its name.
        When the target does not compile, the plugin builds its symbol graph again without its
        DelegateProxies folder, so that a generated file that no longer compiles is regenerated; if
        the target's other files need that file, the plugin names it, to fix or delete.
        """

    /// Modules whose symbol graphs come from the toolchain, and the modules they re-export.
    static let toolchainModules: [String: [String]] = [
        "Foundation": ["Foundation", "FoundationEssentials"],
        "FoundationEssentials": ["FoundationEssentials"],
        "FoundationXML": ["FoundationXML"],
        "FoundationNetworking": ["FoundationNetworking"],
    ]

    /// Every failure reaches the user as one line naming its cause: SwiftPM prints an error the
    /// plugin throws as it describes itself, which for its own errors says nothing readable.
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try step("generate-delegate-proxies") { try perform(context, arguments) }
    }

    private func perform(_ context: PluginContext, _ arguments: [String]) throws {
        // ArgumentExtractor drops an option that ends the arguments without its value.
        if let last = arguments.last,
            ["--target", "--protocol", "--parent", "--sender", "--property", "--default"].contains(last)
        {
            throw PluginError("\(last) needs a value; see --help")
        }
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let protocols = extractor.extractOption(named: "protocol")
        let parents = extractor.extractOption(named: "parent")
        let senders = extractor.extractOption(named: "sender")
        let properties = extractor.extractOption(named: "property")
        let defaults = extractor.extractOption(named: "default")
        let audit = extractor.extractFlag(named: "audit") > 0
        let isPublic = extractor.extractFlag(named: "public") > 0
        let help = extractor.extractFlag(named: "help") > 0 || extractor.remainingArguments.contains("-h")
        let unknown = extractor.remainingArguments.filter { $0 != "-h" }
        guard unknown.isEmpty else {
            throw PluginError("unknown arguments \(unknown.joined(separator: " ")); see --help")
        }
        if help {
            print(Self.usage)
            return
        }
        guard !targetNames.isEmpty else { throw PluginError("no --target given; see --help") }
        let generator = try step("finding the delegate-proxy-generator tool") {
            try context.tool(named: "delegate-proxy-generator").url
        }
        if audit {
            var clean = true
            for name in targetNames {
                guard let target = try sourceTarget(name, context) else { throw noTarget(name, context) }
                let graphs =
                    try symbolGraphs(of: target, in: context.package, regenerating: [])
                    + toolchainGraphs(["Foundation", "FoundationXML", "FoundationNetworking"], context)
                let arguments =
                    ["--audit", "--module", target.moduleName] + graphs.flatMap { ["--symbol-graphs", $0] }
                clean = try runGenerator(generator, arguments) && clean
            }
            if !clean {
                throw PluginError("some proxies do not implement every requirement of their protocols")
            }
            return
        }
        guard targetNames.count == 1, let name = targetNames.first else {
            throw PluginError("give one --target to generate for")
        }
        guard !protocols.isEmpty else { throw PluginError("no --protocol given; see --help") }
        guard let target = try sourceTarget(name, context) else { throw noTarget(name, context) }
        let files = protocols.map { ($0.split(separator: ".").last.map(String.init) ?? $0) + "Proxy.swift" }
        var modules: [String] = []
        for reference in protocols {
            let module = reference.lastIndex(of: ".").map { String(reference[..<$0]) } ?? target.moduleName
            if !modules.contains(module) { modules.append(module) }
        }
        // A --parent is looked up as a protocol is, and refused by the generator when no graph
        // declares it: `Module.Class` in its module's graph, a class without a module in the target's.
        for parent in parents {
            let nominal = parent.prefix { $0 != "<" }
            let module = nominal.lastIndex(of: ".").map { String(nominal[..<$0]) } ?? target.moduleName
            if !modules.contains(module) { modules.append(module) }
        }
        // The target's own graph only for its own protocols and parents: it compiles the target,
        // which may not compile before its proxies exist.
        var graphs: [String] = []
        for module in modules {
            if module == target.moduleName {
                graphs += try symbolGraphs(of: target, in: context.package, regenerating: files)
            } else if Self.toolchainModules[module] != nil {
                graphs += try toolchainGraphs([module], context)
            } else if let other = try sourceTarget(module, context) {
                graphs += try symbolGraphs(of: other, in: context.package, regenerating: [])
            } else {
                throw PluginError(
                    "unknown module \(module): it is neither a Foundation module nor a target of the package")
            }
        }
        var generatorArguments = ["--module", target.moduleName]
        generatorArguments += [
            "--output", target.directoryURL.appendingPathComponent("DelegateProxies").path,
        ]
        generatorArguments += graphs.flatMap { ["--symbol-graphs", $0] }
        generatorArguments += protocols.flatMap { ["--protocol", $0] }
        generatorArguments += parents.flatMap { ["--parent", $0] }
        generatorArguments += senders.flatMap { ["--sender", $0] }
        generatorArguments += properties.flatMap { ["--property", $0] }
        generatorArguments += defaults.flatMap { ["--default", $0] }
        if isPublic { generatorArguments.append("--public") }
        let command =
            ["swift", "package", "--allow-writing-to-package-directory", "generate-delegate-proxies"]
            + arguments.map(Self.shellQuoted)
        generatorArguments += ["--regenerate-command", command.joined(separator: " ")]
        _ = try runGenerator(generator, generatorArguments)
    }

    /// The Swift target named `name`, with the DelegateProxies folder a killed run left aside put back.
    private func sourceTarget(_ name: String, _ context: PluginContext) throws -> SwiftSourceModuleTarget? {
        let candidates = context.package.targets.compactMap { $0 as? SwiftSourceModuleTarget }
        guard let target = candidates.first(where: { $0.name == name || $0.moduleName == name }) else {
            return nil
        }
        try ProxyFolder(of: target, in: context.package).restoreAfterInterruptedRun()
        return target
    }

    private func noTarget(_ name: String, _ context: PluginContext) -> PluginError {
        PluginError("no target \(name) in package \(context.package.displayName)")
    }

    /// Graphs of Foundation's modules, extracted from the toolchain's own module files.
    private func toolchainGraphs(_ modules: [String], _ context: PluginContext) throws -> [String] {
        let extractor = try step("finding swift-symbolgraph-extract") { try symbolGraphExtractor(context) }
        let toolchain = extractor.deletingLastPathComponent().deletingLastPathComponent()
        var directories: [String] = []
        for module in modules.flatMap({ Self.toolchainModules[$0] ?? [$0] }) {
            let directory = context.pluginWorkDirectoryURL.appendingPathComponent("symbol-graphs/\(module)")
            directories.append(directory.path)
            if FileManager.default.fileExists(
                atPath: directory.appendingPathComponent("\(module).symbols.json").path)
            {
                continue
            }
            var arguments = [
                "-module-name", module, "-output-dir", directory.path, "-minimum-access-level", "public",
            ]
            #if os(Linux)
                #if arch(x86_64)
                    arguments += ["-target", "x86_64-unknown-linux-gnu"]
                #elseif arch(arm64)
                    arguments += ["-target", "aarch64-unknown-linux-gnu"]
                #endif
                arguments += ["-I", toolchain.appendingPathComponent("lib/swift/linux").path]
            #elseif os(macOS)
                arguments += [
                    "-target", "arm64-apple-macosx15.0", "-sdk",
                    try step("finding the macOS SDK") { try macOSSDK() },
                ]
            #endif
            let succeeded = try step("extracting the symbol graph of \(module) from the toolchain") {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                return try run(extractor, arguments).status == 0
            }
            guard succeeded else {
                throw PluginError("swift-symbolgraph-extract could not read module \(module) (see above)")
            }
        }
        return directories
    }

    private func symbolGraphExtractor(_ context: PluginContext) throws -> URL {
        if let tool = try? context.tool(named: "swift-symbolgraph-extract") { return tool.url }
        let swift = try context.tool(named: "swiftc").url
        return swift.deletingLastPathComponent().appendingPathComponent("swift-symbolgraph-extract")
    }

    #if os(macOS)
        private func macOSSDK() throws -> String {
            let pipe = Pipe()
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/xcrun")
            process.arguments = ["--sdk", "macosx", "--show-sdk-path"]
            process.standardOutput = pipe
            try process.run()
            process.waitUntilExit()
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        }
    #endif

    /// Runs delegate-proxy-generator: `true` if it succeeded, `false` if its audit found something
    /// (exit status 2). Its one-line error becomes the plugin's.
    private func runGenerator(_ generator: URL, _ arguments: [String]) throws -> Bool {
        let result = try step("running delegate-proxy-generator") {
            try run(generator, arguments, capturingErrors: true)
        }
        var message: String?
        for line in result.errors.split(whereSeparator: \.isNewline) {
            if line.hasPrefix("delegate-proxy-generator: error: ") {
                message = String(line.dropFirst("delegate-proxy-generator: error: ".count))
            } else if line.hasPrefix("delegate-proxy-generator: warning: ") {
                Diagnostics.warning(String(line.dropFirst("delegate-proxy-generator: warning: ".count)))
            } else {
                Diagnostics.warning(String(line))
            }
        }
        switch result.status {
        case 0: return true
        case 2: return false
        default:
            throw PluginError(message ?? "delegate-proxy-generator failed with exit status \(result.status)")
        }
    }

    /// Runs a tool, its standard output this process's; its standard error too, unless
    /// `capturingErrors`, when it is returned.
    private func run(
        _ tool: URL, _ arguments: [String], capturingErrors: Bool = false
    ) throws -> (status: Int32, errors: String) {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        let pipe = Pipe()
        if capturingErrors { process.standardError = pipe }
        try process.run()
        // Read before waiting: a full pipe would block the tool and the wait forever.
        let errors = capturingErrors ? pipe.fileHandleForReading.readDataToEndOfFile() : Data()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: errors, as: UTF8.self))
    }

    static func shellQuoted(_ argument: String) -> String {
        let plain = argument.allSatisfy { $0.isLetter || $0.isNumber || "-_./:=,".contains($0) }
        return plain ? argument : "'" + argument.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
