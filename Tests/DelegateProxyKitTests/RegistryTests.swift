import DelegateProxyKit
import Foundation
import Synchronization
import TestSupport
import Testing

/// A hand-written proxy that does not conform to its delegate protocol.
private protocol MuteDelegate: AnyObject {
    func muteDidChange(_ mute: Mute)
}

private final class Mute: HasDelegate, HasAssociatedProxies {
    weak var delegate: (any MuteDelegate)?
    let associatedProxies = AssociatedProxyStorage()
}

private final class MuteDelegateProxy: DelegateProxy<Mute, any MuteDelegate>, DelegateProxyType {
    static func registerKnownImplementations() {
        register { MuteDelegateProxy(parentObject: $0) }
    }
}

@Suite struct RegistryTests {
    @Test func subclassParentGetsTheSubclassProxy() {
        let special = SpecialWidget()
        let plain = Widget()
        #expect(type(of: WidgetDelegateProxy.proxy(for: special)) == SpecialWidgetDelegateProxy.self)
        #expect(type(of: WidgetDelegateProxy.proxy(for: plain)) == WidgetDelegateProxy.self)
        // The subclass proxy is found through the base proxy type and shares its streams.
        var values: [Int] = []
        let subscription = special.rx.didChange.subscribe(onNext: { values.append($0) })
        special.change(8)
        subscription.dispose()
        #expect(values == [8])
    }

    @Test func closestRegisteredAncestorWinsAndRegisteringAfterFirstUseWorks() {
        // Only Node is registered: a Leaf gets the Node proxy.
        #expect(type(of: NodeDelegateProxy.proxy(for: Leaf())) == NodeDelegateProxy.self)
        // Registered after first use: Branch is now closer to Leaf than Node.
        NodeDelegateProxy.register { BranchDelegateProxy(branch: $0) }
        #expect(type(of: NodeDelegateProxy.proxy(for: Leaf())) == BranchDelegateProxy.self)
        #expect(type(of: NodeDelegateProxy.proxy(for: Branch())) == BranchDelegateProxy.self)
        #expect(type(of: NodeDelegateProxy.proxy(for: Node())) == NodeDelegateProxy.self)
    }

    @Test func firstUseFromManyThreadsRegistersOnceAndTheOthersWaitForIt() async {
        let madeLampProxies = Atomic(0)
        await performConcurrently(iterations: 8) { _ in
            let lamp = Lamp()
            if type(of: LampDelegateProxy.proxy(for: lamp)) == LampDelegateProxy.self {
                madeLampProxies.add(1, ordering: .relaxed)
            }
        }
        #expect(madeLampProxies.load(ordering: .relaxed) == 8)
        #expect(LampDelegateProxy.registrations.load(ordering: .relaxed) == 1)
        // A registration may use another family, which registers then and there.
        #expect(LampDelegateProxy.madeSwitchProxyWhileRegistering.load(ordering: .relaxed) == true)
    }

    @Test func identifierIsTheDelegateTypeSoAFamilySharesIt() {
        #expect(WidgetDelegateProxy.identifier == SpecialWidgetDelegateProxy.identifier)
        #expect(WidgetDelegateProxy.identifier == ObjectIdentifier((any WidgetDelegate).self))
        #expect(WidgetDelegateProxy.identifier != GadgetDelegateProxy.identifier)
    }

    @Test func duplicateRegistrationStopsNamingTheClass() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            WidgetDelegateProxy.register { WidgetDelegateProxy(widget: $0) }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("already registered"))
        #expect(message.contains("Widget"))
    }

    @Test func missingFactoryStopsNamingTheClassAndTheFix() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = OrphanDelegateProxy.proxy(for: Orphan())
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("no proxy factory for Orphan"))
        #expect(message.contains("register"))
    }

    @Test func aProxyThatIsNotItsDelegateTypeStopsNamingTheFix() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = MuteDelegateProxy.proxy(for: Mute())
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("MuteDelegateProxy does not conform to its delegate type"))
        #expect(message.contains("Declare the conformance"))
    }

    #if DEBUG
        /// A debug-build stop, as RxCocoa's `assert`: a release build replaces the forward delegate.
        @Test func installingOverAnExistingForwardDelegateStopsADebugBuild() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                let widget = Widget()
                let first = RecordingWidgetDelegate()
                widget.delegate = first
                let second = RecordingWidgetDelegate()
                _ = WidgetDelegateProxy.installForwardDelegate(
                    second, retainDelegate: false, onProxyForObject: widget)
                withExtendedLifetime(first) {}
            }
            let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
            #expect(message.contains("already forwards to a RecordingWidgetDelegate"))
        }
    #else
        /// A release build replaces the forward delegate, as RxCocoa's does (its check is an
        /// `assert`).
        @Test func installingOverAnExistingForwardDelegateReplacesItInARelease() {
            let widget = Widget()
            let first = RecordingWidgetDelegate()
            widget.delegate = first
            let second = RecordingWidgetDelegate()
            let installed = WidgetDelegateProxy.installForwardDelegate(
                second, retainDelegate: false, onProxyForObject: widget)
            widget.change(1)
            #expect(first.calls.isEmpty)
            #expect(second.calls == ["didChange(1)"])
            installed.dispose()
        }
    #endif
}
