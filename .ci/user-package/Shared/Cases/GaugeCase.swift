import DelegateProxyKit

/// Set as the gauge's delegate before the proxy exists: the proxy keeps it as its forward delegate.
final class GaugeLog: GaugeDelegate {
    private(set) var calls: [String] = []

    func gauge(_ gauge: Gauge, didRead value: Double) {
        calls.append("didRead \(value)")
    }

    func gauge(_ gauge: Gauge, shouldAccept value: Double) -> Bool {
        calls.append("shouldAccept \(value)")
        return value < 100
    }
}

/// A plain protocol: streams, a forward delegate's answers, and `values` in a `for try await` loop.
func runGauge() async throws {
    let bag = DisposeBag()
    let gauge = Gauge()
    let log = GaugeLog()
    gauge.delegate = log
    gauge.rx.shouldAccept
        .subscribe(onNext: { print("shouldAccept \($0.arguments) -> \($0.returnValue)") })
        .disposed(by: bag)
    gauge.rx.didRead
        .subscribe(onNext: { print("didRead \($0)") })
        .disposed(by: bag)
    gauge.rx.didReset
        .subscribe(onNext: { print("didReset") })
        .disposed(by: bag)
    // `values` subscribes when it is made, so the readings below wait in its buffer for the loop;
    // `take(2)` ends the loop without any timing.
    let readings = gauge.rx.didRead.take(2).values
    gauge.read(1.5)
    gauge.read(250)
    gauge.read(3)
    gauge.reset()
    for try await reading in readings {
        print("values: \(reading)")
    }
    print("forward delegate saw: \(log.calls.joined(separator: ", "))")
}
