import ObservableCore
import TestSupport
import Testing

/// `rx.property` of an object is a `Binder` of that property, as in RxSwift.
@Suite struct ReactiveBinderTests {
    final class Thermostat: ReactiveCompatible {
        var target = 18
        var label: String? = nil
    }

    @Test @MainActor func bindingToAPropertySetsItOnTheMainThread() {
        let thermostat = Thermostat()
        let subscription = Observable.of(19, 21).bind(to: thermostat.rx.target)
        #expect(thermostat.target == 21)
        _ = Observable.just("eco").bind(to: thermostat.rx.label)
        #expect(thermostat.label == "eco")
        subscription.dispose()
    }

    @Test @MainActor func theBinderDoesNotKeepTheObjectAlive() {
        let subject = PublishSubject<Int>()
        weak var weakThermostat: Thermostat?
        let subscription: Disposable
        do {
            let thermostat = Thermostat()
            weakThermostat = thermostat
            subscription = subject.bind(to: thermostat.rx.target)
            subject.onNext(20)
            #expect(thermostat.target == 20)
        }
        #expect(weakThermostat == nil)
        // The object is gone: elements are ignored.
        subject.onNext(25)
        subscription.dispose()
    }

    @Test @MainActor func completionLeavesThePropertyAsItIs() {
        let thermostat = Thermostat()
        _ = Observable<Int>.empty().bind(to: thermostat.rx.target)
        #expect(thermostat.target == 18)
    }
}
