import DelegateProxyKit

// The benchmarks' workloads for ours; `count` operations each (elements, for `from`).

@inline(never)
func sink<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

func onNext(_ count: Int) {
    let subject = PublishSubject<Int>()
    var sum = 0
    let subscription = subject.subscribe(onNext: { sum &+= $0 })
    for i in 0..<count { subject.onNext(i) }
    subscription.dispose()
    sink(sum)
}

func from(_ count: Int) {
    let elements = Array(0..<1_000)
    var sum = 0
    for _ in 0..<(count / 1_000) {
        _ = Observable.from(elements).map { $0 &* 3 }.filter { $0 & 1 == 0 }.subscribe(onNext: { sum &+= $0 })
    }
    sink(sum)
}

/// `subjectMapFilter` in the other order: `filter` then `map`, fused the other way round.
func subjectFilterMap(_ count: Int) {
    let subject = PublishSubject<Int>()
    var sum = 0
    let subscription = subject.filter { $0 & 1 == 0 }.map { $0 &* 3 }.subscribe(onNext: { sum &+= $0 })
    for i in 0..<count { subject.onNext(i) }
    subscription.dispose()
    sink(sum)
}

func subjectMapFilter(_ count: Int) {
    let subject = PublishSubject<Int>()
    var sum = 0
    let subscription = subject.map { $0 &* 3 }.filter { $0 & 1 == 0 }.subscribe(onNext: { sum &+= $0 })
    for i in 0..<count { subject.onNext(i) }
    subscription.dispose()
    sink(sum)
}

func subscribeDispose(_ count: Int) {
    let subject = PublishSubject<Int>()
    var sum = 0
    for _ in 0..<count { subject.subscribe(onNext: { sum &+= $0 }).dispose() }
    sink(sum)
}

func just(_ count: Int) {
    var sum = 0
    for i in 0..<count { _ = Observable.just(i).map { $0 &+ 1 }.subscribe(onNext: { sum &+= $0 }) }
    sink(sum)
}

func flatMapLatest(_ count: Int) {
    let outer = PublishSubject<Int>()
    let inner = PublishSubject<Int>()
    var sum = 0
    let subscription = outer.flatMapLatest { _ in inner }.subscribe(onNext: { sum &+= $0 })
    for i in 0..<count { outer.onNext(i) }
    subscription.dispose()
    sink(sum)
}

func share(_ count: Int) {
    let subject = PublishSubject<Int>()
    let shared = subject.share(replay: 1)
    var sum = 0
    let first = shared.subscribe(onNext: { sum &+= $0 })
    let second = shared.subscribe(onNext: { sum &+= $0 })
    for i in 0..<count { subject.onNext(i) }
    first.dispose()
    second.dispose()
    sink(sum)
}

func direct(_ count: Int) {
    let gauge = Gauge()
    let delegate = SummingDelegate()
    gauge.delegate = delegate
    for i in 0..<count { gauge.change(i) }
    sink(delegate.sum)
}

func proxyNoObserver(_ count: Int) {
    let gauge = Gauge()
    let delegate = SummingDelegate()
    gauge.delegate = delegate
    let proxy = GaugeDelegateProxy.proxy(for: gauge)
    for i in 0..<count { gauge.change(i) }
    sink(proxy)
    sink(delegate.sum)
}

/// The floor of `proxyNoObserver`: a hand-written delegate that only forwards (weakly).
func forwarder(_ count: Int) {
    let gauge = Gauge()
    let delegate = SummingDelegate()
    let forwarder = GaugeForwarder(forward: delegate)
    gauge.delegate = forwarder
    for i in 0..<count { gauge.change(i) }
    sink(forwarder)
    sink(delegate.sum)
}

/// `forwarder` with the cast the proxy's hand-made forward-delegate layout avoids: the difference
/// is what reading the forward delegate in plain Swift would add to every `proxyNoObserver` call.
func castingForwarder(_ count: Int) {
    let gauge = Gauge()
    let delegate = SummingDelegate()
    let forwarder = GaugeCastingForwarder(forward: delegate)
    gauge.delegate = forwarder
    for i in 0..<count { gauge.change(i) }
    sink(forwarder)
    sink(delegate.sum)
}

/// `proxyNoObserver` with a forward delegate the proxy retains (and nobody refers to weakly).
func proxyRetainedNoObserver(_ count: Int) {
    let gauge = Gauge()
    let delegate = SummingDelegate()
    let proxy = GaugeDelegateProxy.proxy(for: gauge)
    proxy.setForwardToDelegate(delegate, retainDelegate: true)
    for i in 0..<count { gauge.change(i) }
    sink(proxy)
    sink(delegate.sum)
}

/// The floor of `proxyRetainedNoObserver`: a hand-written delegate forwarding to one it keeps.
func retainingForwarder(_ count: Int) {
    let gauge = Gauge()
    let delegate = SummingDelegate()
    let forwarder = GaugeRetainingForwarder(forward: delegate)
    gauge.delegate = forwarder
    for i in 0..<count { gauge.change(i) }
    sink(forwarder)
    sink(delegate.sum)
}

func proxyTyped(_ count: Int) {
    let gauge = Gauge()
    let delegate = SummingDelegate()
    gauge.delegate = delegate
    let proxy = GaugeDelegateProxy.proxy(for: gauge)
    var sum = 0
    let subscription = proxy.methodInvoked(GaugeDelegateProxy.didChange).subscribe(onNext: { sum &+= $0.1 })
    for i in 0..<count { gauge.change(i) }
    subscription.dispose()
    sink(sum)
}

/// `proxyTyped` with the proxy written in the tuple form.
func proxyTuple(_ count: Int) {
    let gauge = Gauge()
    let delegate = SummingDelegate()
    gauge.delegate = delegate
    let proxy = GaugeTupleDelegateProxy.proxy(for: gauge)
    var sum = 0
    let subscription = proxy.methodInvoked(GaugeTupleDelegateProxy.didChange).subscribe(onNext: {
        sum &+= $0.1
    })
    for i in 0..<count { gauge.change(i) }
    subscription.dispose()
    sink(sum)
}

func proxyUntyped(_ count: Int) {
    let gauge = Gauge()
    let delegate = SummingDelegate()
    gauge.delegate = delegate
    let proxy = GaugeDelegateProxy.proxy(for: gauge)
    var sum = 0
    let subscription = proxy.methodInvoked("gauge(_:didChange:)").subscribe(onNext: { sum &+= $0[1] as! Int })
    for i in 0..<count { gauge.change(i) }
    subscription.dispose()
    sink(sum)
}

/// What boxing a parent into `[Any]` costs, as an untyped delivery does: the parent and an `Int`
/// appended to a reused array, lent, and removed again. `boxPlain`: an object nothing references
/// weakly; `boxSideTabled`: one a `weak` reference gave a side table, as its proxy gives a parent
/// (see README.md, *untyped*).
func boxPlain(_ count: Int) {
    boxing(Gauge(), count)
}

func boxSideTabled(_ count: Int) {
    let gauge = Gauge()
    weak let weakGauge = gauge
    boxing(gauge, count)
    sink(weakGauge)
}

@inline(never)
private func boxing(_ gauge: Gauge, _ count: Int) {
    var boxed: [Any] = []
    boxed.reserveCapacity(2)
    for i in 0..<count {
        boxed.append(gauge)
        boxed.append(i)
        sink(boxed)
        while !boxed.isEmpty { boxed.removeLast() }
    }
}

func proxyCreation(_ count: Int) {
    for _ in 0..<count { sink(GaugeDelegateProxy.proxy(for: Gauge())) }
}

/// A parent that is not `HasAssociatedProxies`: its proxy goes to the global table, and the
/// table's sweeper releases it after the parent.
protocol LooseGaugeDelegate: AnyObject {}

final class LooseGauge: HasDelegate {
    weak var delegate: (any LooseGaugeDelegate)?
}

final class LooseGaugeDelegateProxy: DelegateProxy<LooseGauge, any LooseGaugeDelegate>, DelegateProxyType,
    LooseGaugeDelegate
{
    static func registerKnownImplementations() {
        register { LooseGaugeDelegateProxy(parentObject: $0) }
    }
}

/// `proxyCreation` for a parent in the global table: made, attached, released, swept.
func proxyCreationGlobal(_ count: Int) {
    for _ in 0..<count { sink(LooseGaugeDelegateProxy.proxy(for: LooseGauge())) }
    AssociatedProxyStorage.removeReleasedParents()
}

/// A relay's `accept` with one subscriber: the subject's lock taken once per element.
func relayAccept(_ count: Int) {
    let relay = PublishRelay<Int>()
    var sum = 0
    // Not `&+=`: the optimizer would merge this workload with `onNext`'s, which is the same code
    // once `accept` is inlined, and count the merged function's extra argument in both.
    let subscription = relay.subscribe(onNext: { sum ^= $0 })
    for i in 0..<count { relay.accept(i) }
    subscription.dispose()
    sink(sum)
}

/// `relayAccept` for a `BehaviorRelay`, which also stores each element under the lock.
func behaviorRelayAccept(_ count: Int) {
    let relay = BehaviorRelay(value: 0)
    var sum = 0
    let subscription = relay.subscribe(onNext: { sum ^= $0 })
    for i in 0..<count { relay.accept(i) }
    subscription.dispose()
    sink(sum)
}
