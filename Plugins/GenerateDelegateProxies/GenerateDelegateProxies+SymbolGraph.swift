import Foundation
import PackagePlugin

extension GenerateDelegateProxies {
    /// The target's own symbol graph, internal symbols included.
    ///
    /// When the target does not compile and the plugin is to regenerate some of its proxies
    /// (`regenerating`, their file names), the target is built again without its DelegateProxies
    /// folder: a generated file that no longer compiles must not keep the plugin from regenerating
    /// it. If the target does not compile without the folder either, the error names the files
    /// to fix or delete.
    func symbolGraphs(
        of target: SwiftSourceModuleTarget, in package: Package, regenerating: [String]
    ) throws -> [String] {
        let firstError: any Error
        do {
            return [try symbolGraph(of: target)]
        } catch {
            firstError = error
        }
        let folder = ProxyFolder(of: target, in: package)
        let generated = folder.swiftFiles()
        guard !regenerating.isEmpty, !generated.isEmpty else {
            if PluginError.readableReason(firstError) != nil {
                throw PluginError(
                    "building the symbol graph of target \(target.name)", failedWith: firstError)
            }
            let hint =
                generated.isEmpty
                ? "" : " (a proxy of \(folder.path) that no longer compiles: run the command in its header)"
            throw PluginError(
                "target \(target.name) does not compile: fix the errors above\(hint), then run this command again"
            )
        }
        // Says where the folder is meanwhile: if this run is killed, the user finds it there.
        Diagnostics.warning(
            "target \(target.name) does not compile; building it again with \(folder.path) moved aside to \(folder.asidePath)"
        )
        let (graph, failingWithoutFolder) = try folder.withFolderSetAside {
            () throws -> (String?, [String]) in
            // Built first with its log kept: if other files use the proxies, their errors would only
            // repeat what the message says.
            let build = try step("building target \(target.name) without \(folder.path)") {
                try packageManager.build(.target(target.name), parameters: .init(echoLogs: false))
            }
            guard build.succeeded else { return (nil, Self.filesWithErrors(in: build.logText)) }
            let graph = try step("building the symbol graph of target \(target.name) without \(folder.path)")
            {
                try symbolGraph(of: target)
            }
            return (graph, [])
        }
        if let graph {
            let others = generated.filter { !regenerating.contains($0) }
            if !others.isEmpty {
                Diagnostics.warning(
                    "target \(target.name) compiles without \(folder.path), not with it: if it still does not compile, run the command in the header of the proxy that fails (\(others.joined(separator: ", ")))"
                )
            }
            return [graph]
        }
        throw try notCompiling(target, folder, package, firstError, failingWithoutFolder)
    }

    /// Why `target` compiles neither with its DelegateProxies folder nor without it.
    private func notCompiling(
        _ target: SwiftSourceModuleTarget, _ folder: ProxyFolder, _ package: Package, _ firstError: any Error,
        _ failingWithoutFolder: [String]
    ) throws -> PluginError {
        // The symbol graph's build printed its errors but returns none; the build's log names the files.
        let build = try step("building target \(target.name) to find the files with errors") {
            try packageManager.build(.target(target.name), parameters: .init(echoLogs: false))
        }
        if build.succeeded {
            return PluginError("building the symbol graph of target \(target.name)", failedWith: firstError)
        }
        let failing = Self.filesWithErrors(in: build.logText)
        let proxies = failing.filter { $0.hasPrefix(folder.url.standardizedFileURL.path + "/") }
        let others = failing.filter { !proxies.contains($0) }
        guard !proxies.isEmpty else {
            let files = others.isEmpty ? "" : " (in \(Self.list(others.map { package.relativePath($0) })))"
            return PluginError(
                "target \(target.name) does not compile, with or without \(folder.path), and its generated proxies are not what fails: fix the errors above\(files), then run this command again"
            )
        }
        let one = proxies.count == 1
        let users =
            failingWithoutFolder.isEmpty
            ? "its other files use the proxies"
            : "\(Self.list(failingWithoutFolder.map { package.relativePath($0) })) \(failingWithoutFolder.count == 1 ? "uses" : "use") its proxies"
        return PluginError(
            "target \(target.name) does not compile, even without \(folder.path), as \(users); \(Self.list(proxies.map { package.relativePath($0) })) \(one ? "has" : "have") errors: make \(one ? "it" : "them") compile by hand, or delete \(one ? "it" : "them") and comment out the uses of \(one ? "its proxy" : "their proxies"), then run this command again to regenerate \(one ? "it" : "them")"
        )
    }

    private func symbolGraph(of target: SwiftSourceModuleTarget) throws -> String {
        try packageManager.getSymbolGraph(
            for: target, options: .init(minimumAccessLevel: .internal, includeSynthesized: false)
        ).directoryURL.path
    }

    /// The Swift files a build log reports errors in (`/path/File.swift:12:5: error: …`), each
    /// once, in the log's order.
    static func filesWithErrors(in log: String) -> [String] {
        var files: [String] = []
        for line in log.split(whereSeparator: \.isNewline) {
            guard let marker = line.range(of: ": error: ") else { continue }
            let location = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard location.count >= 3,
                location.suffix(2).allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) })
            else { continue }
            let path = URL(fileURLWithPath: location.dropLast(2).joined(separator: ":")).standardizedFileURL
                .path
            if path.hasSuffix(".swift"), !files.contains(path) { files.append(path) }
        }
        return files
    }

    private static func list(_ items: [String]) -> String {
        items.count <= 1 ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + items.last!
    }
}

extension Package {
    /// `path` relative to the package's directory, for messages; `path` if it is outside.
    func relativePath(_ path: String) -> String {
        let root = directoryURL.standardizedFileURL.path + "/"
        let path = URL(fileURLWithPath: path).standardizedFileURL.path
        return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
    }
}
