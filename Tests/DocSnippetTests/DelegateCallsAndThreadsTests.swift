// The samples of DelegateProxyKit's "Delegate Calls and Threads" article, verbatim and in order.
import DelegateProxyKit
import Dispatch
import Testing

protocol SensorDelegate: AnyObject {
    func sensor(_ sensor: Sensor, didMeasure value: Int)
}

/// Reports from any thread. `delegate` is set before reporting starts, then only read.
final class Sensor: HasDelegate, HasAssociatedProxies, @unchecked Sendable {
    weak var delegate: (any SensorDelegate)?
    let associatedProxies = AssociatedProxyStorage()

    func report(_ value: Int) { delegate?.sensor(self, didMeasure: value) }
}

final class SensorDelegateProxy:
    DelegateProxy<Sensor, any SensorDelegate>, DelegateProxyType, SensorDelegate
{
    static let didMeasure = DelegateMethod("sensor(_:didMeasure:)", Sensor.self, Int.self)

    override class var selectors: [DelegateSelector] { [didMeasure.selector] }

    static func registerKnownImplementations() {
        register { SensorDelegateProxy(parentObject: $0) }
    }

    func sensor(_ sensor: Sensor, didMeasure value: Int) {
        dispatch(Self.didMeasure, sensor, value) { $0.sensor(sensor, didMeasure: value) }
    }
}

func countMeasurements() -> Int {
    let sensor = Sensor()
    var measurements = 0  // no lock: the proxy delivers one call at a time
    let subscription = SensorDelegateProxy.proxy(for: sensor)
        .methodInvoked(SensorDelegateProxy.didMeasure)
        .subscribe(onNext: { _ in measurements += 1 })

    DispatchQueue.concurrentPerform(iterations: 2) { _ in
        for value in 0..<1_000 { sensor.report(value) }
    }
    subscription.dispose()
    return measurements
}

@Suite struct DelegateCallsAndThreadsTests {
    @Test func twoThreadsReportingAreCountedWithoutALock() {
        capturingPrints { output in
            print(countMeasurements())
            // 2000
            #expect(output.take() == ["2000"])
        }
    }

    @Test func anObserverThatCausesACallSeesItAfterItReturns() {
        capturingPrints { output in
            let echo = Sensor()
            let echoProxy = SensorDelegateProxy.proxy(for: echo)
            _ = echoProxy.methodInvoked(SensorDelegateProxy.didMeasure)
                .subscribe(onNext: { _, value in
                    print("begin", value)
                    if value == 1 { echo.report(2) }  // queued, not nested
                    print("end", value)
                })
            echo.report(1)
            // begin 1
            // end 1
            // begin 2
            // end 2
            #expect(output.take() == ["begin 1", "end 1", "begin 2", "end 2"])
        }
    }
}
