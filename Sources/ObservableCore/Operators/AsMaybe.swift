extension ObservableType {
    /// Returns the sequence as a ``Maybe``: it succeeds with the only element once the sequence
    /// completes, completes if there was none, and fails with `RxError.moreThanOneElement` as
    /// soon as a second one arrives.
    ///
    /// ```swift
    /// _ = Observable<Int>.empty().asMaybe().subscribe { print($0) } // completed
    /// ```
    /// - Returns: The maybe.
    public func asMaybe() -> Maybe<Element> {
        Maybe(raw: onlyElement(required: false))
    }
}
