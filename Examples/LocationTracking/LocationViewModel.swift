import DelegateProxyKit
import Observation

/// What a location screen shows, as an `@Observable` view model: the service's delegate streams
/// feed it through binders, and SwiftUI (or `Observable.observations`, in `main.swift`) reads it.
@MainActor @Observable final class LocationViewModel {
    /// Whether the app may always use the location.
    var isAuthorized = false

    /// The latest fix, once one arrived.
    var lastLocation: Location?

    /// How many fixes arrived.
    var fixes = 0

    /// The one line the screen shows; reads the three properties above.
    var summary: String {
        guard isAuthorized else { return "location off" }
        guard let lastLocation else { return "waiting for a fix" }
        return "at \(lastLocation), fix \(fixes)"
    }

    /// Binds the service's streams to the model's properties, on the main thread; dispose the
    /// result to stop. The binders hold the model weakly, so the bindings never keep it alive.
    func bind(to service: GeolocationService) -> Disposable {
        let fix = Binder(self) { model, location in
            model.lastLocation = location
            model.fixes += 1
        }
        return Disposables.create(
            service.authorized.bind(to: rx.isAuthorized),
            service.location.bind(to: fix))
    }
}
