import DelegateProxyKit
import Testing

/// A parent whose proxy factory asks for the parent's proxy while it makes one: the proxy the
/// inner call made and installed is the one both calls get, and the outer one is dropped.
@Suite struct ReentrantCreationTests {
    @Test func aFactoryAskingForTheProxyItIsMakingGetsTheOneBothCallsReturn() {
        let bell = Bell()
        bell.asksForItsProxyWhileOneIsMade = true
        let outer = BellDelegateProxy.proxy(for: bell)
        #expect(bell.proxyMadeInside != nil)
        #expect(outer === bell.proxyMadeInside)
        #expect(bell.delegate === outer)
        #expect(BellDelegateProxy.proxy(for: bell) === outer)

        var rings = 0
        let subscription = outer.methodInvoked(BellDelegateProxy.didRing).subscribe(onNext: { _ in rings += 1
        })
        bell.ring()
        subscription.dispose()
        #expect(rings == 1)
    }
}

protocol BellDelegate: AnyObject {
    func bellDidRing(_ bell: Bell)
}

final class Bell: HasDelegate, HasAssociatedProxies {
    weak var delegate: (any BellDelegate)?
    let associatedProxies = AssociatedProxyStorage()
    /// Makes the next proxy's factory ask for this bell's proxy first.
    var asksForItsProxyWhileOneIsMade = false
    /// What that inner request returned.
    var proxyMadeInside: BellDelegateProxy?

    func ring() { delegate?.bellDidRing(self) }
}

final class BellDelegateProxy: DelegateProxy<Bell, any BellDelegate>, DelegateProxyType, BellDelegate {
    static let didRing = DelegateMethod("bellDidRing(_:)", Bell.self)

    static func registerKnownImplementations() {
        register { (bell: Bell) in
            if bell.asksForItsProxyWhileOneIsMade {
                bell.asksForItsProxyWhileOneIsMade = false
                bell.proxyMadeInside = BellDelegateProxy.proxy(for: bell)
            }
            return BellDelegateProxy(parentObject: bell)
        }
    }

    func bellDidRing(_ bell: Bell) {
        dispatch(Self.didRing, bell) { $0.bellDidRing(bell) }
    }
}
