extension ObservableType {
    /// Like `flatMap`, but while an inner observable is still running, new source elements are
    /// dropped (`selector` is not even called for them).
    ///
    /// A thrown error becomes an `error` event.
    ///
    /// ```swift
    /// let taps = PublishSubject<Int>()
    /// let request = PublishSubject<String>()
    /// _ = taps.flatMapFirst { _ in request }.subscribe(onNext: { print($0) })
    /// taps.onNext(1)
    /// taps.onNext(2)  // dropped: the first request is still running
    /// request.onNext("response")
    /// // response
    /// ```
    /// - Parameter selector: Makes the inner observable for an element.
    /// - Returns: The elements of the inner observables that were subscribed.
    @inlinable  // Specializes the per-event path for the caller's element types.
    public func flatMapFirst<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        _MergeSink<Element, Source>.observable(asObservable(), mode: .dropWhileActive, selector: selector)
    }
}
