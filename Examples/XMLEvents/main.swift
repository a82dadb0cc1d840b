import Foundation
import FoundationProxies

#if canImport(FoundationXML)
    import FoundationXML
#endif

// swift run XMLEvents [--peak-memory] [file]: summarizes the XML file, or the bundled sample
// without one. The file is parsed as it is read, a chunk at a time (`XMLParser(stream:)`), so
// memory does not grow with its size; `--peak-memory` prints the process's peak resident memory
// to standard error at exit.
//
// Exit status: 0 summarized; 1 the file cannot be read; 2 it is not a well-formed XML document
// (malformed, truncated, empty, binary, not in its declared encoding). Errors are one line on
// standard error.
let arguments = CommandLine.arguments.dropFirst()
let reportsPeakMemory = arguments.contains("--peak-memory")
let path = arguments.first { !$0.hasPrefix("--") }

func finish(_ status: Int32) -> Never {
    if reportsPeakMemory, let peak = peakResidentKilobytes() {
        FileHandle.standardError.write(Data("XMLEvents: peak memory \(peak) kB\n".utf8))
    }
    exit(status)
}

func fail(_ status: Int32, _ message: String) -> Never {
    FileHandle.standardError.write(Data("XMLEvents: \(message)\n".utf8))
    finish(status)
}

let parser: XMLParser
let source: String
if let path {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        fail(1, "cannot read \(path): no such file")
    }
    // Opening it is the only sure test (permissions, ACLs, root): the stream would only fail later.
    guard !isDirectory.boolValue, let handle = FileHandle(forReadingAtPath: path) else {
        fail(1, "cannot read \(path): \(isDirectory.boolValue ? "a directory" : "not readable")")
    }
    try? handle.close()
    guard let stream = InputStream(fileAtPath: path) else { fail(1, "cannot read \(path): not readable") }
    parser = XMLParser(stream: stream)
    source = path
} else {
    parser = XMLParser(data: Data(sampleXML.utf8))
    source = "the bundled sample"
}

var status: Int32 = 0
_ = parser.rx.parse()
    .summarizeDocument()
    .subscribe(
        onNext: { print($0.report(source: source)) },
        onError: { error in
            let message = "\(error)".replacingOccurrences(of: "\n", with: " ")
            FileHandle.standardError.write(Data("XMLEvents: malformed XML in \(source): \(message)\n".utf8))
            status = 2
        })
finish(status)
