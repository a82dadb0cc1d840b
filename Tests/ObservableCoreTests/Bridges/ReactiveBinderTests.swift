import Dispatch
import ObservableCore
import TestSupport
import Testing

/// `rx.property` of an object is a `Binder` of that property, as in RxSwift.
@Suite struct ReactiveBinderTests {
    final class Thermostat: ReactiveCompatible {
        var target = 18
        var label: String? = nil
    }

    /// Returns once the main queue has run what was queued on it before: `MainScheduler.instance`
    /// runs a binding at once on the main thread only while no other work of its own is in flight,
    /// and another test running meanwhile may have some queued.
    @MainActor func mainQueueRan() async {
        await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
    }

    @Test @MainActor func bindingToAPropertySetsItOnTheMainThread() async {
        let thermostat = Thermostat()
        let subscription = Observable.of(19, 21).bind(to: thermostat.rx.target)
        await mainQueueRan()
        #expect(thermostat.target == 21)
        _ = Observable.just("eco").bind(to: thermostat.rx.label)
        await mainQueueRan()
        #expect(thermostat.label == "eco")
        subscription.dispose()
    }

    @Test @MainActor func theBinderDoesNotKeepTheObjectAlive() async {
        let subject = PublishSubject<Int>()
        weak var weakThermostat: Thermostat?
        let subscription: Disposable
        do {
            let thermostat = Thermostat()
            weakThermostat = thermostat
            subscription = subject.bind(to: thermostat.rx.target)
            subject.onNext(20)
            await mainQueueRan()
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
