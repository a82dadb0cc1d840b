/// The app's own delegate, set before any proxy exists: once the proxy takes its place it becomes
/// the proxy's forward delegate and must still receive every call.
final class AppDelegateLog: LocationManagerDelegate {
    private(set) var calls: [String] = []

    func locationManager(_ manager: LocationManager, didUpdateLocations locations: [Location]) {
        calls.append("didUpdateLocations \(locations)")
    }

    func locationManager(_ manager: LocationManager, didFailWithError error: any Error) {
        calls.append("didFailWithError \(error)")
    }

    func locationManager(_ manager: LocationManager, didChangeAuthorization status: AuthorizationStatus) {
        calls.append("didChangeAuthorization \(status)")
    }
}

/// The script `swift run LocationTracking` plays: the user allows, fixes arrive (one batch empty,
/// one failure in between), then the user revokes the permission.
let demoScript: [SimulatedEvent] = [
    .authorization(.authorizedAlways),
    .locations([Location(latitude: 48.8566, longitude: 2.3522)]),
    .locations([]),
    .failure(.locationUnknown),
    .locations([
        Location(latitude: 48.8570, longitude: 2.3530), Location(latitude: 48.8584, longitude: 2.2945),
    ]),
    .authorization(.denied),
    .failure(.denied),
]
