import DelegateProxyKit
import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

// swift run XMLEvents [file]: summarizes the XML file, or the bundled sample without one.
let path = CommandLine.arguments.dropFirst().first
let data: Data
let source: String
if let path {
    guard let contents = FileManager.default.contents(atPath: path) else {
        let reason = FileManager.default.fileExists(atPath: path) ? "not readable" : "no such file"
        FileHandle.standardError.write(Data("XMLEvents: cannot read \(path): \(reason)\n".utf8))
        exit(1)
    }
    data = contents
    source = path
} else {
    data = Data(sampleXML.utf8)
    source = "the bundled sample"
}

var status: Int32 = 0
let parser = XMLParser(data: data)
_ = parser.rx.parse()
    .summarize()
    .subscribe(
        onNext: { print($0.report(source: source)) },
        onError: { error in
            FileHandle.standardError.write(Data("XMLEvents: malformed XML in \(source): \(error)\n".utf8))
            status = 2
        })
exit(status)
