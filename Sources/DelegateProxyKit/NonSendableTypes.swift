// Control traits wrap observables and observers whose closures are not `@Sendable`.

@available(
    *, unavailable, message: "a control event wraps an Observable, whose subscribe closure is not @Sendable"
)
extension ControlEvent: Sendable {}

@available(
    *, unavailable, message: "a control property wraps an observable and an observer that are not @Sendable"
)
extension ControlProperty: Sendable {}
