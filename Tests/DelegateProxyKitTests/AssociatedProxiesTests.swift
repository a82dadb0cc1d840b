import Testing

@testable import DelegateProxyKit

/// Attaching a proxy to a parent: the first proxy of a family stays, whether the parent keeps its
/// proxies itself or they are in the global table; the one that loses is told which one won.
@Suite struct AssociatedProxiesTests {
    private final class Parent {}
    private final class OwningParent: HasAssociatedProxies {
        let associatedProxies = AssociatedProxyStorage()
    }
    private final class Proxy {}
    private final class OtherFamily {}

    @Test(arguments: [false, true])
    func theFirstProxyOfAFamilyStaysAndTheSecondIsToldWhichOne(ownsStorage: Bool) {
        let parent: AnyObject = ownsStorage ? OwningParent() : Parent()
        let storage = (parent as? OwningParent)?.associatedProxies
        let family = ObjectIdentifier(Proxy.self)
        let other = ObjectIdentifier(OtherFamily.self)
        let first = Proxy()
        let second = Proxy()
        let ofOtherFamily = Proxy()
        #expect(_AssociatedProxies.assign(first, to: parent, storage: storage, identifier: family) == nil)
        #expect(_AssociatedProxies.assign(second, to: parent, storage: storage, identifier: family) === first)
        // Another family is attached beside it, and keeps its own first proxy too.
        #expect(
            _AssociatedProxies.assign(ofOtherFamily, to: parent, storage: storage, identifier: other) == nil)
        #expect(
            _AssociatedProxies.assign(second, to: parent, storage: storage, identifier: other)
                === ofOtherFamily)
        #expect(_AssociatedProxies.proxy(for: parent, storage: storage, identifier: family) === first)
        #expect(_AssociatedProxies.proxy(for: parent, storage: storage, identifier: other) === ofOtherFamily)
    }
}
