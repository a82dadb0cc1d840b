import Foundation
import FoundationProxies

/// What `swift run XMLEvents` prints: element counts, nesting depth and text size.
struct XMLSummary: Equatable, Sendable {
    var elementCounts: [String: Int] = [:]
    var depth = 0
    var maxDepth = 0
    var textCharacters = 0
    var comments = 0

    var elements: Int { elementCounts.values.reduce(0, +) }

    /// Counts one more event, in place.
    mutating func add(_ event: XMLEvent) {
        switch event {
        case .startElement(let name, _):
            elementCounts[name, default: 0] += 1
            depth += 1
            maxDepth = max(maxDepth, depth)
        case .endElement:
            depth -= 1
        case .characters(let text):
            textCharacters += text.trimmingCharacters(in: .whitespacesAndNewlines).count
        case .cdata(let data):
            textCharacters += data.count
        case .comment:
            comments += 1
        case .startDocument, .endDocument:
            break
        }
    }

    /// The printed report.
    func report(source: String) -> String {
        var lines = [
            "Summary of \(source)",
            "  elements: \(elements) (\(elementCounts.count) distinct), max depth \(maxDepth)",
            "  text: \(textCharacters) characters, comments: \(comments)",
        ]
        for (name, count) in elementCounts.sorted(by: { ($0.value, $1.key) > ($1.value, $0.key) }) {
            lines.append("  <\(name)> × \(count)")
        }
        return lines.joined(separator: "\n")
    }
}

extension ObservableType where Element == XMLEvent {
    /// Folds a parse into its summary, emitted once the parse completes. `reduce(into:)`
    /// updates the one summary in place: its element counts are never copied per event.
    func summarize() -> Observable<XMLSummary> {
        reduce(into: XMLSummary()) { $0.add($1) }
    }

    /// ``summarize()`` for a whole document: a parse that ends without a single element (an
    /// empty file, or one too short for the parser to start) is an error, not an empty summary,
    /// since `XMLParser` reports no error for it.
    func summarizeDocument() -> Observable<XMLSummary> {
        summarize().map { summary in
            guard summary.elements > 0 else { throw NoRootElement() }
            return summary
        }
    }
}

/// The error of a parse that found no element at all.
struct NoRootElement: Error, CustomStringConvertible {
    var description: String { "no root element (the input is empty or holds no XML element)" }
}

/// The peak resident memory of this process so far, in kilobytes, or `nil` where the system
/// does not say. On Linux it is `VmHWM` of /proc/self/status, which counts this program only:
/// `getrusage`'s maximum also counts the parent's memory when it was started by `posix_spawn`.
func peakResidentKilobytes() -> Int? {
    #if os(Linux)
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
        else { return nil }
        return Int(line.dropFirst("VmHWM:".count).filter(\.isNumber))
    #else
        var usage = rusage()
        guard getrusage(RUSAGE_SELF, &usage) == 0 else { return nil }
        return Int(usage.ru_maxrss) / 1024  // bytes on Apple platforms
    #endif
}

/// The document summarized when no file is given.
let sampleXML = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!-- A small catalog, bundled with the example -->
    <catalog>
      <book id="b1" lang="en">
        <title>Reactive Programming with Swift</title>
        <author>Ada</author>
        <price currency="EUR">31.50</price>
      </book>
      <book id="b2" lang="fr">
        <title>Délégués et flux</title>
        <author>Blaise</author>
        <author>Camille</author>
        <price currency="EUR">27.00</price>
      </book>
      <magazine id="m1">
        <title>Linux Monthly</title>
        <notes><![CDATA[<b>not</b> markup]]></notes>
      </magazine>
    </catalog>
    """
