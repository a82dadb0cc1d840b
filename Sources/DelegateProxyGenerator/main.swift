import DelegateProxyGeneratorCore
import Foundation

// delegate-proxy-generator: writes delegate proxies from symbol graphs. The plugin
// `generate-delegate-proxies` runs it; run it yourself with --help for its arguments.

let usage = """
    usage: delegate-proxy-generator --symbol-graphs PATH... --module NAME --protocol P... --output DIR
                                    [--parent TYPE] [--property NAME] [--default 'NAME=EXPR']...
                                    [--regenerate-command 'COMMAND']
           delegate-proxy-generator --audit --symbol-graphs PATH... --module NAME

      --symbol-graphs PATH  a symbol graph file, or a directory of them (repeatable)
      --module NAME         the module the proxies are compiled into
      --protocol P          P in that module, or Module.P (repeatable: one file each)
      --output DIR          where <P>Proxy.swift goes
      --parent TYPE         the proxy's parent class (default: the first parameter most methods share)
      --property NAME       the parent's delegate property (default: delegate)
      --default NAME=EXPR   the answer of a method with a result when there is no forward delegate;
                            NAME as #function spells it, or a base name for all methods with it
      --audit               list the requirements each proxy class of the module does not implement
    """

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("delegate-proxy-generator: error: \(message)\n".utf8))
    exit(1)
}

/// The options and whether `--audit` was given.
func parse(_ arguments: [String]) -> (GeneratorOptions, audit: Bool) {
    var options = GeneratorOptions()
    var audit = false
    var arguments = arguments[...]
    func value(for option: String) -> String {
        guard let value = arguments.popFirst() else { fail("\(option) needs a value") }
        return value
    }
    while let argument = arguments.popFirst() {
        switch argument {
        case "--symbol-graphs": options.symbolGraphs.append(value(for: argument))
        case "--module": options.module = value(for: argument)
        case "--protocol": options.protocols.append(value(for: argument))
        case "--output": options.outputDirectory = value(for: argument)
        case "--parent": options.parent = value(for: argument)
        case "--property": options.property = value(for: argument)
        case "--default": options.defaults.append(value(for: argument))
        case "--regenerate-command":
            options.command = value(for: argument).split(separator: " ").map(String.init)
        case "--audit": audit = true
        case "--help", "-h":
            print(usage)
            exit(0)
        default: fail("unknown argument \(argument); see --help")
        }
    }
    return (options, audit)
}

var (options, audit) = parse(Array(CommandLine.arguments.dropFirst()))
if options.symbolGraphs.isEmpty { fail("no --symbol-graphs given; see --help") }
if options.module.isEmpty { fail("no --module given; see --help") }

do throws(GeneratorError) {
    let graphs = try SymbolGraphSet(paths: options.symbolGraphs)
    if audit {
        let findings = try Audit.run(graphs, module: options.module)
        for finding in findings { print(finding) }
        exit(findings.isEmpty ? 0 : 2)
    }
    if options.outputDirectory.isEmpty { fail("no --output given; see --help") }
    if options.command.isEmpty {
        options.command = ["delegate-proxy-generator"] + CommandLine.arguments.dropFirst()
    }
    let (files, warnings) = try Generator.generate(graphs, options)
    for warning in warnings {
        FileHandle.standardError.write(Data("delegate-proxy-generator: warning: \(warning)\n".utf8))
    }
    try Generator.write(files, to: options.outputDirectory)
    for file in files { print((options.outputDirectory as NSString).appendingPathComponent(file.name)) }
} catch {
    fail(error.message)
}
