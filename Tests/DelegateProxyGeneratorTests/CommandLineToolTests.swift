import Testing

@testable import DelegateProxyGeneratorCore

@Suite struct CommandLineToolTests {
    /// The options the usage's option lines name (`  --module NAME   …`, `  -h, --help   …`), in order.
    static let listedOptions: [String] = CommandLineTool.usage.split(separator: "\n").flatMap { line in
        guard line.hasPrefix("  -") else { return [String]() }
        let head = line.dropFirst(2).components(separatedBy: "  ")[0]
        return head.split(separator: " ").filter { $0.hasPrefix("-") }.map { String($0.trimmingSuffix(",")) }
    }

    /// Every option the tool accepts, each once.
    @Test func theUsageListsEveryOption() {
        #expect(
            Self.listedOptions == [
                "--symbol-graphs", "--module", "--protocol", "--output", "--parent", "--sender", "--property",
                "--default", "--public", "--audit", "--regenerate-command", "-h", "--help",
            ])
    }

    /// No option of the usage is one the tool rejects as unknown.
    @Test(arguments: listedOptions)
    func everyListedOptionIsAccepted(_ option: String) {
        do {
            _ = try CommandLineTool.parse([option])
        } catch {
            #expect(!error.message.hasPrefix("unknown argument"))
        }
    }

    /// `-h` as `--help`: the usage on standard output, nothing else, exit status 0.
    @Test(arguments: ["-h", "--help"])
    func helpPrintsTheUsageAndSucceeds(_ option: String) {
        #expect(
            CommandLineTool.run(["--module", "M", option])
                == CommandLineTool.Outcome(status: 0, standardOutput: [CommandLineTool.usage]))
    }
}

extension Substring {
    fileprivate func trimmingSuffix(_ suffix: String) -> Substring {
        hasSuffix(suffix) ? dropLast(suffix.count) : self
    }
}
