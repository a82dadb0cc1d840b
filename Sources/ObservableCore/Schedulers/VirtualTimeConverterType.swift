/// How a ``VirtualTimeScheduler`` reads its virtual clock: the units of virtual time and of
/// virtual intervals, and how they map to ``RxTime`` and ``RxTimeInterval``.
///
/// ObservableCoreTesting's `TestSchedulerVirtualTimeConverter` counts ticks (`Int`);
/// ``HistoricalSchedulerTimeConverter`` uses wall times themselves.
///
/// ```swift
/// struct SecondsConverter: VirtualTimeConverterType {
///     func convertFromVirtualTime(_ virtualTime: Int) -> RxTime { … }
///     func convertToVirtualTime(_ time: RxTime) -> Int { … }
///     func convertFromVirtualTimeInterval(_ interval: Int) -> RxTimeInterval { .seconds(interval) }
///     func convertToVirtualTimeInterval(_ interval: RxTimeInterval) -> Int { … }
///     func offsetVirtualTime(_ time: Int, offset: Int) -> Int { time + offset }
///     func compareVirtualTime(_ lhs: Int, _ rhs: Int) -> VirtualTimeComparison { … }
/// }
/// ```
///
/// RxSwift's intervals here are ``RxTimeInterval`` (`DispatchTimeInterval`), not Foundation's
/// `TimeInterval`: ObservableCore does not import Foundation.
public protocol VirtualTimeConverterType {
    /// A point in virtual time.
    associatedtype VirtualTimeUnit
    /// A span of virtual time.
    associatedtype VirtualTimeIntervalUnit

    /// The wall time of a virtual time.
    /// - Parameter virtualTime: The virtual time.
    /// - Returns: Its wall time.
    func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime

    /// The virtual time of a wall time.
    /// - Parameter time: The wall time.
    /// - Returns: Its virtual time.
    func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit

    /// The length of a virtual interval.
    /// - Parameter virtualTimeInterval: The virtual interval.
    /// - Returns: Its length.
    func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit) -> RxTimeInterval

    /// The virtual interval of a length.
    /// - Parameter timeInterval: The length.
    /// - Returns: Its virtual interval.
    func convertToVirtualTimeInterval(_ timeInterval: RxTimeInterval) -> VirtualTimeIntervalUnit

    /// A virtual time moved by a virtual interval.
    /// - Parameters:
    ///   - time: The virtual time.
    ///   - offset: How far to move it.
    /// - Returns: The moved time.
    func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit) -> VirtualTimeUnit

    /// Orders two virtual times.
    /// - Parameters:
    ///   - lhs: A virtual time.
    ///   - rhs: Another.
    /// - Returns: Whether `lhs` is earlier, the same or later than `rhs`.
    func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit) -> VirtualTimeComparison
}

/// The order of two virtual times (``VirtualTimeConverterType/compareVirtualTime(_:_:)``).
public enum VirtualTimeComparison: Sendable {
    /// The first is earlier.
    case lessThan
    /// They are the same time.
    case equal
    /// The first is later.
    case greaterThan
}
