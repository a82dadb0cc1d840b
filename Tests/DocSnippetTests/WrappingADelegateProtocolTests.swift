// The samples of DelegateProxyKit's "Wrapping a Delegate Protocol" article that run code, verbatim
// and in order. The article's declarations are quoted from Examples/LocationTracking, which
// compiles them.
import DelegateProxyKit
import Testing

@testable import LocationTracking

@Suite struct WrappingADelegateProtocolTests {
    @Test func theArticlesSamplesPrintWhatTheArticleSays() {
        capturingPrints { output in
            // Step 5: try it
            let manager = LocationManager()
            let bag = DisposeBag()
            manager.rx.didUpdateLocations
                .subscribe(onNext: { print("update:", $0.map(\.latitude)) })
                .disposed(by: bag)
            manager.rx.didFailWithError
                .subscribe(onNext: { print("failure:", $0) })
                .disposed(by: bag)

            manager.startUpdatingLocation()
            manager.simulate([
                .locations([Location(latitude: 1, longitude: 2), Location(latitude: 3, longitude: 4)]),
                .failure(.locationUnknown),
            ])
            // update: [1.0, 3.0]
            // failure: locationUnknown
            #expect(output.take() == ["update: [1.0, 3.0]", "failure: locationUnknown"])

            // Step 6: use the geolocation service
            let serviceManager = LocationManager()
            let service = GeolocationService(locationManager: serviceManager)
            let screenBag = DisposeBag()
            service.authorized
                .subscribe(onNext: { print("authorized:", $0) })
                .disposed(by: screenBag)
            service.location
                .subscribe(onNext: { print("at", $0.latitude, $0.longitude) })
                .disposed(by: screenBag)

            serviceManager.simulate([
                .authorization(.authorizedAlways),
                .locations([Location(latitude: 38.72, longitude: -9.14)]),
            ])
            // authorized: false
            // authorized: true
            // at 38.72 -9.14
            #expect(output.take() == ["authorized: false", "authorized: true", "at 38.72 -9.14"])

            // The untyped API, as in RxCocoa
            struct UnexpectedArgument: Error {}
            let untyped = LocationManager()
            untyped.startUpdatingLocation()
            _ = LocationManagerDelegateProxy.proxy(for: untyped)
                .methodInvoked("locationManager(_:didUpdateLocations:)")
                .map { arguments -> [Location] in
                    guard let locations = arguments[1] as? [Location] else { throw UnexpectedArgument() }
                    return locations
                }
                .subscribe(onNext: { print("untyped:", $0.count) })
            untyped.simulate([.locations([Location(latitude: 0, longitude: 0)])])
            // untyped: 1
            #expect(output.take() == ["untyped: 1"])

            _ = LocationManagerDelegateProxy.proxy(for: untyped)
                .methodInvoked("locationManager(_:didVisit:)")
                .subscribe(onError: { print($0) })
            // LocationManagerDelegateProxy does not dispatch `locationManager(_:didVisit:)`. Selectors it dispatches: locationManager(_:didUpdateLocations:), locationManager(_:didChangeAuthorization:), locationManager(_:didFailWithError:).
            #expect(
                output.take() == [
                    "LocationManagerDelegateProxy does not dispatch `locationManager(_:didVisit:)`. Selectors it "
                        + "dispatches: locationManager(_:didUpdateLocations:), "
                        + "locationManager(_:didChangeAuthorization:), locationManager(_:didFailWithError:)."
                ])
        }
    }
}
