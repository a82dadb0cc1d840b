import DelegateProxyKit
import ObservableCoreTesting
import TestSupport
import Testing

@testable import LocationTracking

// The view model fed by the service's delegate streams, and read back as a stream. The tests run
// on the main actor, where the binders set the model at once; its changes are read on virtual
// time.
@Suite @MainActor struct LocationViewModelTests {
    private let paris = Location(latitude: 48.8566, longitude: 2.3522)

    @Test func theDelegateStreamsFeedTheModel() {
        let manager = LocationManager()
        let model = LocationViewModel()
        let binding = model.bind(to: GeolocationService(locationManager: manager))
        #expect(model.summary == "location off")
        manager.simulate([.authorization(.authorizedAlways)])
        #expect(model.isAuthorized)
        #expect(model.summary == "waiting for a fix")
        manager.simulate([.locations([paris]), .locations([]), .locations([paris])])
        #expect(model.lastLocation == paris)
        #expect(model.fixes == 2)
        binding.dispose()
        manager.simulate([.authorization(.denied)])
        #expect(model.isAuthorized)  // no longer bound
    }

    @Test func aDriverDrivesTheModelOnTheMainThread() {
        let manager = LocationManager(authorizationStatus: .authorizedAlways)
        let model = LocationViewModel()
        let service = GeolocationService(locationManager: manager)
        let driving = service.authorized.asDriver(onErrorJustReturn: false).drive(model.rx.isAuthorized)
        #expect(model.isAuthorized)
        manager.simulate([.authorization(.denied)])
        #expect(!model.isAuthorized)
        driving.dispose()
    }

    @Test func theModelsChangesComeBackAsAStreamOneElementPerStep() {
        let manager = LocationManager()
        let model = LocationViewModel()
        let binding = model.bind(to: GeolocationService(locationManager: manager))
        let scheduler = TestScheduler(initialClock: 0)
        let (summaries, subscription) = Observable.observations(scheduler: scheduler) { model.summary }
            .record()
        for step in demoScript {
            manager.simulate([step])
            scheduler.start()
        }
        #expect(
            summaries.events == [
                .next("location off"),
                .next("waiting for a fix"),
                .next("at (48.8566, 2.3522), fix 1"),
                .next("at (48.8584, 2.2945), fix 2"),
                .next("location off"),
            ])
        subscription.dispose()
        binding.dispose()
    }

    @Test func neitherTheBindingsNorTheStreamKeepTheModelOrTheManagerAlive() {
        weak var weakModel: LocationViewModel?
        weak var weakManager: LocationManager?
        let scheduler = TestScheduler(initialClock: 0)
        var fixes: Recorder<Int>?
        var disposables: [Disposable] = []
        do {
            let manager = LocationManager()
            let model = LocationViewModel()
            weakModel = model
            weakManager = manager
            disposables.append(model.bind(to: GeolocationService(locationManager: manager)))
            let (recorder, subscription) = model.rx.observe(\.fixes, scheduler: scheduler).record()
            fixes = recorder
            disposables.append(subscription)
            manager.simulate([.locations([paris])])
        }
        #expect(weakModel == nil)
        #expect(weakManager == nil)
        scheduler.start()
        #expect(fixes?.events == [.next(0), .completed])
        disposables.forEach { $0.dispose() }
    }
}
