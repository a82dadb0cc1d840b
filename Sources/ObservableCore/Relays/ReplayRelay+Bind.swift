extension ObservableType {
    /// Sends every element to each relay; stop events only end this binding, as with the other
    /// relays (see `bind(to:)` for a `PublishRelay`).
    ///
    /// ```swift
    /// let relay = ReplayRelay<Int>.create(bufferSize: 2)
    /// _ = Observable.of(1, 2, 3).bind(to: relay)
    /// _ = relay.subscribe(onNext: { print($0) })
    /// // 2
    /// // 3
    /// ```
    /// - Parameter relays: The relays that accept the elements.
    /// - Returns: The subscription.
    public func bind(to relays: ReplayRelay<Element>...) -> Disposable {
        subscribe(
            onNext: { element in
                for relay in relays { relay.accept(element) }
            }, onError: ignoreBindingError)
    }

    /// Sends every element, wrapped in an optional, to each relay; stop events only end this
    /// binding.
    ///
    /// ```swift
    /// let relay = ReplayRelay<Int?>.create(bufferSize: 1)
    /// _ = Observable.just(1).bind(to: relay)
    /// _ = relay.subscribe(onNext: { print($0 as Any) })
    /// // Optional(1)
    /// ```
    /// - Parameter relays: The relays that accept the elements.
    /// - Returns: The subscription.
    public func bind(to relays: ReplayRelay<Element?>...) -> Disposable {
        subscribe(
            onNext: { element in
                for relay in relays { relay.accept(element) }
            }, onError: ignoreBindingError)
    }
}
