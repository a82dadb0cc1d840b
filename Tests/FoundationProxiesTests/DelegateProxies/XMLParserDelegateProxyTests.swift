import Foundation
import FoundationProxies
import Testing

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
}
