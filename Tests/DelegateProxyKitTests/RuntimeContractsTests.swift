import DelegateProxyKit
import TestSupport
import Testing

/// A family of its own (Stem → Shoot → Sprout), so that no other test has looked its classes up.
private protocol StemDelegate: AnyObject {}

private class Stem: HasDelegate {
    weak var delegate: (any StemDelegate)?
}

private class Shoot: Stem {}

private final class Sprout: Shoot {}

private class StemDelegateProxy: DelegateProxy<Stem, any StemDelegate>, DelegateProxyType, StemDelegate {
    init(stem: Stem) {
        super.init(parentObject: stem)
    }

    static func registerKnownImplementations() {
        register { StemDelegateProxy(stem: $0) }
    }
}

private final class ShootDelegateProxy: StemDelegateProxy {
    init(shoot: Shoot) {
        super.init(stem: shoot)
    }
}

/// Contracts of the runtime that no other test states on its own: each fails if the registry's
/// cache or the disposable of `installForwardDelegate` forgets them.
@Suite struct RuntimeContractsTests {
    /// Someone else replaced the forward delegate after `installForwardDelegate`: disposing the
    /// installation must not remove the replacement, weak or retained.
    @Test(arguments: [false, true])
    func disposingAnInstallationLeavesALaterForwardDelegate(retained: Bool) {
        let widget = Widget()
        let installed = RecordingWidgetDelegate()
        let replacement = RecordingWidgetDelegate()
        let installation = WidgetDelegateProxy.installForwardDelegate(
            installed, retainDelegate: retained, onProxyForObject: widget)
        widget.change(1)
        WidgetDelegateProxy.proxy(for: widget).setForwardToDelegate(replacement, retainDelegate: retained)
        widget.change(2)
        installation.dispose()
        widget.change(3)
        #expect(installed.calls == ["didChange(1)"])
        #expect(replacement.calls == ["didChange(2)", "didChange(3)"])
        #expect(WidgetDelegateProxy.proxy(for: widget).forwardToDelegate() === replacement)
    }

    /// The installed delegate was removed and set again by someone else: it is theirs now, and
    /// the installation's disposal takes it away only if it is still the installed one (the same
    /// object), as RxCocoa's does.
    @Test func disposingAnInstallationAfterTheDelegateWasRemovedLeavesNoDelegate() {
        let widget = Widget()
        let installed = RecordingWidgetDelegate()
        let installation = WidgetDelegateProxy.installForwardDelegate(
            installed, retainDelegate: false, onProxyForObject: widget)
        let proxy = WidgetDelegateProxy.proxy(for: widget)
        proxy.setForwardToDelegate(nil, retainDelegate: false)
        installation.dispose()
        widget.change(1)
        #expect(installed.calls == [])
        #expect(proxy.forwardToDelegate() == nil)
    }

    /// A factory registered after the family's first use takes effect for parent classes
    /// already looked up, whether the registry kept the class's entry (`Shoot`, looked up
    /// before another class) or also remembers it as the class made last (`Sprout`).
    @Test func aFactoryRegisteredLaterWinsForClassesAlreadyLookedUp() {
        for parent in [Shoot(), Shoot(), Sprout(), Sprout(), Stem()] {
            #expect(type(of: StemDelegateProxy.proxy(for: parent)) == StemDelegateProxy.self)
        }
        #expect(type(of: StemDelegateProxy.proxy(for: Sprout())) == StemDelegateProxy.self)
        StemDelegateProxy.register { ShootDelegateProxy(shoot: $0) }
        #expect(type(of: StemDelegateProxy.proxy(for: Sprout())) == ShootDelegateProxy.self)
        #expect(type(of: StemDelegateProxy.proxy(for: Shoot())) == ShootDelegateProxy.self)
        #expect(type(of: StemDelegateProxy.proxy(for: Shoot())) == ShootDelegateProxy.self)
        #expect(type(of: StemDelegateProxy.proxy(for: Stem())) == StemDelegateProxy.self)
    }
}
