import DelegateProxyKit
import TestSupport
import Testing

@testable import LocationTracking

private let paris = Location(latitude: 48.8566, longitude: 2.3522)
private let tower = Location(latitude: 48.8584, longitude: 2.2945)
private let louvre = Location(latitude: 48.8606, longitude: 2.3376)

@Suite struct LocationManagerDelegateProxyTests {
    @Test func theProxyTakesOverAndKeepsTheExistingDelegateAsForwardDelegate() {
        let manager = LocationManager()
        let appDelegate = AppDelegateLog()
        manager.delegate = appDelegate

        let proxy = manager.rx.delegate
        #expect(manager.delegate === proxy)
        #expect(proxy.forwardToDelegate() === appDelegate)
        #expect(LocationManagerDelegateProxy.proxy(for: manager) === proxy)

        // Observed or not, every call still reaches the app's delegate.
        let updates = History(manager.rx.didUpdateLocations)
        let failures = History(manager.rx.didFailWithError.map { "\($0)" })
        manager.startUpdatingLocation()
        manager.simulate(demoScript)
        #expect(
            appDelegate.calls == [
                "didChangeAuthorization authorizedAlways",
                "didUpdateLocations [(48.8566, 2.3522)]",
                "didUpdateLocations []",
                "didFailWithError locationUnknown",
                "didUpdateLocations [(48.857, 2.353), (48.8584, 2.2945)]",
                "didChangeAuthorization denied",
                "didFailWithError denied",
            ])
        #expect(updates.events.count == 3)
        #expect(failures.events == [.next("locationUnknown"), .next("denied")])
    }

    @Test func theHandWiredSubjectDeliversEachBatch() {
        let manager = LocationManager()
        let updates = History(manager.rx.didUpdateLocations)
        manager.deliver(locations: [paris])  // not updating yet: the manager drops it
        manager.startUpdatingLocation()
        manager.deliver(locations: [paris, tower])
        manager.deliver(locations: [])
        manager.stopUpdatingLocation()
        manager.deliver(locations: [louvre])
        #expect(updates.events == [.next([paris, tower]), .next([])])
    }

    @Test func typedMethodInvokedDeliversAuthorizationChanges() {
        let manager = LocationManager()
        let changes = History(manager.rx.didChangeAuthorization)
        manager.simulate([.authorization(.authorizedWhenInUse), .authorization(.authorizedAlways)])
        #expect(changes.events == [.next(.authorizedWhenInUse), .next(.authorizedAlways)])
    }

    @Test func failuresArriveAsValuesNotAsStreamErrors() {
        let manager = LocationManager()
        let failures = History(manager.rx.didFailWithError.map { $0 as? LocationError })
        manager.simulate([.failure(.locationUnknown), .failure(.locationUnknown), .failure(.denied)])
        #expect(failures.events == [.next(.locationUnknown), .next(.locationUnknown), .next(.denied)])
        #expect(!manager.isUpdatingLocation)
    }

    @Test func untypedArgumentsWithAWrongCastFailWithAMessageNamingBothTypes() {
        let manager = LocationManager()
        let wrong = History(
            manager.rx.delegate.methodInvoked(LocationManagerDelegateProxy.didFailWithError)
                .map { try castOrThrow(Location.self, $0[1]) })
        manager.fail(with: .denied)
        manager.fail(with: .denied)  // the stream already ended
        #expect(
            wrong.events == [
                .error("Cannot cast LocationTracking.LocationError.denied of type LocationError to Location.")
            ])
    }

    @Test func anUnknownSelectorIsAnErrorNamingTheKnownOnes() {
        let manager = LocationManager()
        let updates = History(
            manager.rx.delegate.methodInvoked("locationManager(_:didUpdateLocations:)").map { $0.count })
        #expect(updates.events.count == 1)
        guard case .error(let message) = updates.events.first else { return }
        #expect(message.contains("does not dispatch `locationManager(_:didUpdateLocations:)`"))
        #expect(
            message.contains(
                "locationManager(_:didChangeAuthorization:), locationManager(_:didFailWithError:)"))
    }

    @Test func releasingTheManagerCompletesEveryStreamAndReleasesTheProxy() {
        weak var weakManager: LocationManager?
        weak var weakProxy: LocationManagerDelegateProxy?
        let appDelegate = AppDelegateLog()
        var updates: History<[Location]>?
        var failures: History<String>?
        var changes: History<AuthorizationStatus>?
        do {
            let manager = LocationManager()
            manager.delegate = appDelegate
            weakManager = manager
            weakProxy = LocationManagerDelegateProxy.proxy(for: manager)
            updates = History(manager.rx.didUpdateLocations)
            failures = History(manager.rx.didFailWithError.map { "\($0)" })
            changes = History(manager.rx.didChangeAuthorization)
            manager.changeAuthorization(to: .denied)
        }
        #expect(weakManager == nil)
        #expect(weakProxy == nil)
        #expect(updates?.events == [.completed])
        #expect(failures?.events == [.completed])
        #expect(changes?.events == [.next(.denied), .completed])
        #expect(appDelegate.calls == ["didChangeAuthorization denied"])
    }
}

@Suite struct GeolocationServiceTests {
    @Test func requestsAuthorizationAndStartsUpdating() {
        let manager = LocationManager()
        _ = GeolocationService(locationManager: manager)
        #expect(manager.isAuthorizationRequested)
        #expect(manager.isUpdatingLocation)
    }

    @Test func authorizedStartsWithTheCurrentStatusAndFollowsChanges() {
        let manager = LocationManager()
        let service = GeolocationService(locationManager: manager)
        let authorized = History(service.authorized)
        manager.simulate([
            .authorization(.authorizedAlways), .authorization(.authorizedWhenInUse),
            .authorization(.authorizedAlways),
        ])
        #expect(authorized.events == [.next(false), .next(true), .next(false), .next(true)])
    }

    @Test func authorizedReadsTheStatusWhenSubscribedNotWhenCreated() {
        let manager = LocationManager()
        let service = GeolocationService(locationManager: manager)
        manager.changeAuthorization(to: .authorizedAlways)  // before anyone subscribed
        let authorized = History(service.authorized)
        #expect(authorized.events == [.next(true)])
    }

    @Test func locationIsTheLastFixOfEachBatchAndSkipsEmptyBatches() {
        let manager = LocationManager()
        let service = GeolocationService(locationManager: manager)
        let location = History(service.location)
        manager.simulate([
            .locations([paris, tower]), .locations([]), .failure(.locationUnknown), .locations([louvre]),
        ])
        #expect(location.events == [.next(tower), .next(louvre)])
    }

    @Test func aLateSubscriberGetsTheLatestValuesFromOneUpstreamSubscription() {
        let manager = LocationManager()
        let service = GeolocationService(locationManager: manager)
        let early = History(service.authorized)
        let earlyLocation = History(service.location)
        manager.simulate([.authorization(.authorizedAlways), .locations([paris]), .locations([tower])])

        let late = History(service.authorized)
        let lateLocation = History(service.location)
        #expect(late.events == [.next(true)])
        #expect(lateLocation.events == [.next(tower)])
        // One upstream subscription: the deferred factory read the status once, not per subscriber.
        #expect(manager.authorizationStatusReads == 1)

        manager.simulate([.locations([louvre]), .authorization(.denied)])
        #expect(early.events == [.next(false), .next(true), .next(false)])
        #expect(late.events == [.next(true), .next(false)])
        #expect(earlyLocation.events == [.next(paris), .next(tower), .next(louvre)])
        #expect(lateLocation.events == [.next(tower), .next(louvre)])
    }

    @Test func releasingTheServiceReleasesManagerAndProxyAndCompletesTheStreams() {
        weak var weakManager: LocationManager?
        weak var weakProxy: LocationManagerDelegateProxy?
        var authorized: History<Bool>?
        var location: History<Location>?
        do {
            let manager = LocationManager()
            weakManager = manager
            let service = GeolocationService(locationManager: manager)
            weakProxy = LocationManagerDelegateProxy.assignedProxy(for: manager)
            authorized = History(service.authorized)
            location = History(service.location)
            manager.simulate([.authorization(.authorizedAlways), .locations([paris])])
        }
        #expect(weakManager == nil)
        #expect(weakProxy == nil)
        #expect(authorized?.events == [.next(false), .next(true), .completed])
        #expect(location?.events == [.next(paris), .completed])
    }
}
