import Foundation

/// `delegate-proxy-generator` as the plugin runs it: the built executable in a child process.
enum GeneratorProcess {
    struct Result: Equatable {
        var status: Int32
        var output: String
        var errorOutput: String
    }

    /// Only a safety net: a child still running then is killed, and the test fails.
    static let safetyNet: TimeInterval = 600

    /// The executable SwiftPM built beside the test runner (in `.build/debug`, or the scratch
    /// path's equivalent under a sanitizer).
    static var executable: URL {
        get throws {
            let runner = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            var directory = runner.deletingLastPathComponent()
            // On Apple platforms the runner is inside the .xctest bundle.
            while directory.pathComponents.count > 1 {
                let candidate = directory.appendingPathComponent("delegate-proxy-generator")
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
                directory.deleteLastPathComponent()
            }
            throw MissingExecutable(runner: runner.path)
        }
    }

    struct MissingExecutable: Error, CustomStringConvertible {
        let runner: String
        var description: String {
            "no delegate-proxy-generator executable beside \(runner): build it (swift build)"
        }
    }

    static func run(_ arguments: [String]) async throws -> Result {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let outputURL = directory.url.appendingPathComponent("stdout")
        let errorURL = directory.url.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        let output = try FileHandle(forWritingTo: outputURL)
        let errors = try FileHandle(forWritingTo: errorURL)
        let process = Process()
        process.executableURL = try executable
        process.arguments = arguments
        // Files, not pipes: a child never waits for the test to read its output.
        process.standardOutput = output
        process.standardError = errors
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
