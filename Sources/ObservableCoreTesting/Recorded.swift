import ObservableCore

/// A value stamped with the virtual tick it happened at: what a ``TestableObserver`` records
/// and what test observables replay.
///
/// ```swift
/// let record = Recorded(time: 210, value: "a")
/// print(record)
/// // a @ 210
/// ```
public struct Recorded<Value>: CustomDebugStringConvertible {
    /// The tick.
    public let time: TestTime

    /// What happened.
    public let value: Value

    /// Creates a record.
    ///
    /// ```swift
    /// let record = Recorded(time: 300, value: Event<Int>.completed)
    /// ```
    /// - Parameters:
    ///   - time: The tick.
    ///   - value: What happened.
    public init(time: TestTime, value: Value) {
        self.time = time
        self.value = value
    }

    /// `value @ time`, as RxTest prints it.
    ///
    /// ```swift
    /// print(Recorded(time: 210, value: 1).debugDescription)
    /// // 1 @ 210
    /// ```
    public var debugDescription: String {
        "\(value) @ \(time)"
    }
}

extension Recorded: Equatable where Value: Equatable {}

extension Recorded: Sendable where Value: Sendable {}

extension Recorded {
    /// A `next` event at `time`.
    ///
    /// ```swift
    /// let events: [Recorded<Event<Int>>] = [.next(210, 1), .completed(300)]
    /// ```
    /// - Parameters:
    ///   - time: The tick.
    ///   - element: The element.
    /// - Returns: The record.
    public static func next<T>(_ time: TestTime, _ element: T) -> Recorded<Value> where Value == Event<T> {
        Recorded(time: time, value: .next(element))
    }

    /// A `completed` event at `time`.
    ///
    /// ```swift
    /// let end = Recorded.completed(300, Int.self)
    /// ```
    /// - Parameters:
    ///   - time: The tick.
    ///   - type: The element type, when the context does not give it.
    /// - Returns: The record.
    public static func completed<T>(_ time: TestTime, _ type: T.Type = T.self) -> Recorded<Value>
    where Value == Event<T> {
        Recorded(time: time, value: .completed)
    }

    /// An `error` event at `time`.
    ///
    /// ```swift
    /// let failure: Recorded<Event<Int>> = .error(300, RxError.timeout)
    /// ```
    /// - Parameters:
    ///   - time: The tick.
    ///   - error: The error.
    ///   - type: The element type, when the context does not give it.
    /// - Returns: The record.
    public static func error<T>(_ time: TestTime, _ error: Swift.Error, _ type: T.Type = T.self) -> Recorded<
        Value
    >
    where Value == Event<T> {
        Recorded(time: time, value: .error(error))
    }

    /// Collects records into an array, as RxTest's `Recorded.events`.
    ///
    /// ```swift
    /// let events = Recorded.events(.next(210, 1), .completed(300))
    /// ```
    /// - Parameter recordedEvents: The records.
    /// - Returns: The records, in the order given.
    public static func events<T>(_ recordedEvents: Recorded<Event<T>>...) -> [Recorded<Value>]
    where Value == Event<T> {
        recordedEvents
    }

    /// Returns the array given, as RxTest's `Recorded.events`.
    ///
    /// ```swift
    /// let events = Recorded.events([.next(210, 1), .completed(300)])
    /// ```
    /// - Parameter recordedEvents: The records.
    /// - Returns: The same records.
    public static func events<T>(_ recordedEvents: [Recorded<Event<T>>]) -> [Recorded<Value>]
    where Value == Event<T> {
        recordedEvents
    }
}

/// A `next` event at `time`: the free function RxTest users write.
///
/// ```swift
/// let events = [next(210, 1), completed(300)]
/// ```
/// - Parameters:
///   - time: The tick.
///   - element: The element.
/// - Returns: The record.
public func next<T>(_ time: TestTime, _ element: T) -> Recorded<Event<T>> {
    .next(time, element)
}

/// A `completed` event at `time`: the free function RxTest users write.
///
/// ```swift
/// let events: [Recorded<Event<Int>>] = [completed(300)]
/// ```
/// - Parameters:
///   - time: The tick.
///   - type: The element type, when the context does not give it.
/// - Returns: The record.
public func completed<T>(_ time: TestTime, _ type: T.Type = T.self) -> Recorded<Event<T>> {
    .completed(time)
}

/// An `error` event at `time`: the free function RxTest users write.
///
/// ```swift
/// let events: [Recorded<Event<Int>>] = [error(300, RxError.timeout)]
/// ```
/// - Parameters:
///   - time: The tick.
///   - error: The error.
///   - type: The element type, when the context does not give it.
/// - Returns: The record.
public func error<T>(_ time: TestTime, _ error: Swift.Error, _ type: T.Type = T.self) -> Recorded<Event<T>> {
    .error(time, error)
}
