import DelegateProxyKit

/// Uses the generated proxy of GaugeDelegate: the script copies it into Sources/Gauges, where it
/// does not compile without DelegateProxies/GaugeDelegateProxy.swift.
func readings(of gauge: Gauge) -> Observable<Int> {
    gauge.rx.didRead
}
