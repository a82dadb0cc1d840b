// The README's "Wrap a delegate" example, verbatim, so that it keeps compiling and working.
import DelegateProxyKit
import TestSupport
import Testing

// Your existing code: a class with a weak delegate.
protocol DownloaderDelegate: AnyObject {
    func downloader(_ downloader: Downloader, didReceive bytes: Int)
}

final class Downloader: HasDelegate, HasAssociatedProxies, ReactiveCompatible {
    weak var delegate: (any DownloaderDelegate)?
    let associatedProxies = AssociatedProxyStorage()
    func receive(_ bytes: Int) { delegate?.downloader(self, didReceive: bytes) }
}

// The wrapping: a proxy with one line per delegate method, and an `rx` stream.
final class DownloaderDelegateProxy: DelegateProxy<Downloader, any DownloaderDelegate>,
    DelegateProxyType, DownloaderDelegate
{
    static let didReceive = DelegateMethod("downloader(_:didReceive:)", Downloader.self, Int.self)
    override class var selectors: [DelegateSelector] { [didReceive.selector] }

    static func registerKnownImplementations() {
        register { DownloaderDelegateProxy(parentObject: $0, delegateProxy: DownloaderDelegateProxy.self) }
    }

    func downloader(_ downloader: Downloader, didReceive bytes: Int) {
        dispatch(Self.didReceive, (downloader, bytes)) { $0.downloader(downloader, didReceive: bytes) }
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

        let downloader = Downloader()
        let subscription = downloader.rx.didReceive
            .subscribe(onNext: { print("received \($0) bytes") })
        downloader.receive(512)  // received 512 bytes
        downloader.receive(1024)  // received 1024 bytes
        subscription.dispose()

        #expect(printed == ["received 512 bytes", "received 1024 bytes"])
    }
}
