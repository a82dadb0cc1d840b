import DelegateProxyKit

/// A small delegate protocol, its parent and its proxy, built the way a user builds them.
protocol GaugeDelegate: AnyObject {
    func gauge(_ gauge: Gauge, didChange value: Int)
}

final class Gauge: HasDelegate, HasAssociatedProxies {
    weak var delegate: (any GaugeDelegate)?
    let associatedProxies = AssociatedProxyStorage()

    /// What the parent does on each change: one weak load and one call, the physical limit.
    @inline(never)
    func change(_ value: Int) { delegate?.gauge(self, didChange: value) }
}

final class GaugeDelegateProxy: DelegateProxy<Gauge, any GaugeDelegate>, DelegateProxyType, GaugeDelegate {
    static let didChange = DelegateMethod("gauge(_:didChange:)", Gauge.self, Int.self)

    override class var selectors: [DelegateSelector] { [didChange.selector] }

    init(gauge: Gauge) {
        super.init(parentObject: gauge, delegateProxy: GaugeDelegateProxy.self)
    }

    static func registerKnownImplementations() {
        register { GaugeDelegateProxy(gauge: $0) }
    }

    func gauge(_ gauge: Gauge, didChange value: Int) {
        dispatch(Self.didChange, gauge, value) { $0.gauge(gauge, didChange: value) }
    }
}

/// The same proxy written in RxCocoa's tuple style: the method's arguments handed off as one
/// tuple, `dispatch(Self.didChange, (gauge, value))`, rather than one by one.
final class GaugeTupleDelegateProxy: DelegateProxy<Gauge, any GaugeDelegate>, DelegateProxyType, GaugeDelegate
{
    static let didChange = DelegateMethod("gauge(_:didChange:)", Gauge.self, Int.self)

    static func registerKnownImplementations() {
        register { GaugeTupleDelegateProxy(parentObject: $0) }
    }

    func gauge(_ gauge: Gauge, didChange value: Int) {
        dispatch(Self.didChange, (gauge, value)) { $0.gauge(gauge, didChange: value) }
    }
}

/// The delegate the user had before the proxy: it stays the forward delegate.
final class SummingDelegate: GaugeDelegate {
    var sum = 0
    func gauge(_ gauge: Gauge, didChange value: Int) { sum &+= value }
}
