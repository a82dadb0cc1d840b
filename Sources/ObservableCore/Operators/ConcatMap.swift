extension ObservableType {
    /// Turns each element into an observable with `selector` and emits the elements of those
    /// observables one observable after another, each waiting for the previous one to complete.
    ///
    /// A thrown error becomes an `error` event.
    ///
    /// ```swift
    /// let sequences = [
    ///     "German cities": Observable.of("Berlin", "Münich", "Frankfurt"),
    ///     "Spanish cities": Observable.of("Madrid", "Barcelona", "Valencia"),
    /// ]
    /// _ = Observable.of("German cities", "Spanish cities")
    ///     .concatMap { country in sequences[country] ?? .empty() }
    ///     .subscribe(onNext: { print($0) })
    /// // Berlin
    /// // Münich
    /// // Frankfurt
    /// // Madrid
    /// // Barcelona
    /// // Valencia
    /// ```
    /// - Parameter selector: Makes the inner observable for an element.
    /// - Returns: The elements of the inner observables, in order.
    @inlinable  // Specializes the per-event path for the caller's element types.
    public func concatMap<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        _MergeSink<Element, Source>.observable(asObservable(), mode: .limited(1), selector: selector)
    }
}
