import DelegateProxyKit
import Dispatch
import Synchronization
import TestSupport
import Testing

@Suite struct ConcurrencyTests {
    @Test func callsFromEightThreadsWhileObserversComeAndGo() {
        let widget = Widget()
        let forward = RecordingWidgetDelegate()
        widget.delegate = forward
        let threads = 8
        let callsPerThread = 500
        let proxy = WidgetDelegateProxy.proxy(for: widget)

        let delivering = Atomic<Bool>(false)
        let overlaps = Atomic<Int>(0)
        let received = Log()
        let steady = proxy.methodInvoked(WidgetDelegateProxy.didChange).subscribe(onNext: { _, value in
            if delivering.exchange(true, ordering: .acquiringAndReleasing) {
                overlaps.add(1, ordering: .relaxed)
            }
            received.append("\(value)")
            delivering.store(false, ordering: .releasing)
        })

        DispatchQueue.concurrentPerform(iterations: threads + 2) { index in
            if index < threads {
                for call in 0..<callsPerThread { widget.change(index * callsPerThread + call) }
            } else {
                // Observers subscribing and disposing all the while, typed and untyped.
                for _ in 0..<300 {
                    let typed = widget.rx.didChange.subscribe()
                    let untyped = proxy.sentMessage("widget(_:didChange:)").subscribe()
                    typed.dispose()
                    untyped.dispose()
                    _ = WidgetDelegateProxy.proxy(for: widget)
                }
            }
        }
        steady.dispose()

        let values = received.all.compactMap(Int.init)
        #expect(overlaps.load(ordering: .relaxed) == 0)
        #expect(values.count == threads * callsPerThread)
        #expect(Set(values) == Set(0..<threads * callsPerThread))
        #expect(forward.calls.count == threads * callsPerThread)
    }

    @Test func proxiesForManyParentsCreatedConcurrentlyAreOnePerParent() {
        let widgets = SendableArray((0..<64).map { _ in Widget() })
        let proxies = Log()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for widget in widgets.values {
                let proxy = ObjectIdentifier(WidgetDelegateProxy.proxy(for: widget))
                proxies.append("\(ObjectIdentifier(widget).hashValue) \(proxy.hashValue)")
            }
        }
        let pairs = Set(proxies.all)
        let parents = Set(pairs.map { $0.split(separator: " ")[0] })
        // One proxy per parent: as many distinct (parent, proxy) pairs as parents.
        #expect(parents.count == widgets.values.count)
        #expect(pairs.count == widgets.values.count)
        for widget in widgets.values { #expect(widget.delegate === WidgetDelegateProxy.proxy(for: widget)) }
    }

    @Test func parentsReleasedWhileOtherThreadsCallTheirProxies() {
        let completions = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            for round in 0..<100 {
                let widget = Widget()
                let subscription = widget.rx.didChange.subscribe(onCompleted: {
                    completions.add(1, ordering: .relaxed)
                })
                widget.change(index * 1000 + round)
                withExtendedLifetime(subscription) {}
            }
        }
        #expect(completions.load(ordering: .relaxed) == 800)
    }
}

/// An immutable array of `Sendable` values shared with concurrent closures.
struct SendableArray<Element: Sendable>: Sendable {
    let values: [Element]
    init(_ values: [Element]) { self.values = values }
}
