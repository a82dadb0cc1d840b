/// The name of a delegate method, spelled as `#function` spells it inside the method:
/// `locationManager(_:didUpdateLocations:)`.
///
/// It plays the role of Objective-C's `Selector` in RxCocoa, without the runtime; the distinct
/// name keeps it from clashing with `ObjectiveC.Selector` on Apple platforms.
///
/// ```swift
/// let selector: DelegateSelector = "locationManager(_:didUpdateLocations:)"
/// print(selector) // locationManager(_:didUpdateLocations:)
/// ```
public struct DelegateSelector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The method's name, such as `parser(_:didStartElement:namespaceURI:qualifiedName:attributes:)`.
    ///
    /// ```swift
    /// print(LocationManagerDelegateProxy.didUpdateLocations.selector.name)
    /// // locationManager(_:didUpdateLocations:)
    /// ```
    public let name: String

    /// Creates a selector from a method name.
    ///
    /// ```swift
    /// let selector = DelegateSelector("parserDidStartDocument(_:)")
    /// ```
    /// - Parameter name: The name as `#function` spells it.
    public init(_ name: String) {
        self.name = name
    }

    /// Creates a selector from a string literal.
    /// - Parameter value: The name as `#function` spells it.
    public init(stringLiteral value: String) {
        self.name = value
    }

    /// The method's name.
    public var description: String { name }
}
