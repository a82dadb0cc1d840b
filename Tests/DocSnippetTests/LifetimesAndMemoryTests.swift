// The samples of DelegateProxyKit's "Lifetimes and Memory" article, verbatim and in order.
import DelegateProxyKit
import Testing

protocol TickerDelegate: AnyObject {
    func ticker(_ ticker: Ticker, didTick count: Int)
}

/// A class that does not store its proxies: they go to the global table. Its delegate is held
/// weakly, and one assigned after the proxy was installed becomes the proxy's forward delegate.
class Ticker: HasDelegate {
    @ProxiedDelegate var delegate: (any TickerDelegate)?
    private var count = 0

    func tick() {
        count += 1
        delegate?.ticker(self, didTick: count)
    }
}

/// A class that stores its proxies: they are released with it.
final class OwnedTicker: Ticker, HasAssociatedProxies {
    let associatedProxies = AssociatedProxyStorage()
}

final class TickerDelegateProxy:
    DelegateProxy<Ticker, any TickerDelegate>, DelegateProxyType, TickerDelegate
{
    static let didTick = DelegateMethod("ticker(_:didTick:)", Ticker.self, Int.self)

    override class var selectors: [DelegateSelector] { [didTick.selector] }

    static func registerKnownImplementations() {
        register { TickerDelegateProxy(parentObject: $0) }
    }

    func ticker(_ ticker: Ticker, didTick count: Int) {
        dispatch(Self.didTick, ticker, count) { $0.ticker(ticker, didTick: count) }
    }
}

@Suite struct LifetimesAndMemoryTests {
    @Test func theArticlesSamplesPrintWhatTheArticleSays() {
        capturingPrints { output in
            // Parents that store their proxies
            var owned: OwnedTicker? = OwnedTicker()
            weak var ownedProxy: TickerDelegateProxy?
            ownedProxy = TickerDelegateProxy.proxy(for: owned!)
            _ = ownedProxy?.methodInvoked(TickerDelegateProxy.didTick)
                .subscribe(onNext: { print("tick", $0.1) }, onCompleted: { print("completed") })

            owned?.tick()
            owned = nil
            print("proxy released:", ownedProxy == nil)
            // tick 1
            // completed
            // proxy released: true
            #expect(output.take() == ["tick 1", "completed", "proxy released: true"])

            // Classes you cannot change
            var plain: Ticker? = Ticker()
            weak let plainProxy = TickerDelegateProxy.proxy(for: plain!)

            plain = nil
            AssociatedProxyStorage.removeReleasedParents()
            print("proxy released:", plainProxy == nil)
            // proxy released: true
            #expect(output.take() == ["proxy released: true"])

            // The forward delegate
            final class Printer: TickerDelegate {
                func ticker(_ ticker: Ticker, didTick count: Int) { print("printer saw", count) }
            }

            let ticker = OwnedTicker()
            var printer: Printer? = Printer()
            ticker.delegate = printer
            let proxy = TickerDelegateProxy.proxy(for: ticker)
            ticker.tick()
            printer = nil
            print("forwarding to:", proxy.forwardToDelegate() as Any)
            // printer saw 1
            // forwarding to: nil
            #expect(output.take() == ["printer saw 1", "forwarding to: nil"])

            proxy.setForwardToDelegate(Printer(), retainDelegate: true)
            ticker.tick()
            // printer saw 2
            #expect(output.take() == ["printer saw 2"])

            let replacement = Printer()
            ticker.delegate = replacement  // becomes the proxy's forward delegate
            ticker.tick()
            // printer saw 3
            print(ticker.delegate === proxy, proxy.forwardToDelegate() === replacement)
            // true true
            #expect(output.take() == ["printer saw 3", "true true"])
        }
    }
}
