extension ControlEvent {
    /// The events as an `Infallible`: a control event never fails.
    ///
    /// ```swift
    /// let taps = PublishSubject<Void>()
    /// let tap = ControlEvent(events: taps)
    /// _ = tap.asInfallible().subscribe(onNext: { print("tap") })
    /// taps.onNext(()) // tap
    /// ```
    /// - Returns: The infallible sequence of the events.
    public func asInfallible() -> Infallible<Element> {
        // A control event's source never errors; the fallback is never used.
        asInfallible(onErrorFallbackTo: .empty())
    }
}
