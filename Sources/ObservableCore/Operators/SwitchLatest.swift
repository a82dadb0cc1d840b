extension ObservableType where Element: ObservableConvertibleType {
    /// Emits the elements of the latest inner observable only: each new inner observable
    /// disposes the subscription to the previous one.
    ///
    /// Completes when the source has completed and the latest inner observable has completed.
    ///
    /// ```swift
    /// let one = PublishSubject<String>()
    /// let two = PublishSubject<String>()
    /// let source = PublishSubject<Observable<String>>()
    /// _ = source.switchLatest().subscribe(onNext: { print($0) })
    /// source.onNext(one)
    /// one.onNext("Some text from sequence one")
    /// source.onNext(two)
    /// one.onNext("and also from sequence one")  // ignored
    /// two.onNext("More text from sequence two")
    /// // Some text from sequence one
    /// // More text from sequence two
    /// ```
    /// - Returns: The elements of the latest inner observable.
    @inlinable  // Specializes the per-event path for the caller's element types.
    public func switchLatest() -> Observable<Element.Element> {
        _SwitchSink<Element, Element>.observable(asObservable()) { $0 }
    }
}
