// The sample of DelegateProxyKit's overview page, verbatim. The proxy the page quotes is
// FoundationProxies' generated one.
import DelegateProxyKit
import Foundation
import FoundationProxies
import Testing

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
