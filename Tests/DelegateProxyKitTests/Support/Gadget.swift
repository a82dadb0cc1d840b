import DelegateProxyKit
import TestSupport

/// A delegate protocol for a parent that cannot be changed to own its proxies (like Foundation's
/// classes): its proxies live in the global weak table.
protocol GadgetDelegate: AnyObject {
    func gadget(_ gadget: Gadget, didEmit value: String)
}

final class Gadget: HasDelegate {
    weak var delegate: (any GadgetDelegate)?
    func emit(_ value: String) { delegate?.gadget(self, didEmit: value) }
}

/// An RxCocoa-style proxy: RxCocoa's initializer, untyped hand-off with `#function`.
final class GadgetDelegateProxy: DelegateProxy<Gadget, any GadgetDelegate>, DelegateProxyType, GadgetDelegate
{
    override class var selectors: [DelegateSelector] { ["gadget(_:didEmit:)"] }

    init(gadget: Gadget) {
        super.init(parentObject: gadget, delegateProxy: GadgetDelegateProxy.self)
    }

    static func registerKnownImplementations() {
        register { GadgetDelegateProxy(gadget: $0) }
    }

    func gadget(_ gadget: Gadget, didEmit value: String) {
        dispatch([gadget, value]) { $0.gadget(gadget, didEmit: value) }
    }
}
