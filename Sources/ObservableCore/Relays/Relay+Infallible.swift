extension PublishRelay {
    /// The relay as an ``Infallible``: relays never fail.
    ///
    /// ```swift
    /// let relay = PublishRelay<Int>()
    /// _ = relay.asInfallible().subscribe(onNext: { print($0) })
    /// relay.accept(1) // 1
    /// ```
    /// - Returns: The infallible sequence of the accepted elements.
    public func asInfallible() -> Infallible<Element> {
        Infallible(asObservable())
    }
}

extension BehaviorRelay {
    /// The relay as an ``Infallible``: its value, then every accepted one; relays never fail.
    ///
    /// ```swift
    /// let relay = BehaviorRelay(value: 0)
    /// _ = relay.asInfallible().subscribe(onNext: { print($0) }) // 0
    /// relay.accept(1) // 1
    /// ```
    /// - Returns: The infallible sequence.
    public func asInfallible() -> Infallible<Element> {
        Infallible(asObservable())
    }
}

extension ReplayRelay {
    /// The relay as an ``Infallible``: its buffer, then every accepted element; relays never
    /// fail.
    ///
    /// ```swift
    /// let relay = ReplayRelay<Int>.create(bufferSize: 1)
    /// relay.accept(1)
    /// _ = relay.asInfallible().subscribe(onNext: { print($0) }) // 1
    /// ```
    /// - Returns: The infallible sequence.
    public func asInfallible() -> Infallible<Element> {
        Infallible(asObservable())
    }
}
