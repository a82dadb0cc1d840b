import DelegateProxyKit

extension Reactive where Base: LocationManager {
    /// The manager's delegate proxy; created and installed on first use.
    var delegate: DelegateProxy<LocationManager, any LocationManagerDelegate> {
        LocationManagerDelegateProxy.proxy(for: base)
    }

    /// Each batch of locations, oldest first (the hand-wired subject).
    var didUpdateLocations: Observable<[Location]> {
        LocationManagerDelegateProxy.proxy(for: base).didUpdateLocationsSubject.asObservable()
    }

    /// Failures, as values: a failed fix does not end the stream.
    var didFailWithError: Observable<any Error> {
        delegate.methodInvoked(LocationManagerDelegateProxy.didFailWithError)
            .map { arguments in try castOrThrow((any Error).self, arguments[1]) }
    }

    /// Each authorization change.
    var didChangeAuthorization: Observable<AuthorizationStatus> {
        LocationManagerDelegateProxy.proxy(for: base)
            .methodInvoked(LocationManagerDelegateProxy.didChangeAuthorization)
            .map { _, status in status }
    }
}
