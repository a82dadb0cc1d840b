import Benchmark
import DelegateProxyKit
import Foundation

// Proxy rows measured against a baseline rather than a peer: a hand-written forwarding delegate
// (for the call nobody observes), the hand-written adapter (for the typed observer, and its
// counterpart for the method with a result), a direct call of the method with a result, and a
// hand-written XMLParser delegate (for the XMLEvents pipeline). compare.sh shows "· baseline" in the peer column.
func proxyCallBenchmarks() {
    Benchmark("proxied call, 1 typed observer · baseline") { benchmark in
        let gauge = Gauge()
        let delegate = SummingDelegate()
        let adapter = GaugeAdapter(forward: delegate)
        gauge.delegate = adapter
        var sum = 0
        let subscription = adapter.didChange.subscribe(onNext: { sum &+= $0 })
        measure(benchmark) {
            for i in benchmark.scaledIterations { gauge.change(i) }
        }
        subscription.dispose()
        blackHole(sum)
        blackHole(delegate.sum)
    }

    Benchmark("proxied call, no observer · baseline") { benchmark in
        let gauge = Gauge()
        let delegate = SummingDelegate()
        let forwarder = GaugeForwarder(forward: delegate)
        gauge.delegate = forwarder
        measure(benchmark) {
            for i in benchmark.scaledIterations { gauge.change(i) }
        }
        blackHole(forwarder)
        blackHole(delegate.sum)
    }

    Benchmark("proxied call, no observer, retained forward delegate · baseline") { benchmark in
        let gauge = Gauge()
        let delegate = SummingDelegate()
        let forwarder = GaugeRetainingForwarder(forward: delegate)
        gauge.delegate = forwarder
        measure(benchmark) {
            for i in benchmark.scaledIterations { gauge.change(i) }
        }
        blackHole(forwarder)
        blackHole(delegate.sum)
    }

    Benchmark("proxied call with a result, against the adapter · baseline") { benchmark in
        let dial = Dial()
        let delegate = DoublingDelegate()
        let adapter = DialAdapter(forward: delegate)
        dial.delegate = adapter
        var sum = 0
        var observed = 0
        let subscription = adapter.valueFor.subscribe(onNext: { observed &+= $0 })
        measure(benchmark) {
            for i in benchmark.scaledIterations { sum &+= dial.value(for: i) }
        }
        subscription.dispose()
        blackHole(sum)
        blackHole(observed)
    }

    Benchmark("proxied call with a result, against the adapter · ours") { benchmark in
        let dial = Dial()
        let delegate = DoublingDelegate()
        dial.delegate = delegate
        let proxy = DialDelegateProxy.proxy(for: dial)
        var sum = 0
        var observed = 0
        let subscription = proxy.methodInvoked(DialDelegateProxy.valueFor).subscribe(onNext: {
            observed &+= $0.returnValue
        })
        measure(benchmark) {
            for i in benchmark.scaledIterations { sum &+= dial.value(for: i) }
        }
        subscription.dispose()
        blackHole(sum)
        blackHole(observed)
    }

    Benchmark("proxied call with a result, forward delegate + 1 observer · baseline") { benchmark in
        let dial = Dial()
        let delegate = DoublingDelegate()
        dial.delegate = delegate
        var sum = 0
        measure(benchmark) {
            for i in benchmark.scaledIterations { sum &+= dial.value(for: i) }
        }
        blackHole(sum)
    }

    Benchmark("proxied call with a result, forward delegate + 1 observer · ours") { benchmark in
        let dial = Dial()
        let delegate = DoublingDelegate()
        dial.delegate = delegate
        let proxy = DialDelegateProxy.proxy(for: dial)
        var sum = 0
        var observed = 0
        let subscription = proxy.methodInvoked(DialDelegateProxy.valueFor).subscribe(onNext: {
            observed &+= $0.returnValue
        })
        measure(benchmark) {
            for i in benchmark.scaledIterations { sum &+= dial.value(for: i) }
        }
        subscription.dispose()
        blackHole(sum)
        blackHole(observed)
    }

    // One parse of a 1,000-element document per iteration: `compare.sh` divides by 1,000, so the
    // row reads as the cost per element (each element is a few delegate calls).
    let document = syntheticCatalog(books: 200)
    let pipeline = Benchmark.Configuration(
        metrics: [.wallClock], timeUnits: .nanoseconds, warmupIterations: 2, scalingFactor: .one,
        maxDuration: .milliseconds(600), maxIterations: 200)

    Benchmark("XMLEvents pipeline, per element · baseline", configuration: pipeline) { benchmark in
        measure(benchmark) {
            for _ in benchmark.scaledIterations { blackHole(summarizeByHand(document)) }
        }
    }

    // The criterion: one parse of an 8 MB document per iteration; compare.sh shows the
    // whole parse (a "per parse" row is not divided by the scaling factor).
    let large = largeCatalog()
    let whole = Benchmark.Configuration(
        metrics: [.wallClock], timeUnits: .nanoseconds, warmupIterations: 1, scalingFactor: .one,
        maxDuration: .seconds(3), maxIterations: 10)

    Benchmark("XMLEvents 8 MB document, per parse · baseline", configuration: whole) { benchmark in
        measure(benchmark) { blackHole(summarizeByHand(large)) }
    }

    Benchmark("XMLEvents 8 MB document, per parse · ours", configuration: whole) { benchmark in
        measure(benchmark) { blackHole(summarizeWithProxy(large)) }
    }

    Benchmark("XMLEvents pipeline, per element · ours", configuration: pipeline) { benchmark in
        precondition(summarizeWithProxy(document) == summarizeByHand(document), "the summaries differ")
        measure(benchmark) {
            for _ in benchmark.scaledIterations { blackHole(summarizeWithProxy(document)) }
        }
    }
}
