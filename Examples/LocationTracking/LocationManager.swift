import DelegateProxyKit

/// A position on Earth, in degrees — the part of `CLLocation` this example needs.
struct Location: Equatable, Sendable, CustomStringConvertible {
    var latitude: Double
    var longitude: Double

    var description: String { "(\(latitude), \(longitude))" }
}

/// Whether the app may use location services, as the user answered.
enum AuthorizationStatus: Equatable, Sendable {
    case notDetermined
    case denied
    case authorizedWhenInUse
    case authorizedAlways
}

/// The failures a location manager reports to its delegate.
enum LocationError: Error, Equatable, Sendable {
    /// No fix right now; updates go on.
    case locationUnknown
    /// The user refused; updates stop.
    case denied
}

/// What a location manager tells its delegate — modelled on `CLLocationManagerDelegate`.
protocol LocationManagerDelegate: AnyObject {
    func locationManager(_ manager: LocationManager, didUpdateLocations locations: [Location])
    func locationManager(_ manager: LocationManager, didFailWithError error: any Error)
    func locationManager(_ manager: LocationManager, didChangeAuthorization status: AuthorizationStatus)
}

// Swift's stand-in for `@objc optional`: a delegate implements only the methods it cares about.
extension LocationManagerDelegate {
    func locationManager(_ manager: LocationManager, didUpdateLocations locations: [Location]) {}
    func locationManager(_ manager: LocationManager, didFailWithError error: any Error) {}
    func locationManager(_ manager: LocationManager, didChangeAuthorization status: AuthorizationStatus) {}
}

/// One step of a scripted run: what "the system" does next.
enum SimulatedEvent: Sendable {
    /// The user answers the authorization prompt (or changes it in Settings).
    case authorization(AuthorizationStatus)
    /// A batch of fixes, oldest first, as Core Location delivers them.
    case locations([Location])
    /// A failure.
    case failure(LocationError)
}

/// A stand-in for `CLLocationManager`: a class with a weak `delegate` that the "system" calls.
final class LocationManager {
    @ProxiedDelegate var delegate: (any LocationManagerDelegate)?
    let associatedProxies = AssociatedProxyStorage()

    /// The app's current authorization (an instance property, as in iOS 14's Core Location).
    var authorizationStatus: AuthorizationStatus {
        authorizationStatusReads += 1
        return status
    }

    /// How many times `authorizationStatus` was read: lets the tests see how many upstream
    /// subscriptions a stream made.
    private(set) var authorizationStatusReads = 0

    private var status: AuthorizationStatus
    private(set) var isAuthorizationRequested = false
    private(set) var isUpdatingLocation = false

    init(authorizationStatus: AuthorizationStatus = .notDetermined) {
        self.status = authorizationStatus
    }

    /// Asks the user; the answer comes later, as a `didChangeAuthorization` call.
    func requestAlwaysAuthorization() {
        isAuthorizationRequested = true
    }

    /// Location batches are delivered only between start and stop, as with the real manager.
    func startUpdatingLocation() {
        isUpdatingLocation = true
    }

    func stopUpdatingLocation() {
        isUpdatingLocation = false
    }
}

// `HasDelegate` gives the proxy the delegate accessors; `HasAssociatedProxies` makes the manager
// own its proxy, so the proxy (and every stream it gave out) goes away the moment the manager does.
extension LocationManager: HasDelegate, HasAssociatedProxies {}

// The simulated system: it calls the delegate as Core Location would.
extension LocationManager {
    /// Plays a script, calling the delegate for each step.
    func simulate(_ script: [SimulatedEvent]) {
        for event in script {
            switch event {
            case .authorization(let status): changeAuthorization(to: status)
            case .locations(let locations): deliver(locations: locations)
            case .failure(let error): fail(with: error)
            }
        }
    }

    func changeAuthorization(to status: AuthorizationStatus) {
        self.status = status
        delegate?.locationManager(self, didChangeAuthorization: status)
    }

    func deliver(locations: [Location]) {
        guard isUpdatingLocation else { return }
        delegate?.locationManager(self, didUpdateLocations: locations)
    }

    func fail(with error: LocationError) {
        if error == .denied { isUpdatingLocation = false }
        delegate?.locationManager(self, didFailWithError: error)
    }
}
