import DelegateProxyKit
import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

extension XMLParser: HasDelegate {}

/// The delegate proxy of Foundation's `XMLParser`: a class we cannot change, whose `delegate` is
/// weak. Its proxy lives in DelegateProxyKit's global table and is released once the parser is.
final class XMLParserDelegateProxy: DelegateProxy<XMLParser, any XMLParserDelegate>, DelegateProxyType,
    XMLParserDelegate
{
    static let didStartDocument = DelegateMethod("parserDidStartDocument(_:)", XMLParser.self)
    static let didEndDocument = DelegateMethod("parserDidEndDocument(_:)", XMLParser.self)
    static let didStartElement = DelegateMethod(
        "parser(_:didStartElement:namespaceURI:qualifiedName:attributes:)",
        XMLParser.self, String.self, String?.self, String?.self, [String: String].self)
    static let didEndElement = DelegateMethod(
        "parser(_:didEndElement:namespaceURI:qualifiedName:)",
        XMLParser.self, String.self, String?.self, String?.self)
    static let foundCharacters = DelegateMethod("parser(_:foundCharacters:)", XMLParser.self, String.self)
    static let foundComment = DelegateMethod("parser(_:foundComment:)", XMLParser.self, String.self)
    static let foundCDATA = DelegateMethod("parser(_:foundCDATA:)", XMLParser.self, Data.self)
    static let parseErrorOccurred = DelegateMethod(
        "parser(_:parseErrorOccurred:)", XMLParser.self, (any Error).self)

    override class var selectors: [DelegateSelector] {
        [
            didStartDocument.selector, didEndDocument.selector, didStartElement.selector,
            didEndElement.selector,
            foundCharacters.selector, foundComment.selector, foundCDATA.selector, parseErrorOccurred.selector,
        ]
    }

    init(parser: XMLParser) {
        super.init(parentObject: parser, delegateProxy: XMLParserDelegateProxy.self)
    }

    static func registerKnownImplementations() {
        register { XMLParserDelegateProxy(parser: $0) }
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
        dispatch(Self.didStartElement, (parser, elementName, namespaceURI, qName, attributeDict)) {
            $0.parser(
                parser, didStartElement: elementName, namespaceURI: namespaceURI, qualifiedName: qName,
                attributes: attributeDict)
        }
    }

    func parser(
        _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?
    ) {
        dispatch(Self.didEndElement, (parser, elementName, namespaceURI, qName)) {
            $0.parser(parser, didEndElement: elementName, namespaceURI: namespaceURI, qualifiedName: qName)
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        dispatch(Self.foundCharacters, (parser, string)) { $0.parser(parser, foundCharacters: string) }
    }

    func parser(_ parser: XMLParser, foundComment comment: String) {
        dispatch(Self.foundComment, (parser, comment)) { $0.parser(parser, foundComment: comment) }
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        dispatch(Self.foundCDATA, (parser, CDATABlock)) { $0.parser(parser, foundCDATA: CDATABlock) }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        dispatch(Self.parseErrorOccurred, (parser, parseError)) {
            $0.parser(parser, parseErrorOccurred: parseError)
        }
    }
}
