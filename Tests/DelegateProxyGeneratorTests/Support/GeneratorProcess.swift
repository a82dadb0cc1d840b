import TestSupport

/// `delegate-proxy-generator` as the plugin runs it: the built executable in a child process.
enum GeneratorProcess {
    typealias Result = ChildProcess.Result

    static func run(_ arguments: [String]) async throws -> Result {
        try await ChildProcess.run("delegate-proxy-generator", arguments)
    }
}
