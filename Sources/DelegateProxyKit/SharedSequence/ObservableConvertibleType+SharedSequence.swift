extension ObservableConvertibleType {
    /// Converts the sequence to a ``SharedSequence`` of strategy `S`: events move to the
    /// strategy's scheduler, and an error becomes `onErrorJustReturn` followed by completion.
    ///
    /// ```swift
    /// let driver = Observable<Int>.error(MyError()).asSharedSequence(
    ///     sharingStrategy: DriverSharingStrategy.self, onErrorJustReturn: 0)
    /// // 0, then completed
    /// ```
    /// - Parameters:
    ///   - sharingStrategy: The strategy of the result.
    ///   - onErrorJustReturn: The element emitted in place of an error.
    /// - Returns: The shared sequence.
    public func asSharedSequence<S>(
        sharingStrategy: S.Type = S.self, onErrorJustReturn: Element
    ) -> SharedSequence<S, Element> {
        SharedSequence(asObservable().observe(on: S.scheduler).catchAndReturn(onErrorJustReturn))
    }

    /// Converts the sequence to a ``SharedSequence`` of strategy `S`: events move to the
    /// strategy's scheduler, and an error is replaced by the events of `onErrorDriveWith`.
    ///
    /// ```swift
    /// let driver = failing.asSharedSequence(
    ///     sharingStrategy: DriverSharingStrategy.self, onErrorDriveWith: .just(0))
    /// ```
    /// - Parameters:
    ///   - sharingStrategy: The strategy of the result.
    ///   - onErrorDriveWith: The sequence followed in place of an error.
    /// - Returns: The shared sequence.
    public func asSharedSequence<S>(
        sharingStrategy: S.Type = S.self, onErrorDriveWith: SharedSequence<S, Element>
    ) -> SharedSequence<S, Element> {
        SharedSequence(asObservable().observe(on: S.scheduler).catch { _ in onErrorDriveWith.asObservable() })
    }

    /// Converts the sequence to a ``SharedSequence`` of strategy `S`: events move to the
    /// strategy's scheduler, and an error is replaced by the events of the sequence
    /// `onErrorRecover` makes from it.
    ///
    /// ```swift
    /// let driver = failing.asSharedSequence(sharingStrategy: DriverSharingStrategy.self) { _ in .just(0) }
    /// ```
    /// - Parameters:
    ///   - sharingStrategy: The strategy of the result.
    ///   - onErrorRecover: Makes the sequence followed in place of the error it is given.
    /// - Returns: The shared sequence.
    public func asSharedSequence<S>(
        sharingStrategy: S.Type = S.self,
        onErrorRecover: @escaping (_ error: Swift.Error) -> SharedSequence<S, Element>
    ) -> SharedSequence<S, Element> {
        SharedSequence(asObservable().observe(on: S.scheduler).catch { onErrorRecover($0).asObservable() })
    }
}

extension ObservableConvertibleType {
    /// Converts the sequence to a ``Driver``: events move to the main scheduler, and an error
    /// becomes `onErrorJustReturn` followed by completion.
    ///
    /// ```swift
    /// let results: Driver<[String]> = search(query).asDriver(onErrorJustReturn: [])
    /// ```
    /// - Parameter onErrorJustReturn: The element emitted in place of an error.
    /// - Returns: The driver.
    public func asDriver(onErrorJustReturn: Element) -> Driver<Element> {
        asSharedSequence(sharingStrategy: DriverSharingStrategy.self, onErrorJustReturn: onErrorJustReturn)
    }

    /// Converts the sequence to a ``Driver``: events move to the main scheduler, and an error is
    /// replaced by the events of `onErrorDriveWith`.
    ///
    /// ```swift
    /// let results: Driver<[String]> = search(query).asDriver(onErrorDriveWith: .empty())
    /// ```
    /// - Parameter onErrorDriveWith: The driver followed in place of an error.
    /// - Returns: The driver.
    public func asDriver(onErrorDriveWith: Driver<Element>) -> Driver<Element> {
        asSharedSequence(sharingStrategy: DriverSharingStrategy.self, onErrorDriveWith: onErrorDriveWith)
    }

    /// Converts the sequence to a ``Driver``: events move to the main scheduler, and an error is
    /// replaced by the events of the driver `onErrorRecover` makes from it.
    ///
    /// ```swift
    /// let results: Driver<[String]> = search(query).asDriver { error in .just(["\(error)"]) }
    /// ```
    /// - Parameter onErrorRecover: Makes the driver followed in place of the error it is given.
    /// - Returns: The driver.
    public func asDriver(
        onErrorRecover: @escaping (_ error: Swift.Error) -> Driver<Element>
    ) -> Driver<Element> {
        asSharedSequence(sharingStrategy: DriverSharingStrategy.self, onErrorRecover: onErrorRecover)
    }

    /// Converts the sequence to a ``Signal``: events move to the main scheduler, and an error
    /// becomes `onErrorJustReturn` followed by completion.
    ///
    /// ```swift
    /// let saved: Signal<Bool> = save(document).asSignal(onErrorJustReturn: false)
    /// ```
    /// - Parameter onErrorJustReturn: The element emitted in place of an error.
    /// - Returns: The signal.
    public func asSignal(onErrorJustReturn: Element) -> Signal<Element> {
        asSharedSequence(sharingStrategy: SignalSharingStrategy.self, onErrorJustReturn: onErrorJustReturn)
    }

    /// Converts the sequence to a ``Signal``: events move to the main scheduler, and an error is
    /// replaced by the events of `onErrorSignalWith`.
    ///
    /// ```swift
    /// let saved: Signal<Bool> = save(document).asSignal(onErrorSignalWith: .empty())
    /// ```
    /// - Parameter onErrorSignalWith: The signal followed in place of an error.
    /// - Returns: The signal.
    public func asSignal(onErrorSignalWith: Signal<Element>) -> Signal<Element> {
        asSharedSequence(sharingStrategy: SignalSharingStrategy.self, onErrorDriveWith: onErrorSignalWith)
    }

    /// Converts the sequence to a ``Signal``: events move to the main scheduler, and an error is
    /// replaced by the events of the signal `onErrorRecover` makes from it.
    ///
    /// ```swift
    /// let saved: Signal<Bool> = save(document).asSignal { _ in .just(false) }
    /// ```
    /// - Parameter onErrorRecover: Makes the signal followed in place of the error it is given.
    /// - Returns: The signal.
    public func asSignal(
        onErrorRecover: @escaping (_ error: Swift.Error) -> Signal<Element>
    ) -> Signal<Element> {
        asSharedSequence(sharingStrategy: SignalSharingStrategy.self, onErrorRecover: onErrorRecover)
    }
}
