import DelegateProxyKit

/// The seed's `GeolocationService`: asks for authorization, starts updates, and exposes two
/// streams a screen can bind to.
///
/// The seed used RxCocoa's `Driver`; here the same chains are plain observables:
/// `asDriver(onErrorJustReturn:)` becomes `catchAndReturn`, and Driver's sharing becomes
/// `share(replay: 1)` — every subscriber shares one upstream subscription and a late one
/// immediately gets the latest value.
final class GeolocationService {
    /// Whether the app may always use the location: the current status first, then every change.
    let authorized: Observable<Bool>

    /// The latest fix of each batch; empty batches are skipped.
    let location: Observable<Location>

    private let locationManager: LocationManager

    init(locationManager: LocationManager = LocationManager()) {
        self.locationManager = locationManager

        // Deferred, so the status is read when someone subscribes, not when the service is made.
        // Weak, so the stream does not keep the manager alive.
        authorized = Observable<AuthorizationStatus>.deferred { [weak locationManager] in
            guard let locationManager else { return .just(.notDetermined) }
            return locationManager.rx.didChangeAuthorization
                .startWith(locationManager.authorizationStatus)
        }
        .catchAndReturn(.notDetermined)
        .map { $0 == .authorizedAlways }
        .share(replay: 1)

        location = locationManager.rx.didUpdateLocations
            .catchAndReturn([])
            .flatMap { $0.last.map(Observable.just) ?? .empty() }
            .share(replay: 1)

        locationManager.requestAlwaysAuthorization()
        locationManager.startUpdatingLocation()
    }
}
