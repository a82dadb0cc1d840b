import Synchronization
import TestSupport
import Testing

@testable import DelegateProxyKit

/// A proxy's typed stream consumed with `for await`, through `stream(bufferingPolicy:)`.
@Suite struct ProxyStreamTests {
    @Test func delegateCallsReachTheLoopInOrderAndCancellingReleasesTheObserver() async {
        let widget = Widget()
        let proxy = WidgetDelegateProxy.proxy(for: widget)
        let observersBefore = observerCount(of: proxy)
        let disposed = TestSignal()
        // `onDispose` runs once the proxy's subscription under it is disposed: by then the
        // proxy's count is settled.
        let stream = widget.rx.didChange.do(onDispose: { disposed.fire() }).stream()
        #expect(observerCount(of: proxy) == observersBefore + 1)
        // Made before the loop starts: buffered.
        widget.change(1)
        widget.change(2)
        let log = EventLog()
        let task = Task {
            for await value in stream {
                log.append("\(value)")
            }
            log.append("end")
        }
        widget.change(3)
        #expect(await log.wait(forCount: 3))
        task.cancel()
        #expect(await disposed.wait())
        await task.value
        #expect(observerCount(of: proxy) == observersBefore)
        widget.change(4)  // observed by no one any more
        #expect(log.all == ["1", "2", "3", "end"])
    }

    private func observerCount(of proxy: WidgetDelegateProxy) -> Int {
        Int(proxy.table.totalObservers.load(ordering: .sequentiallyConsistent))
    }
}
