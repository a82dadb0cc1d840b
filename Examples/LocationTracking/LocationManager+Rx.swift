import DelegateProxyKit

extension LocationManager: ReactiveCompatible {}

extension Reactive where Base: LocationManager {
    /// The manager's delegate proxy.
    var delegate: LocationManagerDelegateProxy {
        LocationManagerDelegateProxy.proxy(for: base)
    }

    /// The locations of each update.
    var didUpdateLocations: Observable<[Location]> {
        delegate.methodInvoked(LocationManagerDelegateProxy.didUpdateLocations).map { $0.1 }
    }

    /// Errors the manager reports; they are elements, and the stream goes on.
    var didFailWithError: Observable<any Error> {
        delegate.methodInvoked(LocationManagerDelegateProxy.didFailWithError).map { $0.1 }
    }

    /// Each change of authorization.
    var didChangeAuthorization: Observable<AuthorizationStatus> {
        delegate.methodInvoked(LocationManagerDelegateProxy.didChangeAuthorization)
            .map { $0.1 }
    }
}
