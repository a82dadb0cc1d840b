extension BehaviorRelay {
    /// The relay as a ``Driver``: its current value, then every value accepted, on the main
    /// scheduler.
    ///
    /// ```swift
    /// let name = BehaviorRelay(value: "Ada")
    /// _ = name.asDriver().drive(onNext: { print($0) })
    /// // Ada
    /// ```
    /// - Returns: The driver.
    public func asDriver() -> Driver<Element> {
        Driver(asObservable().observe(on: DriverSharingStrategy.scheduler))
    }
}

extension PublishRelay {
    /// The relay as a ``Signal``: every value accepted from now on, on the main scheduler.
    ///
    /// ```swift
    /// let taps = PublishRelay<Void>()
    /// _ = taps.asSignal().emit(onNext: { print("tap") })
    /// taps.accept(())
    /// // tap
    /// ```
    /// - Returns: The signal.
    public func asSignal() -> Signal<Element> {
        Signal(asObservable().observe(on: SignalSharingStrategy.scheduler))
    }
}

extension InfallibleType {
    /// The sequence as a ``Driver``, on the main scheduler; it cannot fail, so nothing needs
    /// replacing.
    ///
    /// ```swift
    /// let driver = Infallible.just(1).asDriver()
    /// ```
    /// - Returns: The driver.
    public func asDriver() -> Driver<Element> {
        Driver(asObservable().observe(on: DriverSharingStrategy.scheduler))
    }
}

extension ControlEvent {
    /// The event as a ``Driver``, on the main scheduler.
    ///
    /// A control event does not fail; in debug builds an error from its source stops the program
    /// with a message (as in RxCocoa), in release builds the driver completes.
    ///
    /// ```swift
    /// let taps: Driver<Void> = button.rx.tap.asDriver()
    /// ```
    /// - Returns: The driver.
    public func asDriver() -> Driver<Element> {
        asDriver(onErrorRecover: { error in
            #if DEBUG
                fatalError(
                    "ControlEvent<\(Element.self)>.asDriver(): the control event's source failed with \(error); "
                        + "a ControlEvent must not fail. Make its source infallible, or convert it with "
                        + "asDriver(onErrorJustReturn:)."
                )
            #else
                return Driver.empty()
            #endif
        })
    }

    /// The event as a ``Signal``, on the main scheduler.
    ///
    /// A control event does not fail; in debug builds an error from its source stops the program
    /// with a message (as in RxCocoa), in release builds the signal completes.
    ///
    /// ```swift
    /// let taps: Signal<Void> = button.rx.tap.asSignal()
    /// ```
    /// - Returns: The signal.
    public func asSignal() -> Signal<Element> {
        asSignal(onErrorRecover: { error in
            #if DEBUG
                fatalError(
                    "ControlEvent<\(Element.self)>.asSignal(): the control event's source failed with \(error); "
                        + "a ControlEvent must not fail. Make its source infallible, or convert it with "
                        + "asSignal(onErrorJustReturn:)."
                )
            #else
                return Signal.empty()
            #endif
        })
    }
}

extension ControlProperty {
    /// The property's values as a ``Driver``, on the main scheduler.
    ///
    /// A control property does not fail; in debug builds an error from its source stops the
    /// program with a message (as in RxCocoa), in release builds the driver completes.
    ///
    /// ```swift
    /// let text: Driver<String> = field.rx.text.orEmpty.asDriver()
    /// ```
    /// - Returns: The driver.
    public func asDriver() -> Driver<Element> {
        asDriver(onErrorRecover: { error in
            #if DEBUG
                fatalError(
                    "ControlProperty<\(Element.self)>.asDriver(): the control property's source failed with "
                        + "\(error); a ControlProperty must not fail. Make its source infallible, or convert "
                        + "it with asDriver(onErrorJustReturn:)."
                )
            #else
                return Driver.empty()
            #endif
        })
    }
}
