/// One thing an observable sequence tells its observers.
///
/// A subscription sees `next* (error | completed)?`: any number of elements, then at most one
/// stop event, after which nothing more arrives.
///
/// ```swift
/// print(Event.next(1))      // next(1)
/// print(Event<Int>.completed) // completed
/// ```
@frozen
public enum Event<Element> {
    /// The next element of the sequence.
    case next(Element)
    /// The sequence failed; nothing follows.
    case error(Swift.Error)
    /// The sequence finished; nothing follows.
    case completed
}

extension Event: Sendable where Element: Sendable {}

extension Event: CustomDebugStringConvertible {
    /// `next(value)`, `error(error)` or `completed`.
    public var debugDescription: String {
        switch self {
        case .next(let value): "next(\(value))"
        case .error(let error): "error(\(error))"
        case .completed: "completed"
        }
    }
}

extension Event {
    /// Whether this is `completed` or `error`.
    @inlinable
    public var isStopEvent: Bool {
        switch self {
        case .next: false
        case .error, .completed: true
        }
    }

    /// The element of a `next` event, or `nil`.
    @inlinable
    public var element: Element? {
        if case .next(let value) = self { return value }
        return nil
    }

    /// The error of an `error` event, or `nil`.
    @inlinable
    public var error: Swift.Error? {
        if case .error(let error) = self { return error }
        return nil
    }

    /// Whether this is `completed`.
    @inlinable
    public var isCompleted: Bool {
        if case .completed = self { return true }
        return false
    }

    /// Transforms the element of a `next` event; a thrown error becomes an `error` event.
    ///
    /// ```swift
    /// Event.next(2).map { $0 * 10 } // next(20)
    /// ```
    /// - Parameter transform: The function applied to the element.
    /// - Returns: The transformed event.
    @inlinable
    public func map<Result>(_ transform: (Element) throws -> Result) -> Event<Result> {
        switch self {
        case .next(let element):
            do { return .next(try transform(element)) } catch { return .error(error) }
        case .error(let error): return .error(error)
        case .completed: return .completed
        }
    }
}

/// A type that can be turned into an ``Event``; lets operators such as `dematerialize`
/// constrain their element type.
public protocol EventConvertible {
    /// The element type of the event.
    associatedtype Element
    /// The event itself.
    var event: Event<Element> { get }
}

extension Event: EventConvertible {
    /// The event itself.
    public var event: Event<Element> { self }
}
