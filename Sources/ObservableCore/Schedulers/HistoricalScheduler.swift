#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A virtual-time scheduler whose clock is a `Date`, as RxSwift's: replays work stamped with
/// past (or future) dates in date order, without waiting.
///
/// ```swift
/// let scheduler = HistoricalScheduler()
/// _ = Observable<Int>.interval(.seconds(60), scheduler: scheduler)
///     .take(2)
///     .subscribe(onNext: { print($0, scheduler.now.timeIntervalSince1970) })
/// scheduler.start()
/// // 0 60.0
/// // 1 120.0
/// ```
///
/// Its clock starts on 1 January 1970 UTC by default, as RxSwift's.
public final class HistoricalScheduler: VirtualTimeScheduler<HistoricalSchedulerTimeConverter> {
    /// Creates a scheduler whose clock starts at `initialClock`.
    ///
    /// ```swift
    /// let scheduler = HistoricalScheduler(initialClock: Date(timeIntervalSince1970: 10))
    /// print(scheduler.clock.timeIntervalSince1970)
    /// // 10.0
    /// ```
    /// - Parameter initialClock: The first value of the clock.
    public init(initialClock: RxTime = Date(timeIntervalSince1970: 0)) {
        super.init(initialClock: initialClock, converter: HistoricalSchedulerTimeConverter())
    }
}

/// The converter of ``HistoricalScheduler``: virtual time is a `Date`, and virtual intervals
/// are seconds (`TimeInterval`), as RxSwift's.
public struct HistoricalSchedulerTimeConverter: VirtualTimeConverterType, Sendable {
    /// A point in virtual time: a date.
    public typealias VirtualTimeUnit = RxTime
    /// A span of virtual time: seconds.
    public typealias VirtualTimeIntervalUnit = TimeInterval

    /// Creates the converter.
    public init() {}

    /// The same date.
    /// - Parameter virtualTime: A date.
    /// - Returns: `virtualTime`.
    public func convertFromVirtualTime(_ virtualTime: RxTime) -> RxTime { virtualTime }

    /// The same date.
    /// - Parameter time: A date.
    /// - Returns: `time`.
    public func convertToVirtualTime(_ time: RxTime) -> RxTime { time }

    /// The same interval.
    /// - Parameter virtualTimeInterval: Seconds.
    /// - Returns: `virtualTimeInterval`.
    public func convertFromVirtualTimeInterval(_ virtualTimeInterval: TimeInterval) -> TimeInterval {
        virtualTimeInterval
    }

    /// The same interval.
    /// - Parameter timeInterval: Seconds.
    /// - Returns: `timeInterval`.
    public func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> TimeInterval {
        timeInterval
    }

    /// `time` moved by `offset` seconds.
    /// - Parameters:
    ///   - time: A date.
    ///   - offset: Seconds.
    /// - Returns: `time.addingTimeInterval(offset)`.
    public func offsetVirtualTime(_ time: RxTime, offset: TimeInterval) -> RxTime {
        time.addingTimeInterval(offset)
    }

    /// Orders two dates.
    /// - Parameters:
    ///   - lhs: A date.
    ///   - rhs: Another.
    /// - Returns: Their order.
    public func compareVirtualTime(_ lhs: RxTime, _ rhs: RxTime) -> VirtualTimeComparison {
        lhs < rhs ? .lessThan : lhs == rhs ? .equal : .greaterThan
    }
}
