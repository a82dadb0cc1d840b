import DelegateProxyKit
import Testing

/// A global actor of the user's own, as audio or database code declares one.
@globalActor actor SensorActor {
    static let shared = SensorActor()
}

/// A thermometer isolated to that actor, with a delegate isolated there too.
@SensorActor final class Thermometer: HasAssociatedProxies {
    // Nonisolated: the storage guards itself, and the proxy runtime reads it from its own code.
    nonisolated let associatedProxies = AssociatedProxyStorage()
    weak var delegate: (any ThermometerDelegate)?

    func measure(_ celsius: Double) -> Bool {
        delegate?.thermometer(self, didMeasure: celsius)
        return delegate?.thermometer(self, shouldAlarmAt: celsius) ?? false
    }
}

@SensorActor protocol ThermometerDelegate: AnyObject {
    func thermometer(_ thermometer: Thermometer, didMeasure celsius: Double)
    func thermometer(_ thermometer: Thermometer, shouldAlarmAt celsius: Double) -> Bool
}

/// Written by hand, as the generator writes proxies of isolated protocols: a nonisolated class,
/// witnesses isolated to the protocol's actor, and an isolated `DelegateProxyType` conformance.
nonisolated final class ThermometerDelegateProxy: DelegateProxy<Thermometer, any ThermometerDelegate> {
    static let didMeasure = DelegateMethod(
        "thermometer(_:didMeasure:)", Thermometer.self, Double.self)
    static let shouldAlarmAt = DelegateMethod(
        "thermometer(_:shouldAlarmAt:)", Thermometer.self, Double.self, returns: Bool.self)

    override class var selectors: [DelegateSelector] { [didMeasure.selector, shouldAlarmAt.selector] }
}

@SensorActor extension ThermometerDelegateProxy: @SensorActor DelegateProxyType {
    static func registerKnownImplementations() {
        register { ThermometerDelegateProxy(parentObject: $0) }
    }

    static func currentDelegate(for object: Thermometer) -> (any ThermometerDelegate)? {
        object.delegate
    }

    static func setCurrentDelegate(_ delegate: (any ThermometerDelegate)?, to object: Thermometer) {
        object.delegate = delegate
    }
}

extension ThermometerDelegateProxy: ThermometerDelegate {
    @SensorActor func thermometer(_ thermometer: Thermometer, didMeasure celsius: Double) {
        dispatch(Self.didMeasure, thermometer, celsius) { $0.thermometer(thermometer, didMeasure: celsius) }
    }

    @SensorActor func thermometer(_ thermometer: Thermometer, shouldAlarmAt celsius: Double) -> Bool {
        dispatch(Self.shouldAlarmAt, thermometer, celsius, default: false) {
            $0.thermometer(thermometer, shouldAlarmAt: celsius)
        }
    }
}

/// A proxy of a protocol isolated to a global actor of the user's: found, attached, observed and
/// answered on that actor, with no `await` inside it, as for any proxy.
@Suite struct GlobalActorProxyTests {
    @SensorActor final class Alarm: ThermometerDelegate {
        var log: [String] = []
        func thermometer(_ thermometer: Thermometer, didMeasure celsius: Double) {
            SensorActor.shared.assertIsolated()
            log.append("forward \(celsius)")
        }
        func thermometer(_ thermometer: Thermometer, shouldAlarmAt celsius: Double) -> Bool { celsius > 40 }
    }

    @SensorActor @Test func callsStreamsAndAnswersOnTheActor() {
        let thermometer = Thermometer()
        let alarm = Alarm()
        thermometer.delegate = alarm
        let proxy = ThermometerDelegateProxy.proxy(for: thermometer)
        let bag = DisposeBag()
        proxy.sentMessage(ThermometerDelegateProxy.didMeasure)
            .subscribe(onNext: { _, celsius in alarm.log.append("sent \(celsius)") })
            .disposed(by: bag)
        proxy.methodInvoked(ThermometerDelegateProxy.didMeasure)
            .subscribe(onNext: { _, celsius in
                SensorActor.shared.assertIsolated()
                alarm.log.append("invoked \(celsius)")
            })
            .disposed(by: bag)
        proxy.methodInvoked(ThermometerDelegateProxy.shouldAlarmAt)
            .subscribe(onNext: { alarm.log.append("alarm \($0.arguments.1) \($0.returnValue)") })
            .disposed(by: bag)
        proxy.methodInvoked("thermometer(_:didMeasure:)")
            .subscribe(onNext: { alarm.log.append("untyped \($0[1])") })
            .disposed(by: bag)

        #expect(thermometer.measure(21) == false)
        #expect(thermometer.measure(41) == true)
        #expect(
            alarm.log == [
                "sent 21.0", "forward 21.0", "invoked 21.0", "untyped 21.0", "alarm 21.0 false",
                "sent 41.0", "forward 41.0", "invoked 41.0", "untyped 41.0", "alarm 41.0 true",
            ])
        #expect(thermometer.delegate === proxy)
        #expect(ThermometerDelegateProxy.proxy(for: thermometer) === proxy)
    }

    @SensorActor @Test func installForwardDelegateAndTheDefaultAnswer() {
        let thermometer = Thermometer()
        let alarm = Alarm()
        #expect(thermometer.measure(41) == false)  // the proxy is not there yet: no delegate
        let installed = ThermometerDelegateProxy.installForwardDelegate(
            alarm, retainDelegate: false, onProxyForObject: thermometer)
        #expect(thermometer.measure(41) == true)
        installed.dispose()
        #expect(thermometer.measure(41) == false)  // the proxy's default
        #expect(ThermometerDelegateProxy.assignedProxy(for: thermometer) != nil)
    }

    @SensorActor @Test func theProxyGoesWithItsParent() {
        weak var proxy: ThermometerDelegateProxy?
        var completed = false
        let bag = DisposeBag()
        do {
            let thermometer = Thermometer()
            let created = ThermometerDelegateProxy.proxy(for: thermometer)
            proxy = created
            created.methodInvoked(ThermometerDelegateProxy.didMeasure)
                .subscribe(onCompleted: { completed = true })
                .disposed(by: bag)
        }
        #expect(proxy == nil)
        #expect(completed)
    }
}
