import DelegateProxyKit

// swift run LocationTracking: plays a scripted location session through GeolocationService.

weak var releasedManager: LocationManager?
weak var releasedProxy: LocationManagerDelegateProxy?
let appDelegate = AppDelegateLog()
let bag = DisposeBag()

do {
    let manager = LocationManager()
    // The app had a delegate before anything reactive was added.
    manager.delegate = appDelegate

    // The service creates the proxy; the app's delegate becomes the proxy's forward delegate.
    let service = GeolocationService(locationManager: manager)
    print("authorization requested: \(manager.isAuthorizationRequested)")
    print("updating locations: \(manager.isUpdatingLocation)")

    service.authorized
        .subscribe(onNext: { print("authorized: \($0)") }, onCompleted: { print("authorized: completed") })
        .disposed(by: bag)
    service.location
        .subscribe(onNext: { print("location: \($0)") }, onCompleted: { print("location: completed") })
        .disposed(by: bag)
    manager.rx.didFailWithError
        .subscribe(onNext: { print("failure: \($0)") }, onCompleted: { print("failure: completed") })
        .disposed(by: bag)

    manager.simulate(demoScript)

    releasedManager = manager
    releasedProxy = LocationManagerDelegateProxy.assignedProxy(for: manager)
    print("releasing the service and its manager…")
}

// Out of scope: the manager, its proxy and the service are gone, and every stream completed.
print("manager released: \(releasedManager == nil), proxy released: \(releasedProxy == nil)")
print("the app's own delegate received \(appDelegate.calls.count) calls:")
for call in appDelegate.calls {
    print("  \(call)")
}

// The same session again, into an @Observable view model: the delegate streams feed the model,
// and the model's changes come back as a stream, as a screen would redraw.
@MainActor func playIntoTheViewModel() async {
    let manager = LocationManager()
    let service = GeolocationService(locationManager: manager)
    let model = LocationViewModel()
    let binding = model.bind(to: service)
    // The summary now, then after each change to what it read; changes made within one step
    // come as one line, read after the step on the main queue.
    let screen = Observable.observations { model.summary }
        .distinctUntilChanged()
        .subscribe(onNext: { print("screen: \($0)") })
    for step in demoScript {
        manager.simulate([step])
        // Lets the main queue run the read queued by the step's changes.
        await Task.yield()
    }
    screen.dispose()
    binding.dispose()
    print("view model: \(model.fixes) fixes")
}

print("the view model:")
await playIntoTheViewModel()
