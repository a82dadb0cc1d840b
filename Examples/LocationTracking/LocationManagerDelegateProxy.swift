import DelegateProxyKit

/// The delegate proxy of `LocationManager`: it becomes the manager's delegate, hands each call to
/// the proxy's dispatch table as typed arguments, and forwards it to the delegate set before.
final class LocationManagerDelegateProxy:
    DelegateProxy<LocationManager, any LocationManagerDelegate>,
    DelegateProxyType, LocationManagerDelegate
{
    static let didUpdateLocations = DelegateMethod(
        "locationManager(_:didUpdateLocations:)", LocationManager.self, [Location].self)
    static let didFailWithError = DelegateMethod(
        "locationManager(_:didFailWithError:)", LocationManager.self, (any Error).self)
    static let didChangeAuthorization = DelegateMethod(
        "locationManager(_:didChangeAuthorization:)", LocationManager.self,
        AuthorizationStatus.self)

    override class var selectors: [DelegateSelector] {
        [didUpdateLocations.selector, didChangeAuthorization.selector, didFailWithError.selector]
    }

    init(locationManager: LocationManager) {
        super.init(parentObject: locationManager)
    }

    static func registerKnownImplementations() {
        register { LocationManagerDelegateProxy(locationManager: $0) }
    }

    func locationManager(_ manager: LocationManager, didUpdateLocations locations: [Location]) {
        dispatch(Self.didUpdateLocations, manager, locations) {
            $0.locationManager(manager, didUpdateLocations: locations)
        }
    }

    func locationManager(_ manager: LocationManager, didFailWithError error: any Error) {
        dispatch(Self.didFailWithError, manager, error) {
            $0.locationManager(manager, didFailWithError: error)
        }
    }

    func locationManager(
        _ manager: LocationManager, didChangeAuthorization status: AuthorizationStatus
    ) {
        dispatch(Self.didChangeAuthorization, manager, status) {
            $0.locationManager(manager, didChangeAuthorization: status)
        }
    }
}
