import Foundation
import Synchronization
import TestSupport
import Testing

@testable import DelegateProxyKit

/// Proxies used the wrong way round: calls racing the parent's release, proxies requested from
/// many threads at once, forward delegates installed and removed carelessly or replaced 10⁵ times.
/// Stress work runs on dedicated threads (`Watchdog`), never on the concurrency pool.
@Suite struct ProxyAbuseTests {
    /// A call is being delivered on one thread when another thread releases the parent: the call
    /// finishes, a later call on the proxy still reaches observers and the forward delegate, and
    /// the streams complete once the proxy goes.
    @Test func aCallInFlightWhileAnotherThreadReleasesTheParent() async {
        let holder = WidgetHolder(Widget())
        let forward = RecordingWidgetDelegate()
        holder.widget!.delegate = forward
        let proxyBox = ProxyBox(WidgetDelegateProxy.proxy(for: holder.widget!))
        let weakWidget = WeakWidget(holder.widget!)
        let checker = GrammarChecker<Int>()
        let subscription = holder.widget!.rx.didChange.subscribe(checker)
        let inCall = TestSignal()
        let released = TestSignal()
        forward.onChange = { value in
            guard value == 1 else { return }
            inCall.fire()
            _ = released.block()
        }
        let finished = await Watchdog.run(threads: 2) { thread in
            if thread == 0 {
                // The parent's reference is only borrowed by the call: the proxy is what the
                // framework calling back holds, as URLSession holds its delegate.
                let other = Widget()
                proxyBox.proxy?.widget(other, didChange: 1)
                proxyBox.proxy?.widget(other, didChange: 2)
                proxyBox.proxy = nil
            } else {
                _ = inCall.block()
                holder.widget = nil
                released.fire()
            }
        }
        #expect(finished)
        #expect(weakWidget.value == nil)
        #expect(checker.received == [1, 2])
        #expect(checker.stopEvents == ["completed"])
        #expect(checker.violations == [])
        #expect(forward.calls == ["didChange(1)", "didChange(2)"])
        subscription.dispose()
    }

    /// Eight threads ask for the proxy of the same parents at once while two others subscribe,
    /// call and dispose: one proxy per parent, installed as its delegate, no call lost.
    @Test func aProxyRequestedFromEightThreadsWhileOthersDisposeSubscriptions() async {
        for round in 0..<20 {
            let widget = Widget()
            let beacon = Beacon()
            let widgetProxies = Log()
            let beaconProxies = Log()
            let problems = Log()
            let steady = GrammarChecker<Int>()
            let calls = SharedCount()
            let finished = await Watchdog.run(threads: 10) { thread in
                if thread < 8 {
                    for _ in 0..<50 {
                        widgetProxies.append("\(ObjectIdentifier(WidgetDelegateProxy.proxy(for: widget)))")
                        beaconProxies.append("\(ObjectIdentifier(BeaconDelegateProxy.proxy(for: beacon)))")
                    }
                } else if thread == 8 {
                    let subscription = widget.rx.didChange.subscribe(steady)
                    for value in 0..<200 {
                        widget.change(value)
                        calls.add()
                    }
                    subscription.dispose()
                } else {
                    for _ in 0..<200 {
                        let checker = GrammarChecker<String>()
                        let subscription = BeaconDelegateProxy.proxy(for: beacon).sentMessage(
                            "beacon(_:didEmit:)"
                        )
                        .map { try castOrThrow(String.self, $0[1]) }
                        .subscribe(checker)
                        beacon.emit("x")
                        subscription.dispose()
                        if checker.received != ["x"] || !checker.violations.isEmpty {
                            problems.append("\(checker.received) \(checker.violations)")
                        }
                    }
                }
            }
            #expect(finished, "deadlock in round \(round)")
            #expect(Set(widgetProxies.all).count == 1 && widgetProxies.all.count == 400)
            #expect(Set(beaconProxies.all).count == 1 && beaconProxies.all.count == 400)
            #expect(widget.delegate === WidgetDelegateProxy.proxy(for: widget))
            #expect(beacon.delegate === BeaconDelegateProxy.proxy(for: beacon))
            #expect(steady.received == Array(0..<200) && steady.violations == [])
            #expect(calls.current == 200)
            #expect(problems.all == [])
        }
    }

    /// Disposing an `installForwardDelegate` twice removes the delegate once and leaves a later
    /// one alone.
    @Test func installForwardDelegateDisposedTwice() {
        let widget = Widget()
        let first = RecordingWidgetDelegate()
        let second = RecordingWidgetDelegate()
        let installed = WidgetDelegateProxy.installForwardDelegate(
            first, retainDelegate: false, onProxyForObject: widget)
        widget.change(1)
        installed.dispose()
        installed.dispose()
        widget.change(2)
        let again = WidgetDelegateProxy.installForwardDelegate(
            second, retainDelegate: true, onProxyForObject: widget)
        installed.dispose()
        widget.change(3)
        again.dispose()
        again.dispose()
        widget.change(4)
        #expect(first.calls == ["didChange(1)"])
        #expect(second.calls == ["didChange(3)"])
        #expect(WidgetDelegateProxy.proxy(for: widget).forwardToDelegate() == nil)
    }

    /// Disposing an `installForwardDelegate` after the parent (and so its proxy) is gone does
    /// nothing, and the retained delegate went with the proxy.
    @Test func installForwardDelegateDisposedAfterTheParentIsGone() {
        var widget: Widget? = Widget()
        var delegate: RecordingWidgetDelegate? = RecordingWidgetDelegate()
        weak let weakDelegate = delegate
        weak let weakProxy = WidgetDelegateProxy.proxy(for: widget!)
        let installed = WidgetDelegateProxy.installForwardDelegate(
            delegate!, retainDelegate: true, onProxyForObject: widget!)
        delegate = nil
        widget?.change(5)
        #expect(weakDelegate?.calls == ["didChange(5)"])
        widget = nil
        #expect(weakProxy == nil)
        #expect(weakDelegate == nil)
        installed.dispose()
        installed.dispose()
    }

    /// 10⁵ replacements of the forward delegate while two threads make calls: every call
    /// reaches exactly one delegate, replaced delegates are released at once (the proxy keeps one
    /// weak reference in place, no record per replacement), and the last one stays.
    @Test func setForwardToDelegateAHundredThousandTimesWhileCallsArrive() async {
        let widget = Widget()
        let proxy = WidgetDelegateProxy.proxy(for: widget)
        let delegates = (0..<3).map { _ in CountingWidgetDelegate() }
        let deinits = SharedCount()
        let transientCalls = SharedCount()
        let stop = Atomic<Bool>(false)
        let made = SharedCount()
        // A forward delegate from the start: the calling threads may run before the replacing
        // one does, and a call made while there is none has nowhere to go (that, not the
        // replacement, is what lost calls here under a loaded parallel run).
        proxy.setForwardToDelegate(delegates[2], retainDelegate: false)
        let finished = await Watchdog.run(threads: 3) { thread in
            if thread == 0 {
                for index in 0..<100_000 {
                    if index % 1_000 == 999 {
                        // A retained delegate nobody else holds: released by the next replacement.
                        proxy.setForwardToDelegate(
                            CountingWidgetDelegate(transient: (calls: transientCalls, deinits: deinits)),
                            retainDelegate: true)
                    } else {
                        proxy.setForwardToDelegate(delegates[index % 3], retainDelegate: index % 2 == 0)
                    }
                }
                proxy.setForwardToDelegate(delegates[0], retainDelegate: false)
                stop.store(true, ordering: .releasing)
            } else {
                while !stop.load(ordering: .acquiring) {
                    widget.change(thread)
                    made.add()
                }
            }
        }
        #expect(finished)
        #expect(deinits.current == 100)
        let forwarded = delegates.map(\.count).reduce(0, +) + transientCalls.current
        #expect(forwarded == made.current)
        #expect(proxy.forwardToDelegate() === delegates[0])
    }
}

/// A proxy handed between threads.
final class ProxyBox: @unchecked Sendable {  // `lock` guards `storage`.
    private let lock = NSLock()
    private var storage: WidgetDelegateProxy?
    init(_ proxy: WidgetDelegateProxy) { storage = proxy }
    var proxy: WidgetDelegateProxy? {
        get { lock.withLock { storage } }
        set { lock.withLock { storage = newValue } }
    }
}

/// Counts the calls it receives; the transient ones count in their test's own total (not a
/// static one: tests run in parallel) and report their release.
final class CountingWidgetDelegate: WidgetDelegate, @unchecked Sendable {  // the counters are atomic.
    private let calls: SharedCount
    private let deinits: SharedCount?

    init() {
        calls = SharedCount()
        deinits = nil
    }

    init(transient counters: (calls: SharedCount, deinits: SharedCount)) {
        calls = counters.calls
        deinits = counters.deinits
    }

    deinit { deinits?.add() }

    func widget(_ widget: Widget, didChange value: Int) { calls.add() }

    var count: Int { calls.current }
}

protocol BeaconDelegate: AnyObject {
    func beacon(_ beacon: Beacon, didEmit value: String)
}

/// A parent whose proxies live in the global table (it does not own them), with a delegate
/// property safe to use from several threads.
final class Beacon: HasDelegate, @unchecked Sendable {  // `lock` guards `storage`.
    private let lock = NSLock()
    private weak var storage: (any BeaconDelegate)?
    var delegate: (any BeaconDelegate)? {
        get { lock.withLock { storage } }
        set { lock.withLock { storage = newValue } }
    }
    func emit(_ value: String) { delegate?.beacon(self, didEmit: value) }
}

/// An untyped, RxCocoa-style proxy listing no selectors.
final class BeaconDelegateProxy: DelegateProxy<Beacon, any BeaconDelegate>, DelegateProxyType, BeaconDelegate
{
    static func registerKnownImplementations() {
        register { BeaconDelegateProxy(parentObject: $0) }
    }

    func beacon(_ beacon: Beacon, didEmit value: String) {
        dispatch([beacon, value]) { $0.beacon(beacon, didEmit: value) }
    }
}
