import DelegateProxyGeneratorCore
import Foundation

// delegate-proxy-generator: writes delegate proxies from symbol graphs (see --help). The plugin
// `generate-delegate-proxies` runs it for a target of the package.

let outcome = CommandLineTool.run(Array(CommandLine.arguments.dropFirst()))
for line in outcome.standardOutput { print(line) }
for line in outcome.standardError { FileHandle.standardError.write(Data((line + "\n").utf8)) }
exit(outcome.status)
