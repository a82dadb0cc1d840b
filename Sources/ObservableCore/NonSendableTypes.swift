// Types that must not cross threads say so, instead of leaving it to be inferred: each wraps
// closures that are not `@Sendable` (an observer's handler, a binding's target), which the
// thread that made them must call, or hand over through a scheduler.

@available(*, unavailable, message: "an observer's handler is not @Sendable")
extension AnyObserver: Sendable {}

@available(*, unavailable, message: "a binder holds its target and its binding closure")
extension Binder: Sendable {}

@available(*, unavailable, message: "a trait wraps an Observable, whose subscribe closure is not @Sendable")
extension PrimitiveSequence: Sendable {}
