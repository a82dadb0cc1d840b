// The sample of DelegateProxyKit's overview page, verbatim.
import DelegateProxyKit
import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

final class XMLParserDelegateProxy:
    DelegateProxy<XMLParser, any XMLParserDelegate>, DelegateProxyType, XMLParserDelegate
{
    static let didStartElement = DelegateMethod(
        "parser(_:didStartElement:namespaceURI:qualifiedName:attributes:)",
        XMLParser.self, String.self, String?.self, String?.self, [String: String].self)

    override class var selectors: [DelegateSelector] { [didStartElement.selector] }

    static func registerKnownImplementations() {
        register { XMLParserDelegateProxy(parentObject: $0, delegateProxy: XMLParserDelegateProxy.self) }
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?, attributes attributeDict: [String: String]
    ) {
        dispatch(Self.didStartElement, (parser, elementName, namespaceURI, qName, attributeDict)) {
            $0.parser(
                parser, didStartElement: elementName, namespaceURI: namespaceURI,
                qualifiedName: qName, attributes: attributeDict)
        }
    }
}

// Outside this package the conformance is `@retroactive`, as the page says.
extension XMLParser: HasDelegate {}

@Suite struct DelegateProxyKitOverviewTests {
    @Test func theOverviewSamplePrintsWhatThePageSays() {
        capturingPrints { output in
            let parser = XMLParser(data: Data("<a><b/><c/></a>".utf8))
            _ = XMLParserDelegateProxy.proxy(for: parser)
                .methodInvoked(XMLParserDelegateProxy.didStartElement)
                .subscribe(onNext: { print($0.1) })
            _ = parser.parse()
            // a
            // b
            // c
            #expect(output.take() == ["a", "b", "c"])
        }
    }
}
