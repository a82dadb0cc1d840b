import Synchronization
import TestSupport
import Testing

@testable import DelegateProxyKit

/// What a proxy's release completes: the quick path of a proxy that never had an observer, a
/// retained forward delegate or an untyped stream, and a subscriber on another thread racing the
/// release.
@Suite struct ProxyReleaseTests {
    private final class Box<Value>: @unchecked Sendable {  // `value`: guarded by `lock`.
        private let lock = Mutex(())
        private var value: Value

        init(_ value: Value) { self.value = value }

        func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
            lock.withLock { _ in body(&value) }
        }
    }

    @Test func aProxyReleasedWithNoObserverEverCompletesItsStreamsAndLaterSubscribers() {
        weak var released: ProbeDelegateProxy?
        var events: [String] = []
        var stream: Observable<Probe>?
        do {
            let probe = Probe()
            let proxy = ProbeDelegateProxy.proxy(for: probe)
            released = proxy
            // Holds the table, not the proxy; never subscribed before the proxy goes.
            stream = proxy.methodInvoked(ProbeDelegateProxy.one)
            probe.delegate?.probe(probe)
        }
        #expect(released == nil)
        let subscription = stream?.subscribe(
            onNext: { _ in events.append("next") }, onCompleted: { events.append("completed") })
        subscription?.dispose()
        #expect(events == ["completed"])
    }

    @Test func aProxyReleasedWithNoObserverLetsGoOfItsRetainedForwardDelegate() {
        weak var delegate: ProbeLogger?
        var events: [String] = []
        var stream: Observable<Probe>?
        do {
            let probe = Probe()
            let proxy = ProbeDelegateProxy.proxy(for: probe)
            let logger = ProbeLogger()
            delegate = logger
            proxy.setForwardToDelegate(logger, retainDelegate: true)
            stream = proxy.methodInvoked(ProbeDelegateProxy.one)
            probe.delegate?.probe(probe)
            #expect(logger.log == ["1"])
        }
        #expect(delegate == nil)
        _ = stream?.subscribe(onCompleted: { events.append("completed") })
        #expect(events == ["completed"])
    }

    @Test func aSubscriberRacingTheProxysReleaseIsCompletedOnce() async {
        for round in 0..<400 {
            let probe = Box<Probe?>(Probe())
            // Subscribed from the other thread; nothing else touches it.
            nonisolated(unsafe) let stream = probe.withLock { ProbeDelegateProxy.proxy(for: $0!) }
                .methodInvoked(ProbeDelegateProxy.two)
            let events = Box<[String]>([])
            let subscription = Box<Disposable?>(nil)
            let finished = await Watchdog.run(threads: 2) { thread in
                if thread == 0 {
                    // The parent keeps its proxy: releasing it releases the proxy, here.
                    let parent = probe.withLock { parent -> Probe? in
                        defer { parent = nil }
                        return parent
                    }
                    _ = parent
                } else {
                    let made = stream.subscribe(
                        onNext: { _ in events.withLock { $0.append("next") } },
                        onCompleted: { events.withLock { $0.append("completed") } })
                    subscription.withLock { $0 = made }
                }
            }
            #expect(finished)
            subscription.withLock { $0?.dispose() }
            let seen = events.withLock { $0 }
            if seen != ["completed"] {
                Issue.record("round \(round): \(seen)")
                break
            }
        }
    }

    @Test func proxiesOfTwoFamiliesAndSeveralClassesMadeInTurnsEachGetTheirClasssFactory() {
        for _ in 0..<3 {
            #expect(
                type(of: WidgetDelegateProxy.proxy(for: SpecialWidget())) == SpecialWidgetDelegateProxy.self)
            #expect(type(of: ProbeDelegateProxy.proxy(for: Probe())) == ProbeDelegateProxy.self)
            #expect(type(of: WidgetDelegateProxy.proxy(for: Widget())) == WidgetDelegateProxy.self)
            #expect(type(of: WidgetDelegateProxy.proxy(for: Widget())) == WidgetDelegateProxy.self)
            #expect(
                type(of: WidgetDelegateProxy.proxy(for: SpecialWidget())) == SpecialWidgetDelegateProxy.self)
        }
    }
}
