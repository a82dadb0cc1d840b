import DelegateProxyKit
import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Counts a document's elements with this module's own, internal XMLParserDelegateProxy, which
/// the plugin generates here as it does in each app target: two proxies of one protocol, one
/// process.
public func countElements(of document: String) -> Int {
    let parser = XMLParser(data: Data(document.utf8))
    let bag = DisposeBag()
    let counted = BehaviorRelay(value: 0)
    parser.rx.didStartElement
        .subscribe(onNext: { _ in counted.accept(counted.value + 1) })
        .disposed(by: bag)
    _ = parser.parse()
    return counted.value
}
