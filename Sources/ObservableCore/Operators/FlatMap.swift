extension ObservableType {
    /// Turns each element into an observable with `selector` and merges the elements of all of
    /// them; completes when the source and every inner observable have completed.
    ///
    /// A thrown error becomes an `error` event.
    ///
    /// ```swift
    /// struct Student { let score: BehaviorSubject<Int> }
    /// let laura = Student(score: BehaviorSubject(value: 80))
    /// let charlotte = Student(score: BehaviorSubject(value: 90))
    /// let student = PublishSubject<Student>()
    /// _ = student.flatMap { $0.score }.subscribe(onNext: { print($0) })
    /// student.onNext(laura)
    /// laura.score.onNext(85)
    /// student.onNext(charlotte)
    /// laura.score.onNext(95)
    /// charlotte.score.onNext(100)
    /// // 80
    /// // 85
    /// // 90
    /// // 95
    /// // 100
    /// ```
    /// - Parameter selector: Makes the inner observable for an element.
    /// - Returns: The elements of all inner observables.
    @inlinable  // Specializes the per-event path for the caller's element types.
    public func flatMap<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        _MergeSink<Element, Source>.observable(asObservable(), mode: .unbounded, selector: selector)
    }
}
