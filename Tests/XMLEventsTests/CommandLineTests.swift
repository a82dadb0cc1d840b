import Foundation
import TestSupport
import Testing

@testable import XMLEvents

/// `swift run XMLEvents FILE` as a user runs it: the built executable in a child process, on
/// files the tests write into a temporary directory of their own.
@Suite struct CommandLineTests {
    @Test func aFiftyMegabyteDocumentIsSummarizedInBoundedMemory() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let big = directory.url.appendingPathComponent("big.xml")
        let expected = try GeneratedDocument.write(to: big, atLeast: 50 * 1024 * 1024)
        #expect(try big.resourceValues(forKeys: [.fileSizeKey]).fileSize ?? 0 >= 50 * 1024 * 1024)
        let tiny = directory.url.appendingPathComponent("tiny.xml")
        try Data("<a>x</a>".utf8).write(to: tiny)

        let small = try await XMLEventsProcess.run(["--peak-memory", tiny.path])
        let large = try await XMLEventsProcess.run(["--peak-memory", big.path])

        #expect(small.status == 0)
        #expect(large.status == 0)
        #expect(large.output == expected.report(source: big.path) + "\n")
        // Peak memory may not grow with the document: a copy of it would take 50 MB.
        let baseline = try #require(small.peakMemoryKilobytes)
        let peak = try #require(large.peakMemoryKilobytes)
        #expect(peak - baseline < 16 * 1024, "peak \(peak) kB against \(baseline) kB for a tiny document")
    }

    /// Input that is not a well-formed document: one line on standard error, exit status 2.
    @Test(arguments: [
        BadInput(
            name: "truncated", bytes: Array(#"<?xml version="1.0"?>\#n<a><b>text</b><c>more"#.utf8),
            message: "line 2, column 22: XMLParser error 5 (NSXMLParserErrorDomain)"),
        BadInput(
            name: "binary", bytes: (0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 97 &+ 31) },
            message: "line 1, column 1: XMLParser error 4 (NSXMLParserErrorDomain)"),
        BadInput(
            name: "empty", bytes: [],
            message: "no root element (the input is empty or holds no XML element)"),
        BadInput(
            name: "too short to start", bytes: Array("<a/".utf8),
            message: "no root element (the input is empty or holds no XML element)"),
        // "café crème" in Latin-1, in a document that does not declare it (so UTF-8).
        BadInput(
            name: "not UTF-8",
            bytes: Array("<a>caf".utf8) + [0xE9] + Array(" cr".utf8) + [0xE8] + Array("me</a>".utf8),
            message: "line 1, column 7: XMLParser error 9 (NSXMLParserErrorDomain)"),
        // A UTF-16 byte-order mark followed by bytes that are not UTF-16 text.
        BadInput(
            name: "bad UTF-16", bytes: [0xFF, 0xFE, 0x3C, 0x00, 0x61, 0x00],
            message: "line 1, column 3: XMLParser error 73 (NSXMLParserErrorDomain)"),
    ])
    func badInputIsOneLineAndExitStatusTwo(_ input: BadInput) async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.url.appendingPathComponent("input.xml")
        try Data(input.bytes).write(to: file)
        let result = try await XMLEventsProcess.run([file.path])
        #expect(result.status == 2)
        #expect(result.output == "")
        #expect(result.errorOutput == "XMLEvents: malformed XML in \(file.path): \(input.message)\n")
    }

    @Test func aDocumentInItsDeclaredEncodingIsSummarized() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.url.appendingPathComponent("latin1.xml")
        let bytes =
            Array(#"<?xml version="1.0" encoding="ISO-8859-1"?>\#n<a>caf"#.utf8) + [0xE9] + Array("</a>".utf8)
        try Data(bytes).write(to: file)
        let result = try await XMLEventsProcess.run([file.path])
        let expected = XMLSummary(elementCounts: ["a": 1], maxDepth: 1, textCharacters: 4)
        #expect(result.status == 0)
        #expect(result.output == expected.report(source: file.path) + "\n")
        #expect(result.errorOutput == "")
    }

    @Test func aFileThatCannotBeReadIsOneLineAndExitStatusOne() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let missing = directory.url.appendingPathComponent("missing.xml").path
        let notAFile = directory.url.path
        let first = try await XMLEventsProcess.run([missing])
        let second = try await XMLEventsProcess.run([notAFile])
        #expect(first.status == 1)
        #expect(first.errorOutput == "XMLEvents: cannot read \(missing): no such file\n")
        #expect(second.status == 1)
        #expect(second.errorOutput == "XMLEvents: cannot read \(notAFile): a directory\n")
        #expect(first.output == "" && second.output == "")
    }
}

/// A named input that is not a well-formed XML document, and the message it gets.
struct BadInput: Sendable, CustomTestStringConvertible {
    let name: String
    let bytes: [UInt8]
    let message: String
    var testDescription: String { name }
}

/// A document of many records, written a record at a time (never whole in memory), and the
/// summary it must get.
enum GeneratedDocument {
    /// Text without white space (each piece the parser hands over counts whole, however it splits
    /// the text), with characters of two and three bytes in UTF-8.
    static let body = String(repeating: "Délégué-漢字-stream-of-events-", count: 130)

    static func write(to url: URL, atLeast size: Int) throws -> XMLSummary {
        _ = FileManager.default.createFile(atPath: url.path, contents: nil)
        let file = try FileHandle(forWritingTo: url)
        defer { try? file.close() }
        var summary = XMLSummary(elementCounts: ["archive": 1], maxDepth: 3)
        var written = 0
        var pending = ""
        func emit(_ text: String, flush: Bool = false) throws {
            pending += text
            guard flush || pending.utf8.count >= 1 << 20 else { return }
            try file.write(contentsOf: Data(pending.utf8))
            written += pending.utf8.count
            pending = ""
        }
        try emit(#"<?xml version="1.0" encoding="UTF-8"?>"# + "\n<archive>\n")
        var record = 0
        while written + pending.utf8.count < size {
            // "R", "&" and "D-<n>" reach the delegate as three pieces of text.
            try emit(
                "  <record id=\"r\(record)\"><title>R&amp;D-\(record)</title><!-- \(record) -->"
                    + "<body>\(body)</body></record>\n")
            summary.elementCounts["record", default: 0] += 1
            summary.elementCounts["title", default: 0] += 1
            summary.elementCounts["body", default: 0] += 1
            summary.textCharacters += 1 + 1 + "D-\(record)".count + body.count
            summary.comments += 1
            record += 1
        }
        try emit("</archive>\n", flush: true)
        return summary
    }
}

/// The built `XMLEvents` executable run in a child process.
enum XMLEventsProcess {
    static func run(_ arguments: [String]) async throws -> ChildProcess.Result {
        // Under AddressSanitizer freed memory is kept aside (256 MB by default) before reuse,
        // which would count as peak memory; the measurement is about live memory.
        let asan = ProcessInfo.processInfo.environment["ASAN_OPTIONS"].map { $0 + ":" } ?? ""
        return try await ChildProcess.run(
            "XMLEvents", arguments, environment: ["ASAN_OPTIONS": asan + "quarantine_size_mb=1"])
    }
}

extension ChildProcess.Result {
    /// What `--peak-memory` printed.
    var peakMemoryKilobytes: Int? {
        let prefix = "XMLEvents: peak memory "
        guard let line = errorOutput.split(separator: "\n").last(where: { $0.hasPrefix(prefix) }) else {
            return nil
        }
        return Int(line.dropFirst(prefix.count).prefix { $0.isNumber })
    }
}
