extension ObservableType {
    /// Pairs each element with `object`, held weakly; once `object` is gone, the result
    /// completes at the next element.
    ///
    /// ```swift
    /// final class Screen { let name = "home" }
    /// let screen = Screen()
    /// _ = Observable.of(1, 2).withUnretained(screen) { screen, value in "\(screen.name) \(value)" }
    ///     .subscribe(onNext: { print($0) })
    /// // home 1
    /// // home 2
    /// ```
    /// > Warning: A replaying operator after this one (`share(replay: 1)`) keeps `object` in its
    /// > buffer, strongly.
    /// - Parameters:
    ///   - object: The object to pass along, held weakly.
    ///   - resultSelector: Combines the object and an element.
    /// - Returns: The combined values.
    public func withUnretained<Object: AnyObject, Out>(
        _ object: Object, resultSelector: @escaping (Object, Element) -> Out
    ) -> Observable<Out> {
        map { [weak object] element -> Out in
            guard let object else { throw UnretainedError.objectReleased }
            return resultSelector(object, element)
        }
        .catch { error in
            if let error = error as? UnretainedError, error == .objectReleased { return .empty() }
            return .error(error)
        }
    }

    /// Pairs each element with `object`, held weakly, as a tuple; once `object` is gone, the
    /// result completes at the next element.
    ///
    /// ```swift
    /// final class Screen { let name = "home" }
    /// let screen = Screen()
    /// _ = Observable.just(1).withUnretained(screen).subscribe(onNext: { screen, value in
    ///     print(screen.name, value)
    /// })
    /// // home 1
    /// ```
    /// - Parameter object: The object to pass along, held weakly.
    /// - Returns: Tuples of the object and each element.
    public func withUnretained<Object: AnyObject>(_ object: Object) -> Observable<(Object, Element)> {
        withUnretained(object) { ($0, $1) }
    }
}

/// Ends `withUnretained` once its object is gone.
private enum UnretainedError: Swift.Error {
    case objectReleased
}
