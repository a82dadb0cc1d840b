import DelegateProxyKit
import Foundation
import ParserKit

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Set as the parser's delegate before the proxy exists: the proxy keeps it as its forward delegate.
final class XMLParserLog: NSObject, XMLParserDelegate {
    private(set) var elements: [String] = []

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
    ) {
        elements.append(elementName)
    }
}

/// FoundationXML's `XMLParserDelegate`, called by a real `XMLParser`.
func runXMLParser() async throws {
    let bag = DisposeBag()
    let parser = XMLParser(data: Data(#"<order id="7"><item>tea</item><item>milk</item></order>"#.utf8))
    let log = XMLParserLog()
    parser.delegate = log
    parser.rx.didStartElement
        .subscribe(onNext: { print("didStartElement \($0.didStartElement) \($0.attributes)") })
        .disposed(by: bag)
    parser.rx.foundCharacters
        .subscribe(onNext: { print("foundCharacters \($0)") })
        .disposed(by: bag)
    parser.rx.didEndDocument
        .subscribe(onNext: { print("didEndDocument") })
        .disposed(by: bag)
    // Subscribed now, read after the parse: the stream keeps every event meanwhile.
    let events = parser.rx.eventStream(bufferingPolicy: .unbounded)
    print("parsed: \(parser.parse())")
    print("forward delegate saw: \(log.elements.joined(separator: ", "))")
    for await event in events {
        switch event {
        case .didStartElement(let name, _, _, _): print("event didStartElement \(name)")
        case .foundCharacters(let text): print("event foundCharacters \(text)")
        case .didEndElement(let name, _, _): print("event didEndElement \(name)")
        case .didEndDocument: print("event didEndDocument")
        default: break
        }
        // Leaving the loop ends the stream's subscription.
        if case .didEndDocument = event { break }
    }
    // ParserKit's own XMLParserDelegateProxy, a family of its own beside this target's.
    print("ParserKit counted: \(countElements(of: "<a><b/><c/></a>"))")
}
