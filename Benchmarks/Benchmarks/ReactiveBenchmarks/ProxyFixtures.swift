import DelegateProxyKit
import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

// What the proxy rows beyond `Gauge` need: a method with a result, the hand-written adapter a
// Linux user writes today, and the XMLEvents pipeline with its hand-written counterpart.
// Shared with Profile (a symbolic link), so callgrind runs the same code.

// MARK: A method with a result

protocol DialDelegate: AnyObject {
    func dial(_ dial: Dial, valueFor input: Int) -> Int
}

final class Dial: HasDelegate, HasAssociatedProxies {
    weak var delegate: (any DialDelegate)?
    let associatedProxies = AssociatedProxyStorage()

    /// One weak load and one call, as `Gauge.change`; 0 without a delegate.
    @inline(never)
    func value(for input: Int) -> Int { delegate?.dial(self, valueFor: input) ?? 0 }
}

final class DialDelegateProxy: DelegateProxy<Dial, any DialDelegate>, DelegateProxyType, DialDelegate {
    static let valueFor = DelegateMethod("dial(_:valueFor:)", Dial.self, Int.self, returns: Int.self)

    static func registerKnownImplementations() {
        register { DialDelegateProxy(parentObject: $0) }
    }

    func dial(_ dial: Dial, valueFor input: Int) -> Int {
        dispatch(Self.valueFor, dial, input, default: 0) { $0.dial(dial, valueFor: input) }
    }
}

final class DoublingDelegate: DialDelegate {
    func dial(_ dial: Dial, valueFor input: Int) -> Int { input &* 2 }
}

// MARK: The hand-written adapter

/// What a user writes without a proxy: the parent's delegate, feeding a subject and forwarding
/// to the delegate that was there before.
final class GaugeAdapter: GaugeDelegate {
    let didChange = PublishSubject<Int>()
    weak var forward: (any GaugeDelegate)?

    init(forward: (any GaugeDelegate)?) { self.forward = forward }

    func gauge(_ gauge: Gauge, didChange value: Int) {
        didChange.onNext(value)
        forward?.gauge(gauge, didChange: value)
    }
}

/// The same adapter without the subject: a delegate that only forwards, through a weak reference,
/// as a proxy nobody observes does. The floor of a proxied call: the direct call plus one weak load
/// and release of the forward delegate.
final class GaugeForwarder: GaugeDelegate {
    weak var forward: (any GaugeDelegate)?

    init(forward: (any GaugeDelegate)?) { self.forward = forward }

    func gauge(_ gauge: Gauge, didChange value: Int) {
        forward?.gauge(gauge, didChange: value)
    }
}

/// A delegate that forwards as the plain-Swift spelling of a proxy's forward call would: a weak
/// `AnyObject` cast back to the delegate protocol on every call (a conformance lookup), what the
/// proxy's hand-made layout avoids (ARCHITECTURE.md, *Unsafe code and why*).
final class GaugeCastingForwarder: GaugeDelegate {
    weak var forward: AnyObject?

    init(forward: AnyObject?) { self.forward = forward }

    func gauge(_ gauge: Gauge, didChange value: Int) {
        (forward as? any GaugeDelegate)?.gauge(gauge, didChange: value)
    }
}

/// A delegate that only forwards, to a delegate it keeps alive (a strong reference): the floor of
/// a proxied call whose forward delegate is retained (`retainDelegate: true`).
final class GaugeRetainingForwarder: GaugeDelegate {
    let forward: any GaugeDelegate

    init(forward: any GaugeDelegate) { self.forward = forward }

    func gauge(_ gauge: Gauge, didChange value: Int) {
        forward.gauge(gauge, didChange: value)
    }
}

/// The hand-written adapter for a method with a result: forwards, feeds the result to a subject,
/// returns it.
final class DialAdapter: DialDelegate {
    let valueFor = PublishSubject<Int>()
    weak var forward: (any DialDelegate)?

    init(forward: (any DialDelegate)?) { self.forward = forward }

    func dial(_ dial: Dial, valueFor input: Int) -> Int {
        let result = forward?.dial(dial, valueFor: input) ?? 0
        valueFor.onNext(result)
        return result
    }
}

// MARK: The XMLEvents pipeline

/// The example's proxy, for the seven methods its pipeline observes.
final class PipelineXMLProxy: DelegateProxy<XMLParser, any XMLParserDelegate>, DelegateProxyType,
    XMLParserDelegate
{
    static let didStartDocument = DelegateMethod("parserDidStartDocument(_:)", XMLParser.self)
    static let didEndDocument = DelegateMethod("parserDidEndDocument(_:)", XMLParser.self)
    static let didStartElement = DelegateMethod(
        "parser(_:didStartElement:namespaceURI:qualifiedName:attributes:)",
        XMLParser.self, String.self, String?.self, String?.self, [String: String].self)
    static let didEndElement = DelegateMethod(
        "parser(_:didEndElement:namespaceURI:qualifiedName:)", XMLParser.self, String.self, String?.self,
        String?.self)
    static let foundCharacters = DelegateMethod("parser(_:foundCharacters:)", XMLParser.self, String.self)
    static let foundComment = DelegateMethod("parser(_:foundComment:)", XMLParser.self, String.self)
    static let foundCDATA = DelegateMethod("parser(_:foundCDATA:)", XMLParser.self, Data.self)

    static func registerKnownImplementations() {
        register { PipelineXMLProxy(parentObject: $0) }
    }

    static func currentDelegate(for object: XMLParser) -> (any XMLParserDelegate)? { object.delegate }
    static func setCurrentDelegate(_ delegate: (any XMLParserDelegate)?, to object: XMLParser) {
        object.delegate = delegate
    }

    func parserDidStartDocument(_ parser: XMLParser) {
        dispatch(Self.didStartDocument, parser) { $0.parserDidStartDocument(parser) }
    }

    func parserDidEndDocument(_ parser: XMLParser) {
        dispatch(Self.didEndDocument, parser) { $0.parserDidEndDocument(parser) }
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?, attributes attributeDict: [String: String]
    ) {
        dispatch(Self.didStartElement, parser, elementName, namespaceURI, qName, attributeDict) {
            $0.parser(
                parser, didStartElement: elementName, namespaceURI: namespaceURI, qualifiedName: qName,
                attributes: attributeDict)
        }
    }

    func parser(
        _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?
    ) {
        dispatch(Self.didEndElement, parser, elementName, namespaceURI, qName) {
            $0.parser(parser, didEndElement: elementName, namespaceURI: namespaceURI, qualifiedName: qName)
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        dispatch(Self.foundCharacters, parser, string) { $0.parser(parser, foundCharacters: string) }
    }

    func parser(_ parser: XMLParser, foundComment comment: String) {
        dispatch(Self.foundComment, parser, comment) { $0.parser(parser, foundComment: comment) }
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        dispatch(Self.foundCDATA, parser, CDATABlock) { $0.parser(parser, foundCDATA: CDATABlock) }
    }
}

enum PipelineEvent {
    case startDocument, endDocument, comment
    case startElement(String)
    case endElement
    case characters(String)
    case cdata(Int)
}

/// The summary XMLEvents prints: element counts, depth, text size, comments.
struct PipelineSummary: Equatable {
    var elements: [String: Int] = [:]
    var depth = 0
    var maxDepth = 0
    var text = 0
    var comments = 0

    mutating func add(_ event: PipelineEvent) {
        switch event {
        case .startElement(let name):
            elements[name, default: 0] += 1
            depth += 1
            maxDepth = max(maxDepth, depth)
        case .endElement: depth -= 1
        case .characters(let string): text += string.utf8.count
        case .cdata(let count): text += count
        case .comment: comments += 1
        case .startDocument, .endDocument: break
        }
    }
}

/// Seven typed delegate streams merged and reduced (in place) into the summary, as XMLEvents does: the
/// parse is one stream that completes when the parser returns.
func summarizeWithProxy(_ document: Data) -> PipelineSummary {
    let parser = XMLParser(data: document)
    let events = Observable<PipelineEvent>.create { observer in
        let proxy = PipelineXMLProxy.proxy(for: parser)
        let subscription = Observable.merge(
            proxy.methodInvoked(PipelineXMLProxy.didStartDocument).map { _ in PipelineEvent.startDocument },
            proxy.methodInvoked(PipelineXMLProxy.didStartElement).map { .startElement($0.1) },
            proxy.methodInvoked(PipelineXMLProxy.didEndElement).map { _ in .endElement },
            proxy.methodInvoked(PipelineXMLProxy.foundCharacters).map { .characters($0.1) },
            proxy.methodInvoked(PipelineXMLProxy.foundComment).map { _ in .comment },
            proxy.methodInvoked(PipelineXMLProxy.foundCDATA).map { .cdata($0.1.count) },
            proxy.methodInvoked(PipelineXMLProxy.didEndDocument).map { _ in .endDocument }
        )
        .subscribe(onNext: observer.onNext)
        _ = parser.parse()
        subscription.dispose()
        observer.onCompleted()
        return Disposables.create()
    }
    var summary = PipelineSummary()
    _ = events.reduce(into: PipelineSummary()) { $0.add($1) }
        .subscribe(onNext: { summary = $0 })
    return summary
}

/// The same summary from a hand-written delegate.
final class SummarizingDelegate: NSObject, XMLParserDelegate {
    var summary = PipelineSummary()

    func parserDidStartDocument(_ parser: XMLParser) { summary.add(.startDocument) }
    func parserDidEndDocument(_ parser: XMLParser) { summary.add(.endDocument) }
    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?, attributes attributeDict: [String: String]
    ) { summary.add(.startElement(elementName)) }
    func parser(
        _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?
    ) { summary.add(.endElement) }
    func parser(_ parser: XMLParser, foundCharacters string: String) { summary.add(.characters(string)) }
    func parser(_ parser: XMLParser, foundComment comment: String) { summary.add(.comment) }
    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) { summary.add(.cdata(CDATABlock.count)) }
}

func summarizeByHand(_ document: Data) -> PipelineSummary {
    let parser = XMLParser(data: document)
    let delegate = SummarizingDelegate()
    parser.delegate = delegate
    _ = parser.parse()
    return delegate.summary
}

/// A synthetic catalog of about 8 MB (42,000 books, 210,001 elements), made in memory: the size
/// the XMLEvents criterion names.
func largeCatalog() -> Data {
    syntheticCatalog(books: 42_000)
}

/// A synthetic catalog of `books` books (five elements each, text, a comment every tenth book,
/// CDATA every fifth): 1,000 books are 5,001 elements.
func syntheticCatalog(books: Int) -> Data {
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<catalog>\n"
    for index in 0..<books {
        if index % 10 == 0 { xml += "  <!-- shelf \(index / 10) -->\n" }
        xml += "  <book id=\"b\(index)\" lang=\"en\">\n"
        xml += "    <title>Book number \(index)</title>\n    <author>Author \(index % 37)</author>\n"
        xml += "    <price currency=\"EUR\">\(index % 50).99</price>\n"
        if index % 5 == 0 { xml += "    <notes><![CDATA[<b>note</b> \(index)]]></notes>\n" }
        xml += "  </book>\n"
    }
    xml += "</catalog>\n"
    return Data(xml.utf8)
}
