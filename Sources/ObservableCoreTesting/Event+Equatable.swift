import ObservableCore

/// Events compare equal when they are the same case with equal elements; errors compare equal
/// when they are the same type and, for `Equatable` errors, equal values, otherwise the same
/// description (RxTest compares errors as `NSError`s, which Linux has no runtime for).
///
/// ```swift
/// print(Event.next(1) == Event.next(1), Event<Int>.error(RxError.timeout) == .error(RxError.timeout))
/// // true true
/// ```
extension Event: Equatable where Element: Equatable {
    /// Whether two events are equal.
    ///
    /// ```swift
    /// print(Event<Int>.completed == .completed)
    /// // true
    /// ```
    /// - Parameters:
    ///   - lhs: An event.
    ///   - rhs: Another event.
    /// - Returns: `true` when they are the same case with equal contents.
    public static func == (lhs: Event<Element>, rhs: Event<Element>) -> Bool {
        switch (lhs, rhs) {
        case (.next(let left), .next(let right)): left == right
        case (.error(let left), .error(let right)): errorsMatch(left, right)
        case (.completed, .completed): true
        default: false
        }
    }
}

/// Same type and equal (for `Equatable` errors) or the same description.
package func errorsMatch(_ left: Swift.Error, _ right: Swift.Error) -> Bool {
    guard type(of: left) == type(of: right) else { return false }
    if let left = left as? any Equatable {
        return left.isEqual(toAny: right)
    }
    return String(reflecting: left) == String(reflecting: right)
}

extension Equatable {
    fileprivate func isEqual(toAny other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
