import DelegateProxyKit

/// `Gauge` with its delegate declared `@ProxiedDelegate`: the parent reads the property before
/// each call, so its getter is on every call's path.
protocol ProxiedGaugeDelegate: AnyObject {
    func gauge(_ gauge: ProxiedGauge, didChange value: Int)
}

final class ProxiedGauge: HasDelegate, HasAssociatedProxies {
    @ProxiedDelegate var delegate: (any ProxiedGaugeDelegate)?
    let associatedProxies = AssociatedProxyStorage()

    @inline(never)
    func change(_ value: Int) { delegate?.gauge(self, didChange: value) }
}

final class ProxiedGaugeDelegateProxy: DelegateProxy<ProxiedGauge, any ProxiedGaugeDelegate>,
    DelegateProxyType,
    ProxiedGaugeDelegate
{
    static let didChange = DelegateMethod("gauge(_:didChange:)", ProxiedGauge.self, Int.self)

    static func registerKnownImplementations() {
        register { ProxiedGaugeDelegateProxy(parentObject: $0) }
    }

    func gauge(_ gauge: ProxiedGauge, didChange value: Int) {
        dispatch(Self.didChange, gauge, value) { $0.gauge(gauge, didChange: value) }
    }
}

/// `proxyNoObserver` through a `@ProxiedDelegate` property: the proxy installed, a forward
/// delegate assigned after it, no observer.
func proxiedDelegateNoObserver(_ count: Int) {
    let gauge = ProxiedGauge()
    let proxy = ProxiedGaugeDelegateProxy.proxy(for: gauge)
    let delegate = ProxiedSummingDelegate()
    gauge.delegate = delegate
    for i in 0..<count { gauge.change(i) }
    sink(delegate.sum)
    sink(proxy)
}

final class ProxiedSummingDelegate: ProxiedGaugeDelegate {
    var sum = 0
    func gauge(_ gauge: ProxiedGauge, didChange value: Int) { sum &+= value }
}
