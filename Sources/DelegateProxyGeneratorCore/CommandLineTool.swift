import Foundation

/// `delegate-proxy-generator`'s command line: arguments in, an exit status and lines out.
package enum CommandLineTool {
    package static let usage = """
        usage: delegate-proxy-generator --symbol-graphs PATH... --module NAME --protocol P... --output DIR
                                        [--parent TYPE] [--sender TYPE] [--property NAME]
                                        [--default 'NAME=EXPR']... [--public] [--regenerate-command 'COMMAND']
               delegate-proxy-generator --audit --symbol-graphs PATH... --module NAME

          --symbol-graphs PATH  a symbol graph file, or a directory of them (repeatable)
          --module NAME         the module the proxies are compiled into
          --protocol P          P in that module, or Module.P (repeatable: one file each)
          --output DIR          where <P>Proxy.swift goes
          --parent TYPE         the proxy's parent class (default: the first parameter most methods share)
          --sender TYPE         the parameter type that passes the parent where it is not the parent's own
                                (a session a wrapper holds): left out of the streams, as the parent is
          --property NAME       the parent's delegate property (default: delegate)
          --default NAME=EXPR   the answer of a method with a result when there is no forward delegate;
                                NAME as #function spells it, or a base name for all methods with it
          --public              make the proxies and their streams public, each member documented (a library)
          --audit               list the requirements each proxy class of the module does not implement
          --regenerate-command COMMAND
                                the command each file's header gives to regenerate it (default: this one)
          -h, --help            print this usage

        The generate-delegate-proxies command plugin runs it for a target of a package; its options:
        swift package --allow-writing-to-package-directory generate-delegate-proxies --help
        """

    /// What a run printed and how it ended.
    package struct Outcome: Equatable {
        /// 0: done; 1: an error (one line on `standardError`); 2: the audit found something.
        package var status: Int32
        package var standardOutput: [String] = []
        package var standardError: [String] = []
    }

    /// Runs the tool with `arguments` (without the program's name).
    package static func run(_ arguments: [String]) -> Outcome {
        var outcome = Outcome(status: 0)
        do throws(GeneratorError) {
            guard case (var options, let audit)? = try parse(arguments) else {
                outcome.standardOutput = [usage]
                return outcome
            }
            let graphs = try SymbolGraphSet(paths: options.symbolGraphs)
            if audit {
                let report = try Audit.run(graphs, module: options.module)
                outcome.standardOutput =
                    report.findings.isEmpty ? report.audited.map { "ok: " + $0 } : report.findings
                outcome.status = report.findings.isEmpty ? 0 : 2
                return outcome
            }
            options.existingFiles = existingSources(in: options.outputDirectory)
            let (files, warnings) = try Generator.generate(graphs, options)
            outcome.standardError = warnings.map { "delegate-proxy-generator: warning: \($0)" }
            try Generator.write(files, to: options.outputDirectory)
            outcome.standardOutput = files.map {
                (options.outputDirectory as NSString).appendingPathComponent($0.name)
            }
        } catch {
            outcome.status = 1
            outcome.standardError.append("delegate-proxy-generator: error: \(error.message)")
        }
        return outcome
    }

    /// The Swift files of `directory` by name, or none if it does not exist yet.
    static func existingSources(in directory: String) -> [String: String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        var sources: [String: String] = [:]
        for name in names where name.hasSuffix(".swift") {
            let path = (directory as NSString).appendingPathComponent(name)
            if let data = FileManager.default.contents(atPath: path) {
                sources[name] = String(decoding: data, as: UTF8.self)
            }
        }
        return sources
    }

    /// The options and whether `--audit` was given; `nil` for `--help`.
    static func parse(_ arguments: [String]) throws(GeneratorError) -> (GeneratorOptions, audit: Bool)? {
        var options = GeneratorOptions()
        var audit = false
        var remaining = arguments[...]
        func value(for option: String) throws(GeneratorError) -> String {
            guard let value = remaining.popFirst() else { throw GeneratorError("\(option) needs a value") }
            return value
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--symbol-graphs": options.symbolGraphs.append(try value(for: argument))
            case "--module": options.module = try value(for: argument)
            case "--protocol": options.protocols.append(try value(for: argument))
            case "--output": options.outputDirectory = try value(for: argument)
            case "--parent": options.parent = try value(for: argument)
            case "--sender": options.sender = try value(for: argument)
            case "--property": options.property = try value(for: argument)
            case "--default": options.defaults.append(try value(for: argument))
            case "--regenerate-command":
                options.command = try value(for: argument).split(separator: " ").map(String.init)
            case "--public": options.isPublic = true
            case "--audit": audit = true
            case "--help", "-h": return nil
            default: throw GeneratorError("unknown argument \(argument); see --help")
            }
        }
        if options.symbolGraphs.isEmpty { throw GeneratorError("no --symbol-graphs given; see --help") }
        if options.module.isEmpty { throw GeneratorError("no --module given; see --help") }
        if !audit && options.outputDirectory.isEmpty { throw GeneratorError("no --output given; see --help") }
        if options.command.isEmpty { options.command = ["delegate-proxy-generator"] + arguments }
        return (options, audit)
    }
}
