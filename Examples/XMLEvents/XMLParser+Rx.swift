import Foundation
import FoundationProxies

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// One thing `XMLParser` reports, as a value.
enum XMLEvent: Equatable, Sendable {
    case startDocument
    case startElement(name: String, attributes: [String: String])
    case endElement(name: String)
    case characters(String)
    case comment(String)
    case cdata(Data)
    case endDocument
}

/// A parse error with the parser's own message and position.
struct XMLParseFailure: Error, CustomStringConvertible {
    let message: String
    let line: Int
    let column: Int

    var description: String { "line \(line), column \(column): \(message)" }
}

extension Reactive where Base: XMLParser {
    // `delegate` and one stream per delegate method (`didStartElement`, `foundCharacters`, …)
    // come from FoundationProxies (its generated XMLParserDelegateProxy).

    /// Every event of one parse: subscribing starts `parse()` and the stream ends with it —
    /// `completed` after the document, or `error` with the parser's message. Errors come from
    /// `parseErrorOccurred`, because `parse()` can return `true` on malformed input.
    func parse() -> Observable<XMLEvent> {
        let parser = base
        return Observable.create { observer in
            let proxy = XMLParserDelegateProxy.proxy(for: parser)
            var failure: XMLParseFailure?
            let events = Observable.merge(
                proxy.methodInvoked(XMLParserDelegateProxy.didStartDocument).map { _ in XMLEvent.startDocument
                },
                proxy.methodInvoked(XMLParserDelegateProxy.didStartElement).map {
                    .startElement(name: $0.1, attributes: $0.4)
                },
                proxy.methodInvoked(XMLParserDelegateProxy.didEndElement).map { .endElement(name: $0.1) },
                proxy.methodInvoked(XMLParserDelegateProxy.foundCharacters).map { .characters($0.1) },
                proxy.methodInvoked(XMLParserDelegateProxy.foundComment).map { .comment($0.1) },
                proxy.methodInvoked(XMLParserDelegateProxy.foundCDATA).map { .cdata($0.1) },
                proxy.methodInvoked(XMLParserDelegateProxy.didEndDocument).map { _ in .endDocument })
            let subscription = events.subscribe(onNext: observer.onNext)
            let errors = proxy.methodInvoked(XMLParserDelegateProxy.parseErrorOccurred).subscribe(onNext: {
                parser, error in
                // The first error is the one that stopped the parser; keep it.
                if failure == nil {
                    failure = XMLParseFailure(
                        message: Self.message(of: error), line: parser.lineNumber, column: parser.columnNumber
                    )
                }
            })
            let succeeded = parser.parse()
            subscription.dispose()
            errors.dispose()
            if let failure = failure
                ?? parser.parserError.map({
                    XMLParseFailure(
                        message: Self.message(of: $0), line: parser.lineNumber, column: parser.columnNumber)
                })
            {
                observer.onError(failure)
            } else if !succeeded {
                observer.onError(
                    XMLParseFailure(
                        message: "the parser stopped", line: parser.lineNumber, column: parser.columnNumber))
            } else {
                observer.onCompleted()
            }
            return Disposables.create()
        }
    }

    /// Linux's localized text is only "The operation could not be completed", so say which code
    /// (libxml2's numbering; 76 is a mismatched end tag).
    private static func message(of error: any Error) -> String {
        let nsError = error as NSError
        return "XMLParser error \(nsError.code) (\(nsError.domain))"
    }

}
