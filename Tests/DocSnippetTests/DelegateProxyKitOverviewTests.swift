// The sample of DelegateProxyKit's overview page, verbatim. The proxy the page quotes is the
// XMLEvents example's: a second proxy family for `XMLParser` in the same test process would
// collide with it in the registry.
import DelegateProxyKit
import Foundation
import Testing

@testable import XMLEvents

#if canImport(FoundationXML)
    import FoundationXML
#endif

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
