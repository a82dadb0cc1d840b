import DelegateProxyKit

/// A gauge that reports its readings, and a dial that reports its turns; the script generates
/// their proxies into DelegateProxies.
final class Gauge: HasAssociatedProxies, ReactiveCompatible {
    let associatedProxies = AssociatedProxyStorage()
    weak var delegate: (any GaugeDelegate)?
}

protocol GaugeDelegate: AnyObject {
    func gauge(_ gauge: Gauge, didRead value: Int)
}

final class Dial: HasAssociatedProxies, ReactiveCompatible {
    let associatedProxies = AssociatedProxyStorage()
    weak var delegate: (any DialDelegate)?
}

protocol DialDelegate: AnyObject {
    func dial(_ dial: Dial, didTurnTo position: Int)
}
