/// When a test observable was subscribed and when that subscription was disposed, in ticks.
///
/// ```swift
/// #expect(xs.subscriptions == [Subscription(200, 1000)])
/// ```
public struct Subscription: Hashable, Sendable, CustomDebugStringConvertible {
    /// The tick of the subscription.
    public let subscribe: TestTime

    /// The tick of the disposal; `Int.max` while the subscription is live.
    public let unsubscribe: TestTime

    /// A subscription that is still live.
    ///
    /// ```swift
    /// print(Subscription(200))
    /// // (200 : Infinity)
    /// ```
    /// - Parameter subscribe: The tick of the subscription.
    public init(_ subscribe: TestTime) {
        self.init(subscribe, .max)
    }

    /// A subscription disposed at `unsubscribe`.
    ///
    /// ```swift
    /// print(Subscription(200, 1000))
    /// // (200 : 1000)
    /// ```
    /// - Parameters:
    ///   - subscribe: The tick of the subscription.
    ///   - unsubscribe: The tick of the disposal.
    public init(_ subscribe: TestTime, _ unsubscribe: TestTime) {
        self.subscribe = subscribe
        self.unsubscribe = unsubscribe
    }

    /// `(subscribe : unsubscribe)`, with `Infinity` for a live subscription, as RxTest prints it.
    ///
    /// ```swift
    /// print(Subscription(200, 300).debugDescription)
    /// // (200 : 300)
    /// ```
    public var debugDescription: String {
        "(\(subscribe) : \(unsubscribe == .max ? "Infinity" : String(unsubscribe)))"
    }
}
