// Swift 5 callers see `drive` and `emit` with plain closures, as RxCocoa declares them: there a
// method of a `@MainActor` class (a view controller's `drive(onNext: show)`) converts to a
// `@MainActor` closure only with a "non-Sendable function value" warning, which a target built
// with warnings as errors cannot take. Swift 6 callers see the `@MainActor` forms.

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// Subscribes closures to the driver, each given `object` as long as it is alive (the Swift 5
    /// form, with RxCocoa's plain closures; Swift 6 code gets `@MainActor` closures).
    ///
    /// The closures run where the driver delivers, on the main thread; `onDisposed` runs where
    /// the subscription ends.
    ///
    /// > Warning: Call it on the main thread; debug builds stop with a message otherwise.
    /// - Parameters:
    ///   - object: The object handed to the closures; held weakly.
    ///   - onNext: Called with each element.
    ///   - onCompleted: Called on completion.
    ///   - onDisposed: Called when the subscription ends, for any reason.
    /// - Returns: The subscription.
    @available(swift, obsoleted: 6)
    public func drive<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        ensureDrivingOnMainThread("drive(with:onNext:onCompleted:onDisposed:)")
        return asObservable().subscribe(
            with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes closures to the driver (the Swift 5 form, with RxCocoa's plain closures; Swift 6
    /// code gets `@MainActor` closures).
    ///
    /// The closures run where the driver delivers, on the main thread; `onDisposed` runs where
    /// the subscription ends.
    ///
    /// > Warning: Call it on the main thread; debug builds stop with a message otherwise.
    /// - Parameters:
    ///   - onNext: Called with each element.
    ///   - onCompleted: Called on completion.
    ///   - onDisposed: Called when the subscription ends, for any reason.
    /// - Returns: The subscription.
    @available(swift, obsoleted: 6)
    public func drive(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        ensureDrivingOnMainThread("drive(onNext:onCompleted:onDisposed:)")
        return asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// Subscribes closures to the signal, each given `object` as long as it is alive (the Swift 5
    /// form, with RxCocoa's plain closures; Swift 6 code gets `@MainActor` closures).
    ///
    /// The closures run where the signal delivers, on the main thread; `onDisposed` runs where
    /// the subscription ends.
    ///
    /// - Parameters:
    ///   - object: The object handed to the closures; held weakly.
    ///   - onNext: Called with each element.
    ///   - onCompleted: Called on completion.
    ///   - onDisposed: Called when the subscription ends, for any reason.
    /// - Returns: The subscription.
    @available(swift, obsoleted: 6)
    public func emit<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(
            with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes closures to the signal (the Swift 5 form, with RxCocoa's plain closures; Swift 6
    /// code gets `@MainActor` closures).
    ///
    /// The closures run where the signal delivers, on the main thread; `onDisposed` runs where
    /// the subscription ends.
    ///
    /// - Parameters:
    ///   - onNext: Called with each element.
    ///   - onCompleted: Called on completion.
    ///   - onDisposed: Called when the subscription ends, for any reason.
    /// - Returns: The subscription.
    @available(swift, obsoleted: 6)
    public func emit(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }
}
