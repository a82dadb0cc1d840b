import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-delegate-proxies --target T
/// --protocol P [--protocol Module.P2] [--parent Type] [--property dataSource] [--default 'NAME=EXPR']`
/// writes `<P>Proxy.swift` into T's `DelegateProxies` folder; `--audit --target T` lists the
/// requirements T's proxy classes do not implement.
@main
struct GenerateDelegateProxies: CommandPlugin {
    /// Modules whose symbol graphs come from the toolchain, and the modules they re-export.
    static let toolchainModules: [String: [String]] = [
        "Foundation": ["Foundation", "FoundationEssentials"],
        "FoundationEssentials": ["FoundationEssentials"],
        "FoundationXML": ["FoundationXML"],
        "FoundationNetworking": ["FoundationNetworking"],
    ]

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let protocols = extractor.extractOption(named: "protocol")
        let parents = extractor.extractOption(named: "parent")
        let properties = extractor.extractOption(named: "property")
        let defaults = extractor.extractOption(named: "default")
        let audit = extractor.extractFlag(named: "audit") > 0
        guard extractor.remainingArguments.isEmpty else {
            throw PluginError("unknown arguments \(extractor.remainingArguments.joined(separator: " "))")
        }
        guard !targetNames.isEmpty else { throw PluginError("no --target given") }
        let generator = try context.tool(named: "delegate-proxy-generator")
        if audit {
            var clean = true
            for name in targetNames {
                let target = try sourceTarget(name, context)
                let graphs =
                    try symbolGraphs(of: target, context)
                    + toolchainGraphs(["Foundation", "FoundationXML", "FoundationNetworking"], context)
                let arguments =
                    ["--audit", "--module", target.moduleName] + graphs.flatMap { ["--symbol-graphs", $0] }
                clean = try run(generator.url, arguments) && clean
            }
            if !clean {
                throw PluginError("some proxies do not implement every requirement of their protocols")
            }
            return
        }
        guard targetNames.count == 1, let name = targetNames.first else {
            throw PluginError("give one --target to generate for")
        }
        guard !protocols.isEmpty else { throw PluginError("no --protocol given") }
        let target = try sourceTarget(name, context)
        // The target's own graph only for its own protocols: it compiles the target, which may
        // not compile before its proxies exist.
        var graphs: [String] = []
        if protocols.contains(where: { !$0.contains(".") }) {
            graphs += try symbolGraphs(of: target, context)
        }
        var modules: [String] = []
        for reference in protocols {
            guard let dot = reference.lastIndex(of: ".") else { continue }
            let module = String(reference[..<dot])
            if !modules.contains(module) { modules.append(module) }
        }
        for module in modules where module != target.moduleName {
            if Self.toolchainModules[module] != nil {
                graphs += try toolchainGraphs([module], context)
            } else if let other = try? sourceTarget(module, context) {
                graphs += try symbolGraphs(of: other, context)
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
        generatorArguments += properties.flatMap { ["--property", $0] }
        generatorArguments += defaults.flatMap { ["--default", $0] }
        let command =
            ["swift", "package", "--allow-writing-to-package-directory", "generate-delegate-proxies"]
            + arguments.map(Self.shellQuoted)
        generatorArguments += ["--regenerate-command", command.joined(separator: " ")]
        guard try run(generator.url, generatorArguments) else {
            throw PluginError("delegate-proxy-generator failed")
        }
    }

    private func sourceTarget(_ name: String, _ context: PluginContext) throws -> SwiftSourceModuleTarget {
        let candidates = context.package.targets.compactMap { $0 as? SwiftSourceModuleTarget }
        guard let target = candidates.first(where: { $0.name == name || $0.moduleName == name }) else {
            throw PluginError("no target \(name) in package \(context.package.displayName)")
        }
        return target
    }

    /// The target's own symbol graph, internal symbols included.
    private func symbolGraphs(of target: SwiftSourceModuleTarget, _ context: PluginContext) throws -> [String]
    {
        let result = try packageManager.getSymbolGraph(
            for: target, options: .init(minimumAccessLevel: .internal, includeSynthesized: false))
        return [result.directoryURL.path]
    }

    /// Graphs of Foundation's modules, extracted from the toolchain's own module files.
    private func toolchainGraphs(_ modules: [String], _ context: PluginContext) throws -> [String] {
        let extractor = try symbolGraphExtractor(context)
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
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
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
                arguments += ["-target", "arm64-apple-macosx15.0", "-sdk", try macOSSDK()]
            #endif
            guard try run(extractor, arguments) else {
                throw PluginError("swift-symbolgraph-extract could not read module \(module)")
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

    /// Runs a tool with this process's output; `true` if it succeeded.
    private func run(_ tool: URL, _ arguments: [String]) throws -> Bool {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus == 0
    }

    static func shellQuoted(_ argument: String) -> String {
        let plain = argument.allSatisfy { $0.isLetter || $0.isNumber || "-_./:=,".contains($0) }
        return plain ? argument : "'" + argument.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

struct PluginError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
