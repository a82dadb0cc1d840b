// RxCocoa's `Infallible+Bind.swift`: an infallible sequence binds to observers and relays.

extension InfallibleType {
    /// Subscribes the observers: every element and the completion go to each, in order.
    ///
    /// ```swift
    /// let subject = PublishSubject<Int>()
    /// _ = subject.subscribe { print($0) }
    /// _ = Infallible.just(1).bind(to: subject)
    /// // next(1)
    /// // completed
    /// ```
    /// - Parameter observers: The observers.
    /// - Returns: The subscription.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element {
        subscribe { event in
            for observer in observers { observer.on(event.event) }
        }
    }

    /// Subscribes observers of optional elements: every element, wrapped, and the completion
    /// go to each, in order.
    ///
    /// ```swift
    /// let text = BehaviorSubject<String?>(value: nil)
    /// _ = Infallible.just("Hello").bind(to: text)
    /// print(try text.value() ?? "nil") // Hello
    /// ```
    /// - Parameter observers: The observers.
    /// - Returns: The subscription.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element? {
        subscribe { event in
            let wrapped = event.event.map { Optional($0) }
            for observer in observers { observer.on(wrapped) }
        }
    }

    /// Hands `self` to `binder` and returns what it returns.
    ///
    /// ```swift
    /// func printAll(_ numbers: Infallible<Int>) -> Disposable { numbers.subscribe(onNext: { print($0) }) }
    /// _ = Infallible.of(1).bind(to: printAll) // 1
    /// ```
    /// - Parameter binder: The function to call with `self`.
    /// - Returns: The result of `binder`.
    public func bind<Result>(to binder: (Self) -> Result) -> Result {
        binder(self)
    }

    /// Hands `self` to `binder`, then `curriedArgument` to the function it returns.
    ///
    /// ```swift
    /// func printAll(_ numbers: Infallible<Int>) -> (String) -> Disposable {
    ///     { prefix in numbers.subscribe(onNext: { print(prefix, $0) }) }
    /// }
    /// _ = Infallible.of(1).bind(to: printAll, curriedArgument: "value") // value 1
    /// ```
    /// - Parameters:
    ///   - binder: The function to call with `self`.
    ///   - curriedArgument: The argument for the function `binder` returns.
    /// - Returns: The final result.
    public func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        binder(self)(curriedArgument)
    }

    /// Subscribes `onNext` to the elements.
    ///
    /// ```swift
    /// _ = Infallible.of(1).bind(onNext: { print($0) }) // 1
    /// ```
    /// - Parameter onNext: Called for each element.
    /// - Returns: The subscription.
    public func bind(onNext: @escaping (Element) -> Void) -> Disposable {
        subscribe(onNext: onNext)
    }

    /// Sends every element to each relay.
    ///
    /// ```swift
    /// let relay = BehaviorRelay(value: 0)
    /// _ = Infallible.just(5).bind(to: relay)
    /// print(relay.value) // 5
    /// ```
    /// - Parameter relays: The relays.
    /// - Returns: The subscription.
    public func bind(to relays: BehaviorRelay<Element>...) -> Disposable {
        subscribe(onNext: { element in
            for relay in relays { relay.accept(element) }
        })
    }

    /// Sends every element, wrapped, to each relay.
    ///
    /// ```swift
    /// let relay = BehaviorRelay<Int?>(value: nil)
    /// _ = Infallible.just(5).bind(to: relay)
    /// print(relay.value ?? 0) // 5
    /// ```
    /// - Parameter relays: The relays.
    /// - Returns: The subscription.
    public func bind(to relays: BehaviorRelay<Element?>...) -> Disposable {
        subscribe(onNext: { element in
            for relay in relays { relay.accept(element) }
        })
    }

    /// Sends every element to each relay.
    ///
    /// ```swift
    /// let relay = PublishRelay<Int>()
    /// _ = relay.subscribe(onNext: { print($0) })
    /// _ = Infallible.just(5).bind(to: relay) // 5
    /// ```
    /// - Parameter relays: The relays.
    /// - Returns: The subscription.
    public func bind(to relays: PublishRelay<Element>...) -> Disposable {
        subscribe(onNext: { element in
            for relay in relays { relay.accept(element) }
        })
    }

    /// Sends every element, wrapped, to each relay.
    ///
    /// ```swift
    /// let relay = PublishRelay<Int?>()
    /// _ = relay.subscribe(onNext: { print($0 ?? 0) })
    /// _ = Infallible.just(5).bind(to: relay) // 5
    /// ```
    /// - Parameter relays: The relays.
    /// - Returns: The subscription.
    public func bind(to relays: PublishRelay<Element?>...) -> Disposable {
        subscribe(onNext: { element in
            for relay in relays { relay.accept(element) }
        })
    }

    /// Sends every element to each relay.
    ///
    /// ```swift
    /// let relay = ReplayRelay<Int>.create(bufferSize: 1)
    /// _ = Infallible.just(5).bind(to: relay)
    /// _ = relay.subscribe(onNext: { print($0) }) // 5
    /// ```
    /// - Parameter relays: The relays.
    /// - Returns: The subscription.
    public func bind(to relays: ReplayRelay<Element>...) -> Disposable {
        subscribe(onNext: { element in
            for relay in relays { relay.accept(element) }
        })
    }

    /// Sends every element, wrapped, to each relay.
    ///
    /// ```swift
    /// let relay = ReplayRelay<Int?>.create(bufferSize: 1)
    /// _ = Infallible.just(5).bind(to: relay)
    /// _ = relay.subscribe(onNext: { print($0 ?? 0) }) // 5
    /// ```
    /// - Parameter relays: The relays.
    /// - Returns: The subscription.
    public func bind(to relays: ReplayRelay<Element?>...) -> Disposable {
        subscribe(onNext: { element in
            for relay in relays { relay.accept(element) }
        })
    }
}
