import DelegateProxyKit
import Testing

/// A delegate protocol whose parent's property drops what it is given.
protocol SieveDelegate: AnyObject {}

/// A parent whose delegate property stores nothing: a proxy set there is not its delegate.
final class Sieve: HasDelegate {
    var delegate: (any SieveDelegate)? {
        get { nil }
        set {}  // drops the proxy on purpose
    }
}

final class SieveDelegateProxy: DelegateProxy<Sieve, any SieveDelegate>, DelegateProxyType, SieveDelegate {
    init(sieve: Sieve) {
        super.init(parentObject: sieve)
    }

    static func registerKnownImplementations() {
        register { SieveDelegateProxy(sieve: $0) }
    }
}

/// What `proxy(for:)` checks of its caller's side of the contract (the parent's delegate
/// property, which nothing in the library can synchronize) in a debug build, as RxCocoa asserts:
/// the property must answer the proxy that was just set.
@Suite struct ProxyForContractTests {
    @Test func aDelegatePropertyThatDoesNotKeepTheProxyStopsADebugBuildNamingTheFix() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = SieveDelegateProxy.proxy(for: Sieve())
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains(
                "SieveDelegateProxy set itself as the delegate of a Sieve, which then answered nil"))
        #expect(message.contains("store what it is given"))
        #expect(message.contains("never from two threads at once"))
    }
}
