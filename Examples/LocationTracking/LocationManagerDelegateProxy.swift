import DelegateProxyKit

/// The delegate proxy of `LocationManager`, written in both styles of the seeds:
///
/// - `didUpdateLocations` is *wired by hand*, as RxSwift's own CLLocationManager example does: the
///   proxy forwards the call and then feeds its own `PublishSubject`.
/// - the other methods hand their calls to the dispatch table, and are observed with
///   `methodInvoked` — typed for `didChangeAuthorization`, untyped (`[Any]`, as in RxCocoa) for
///   `didFailWithError`.
final class LocationManagerDelegateProxy: DelegateProxy<LocationManager, any LocationManagerDelegate>,
    DelegateProxyType, LocationManagerDelegate
{
    /// Typed: observers get `(LocationManager, AuthorizationStatus)`, no casts.
    static let didChangeAuthorization = DelegateMethod(
        "locationManager(_:didChangeAuthorization:)", LocationManager.self, AuthorizationStatus.self)

    /// Untyped: observers get `[manager, error]` and cast, as with RxCocoa's `#selector`s.
    static let didFailWithError: DelegateSelector = "locationManager(_:didFailWithError:)"

    // The methods observable through `methodInvoked` / `sentMessage`. `didUpdateLocations` is not
    // listed: it has its own subject below.
    override class var selectors: [DelegateSelector] {
        [didChangeAuthorization.selector, didFailWithError]
    }

    /// The hand-wired stream of `didUpdateLocations` calls.
    let didUpdateLocationsSubject = PublishSubject<[Location]>()

    init(locationManager: LocationManager) {
        super.init(parentObject: locationManager, delegateProxy: LocationManagerDelegateProxy.self)
    }

    static func registerKnownImplementations() {
        register { LocationManagerDelegateProxy(locationManager: $0) }
    }

    // Style 1, as in the seed: forward first, so the app's own delegate sees the call, then emit.
    func locationManager(_ manager: LocationManager, didUpdateLocations locations: [Location]) {
        forwardToDelegate()?.locationManager(manager, didUpdateLocations: locations)
        didUpdateLocationsSubject.onNext(locations)
    }

    // Style 2: one line each; the table calls `sentMessage` observers, the forward delegate, then
    // `methodInvoked` observers.
    func locationManager(_ manager: LocationManager, didFailWithError error: any Error) {
        dispatch([manager, error]) { $0.locationManager(manager, didFailWithError: error) }
    }

    func locationManager(_ manager: LocationManager, didChangeAuthorization status: AuthorizationStatus) {
        dispatch(Self.didChangeAuthorization, (manager, status)) {
            $0.locationManager(manager, didChangeAuthorization: status)
        }
    }

    // The table completes its own streams; the hand-wired subject is ours to complete, as the seed
    // does, so that subscribers learn the manager is gone.
    deinit {
        didUpdateLocationsSubject.onCompleted()
    }
}
