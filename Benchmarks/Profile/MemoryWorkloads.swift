import DelegateProxyKit
import HeapStats

// Memory gauges: what a proxy costs in the heap, counted by the allocator. They print their
// figures instead of being profiled:
//   Profile proxyMemory 10000    bytes per parent + proxy + one typed subscription
//   Profile proxyScale 100000    parents each with a proxy and 10 observed methods

/// Bytes in use in the heap, from glibc's own accounting: exact, and the same from run to run.
/// Each block counts with its header and its rounding up, as the heap holds it.
func heapBytesInUse() -> Int {
    let bytes = Int(heap_stats_bytes_in_use())
    precondition(bytes > 0, "the memory gauges read glibc's allocator statistics")
    return bytes
}

/// Counts what the subscriptions receive; a global, so that their closures capture nothing and
/// the gauge counts the library's allocations only.
nonisolated(unsafe) var observedSum = 0

/// Bytes per parent: bare (`Gauge()`), then what its proxy and one typed subscription add.
func proxyMemory(_ count: Int) {
    // The family's registration and first proxy, once per process: not per parent.
    sink(GaugeDelegateProxy.proxy(for: Gauge()).methodInvoked(GaugeDelegateProxy.didChange).subscribe())
    var parents: [Gauge] = []
    var subscriptions: [Disposable] = []
    parents.reserveCapacity(count)
    subscriptions.reserveCapacity(count)
    let start = heapBytesInUse()
    for _ in 0..<count { parents.append(Gauge()) }
    let bare = heapBytesInUse()
    for parent in parents {
        subscriptions.append(
            GaugeDelegateProxy.proxy(for: parent).methodInvoked(GaugeDelegateProxy.didChange)
                .subscribe(onNext: { observedSum &+= $0.1 }))
    }
    let observed = heapBytesInUse()
    print("parents: \(count)")
    print("bare parent: \(Double(bare - start) / Double(count)) bytes")
    print("proxy + 1 typed subscription, beyond the parent: \(Double(observed - bare) / Double(count)) bytes")
    for parent in parents { parent.change(1) }
    sink(observedSum)
    for subscription in subscriptions { subscription.dispose() }
}

/// `count` parents, each with a proxy and 10 observed methods: the time to make them (proxy and
/// subscriptions) and the bytes per parent, the parent included.
func proxyScale(_ count: Int) {
    let warmUp = Panel()
    sink(PanelDelegateProxy.observeAll(PanelDelegateProxy.proxy(for: warmUp)))
    var parents: [Panel] = []
    var subscriptions: [[Disposable]] = []
    parents.reserveCapacity(count)
    subscriptions.reserveCapacity(count)
    let start = heapBytesInUse()
    let clock = ContinuousClock()
    let began = clock.now
    for _ in 0..<count {
        let parent = Panel()
        parents.append(parent)
        subscriptions.append(PanelDelegateProxy.observeAll(PanelDelegateProxy.proxy(for: parent)))
    }
    let elapsed = began.duration(to: clock.now)
    let bytes = heapBytesInUse() - start
    let nanoseconds =
        Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
    print("parents: \(count)")
    print("time per parent (proxy + 10 subscriptions): \(nanoseconds / Double(count)) ns")
    print("bytes per parent (parent, proxy, 10 subscriptions): \(Double(bytes) / Double(count))")
    for parent in parents { parent.fire() }
    sink(observedSum)
    for list in subscriptions { for subscription in list { subscription.dispose() } }
}

// MARK: A parent with ten delegate methods

protocol PanelDelegate: AnyObject {
    func panel(_ panel: Panel, didSelect value: Int)
    func panel(_ panel: Panel, didDeselect value: Int)
    func panel(_ panel: Panel, willShow value: Int)
    func panel(_ panel: Panel, didShow value: Int)
    func panel(_ panel: Panel, willHide value: Int)
    func panel(_ panel: Panel, didHide value: Int)
    func panel(_ panel: Panel, didScroll value: Int)
    func panel(_ panel: Panel, didZoom value: Int)
    func panel(_ panel: Panel, didFocus value: Int)
    func panel(_ panel: Panel, didBlur value: Int)
}

/// A row of a large screen: a parent with ten delegate methods.
final class Panel: HasDelegate, HasAssociatedProxies {
    weak var delegate: (any PanelDelegate)?
    let associatedProxies = AssociatedProxyStorage()

    /// Calls every method once.
    func fire() {
        delegate?.panel(self, didSelect: 1)
        delegate?.panel(self, didDeselect: 1)
        delegate?.panel(self, willShow: 1)
        delegate?.panel(self, didShow: 1)
        delegate?.panel(self, willHide: 1)
        delegate?.panel(self, didHide: 1)
        delegate?.panel(self, didScroll: 1)
        delegate?.panel(self, didZoom: 1)
        delegate?.panel(self, didFocus: 1)
        delegate?.panel(self, didBlur: 1)
    }
}

final class PanelDelegateProxy: DelegateProxy<Panel, any PanelDelegate>, DelegateProxyType, PanelDelegate {
    static let didSelect = DelegateMethod("panel(_:didSelect:)", Panel.self, Int.self)
    static let didDeselect = DelegateMethod("panel(_:didDeselect:)", Panel.self, Int.self)
    static let willShow = DelegateMethod("panel(_:willShow:)", Panel.self, Int.self)
    static let didShow = DelegateMethod("panel(_:didShow:)", Panel.self, Int.self)
    static let willHide = DelegateMethod("panel(_:willHide:)", Panel.self, Int.self)
    static let didHide = DelegateMethod("panel(_:didHide:)", Panel.self, Int.self)
    static let didScroll = DelegateMethod("panel(_:didScroll:)", Panel.self, Int.self)
    static let didZoom = DelegateMethod("panel(_:didZoom:)", Panel.self, Int.self)
    static let didFocus = DelegateMethod("panel(_:didFocus:)", Panel.self, Int.self)
    static let didBlur = DelegateMethod("panel(_:didBlur:)", Panel.self, Int.self)

    static let methods = [
        didSelect, didDeselect, willShow, didShow, willHide, didHide, didScroll, didZoom, didFocus, didBlur,
    ]

    static func registerKnownImplementations() {
        register { PanelDelegateProxy(parentObject: $0) }
    }

    /// One typed subscription to each method.
    static func observeAll(_ proxy: PanelDelegateProxy) -> [Disposable] {
        methods.map { proxy.methodInvoked($0).subscribe(onNext: { observedSum &+= $0.1 }) }
    }

    func panel(_ panel: Panel, didSelect value: Int) {
        dispatch(Self.didSelect, panel, value) { $0.panel(panel, didSelect: value) }
    }
    func panel(_ panel: Panel, didDeselect value: Int) {
        dispatch(Self.didDeselect, panel, value) { $0.panel(panel, didDeselect: value) }
    }
    func panel(_ panel: Panel, willShow value: Int) {
        dispatch(Self.willShow, panel, value) { $0.panel(panel, willShow: value) }
    }
    func panel(_ panel: Panel, didShow value: Int) {
        dispatch(Self.didShow, panel, value) { $0.panel(panel, didShow: value) }
    }
    func panel(_ panel: Panel, willHide value: Int) {
        dispatch(Self.willHide, panel, value) { $0.panel(panel, willHide: value) }
    }
    func panel(_ panel: Panel, didHide value: Int) {
        dispatch(Self.didHide, panel, value) { $0.panel(panel, didHide: value) }
    }
    func panel(_ panel: Panel, didScroll value: Int) {
        dispatch(Self.didScroll, panel, value) { $0.panel(panel, didScroll: value) }
    }
    func panel(_ panel: Panel, didZoom value: Int) {
        dispatch(Self.didZoom, panel, value) { $0.panel(panel, didZoom: value) }
    }
    func panel(_ panel: Panel, didFocus value: Int) {
        dispatch(Self.didFocus, panel, value) { $0.panel(panel, didFocus: value) }
    }
    func panel(_ panel: Panel, didBlur value: Int) {
        dispatch(Self.didBlur, panel, value) { $0.panel(panel, didBlur: value) }
    }
}
