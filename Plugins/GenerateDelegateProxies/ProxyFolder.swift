import Foundation
import PackagePlugin

/// A target's `DelegateProxies` folder, which the plugin sets aside while it builds the target's
/// symbol graph again: a generated file that no longer compiles must not keep the plugin from
/// regenerating it.
///
/// SwiftPM ignores hidden folders, so the folder goes to a hidden one beside it: it stays in the
/// target, where the user looks for it, and where the next run finds it if this one was killed
/// before it could put the folder back.
struct ProxyFolder {
    /// `<target>/DelegateProxies`.
    let url: URL
    /// `<target>/.DelegateProxies-regenerating`.
    let asideURL: URL
    /// `url` relative to the package, for messages.
    let path: String
    /// `asideURL` relative to the package, for messages.
    let asidePath: String

    init(of target: SwiftSourceModuleTarget, in package: Package) {
        url = target.directoryURL.appendingPathComponent("DelegateProxies")
        asideURL = target.directoryURL.appendingPathComponent(".DelegateProxies-regenerating")
        path = package.relativePath(url.path)
        asidePath = package.relativePath(asideURL.path)
    }

    /// The names of the Swift files in the folder, sorted.
    func swiftFiles() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") && !$0.hasPrefix(".") }.sorted()
    }

    /// Puts back the folder that a killed run left aside; nothing if there is none.
    func restoreAfterInterruptedRun() throws(PluginError) {
        guard FileManager.default.fileExists(atPath: asideURL.path) else { return }
        guard !FileManager.default.fileExists(atPath: url.path) else {
            throw PluginError(
                "an interrupted run left \(asidePath) beside \(path): keep the one that holds your proxies, named \(path), and delete the other"
            )
        }
        try step("putting back \(path), which an interrupted run left aside as \(asidePath),") {
            try FileManager.default.moveItem(at: asideURL, to: url)
        }
        Diagnostics.warning("put back \(path), which an interrupted run had left aside as \(asidePath)")
    }

    /// Runs `body` with the folder set aside and puts it back afterwards, also when `body` throws.
    func withFolderSetAside<Result>(_ body: () throws -> Result) throws -> Result {
        try step("moving \(path) aside to \(asidePath)") {
            try FileManager.default.moveItem(at: url, to: asideURL)
        }
        let result = Swift.Result { try body() }
        do {
            try FileManager.default.moveItem(at: asideURL, to: url)
        } catch {
            throw PluginError(
                "could not put \(path) back from \(asidePath) (\(PluginError.readableReason(error) ?? "no reason given")): rename it \(path) by hand"
            )
        }
        return try result.get()
    }
}
