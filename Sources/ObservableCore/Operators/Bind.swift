extension ObservableType {
    /// Subscribes the observers: every event, stop events included, goes to each of them in order.
    ///
    /// ```swift
    /// let label = PublishSubject<String>()
    /// _ = label.subscribe { print($0) }
    /// _ = Observable.just("Hello").bind(to: label)
    /// // next(Hello)
    /// // completed
    /// ```
    /// - Parameter observers: The observers that receive the events.
    /// - Returns: The subscription.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element {
        subscribe { event in
            for observer in observers { observer.on(event) }
        }
    }

    /// Subscribes observers of optional elements: every event, each element wrapped in an
    /// optional, goes to each of them in order.
    ///
    /// ```swift
    /// let text = BehaviorSubject<String?>(value: nil)
    /// _ = Observable.just("Hello").bind(to: text)
    /// print(try text.value() ?? "nil") // Hello
    /// ```
    /// - Parameter observers: The observers that receive the events.
    /// - Returns: The subscription.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element? {
        subscribe { event in
            let wrapped = event.map { Optional($0) }
            for observer in observers { observer.on(wrapped) }
        }
    }

    /// Hands `self` to `binder` and returns what it returns; lets a function that subscribes
    /// read like a binding.
    ///
    /// ```swift
    /// func printAll(_ numbers: Observable<Int>) -> Disposable {
    ///     numbers.subscribe(onNext: { print($0) })
    /// }
    /// _ = Observable.of(1, 2).bind(to: printAll)
    /// // 1
    /// // 2
    /// ```
    /// - Parameter binder: The function to call with `self`.
    /// - Returns: The result of `binder`.
    public func bind<Result>(to binder: (Self) -> Result) -> Result {
        binder(self)
    }

    /// Hands `self` to a curried `binder` together with `curriedArgument`, and returns what it
    /// returns.
    ///
    /// ```swift
    /// func printAll(_ numbers: Observable<Int>) -> (String) -> Disposable {
    ///     { prefix in numbers.subscribe(onNext: { print(prefix, $0) }) }
    /// }
    /// _ = Observable.of(1, 2).bind(to: printAll, curriedArgument: "#")
    /// // # 1
    /// // # 2
    /// ```
    /// - Parameters:
    ///   - binder: The function to call with `self`, then with `curriedArgument`.
    ///   - curriedArgument: The second argument.
    /// - Returns: The result of `binder`.
    public func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        binder(self)(curriedArgument)
    }

    /// Subscribes a closure for elements only.
    ///
    /// A binding is meant for sequences that do not fail: an `error` event is ignored here (in
    /// RxSwift it stops a debug build), and so is `completed`.
    ///
    /// ```swift
    /// _ = Observable.of(1, 2).bind(onNext: { print($0) })
    /// // 1
    /// // 2
    /// ```
    /// - Parameter onNext: Called for each element.
    /// - Returns: The subscription.
    public func bind(onNext: @escaping (Element) -> Void) -> Disposable {
        subscribe(onNext: onNext, onError: ignoreBindingError)
    }

    /// Subscribes a closure for elements that also receives `object`, held weakly: once it is
    /// gone, the closure is no longer called. Stop events are ignored as in ``bind(onNext:)``.
    ///
    /// ```swift
    /// final class Screen { var title = "" }
    /// let screen = Screen()
    /// _ = Observable.just("Hello").bind(with: screen, onNext: { screen, text in screen.title = text })
    /// print(screen.title) // Hello
    /// ```
    /// - Parameters:
    ///   - object: The object handed to the closure, held weakly.
    ///   - onNext: Called for each element.
    /// - Returns: The subscription.
    public func bind<Object: AnyObject>(
        with object: Object, onNext: @escaping (Object, Element) -> Void
    ) -> Disposable {
        subscribe(onNext: weakly(object, onNext), onError: ignoreBindingError)
    }

    /// Sends every element to each relay.
    ///
    /// Relays never end, so stop events are not forwarded: `completed` and `error` only end
    /// this binding (RxSwift stops a debug build on `error`; here it is ignored).
    ///
    /// ```swift
    /// let relay = PublishRelay<Int>()
    /// _ = relay.subscribe { print($0) }
    /// _ = Observable.of(1, 2).bind(to: relay)
    /// // next(1)
    /// // next(2)
    /// ```
    /// - Parameter relays: The relays that accept the elements.
    /// - Returns: The subscription.
    public func bind(to relays: PublishRelay<Element>...) -> Disposable {
        subscribe(
            onNext: { element in
                for relay in relays { relay.accept(element) }
            }, onError: ignoreBindingError)
    }

    /// Sends every element, wrapped in an optional, to each relay; stop events are not forwarded.
    ///
    /// ```swift
    /// let relay = PublishRelay<Int?>()
    /// _ = relay.subscribe(onNext: { print($0 as Any) })
    /// _ = Observable.just(1).bind(to: relay)
    /// // Optional(1)
    /// ```
    /// - Parameter relays: The relays that accept the elements.
    /// - Returns: The subscription.
    public func bind(to relays: PublishRelay<Element?>...) -> Disposable {
        subscribe(
            onNext: { element in
                for relay in relays { relay.accept(element) }
            }, onError: ignoreBindingError)
    }

    /// Makes every element the value of each relay; stop events are not forwarded, so the relays
    /// keep their last value.
    ///
    /// ```swift
    /// let relay = BehaviorRelay(value: 0)
    /// _ = Observable.of(1, 2).bind(to: relay)
    /// print(relay.value) // 2
    /// ```
    /// - Parameter relays: The relays that accept the elements.
    /// - Returns: The subscription.
    public func bind(to relays: BehaviorRelay<Element>...) -> Disposable {
        subscribe(
            onNext: { element in
                for relay in relays { relay.accept(element) }
            }, onError: ignoreBindingError)
    }

    /// Makes every element, wrapped in an optional, the value of each relay; stop events are not
    /// forwarded.
    ///
    /// ```swift
    /// let relay = BehaviorRelay<Int?>(value: nil)
    /// _ = Observable.just(1).bind(to: relay)
    /// print(relay.value as Any) // Optional(1)
    /// ```
    /// - Parameter relays: The relays that accept the elements.
    /// - Returns: The subscription.
    public func bind(to relays: BehaviorRelay<Element?>...) -> Disposable {
        subscribe(
            onNext: { element in
                for relay in relays { relay.accept(element) }
            }, onError: ignoreBindingError)
    }
}

/// A binding ignores errors (see ``ObservableType/bind(onNext:)``): passed as `onError` so that
/// they do not reach `Hooks.defaultErrorHandler`.
func ignoreBindingError(_: Swift.Error) {}
