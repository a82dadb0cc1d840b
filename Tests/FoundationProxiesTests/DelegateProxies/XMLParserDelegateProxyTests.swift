import Foundation
import FoundationProxies
import TestSupport
import Testing

@testable import DelegateProxyKit

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite struct XMLParserDelegateProxyTests {
    @Test func aDocumentIsAStreamOfParseEvents() {
        let parser = XMLParser(data: Data(#"<shelf><book id="1">Dune</book><book id="2"/></shelf>"#.utf8))
        var log: [String] = []
        let bag = DisposeBag()
        parser.rx.didStartDocument.subscribe(onNext: { log.append("start document") }).disposed(by: bag)
        parser.rx.didStartElement
            .subscribe(onNext: { log.append("<\($0.didStartElement) \($0.attributes)>") })
            .disposed(by: bag)
        parser.rx.foundCharacters.subscribe(onNext: { log.append("text \($0)") }).disposed(by: bag)
        parser.rx.didEndElement.subscribe(onNext: { log.append("</\($0.didEndElement)>") }).disposed(by: bag)
        parser.rx.didEndDocument.subscribe(onNext: { log.append("end document") }).disposed(by: bag)

        #expect(parser.parse())
        #expect(
            log == [
                "start document", "<shelf [:]>", #"<book ["id": "1"]>"#, "text Dune", "</book>",
                #"<book ["id": "2"]>"#, "</book>", "</shelf>", "end document",
            ])
    }

    @Test func aMalformedDocumentReportsItsError() {
        let parser = XMLParser(data: Data("<shelf><book></shelf>".utf8))
        var errors: [Int] = []
        let subscription = parser.rx.parseErrorOccurred.subscribe(onNext: {
            errors.append(($0 as NSError).code)
        })
        defer { subscription.dispose() }

        // `parse()` can return `true` on malformed input: the stream is what tells.
        _ = parser.parse()

        // libxml2 reports the mismatched tag, then that the document ended inside an element.
        #expect(errors.count == 2)
        #expect(errors.last == parser.parserError.map { ($0 as NSError).code })
    }

    /// Every event, spelled out: printing the value would print optionals' and errors' details.
    private func describe(_ event: XMLParserDelegateEvent) -> String {
        switch event {
        case .didStartDocument: "start document"
        case .didStartElement(let name, _, _, let attributes): "<\(name) \(attributes)>"
        case .foundCharacters(let text): "text \(text)"
        case .didEndElement(let name, _, _): "</\(name)>"
        case .didEndDocument: "end document"
        case .parseErrorOccurred: "error"
        case .resolveExternalEntityName(let arguments, let answer):
            "resolve \(arguments.resolveExternalEntityName) -> \(answer.map { "\($0.count) bytes" } ?? "nil")"
        default: "other \(event)"
        }
    }

    @Test func everyCallIsOneEventInTheOrderOfTheCalls() {
        let parser = XMLParser(data: Data(#"<shelf><book id="1">Dune</book><book id="2"/></shelf>"#.utf8))
        var log: [String] = []
        let subscription = parser.rx.events.subscribe(onNext: { log.append(describe($0)) })
        defer { subscription.dispose() }

        #expect(parser.parse())
        #expect(
            log == [
                "start document", "<shelf [:]>", #"<book ["id": "1"]>"#, "text Dune", "</book>",
                #"<book ["id": "2"]>"#, "</book>", "</shelf>", "end document",
            ])
    }

    @Test func anEventComesWithTheMethodsStreamInTheOrderOfSubscription() {
        let parser = XMLParser(data: Data("<a>x</a>".utf8))
        var log: [String] = []
        let bag = DisposeBag()
        parser.rx.foundCharacters.subscribe(onNext: { log.append("first \($0)") }).disposed(by: bag)
        parser.rx.events.subscribe(onNext: { log.append("event " + describe($0)) }).disposed(by: bag)
        parser.rx.foundCharacters.subscribe(onNext: { log.append("last \($0)") }).disposed(by: bag)

        #expect(parser.parse())
        #expect(
            log == [
                "event start document", "event <a [:]>", "first x", "event text x", "last x", "event </a>",
                "event end document",
            ])
    }

    @Test func aMethodWithAResultIsAnEventWithItsAnswer() {
        let parser = XMLParser(data: Data())
        let proxy = parser.rx.delegate
        var log: [String] = []
        let subscription = parser.rx.events.subscribe(onNext: { log.append(describe($0)) })
        defer { subscription.dispose() }

        // Without a forward delegate the proxy answers as the protocol's extension does: nil.
        #expect(proxy.parser(parser, resolveExternalEntityName: "chapter", systemID: nil) == nil)
        #expect(log == ["resolve chapter -> nil"])
    }

    @Test func subscribingIsWhatObservesAndDisposingEndsItAll() {
        let parser = XMLParser(data: Data("<a/>".utf8))
        let proxy = parser.rx.delegate
        let before = observerCount(of: proxy)
        let events = parser.rx.events
        #expect(observerCount(of: proxy) == before)
        let subscription = events.subscribe(onNext: { _ in })
        #expect(observerCount(of: proxy) > before)
        subscription.dispose()
        #expect(observerCount(of: proxy) == before)
    }

    @Test func theEventStreamEndsItsSubscriptionWhenItsTaskIsCancelled() async {
        let parser = XMLParser(data: Data())
        let proxy = parser.rx.delegate
        let before = observerCount(of: proxy)
        let stream = parser.rx.eventStream(bufferingPolicy: .unbounded)
        #expect(observerCount(of: proxy) > before)
        // Made before the loop starts: buffered.
        proxy.parserDidStartDocument(parser)
        let log = EventLog()
        let task = Task {
            for await event in stream {
                log.append(describe(event))
            }
            log.append("end")
        }
        proxy.parser(parser, foundCharacters: "x")
        #expect(await log.wait(forCount: 2))
        task.cancel()
        // The stream disposes its subscription before it ends the loop.
        await task.value
        #expect(observerCount(of: proxy) == before)
        proxy.parserDidEndDocument(parser)  // observed by no one any more
        #expect(log.all == ["start document", "text x", "end"])
    }

    private func observerCount(of proxy: XMLParserDelegateProxy) -> Int {
        Int(proxy.table.totalObservers.load(ordering: .sequentiallyConsistent))
    }
}
