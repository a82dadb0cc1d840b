#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// How a ``VirtualTimeScheduler`` reads its virtual clock: the units of virtual time and of
/// virtual intervals, and how they map to ``RxTime`` (`Date`) and to seconds (`TimeInterval`),
/// as RxSwift's.
///
/// ObservableCoreTesting's `TestSchedulerVirtualTimeConverter` counts ticks (`Int`);
/// ``HistoricalSchedulerTimeConverter`` uses dates themselves.
///
/// ```swift
/// struct TenSecondsConverter: VirtualTimeConverterType {
///     func convertFromVirtualTime(_ virtualTime: Int) -> RxTime {
///         Date(timeIntervalSince1970: TimeInterval(virtualTime) * 10)
///     }
///     func convertToVirtualTime(_ time: RxTime) -> Int { Int(time.timeIntervalSince1970 / 10) }
///     func convertFromVirtualTimeInterval(_ interval: Int) -> TimeInterval { TimeInterval(interval * 10) }
///     func convertToVirtualTimeInterval(_ interval: TimeInterval) -> Int { Int(interval / 10) }
///     func offsetVirtualTime(_ time: Int, offset: Int) -> Int { time + offset }
///     func compareVirtualTime(_ lhs: Int, _ rhs: Int) -> VirtualTimeComparison {
///         lhs < rhs ? .lessThan : lhs == rhs ? .equal : .greaterThan
///     }
/// }
/// ```
public protocol VirtualTimeConverterType {
    /// A point in virtual time.
    associatedtype VirtualTimeUnit
    /// A span of virtual time.
    associatedtype VirtualTimeIntervalUnit

    /// The date of a virtual time.
    /// - Parameter virtualTime: The virtual time.
    /// - Returns: Its date.
    func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime

    /// The virtual time of a date.
    /// - Parameter time: The date.
    /// - Returns: Its virtual time.
    func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit

    /// The length of a virtual interval.
    /// - Parameter virtualTimeInterval: The virtual interval.
    /// - Returns: Its length in seconds.
    func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit) -> TimeInterval

    /// The virtual interval of a length.
    /// - Parameter timeInterval: The length in seconds.
    /// - Returns: Its virtual interval.
    func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit

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
