extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// Subscribes `observers` to the signal: each receives every event.
    ///
    /// ```swift
    /// let taps = PublishSubject<Void>()
    /// _ = Signal.just(()).emit(to: taps)
    /// ```
    /// - Parameter observers: The observers.
    /// - Returns: The subscription.
    public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element {
        asSharedSequence().asObservable().subscribe { event in
            observers.forEach { $0.on(event) }
        }
    }

    /// Subscribes `observers` of optional elements to the signal: each receives every event, its
    /// elements wrapped in an optional.
    ///
    /// ```swift
    /// let messages = PublishSubject<String?>()
    /// _ = Signal.just("Hi").emit(to: messages)
    /// ```
    /// - Parameter observers: The observers.
    /// - Returns: The subscription.
    public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element? {
        asSharedSequence().asObservable().map { $0 as Element? }.subscribe { event in
            observers.forEach { $0.on(event) }
        }
    }

    /// Sends every element of the signal to `relays`.
    ///
    /// ```swift
    /// let relay = BehaviorRelay(value: "")
    /// _ = Signal.just("Hi").emit(to: relay)
    /// ```
    /// - Parameter relays: The relays.
    /// - Returns: The subscription.
    public func emit(to relays: BehaviorRelay<Element>...) -> Disposable {
        asObservable().subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Sends every element of the signal, wrapped in an optional, to `relays`.
    ///
    /// ```swift
    /// let relay = BehaviorRelay<String?>(value: nil)
    /// _ = Signal.just("Hi").emit(to: relay)
    /// ```
    /// - Parameter relays: The relays.
    /// - Returns: The subscription.
    public func emit(to relays: BehaviorRelay<Element?>...) -> Disposable {
        asObservable().subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Sends every element of the signal to `relays`.
    ///
    /// ```swift
    /// let relay = PublishRelay<String>()
    /// _ = Signal.just("Hi").emit(to: relay)
    /// ```
    /// - Parameter relays: The relays.
    /// - Returns: The subscription.
    public func emit(to relays: PublishRelay<Element>...) -> Disposable {
        asObservable().subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Sends every element of the signal, wrapped in an optional, to `relays`.
    ///
    /// ```swift
    /// let relay = PublishRelay<String?>()
    /// _ = Signal.just("Hi").emit(to: relay)
    /// ```
    /// - Parameter relays: The relays.
    /// - Returns: The subscription.
    public func emit(to relays: PublishRelay<Element?>...) -> Disposable {
        asObservable().subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Sends every element of the signal to `relays`.
    ///
    /// ```swift
    /// let relay = ReplayRelay<String>.create(bufferSize: 10)
    /// _ = Signal.just("Hi").emit(to: relay)
    /// ```
    /// - Parameter relays: The relays.
    /// - Returns: The subscription.
    public func emit(to relays: ReplayRelay<Element>...) -> Disposable {
        asObservable().subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Sends every element of the signal, wrapped in an optional, to `relays`.
    ///
    /// ```swift
    /// let relay = ReplayRelay<String?>.create(bufferSize: 10)
    /// _ = Signal.just("Hi").emit(to: relay)
    /// ```
    /// - Parameter relays: The relays.
    /// - Returns: The subscription.
    public func emit(to relays: ReplayRelay<Element?>...) -> Disposable {
        asObservable().subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Subscribes closures to the signal, each given `object` as long as it is alive; once it is
    /// gone, the closures are no longer called. A signal does not fail, so there is no `onError`.
    ///
    /// The closures are `@MainActor`: they run on the main thread, where the signal delivers, and
    /// Swift 6 code touches main-actor state in them directly. Called elsewhere (`onDisposed`
    /// when the subscription is disposed on another thread), they run on the main queue, after
    /// what is already queued there.
    ///
    /// ```swift
    /// _ = viewModel.saved.emit(with: self, onNext: { owner, _ in owner.dismiss() })
    /// ```
    /// - Parameters:
    ///   - object: The object handed to the closures; held weakly.
    ///   - onNext: Called with each element.
    ///   - onCompleted: Called on completion.
    ///   - onDisposed: Called when the subscription ends, for any reason.
    /// - Returns: The subscription.
    @available(swift, introduced: 6)
    public func emit<Object: AnyObject>(
        with object: Object,
        onNext: (@MainActor (Object, Element) -> Void)? = nil,
        onCompleted: (@MainActor (Object) -> Void)? = nil,
        onDisposed: (@MainActor (Object) -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(
            with: object, onNext: onNext.map(onMainActor), onCompleted: onCompleted.map(onMainActor),
            onDisposed: onDisposed.map(onMainActor))
    }

    /// Subscribes closures to the signal. A signal does not fail, so there is no `onError`.
    ///
    /// The closures are `@MainActor`: they run on the main thread, where the signal delivers, and
    /// Swift 6 code touches main-actor state in them directly. Called elsewhere (`onDisposed`
    /// when the subscription is disposed on another thread), they run on the main queue, after
    /// what is already queued there.
    ///
    /// ```swift
    /// _ = Signal.of(1, 2).emit(onNext: { print($0) }, onCompleted: { print("done") })
    /// // 1
    /// // 2
    /// // done
    /// ```
    /// - Parameters:
    ///   - onNext: Called with each element.
    ///   - onCompleted: Called on completion.
    ///   - onDisposed: Called when the subscription ends, for any reason.
    /// - Returns: The subscription.
    @available(swift, introduced: 6)
    public func emit(
        onNext: (@MainActor (Element) -> Void)? = nil,
        onCompleted: (@MainActor () -> Void)? = nil,
        onDisposed: (@MainActor () -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(
            onNext: onNext.map(onMainActor), onCompleted: onCompleted.map(onMainActor),
            onDisposed: onDisposed.map(onMainActor))
    }

    /// Subscribes to the signal and ignores its events, to keep its side effects running.
    ///
    /// ```swift
    /// let subscription = viewModel.events.emit()
    /// ```
    /// - Returns: The subscription.
    public func emit() -> Disposable {
        emit(onNext: nil, onCompleted: nil, onDisposed: nil)
    }
}
