import Foundation

/// An executable this package builds (an example, the generator), run in a child process as a
/// user runs it; the test awaits its end without blocking a thread (the rule in `TestSignal.swift`).
package enum ChildProcess {
    /// How the child ended and what it printed.
    package struct Result: Equatable, Sendable {
        package var status: Int32
        package var output: String
        package var errorOutput: String

        package init(status: Int32, output: String, errorOutput: String) {
            self.status = status
            self.output = output
            self.errorOutput = errorOutput
        }
    }

    /// Only a safety net: a child still running then is killed, and the test fails.
    package static let safetyNet: TimeInterval = 600

    /// The executable `name` that SwiftPM built beside the test runner (in `.build/debug`, or
    /// the scratch path's equivalent under a sanitizer).
    package static func executable(named name: String) throws -> URL {
        let runner = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var directory = runner.deletingLastPathComponent()
        // On Apple platforms the runner is inside the .xctest bundle.
        while directory.pathComponents.count > 1 {
            let candidate = directory.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory.deleteLastPathComponent()
        }
        throw MissingExecutable(name: name, runner: runner.path)
    }

    /// The error of a test run before the executable it runs was built.
    package struct MissingExecutable: Error, CustomStringConvertible {
        package let name: String
        package let runner: String
        package var description: String { "no \(name) executable beside \(runner): build it (swift build)" }
    }

    /// Runs the executable `name` with `arguments`, its environment this process's with
    /// `environment` laid over it, and returns its exit status and output.
    package static func run(
        _ name: String, _ arguments: [String], environment: [String: String] = [:]
    ) async throws -> Result {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let outputURL = directory.url.appendingPathComponent("stdout")
        let errorURL = directory.url.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        let output = try FileHandle(forWritingTo: outputURL)
        let errors = try FileHandle(forWritingTo: errorURL)
        let process = Process()
        process.executableURL = try executable(named: name)
        process.arguments = arguments
        // Files, not pipes: a child never waits for the test to read its output.
        process.standardOutput = output
        process.standardError = errors
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        let status = try await withCheckedThrowingContinuation {
            (continuation: CheckedContinuation<Int32, any Error>) in
            process.terminationHandler = { process in
                continuation.resume(returning: process.terminationStatus)
            }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: error)
                return
            }
            DispatchQueue.global().asyncAfter(deadline: .now() + safetyNet) { [process] in
                if process.isRunning { process.terminate() }
            }
        }
        try output.close()
        try errors.close()
        return Result(
            status: status,
            output: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
            errorOutput: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self))
    }
}

/// A directory of its own under the system's temporary directory; `remove()` deletes it.
package struct TemporaryDirectory {
    package let url: URL

    package init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "DelegateProxyKitTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    package var path: String { url.path }

    /// The names of the files in it, sorted (hidden ones included).
    package func contents() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
    }

    package func remove() { try? FileManager.default.removeItem(at: url) }
}
