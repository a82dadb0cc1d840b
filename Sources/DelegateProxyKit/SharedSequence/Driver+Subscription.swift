/// Stops a debug build when `drive` is called off the main thread, as RxCocoa does: a ``Driver``
/// replays its latest element on the thread that subscribes, so only the main thread guarantees
/// that every element arrives on the main thread.
func ensureDrivingOnMainThread(_ method: StaticString) {
    #if DEBUG
        if !MainScheduler.isMainThread {
            fatalError(
                "Driver.\(method) was called off the main thread. A Driver replays its latest element on the "
                    + "thread that subscribes, so drive it from the main thread (for example inside "
                    + "MainScheduler.instance.schedule, or from @MainActor code)."
            )
        }
    #endif
}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// Subscribes `observers` to the driver: each receives every event.
    ///
    /// ```swift
    /// let label = BehaviorSubject(value: "")
    /// _ = Driver.just("Hi").drive(label)
    /// ```
    ///
    /// > Warning: Call it on the main thread; debug builds stop with a message otherwise.
    /// - Parameter observers: The observers.
    /// - Returns: The subscription.
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable
    where Observer.Element == Element {
        ensureDrivingOnMainThread("drive(_:)")
        return asSharedSequence().asObservable().subscribe { event in
            observers.forEach { $0.on(event) }
        }
    }

    /// Subscribes `observers` of optional elements to the driver: each receives every event, its
    /// elements wrapped in an optional.
    ///
    /// ```swift
    /// let label = BehaviorSubject<String?>(value: nil)
    /// _ = Driver.just("Hi").drive(label)
    /// ```
    ///
    /// > Warning: Call it on the main thread; debug builds stop with a message otherwise.
    /// - Parameter observers: The observers.
    /// - Returns: The subscription.
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable
    where Observer.Element == Element? {
        ensureDrivingOnMainThread("drive(_:)")
        return asSharedSequence().asObservable().map { $0 as Element? }.subscribe { event in
            observers.forEach { $0.on(event) }
        }
    }

    /// Sends every element of the driver to `relays`.
    ///
    /// ```swift
    /// let title = BehaviorRelay(value: "")
    /// _ = Driver.just("Hi").drive(title)   // title.value == "Hi"
    /// ```
    ///
    /// > Warning: Call it on the main thread; debug builds stop with a message otherwise.
    /// - Parameter relays: The relays.
    /// - Returns: The subscription.
    public func drive(_ relays: BehaviorRelay<Element>...) -> Disposable {
        ensureDrivingOnMainThread("drive(_:)")
        return asObservable().subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Sends every element of the driver, wrapped in an optional, to `relays`.
    ///
    /// ```swift
    /// let title = BehaviorRelay<String?>(value: nil)
    /// _ = Driver.just("Hi").drive(title)   // title.value == "Hi"
    /// ```
    ///
    /// > Warning: Call it on the main thread; debug builds stop with a message otherwise.
    /// - Parameter relays: The relays.
    /// - Returns: The subscription.
    public func drive(_ relays: BehaviorRelay<Element?>...) -> Disposable {
        ensureDrivingOnMainThread("drive(_:)")
        return asObservable().subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Sends every element of the driver to `relays`.
    ///
    /// ```swift
    /// let history = ReplayRelay<String>.create(bufferSize: 10)
    /// _ = Driver.just("Hi").drive(history)
    /// ```
    ///
    /// > Warning: Call it on the main thread; debug builds stop with a message otherwise.
    /// - Parameter relays: The relays.
    /// - Returns: The subscription.
    public func drive(_ relays: ReplayRelay<Element>...) -> Disposable {
        ensureDrivingOnMainThread("drive(_:)")
        return asObservable().subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Sends every element of the driver, wrapped in an optional, to `relays`.
    ///
    /// ```swift
    /// let history = ReplayRelay<String?>.create(bufferSize: 10)
    /// _ = Driver.just("Hi").drive(history)
    /// ```
    ///
    /// > Warning: Call it on the main thread; debug builds stop with a message otherwise.
    /// - Parameter relays: The relays.
    /// - Returns: The subscription.
    public func drive(_ relays: ReplayRelay<Element?>...) -> Disposable {
        ensureDrivingOnMainThread("drive(_:)")
        return asObservable().subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Hands the driver's observable to a binder function and returns what it returns.
    ///
    /// ```swift
    /// let subscription = Driver.just(1).drive { $0.subscribe(onNext: { print($0) }) }
    /// // 1
    /// ```
    ///
    /// > Warning: Call it on the main thread; debug builds stop with a message otherwise.
    /// - Parameter transformation: The binder function.
    /// - Returns: What `transformation` returns.
    public func drive<Result>(_ transformation: (Observable<Element>) -> Result) -> Result {
        ensureDrivingOnMainThread("drive(_:)")
        return transformation(asObservable())
    }

    /// Hands the driver's observable to a curried binder function, then `curriedArgument` to what
    /// it returns.
    ///
    /// ```swift
    /// func bind(_ source: Observable<Int>) -> (String) -> Disposable {
    ///     { prefix in source.subscribe(onNext: { print(prefix, $0) }) }
    /// }
    /// _ = Driver.just(1).drive(bind, curriedArgument: "value")
    /// // value 1
    /// ```
    ///
    /// > Warning: Call it on the main thread; debug builds stop with a message otherwise.
    /// - Parameters:
    ///   - with: The binder function.
    ///   - curriedArgument: The argument passed to the function `with` returns.
    /// - Returns: What the curried function returns.
    public func drive<R1, R2>(_ with: (Observable<Element>) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        ensureDrivingOnMainThread("drive(_:curriedArgument:)")
        return with(asObservable())(curriedArgument)
    }

    /// Subscribes closures to the driver, each given `object` as long as it is alive; once it is
    /// gone, the closures are no longer called. A driver does not fail, so there is no `onError`.
    ///
    /// The closures are `@MainActor`: they run on the main thread, where the driver delivers, and
    /// Swift 6 code touches main-actor state in them directly. Called elsewhere (`onDisposed`
    /// when the subscription is disposed on another thread), they run on the main queue, after
    /// what is already queued there.
    ///
    /// ```swift
    /// _ = viewModel.title.drive(with: self, onNext: { owner, title in owner.title = title })
    /// ```
    ///
    /// > Warning: Call it on the main thread; debug builds stop with a message otherwise.
    /// - Parameters:
    ///   - object: The object handed to the closures; held weakly.
    ///   - onNext: Called with each element.
    ///   - onCompleted: Called on completion.
    ///   - onDisposed: Called when the subscription ends, for any reason.
    /// - Returns: The subscription.
    @available(swift, introduced: 6)
    public func drive<Object: AnyObject>(
        with object: Object,
        onNext: (@MainActor (Object, Element) -> Void)? = nil,
        onCompleted: (@MainActor (Object) -> Void)? = nil,
        onDisposed: (@MainActor (Object) -> Void)? = nil
    ) -> Disposable {
        ensureDrivingOnMainThread("drive(with:onNext:onCompleted:onDisposed:)")
        return asObservable().subscribe(
            with: object, onNext: onNext.map(onMainActor), onCompleted: onCompleted.map(onMainActor),
            onDisposed: onDisposed.map(onMainActor))
    }

    /// Subscribes closures to the driver. A driver does not fail, so there is no `onError`.
    ///
    /// The closures are `@MainActor`: they run on the main thread, where the driver delivers, and
    /// Swift 6 code touches main-actor state in them directly. Called elsewhere (`onDisposed`
    /// when the subscription is disposed on another thread), they run on the main queue, after
    /// what is already queued there.
    ///
    /// ```swift
    /// _ = Driver.of(1, 2).drive(onNext: { print($0) }, onCompleted: { print("done") })
    /// // 1
    /// // 2
    /// // done
    /// ```
    ///
    /// > Warning: Call it on the main thread; debug builds stop with a message otherwise.
    /// - Parameters:
    ///   - onNext: Called with each element.
    ///   - onCompleted: Called on completion.
    ///   - onDisposed: Called when the subscription ends, for any reason.
    /// - Returns: The subscription.
    @available(swift, introduced: 6)
    public func drive(
        onNext: (@MainActor (Element) -> Void)? = nil,
        onCompleted: (@MainActor () -> Void)? = nil,
        onDisposed: (@MainActor () -> Void)? = nil
    ) -> Disposable {
        ensureDrivingOnMainThread("drive(onNext:onCompleted:onDisposed:)")
        return asObservable().subscribe(
            onNext: onNext.map(onMainActor), onCompleted: onCompleted.map(onMainActor),
            onDisposed: onDisposed.map(onMainActor))
    }

    /// Subscribes to the driver and ignores its events, to keep its side effects running.
    ///
    /// ```swift
    /// let subscription = viewModel.saving.drive()
    /// ```
    ///
    /// > Warning: Call it on the main thread; debug builds stop with a message otherwise.
    /// - Returns: The subscription.
    public func drive() -> Disposable {
        drive(onNext: nil, onCompleted: nil, onDisposed: nil)
    }
}
