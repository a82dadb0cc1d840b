// The test that DelegateProxyKit's "Wrapping a Delegate Protocol" article shows in its step 7,
// verbatim: the location manager's delegate stream on virtual time.
import DelegateProxyKit
import ObservableCoreTesting
import Testing

@testable import LocationTracking

@Test func aBurstOfLocationUpdatesGivesItsLastFix() {
    let scheduler = TestScheduler(initialClock: 0)
    let manager = LocationManager()
    manager.startUpdatingLocation()
    let lisbon = Location(latitude: 38.72, longitude: -9.14)
    let porto = Location(latitude: 41.15, longitude: -8.61)
    scheduler.scheduleAt(210) { manager.deliver(locations: [lisbon]) }
    scheduler.scheduleAt(215) { manager.deliver(locations: [porto]) }
    scheduler.scheduleAt(400) { manager.deliver(locations: [porto, lisbon]) }

    let fixes = scheduler.start {
        manager.rx.didUpdateLocations
            .compactMap(\.last)
            .debounce(.seconds(20), scheduler: scheduler)
    }

    #expect(fixes.events == [.next(235, porto), .next(420, lisbon)])
}
