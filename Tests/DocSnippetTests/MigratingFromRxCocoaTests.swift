// The samples of DelegateProxyKit's "Migrating from RxSwift and RxCocoa" article that run code,
// verbatim and in order. The proxy the article shows is quoted from Examples/LocationTracking.
import DelegateProxyKit
import ObservableCoreTesting
import Testing

@testable import LocationTracking

extension Reactive where Base: LocationManager {
    var didChangeAuthorizationStatus: Observable<AuthorizationStatus> {
        LocationManagerDelegateProxy.proxy(for: base)
            .methodInvoked("locationManager(_:didChangeAuthorization:)")
            .map { arguments in
                guard let status = arguments[1] as? AuthorizationStatus else {
                    throw RxCocoaError.castingError(
                        object: "\(arguments[1])", objectType: "\(type(of: arguments[1]))",
                        targetType: "AuthorizationStatus")
                }
                return status
            }
    }
}

@Suite struct MigratingFromRxCocoaTests {
    @Test func untypedAndTypedStreamsSeeTheSameCall() {
        capturingPrints { output in
            let manager = LocationManager()
            _ = manager.rx.didChangeAuthorizationStatus.subscribe(onNext: { print("untyped:", $0) })
            _ = manager.rx.didChangeAuthorization.subscribe(onNext: { print("typed:", $0) })
            manager.changeAuthorization(to: .authorizedAlways)
            // untyped: authorizedAlways
            // typed: authorizedAlways
            #expect(output.take() == ["untyped: authorizedAlways", "typed: authorizedAlways"])
        }
    }

    @Test func aDelegateSetAfterTheProxyBecomesItsForwardDelegate() {
        capturingPrints { output in
            let manager = LocationManager()
            _ = manager.rx.didChangeAuthorization.subscribe(onNext: { print("observed:", $0) })
            let appDelegate = AppDelegateLog()
            manager.delegate = appDelegate  // after `rx`: becomes the proxy's forward delegate
            manager.changeAuthorization(to: .denied)
            print(appDelegate.calls)
            // observed: denied
            // ["didChangeAuthorization denied"]
            #expect(output.take() == ["observed: denied", "[\"didChangeAuthorization denied\"]"])
        }
    }

    @Test @MainActor func aDriverKeepsItsRxCocoaSpelling() async {
        let output = PrintedLines()
        PrintedLines.mainQueue = output
        defer { PrintedLines.mainQueue = nil }
        PrintedLines.$current.withValue(output) {
            let screenManager = LocationManager()
            let authorized: Driver<Bool> = screenManager.rx.didChangeAuthorization
                .map { $0 == .authorizedAlways }
                .asDriver(onErrorJustReturn: false)
            _ = authorized.drive(onNext: { print("authorized:", $0) })
            screenManager.changeAuthorization(to: .authorizedAlways)
            // authorized: true
        }
        // On the main thread the driver's MainScheduler delivers at once, unless blocks are
        // already queued on it: then the event is queued behind them.
        await mainQueueDrained()
        #expect(output.take() == ["authorized: true"])
    }

    @Test func sharingSchedulerMockPutsSignalsOnVirtualTime() {
        capturingPrints { output in
            let scheduler = TestScheduler(initialClock: 0)
            let taps = scheduler.createHotObservable([.next(210, "tap"), .next(220, "tap")])
            let observer = SharingScheduler.mock(scheduler: scheduler) {
                scheduler.start { taps.asSignal(onErrorJustReturn: "").map { $0.uppercased() } }
            }
            print(observer.events)
            // [next(TAP) @ 211, next(TAP) @ 221]
            #expect(output.take() == ["[next(TAP) @ 211, next(TAP) @ 221]"])
        }
    }
}
