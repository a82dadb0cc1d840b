// The README's "Wrap a delegate" example, verbatim, so that it keeps compiling and working
// (`.ci/check-doc-snippets.py` fails when the README's code is not found here or in another test).
import DelegateProxyKit
import TestSupport
import Testing

protocol DownloaderDelegate: AnyObject {
    func downloader(_ downloader: Downloader, didReceive bytes: Int)
}

final class Downloader: HasDelegate, HasAssociatedProxies, ReactiveCompatible {
    @ProxiedDelegate var delegate: (any DownloaderDelegate)?  // weak; keeps the proxy once installed
    let associatedProxies = AssociatedProxyStorage()  // opt-in: the proxy goes when the downloader does
}

final class DownloaderDelegateProxy: DelegateProxy<Downloader, any DownloaderDelegate>,
    DelegateProxyType, DownloaderDelegate
{
    static let didReceive = DelegateMethod("downloader(_:didReceive:)", Downloader.self, Int.self)
    override class var selectors: [DelegateSelector] { [didReceive.selector] }

    static func registerKnownImplementations() {
        register { DownloaderDelegateProxy(parentObject: $0) }
    }

    func downloader(_ downloader: Downloader, didReceive bytes: Int) {
        dispatch(Self.didReceive, downloader, bytes) { $0.downloader(downloader, didReceive: bytes) }
    }
}

extension Reactive where Base: Downloader {
    var didReceive: Observable<Int> {
        DownloaderDelegateProxy.proxy(for: base)
            .methodInvoked(DownloaderDelegateProxy.didReceive)
            .map { $0.1 }
    }
}

@Suite struct ReadmeExampleTests {
    @Test func wrappedDelegateStreamsItsCalls() {
        var printed: [String] = []
        let print = { printed.append($0) }
        let bag = DisposeBag()

        let downloader = Downloader()
        downloader.rx.didReceive
            .subscribe(onNext: { print("received \($0) bytes") })
            .disposed(by: bag)
        downloader.delegate?.downloader(downloader, didReceive: 512)  // received 512 bytes

        #expect(printed == ["received 512 bytes"])
    }
}
