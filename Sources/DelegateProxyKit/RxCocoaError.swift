import ObservableCore

/// The errors DelegateProxyKit sends as `error` events, named as in RxCocoa.
///
/// ```swift
/// let failure = RxCocoaError.castingError(object: "\"seven\"", objectType: "String", targetType: "Int")
/// print(failure)
/// // Cannot cast "seven" of type String to Int.
/// ```
public enum RxCocoaError: Swift.Error, CustomStringConvertible, CustomDebugStringConvertible, Sendable {
    /// A delegate argument did not have the expected type.
    case castingError(object: String, objectType: String, targetType: String)
    /// A stream was asked for a selector that the proxy does not dispatch.
    case unknownSelector(selector: DelegateSelector, proxy: String, known: [DelegateSelector])

    /// A casting error spelled as RxCocoa's case is, for the `castOrThrow` helpers RxCocoa
    /// extension authors write: `object` and `targetType` are described at once, so that the
    /// error stays `Sendable` (RxCocoa's case holds them as they are).
    ///
    /// ```swift
    /// func castOrThrow<T>(_ resultType: T.Type, _ object: Any) throws -> T {
    ///     guard let value = object as? T else {
    ///         throw RxCocoaError.castingError(object: object, targetType: resultType)
    ///     }
    ///     return value
    /// }
    /// ```
    /// - Parameters:
    ///   - object: The value that did not have the expected type.
    ///   - targetType: The type it was cast to.
    /// - Returns: ``castingError(object:objectType:targetType:)`` naming both types.
    public static func castingError(object: Any, targetType: Any.Type) -> RxCocoaError {
        .castingError(
            object: String(reflecting: object), objectType: String(describing: type(of: object)),
            targetType: String(describing: targetType))
    }

    /// A readable description of the error.
    ///
    /// ```swift
    /// print(RxCocoaError.castingError(object: "\"seven\"", objectType: "String", targetType: "Int"))
    /// // Cannot cast "seven" of type String to Int.
    /// ```
    public var description: String {
        switch self {
        case .castingError(let object, let objectType, let targetType):
            return "Cannot cast \(object) of type \(objectType) to \(targetType)."
        case .unknownSelector(let selector, let proxy, let known):
            let list =
                known.isEmpty
                ? "none listed (spell a selector as `#function` spells the method, such as `parser(_:foundCharacters:)`)"
                : known.map(\.name).joined(separator: ", ")
            return "\(proxy) does not dispatch `\(selector.name)`. Selectors it dispatches: \(list)."
        }
    }

    /// The same text as ``description``.
    public var debugDescription: String { description }
}

/// Casts a delegate argument, throwing ``RxCocoaError/castingError(object:objectType:targetType:)``
/// (which becomes an `error` event inside `map`) instead of crashing. Internal, as in RxCocoa:
/// users read arguments with a typed ``DelegateMethod`` stream, or with `as?` and an error.
func castOrThrow<T>(_ resultType: T.Type, _ object: Any) throws -> T {
    guard let value = object as? T else {
        throw RxCocoaError.castingError(
            object: String(reflecting: object), objectType: String(describing: type(of: object)),
            targetType: String(describing: resultType))
    }
    return value
}

/// Casts an optional delegate argument: `nil` stays `nil`; a value of another type throws
/// ``RxCocoaError/castingError(object:objectType:targetType:)``.
func castOptionalOrThrow<T>(_ resultType: T.Type, _ object: Any) throws -> T? {
    let mirror = Mirror(reflecting: object)
    if mirror.displayStyle == .optional, mirror.children.isEmpty {
        return nil
    }
    return try castOrThrow(resultType, object)
}
