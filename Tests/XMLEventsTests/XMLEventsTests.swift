import Foundation
import FoundationProxies
import Testing

@testable import XMLEvents

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite struct XMLEventsTests {
    private func events(of xml: String) -> (events: [XMLEvent], error: String?) {
        var events: [XMLEvent] = []
        var failure: String?
        _ = XMLParser(data: Data(xml.utf8)).rx.parse()
            .subscribe(onNext: { events.append($0) }, onError: { failure = "\($0)" })
        return (events, failure)
    }

    @Test func parseStreamsEveryEventThenCompletes() {
        let result = events(of: #"<a x="1"><b>hi</b><!--c--><b/></a>"#)
        #expect(result.error == nil)
        #expect(
            result.events == [
                .startDocument,
                .startElement(name: "a", attributes: ["x": "1"]),
                .startElement(name: "b", attributes: [:]),
                .characters("hi"),
                .endElement(name: "b"),
                .comment("c"),
                .startElement(name: "b", attributes: [:]),
                .endElement(name: "b"),
                .endElement(name: "a"),
                .endDocument,
            ])
    }

    @Test func malformedXMLIsAStreamErrorWithTheParsersMessage() {
        let result = events(of: "<a><b></a>")
        #expect(result.events.first == .startDocument)
        let message = result.error ?? ""
        #expect(message.contains("line 1"))
        #expect(message.contains("XMLParser error 76"))
    }

    @Test func summaryOfTheBundledSample() {
        var summary: XMLSummary?
        _ = XMLParser(data: Data(sampleXML.utf8)).rx.parse().summarize().subscribe(onNext: { summary = $0 })
        #expect(summary?.elements == 13)
        #expect(summary?.elementCounts["book"] == 2)
        #expect(summary?.elementCounts["author"] == 3)
        #expect(summary?.maxDepth == 3)
        #expect(summary?.comments == 1)
        #expect(summary?.depth == 0)
        #expect(
            summary?.report(source: "s").hasPrefix("Summary of s\n  elements: 13 (7 distinct), max depth 3")
                == true)
    }

    @Test func typedStreamsOfTheParser() {
        let parser = XMLParser(data: Data("<r><i>1</i><i>2</i></r>".utf8))
        var started: [String] = []
        var text: [String] = []
        let bag = DisposeBag()
        parser.rx.didStartElement.subscribe(onNext: { started.append($0.didStartElement) }).disposed(by: bag)
        parser.rx.foundCharacters.subscribe(onNext: { text.append($0) }).disposed(by: bag)
        #expect(parser.parse())
        #expect(started == ["r", "i", "i"])
        #expect(text == ["1", "2"])
    }

    @Test func existingDelegateKeepsReceivingCalls() {
        final class Counter: NSObject, XMLParserDelegate {
            var elements = 0
            func parser(
                _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String]
            ) {
                elements += 1
            }
        }
        let counter = Counter()
        let parser = XMLParser(data: Data("<r><i/><i/></r>".utf8))
        parser.delegate = counter
        var observed = 0
        let subscription = parser.rx.didStartElement.subscribe(onNext: { _ in observed += 1 })
        #expect(parser.parse())
        subscription.dispose()
        #expect(counter.elements == 3)
        #expect(observed == 3)
    }

    @Test func proxyIsReleasedWithTheParser() {
        weak var weakProxy: XMLParserDelegateProxy?
        var completed = false
        var subscription: Disposable?
        do {
            let parser = XMLParser(data: Data("<r/>".utf8))
            weakProxy = parser.rx.delegate
            subscription = parser.rx.didEndElement.subscribe(onCompleted: { completed = true })
            #expect(parser.parse())
        }
        AssociatedProxyStorage.removeReleasedParents()
        #expect(weakProxy == nil)
        #expect(completed)
        subscription?.dispose()
    }
}
