import Benchmark
import DelegateProxyKit

// The proxy rows have no peer: their yardstick is the parent calling its delegate directly.
func delegateProxyBenchmarks() {
    Benchmark("delegate call · direct") { benchmark in
        let gauge = Gauge()
        let delegate = SummingDelegate()
        gauge.delegate = delegate
        measure(benchmark) {
            for i in benchmark.scaledIterations { gauge.change(i) }
        }
        blackHole(delegate.sum)
    }

    Benchmark("proxied call, no observer · ours") { benchmark in
        let gauge = Gauge()
        let delegate = SummingDelegate()
        gauge.delegate = delegate
        let proxy = GaugeDelegateProxy.proxy(for: gauge)
        measure(benchmark) {
            for i in benchmark.scaledIterations { gauge.change(i) }
        }
        blackHole(proxy)
        blackHole(delegate.sum)
    }

    Benchmark("proxied call, no observer, retained forward delegate · ours") { benchmark in
        let gauge = Gauge()
        let delegate = SummingDelegate()
        let proxy = GaugeDelegateProxy.proxy(for: gauge)
        proxy.setForwardToDelegate(delegate, retainDelegate: true)
        measure(benchmark) {
            for i in benchmark.scaledIterations { gauge.change(i) }
        }
        blackHole(proxy)
        blackHole(delegate.sum)
    }

    Benchmark("proxied call, 1 methodInvoked observer ([Any]) · ours") { benchmark in
        let gauge = Gauge()
        let delegate = SummingDelegate()
        gauge.delegate = delegate
        let proxy = GaugeDelegateProxy.proxy(for: gauge)
        var sum = 0
        let subscription = proxy.methodInvoked("gauge(_:didChange:)").subscribe(onNext: { arguments in
            sum &+= arguments[1] as! Int
        })
        measure(benchmark) {
            for i in benchmark.scaledIterations { gauge.change(i) }
        }
        subscription.dispose()
        blackHole(sum)
        blackHole(delegate.sum)
    }

    Benchmark("proxied call, 1 typed observer · ours") { benchmark in
        let gauge = Gauge()
        let delegate = SummingDelegate()
        gauge.delegate = delegate
        let proxy = GaugeDelegateProxy.proxy(for: gauge)
        var sum = 0
        let subscription = proxy.methodInvoked(GaugeDelegateProxy.didChange).subscribe(onNext: {
            sum &+= $0.1
        })
        measure(benchmark) {
            for i in benchmark.scaledIterations { gauge.change(i) }
        }
        subscription.dispose()
        blackHole(sum)
        blackHole(delegate.sum)
    }

    Benchmark("proxied call, 1 typed observer, tuple form · ours") { benchmark in
        let gauge = Gauge()
        let delegate = SummingDelegate()
        gauge.delegate = delegate
        let proxy = GaugeTupleDelegateProxy.proxy(for: gauge)
        var sum = 0
        let subscription = proxy.methodInvoked(GaugeTupleDelegateProxy.didChange).subscribe(onNext: {
            sum &+= $0.1
        })
        measure(benchmark) {
            for i in benchmark.scaledIterations { gauge.change(i) }
        }
        subscription.dispose()
        blackHole(sum)
        blackHole(delegate.sum)
    }

    Benchmark("proxied call, 10 typed observers · ours") { benchmark in
        let gauge = Gauge()
        let delegate = SummingDelegate()
        gauge.delegate = delegate
        let proxy = GaugeDelegateProxy.proxy(for: gauge)
        var sum = 0
        let bag = DisposeBag()
        for _ in 0..<10 {
            proxy.methodInvoked(GaugeDelegateProxy.didChange).subscribe(onNext: { sum &+= $0.1 }).disposed(
                by: bag)
        }
        measure(benchmark) {
            for i in benchmark.scaledIterations { gauge.change(i) }
        }
        blackHole(sum)
        blackHole(delegate.sum)
    }

    Benchmark("proxy creation + first lookup · ours") { benchmark in
        // Registers the factory outside the measurement.
        blackHole(GaugeDelegateProxy.proxy(for: Gauge()))
        measure(benchmark) {
            for _ in benchmark.scaledIterations {
                blackHole(GaugeDelegateProxy.proxy(for: Gauge()))
            }
        }
    }
}
