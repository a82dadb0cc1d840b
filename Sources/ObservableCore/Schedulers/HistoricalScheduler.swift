/// A virtual-time scheduler whose clock is a wall time, as RxSwift's: replays work stamped with
/// past (or future) dates in date order, without waiting.
///
/// ```swift
/// let scheduler = HistoricalScheduler()
/// _ = Observable<Int>.interval(.seconds(60), scheduler: scheduler)
///     .take(2)
///     .subscribe(onNext: { print($0, scheduler.now > HistoricalScheduler.referenceTime) })
/// scheduler.start()
/// // 0 true
/// // 1 true
/// ```
///
/// Its clock is an ``RxTime`` (`DispatchWallTime`), where RxSwift's is Foundation's `Date`,
/// and it starts on 1 January 2001 UTC by default, where RxSwift's starts in 1970: Dispatch
/// cannot represent the wall time 0.
public final class HistoricalScheduler: VirtualTimeScheduler<HistoricalSchedulerTimeConverter> {
    /// 1 January 2001 UTC, the default first clock value.
    public static let referenceTime = RxTime(nanosecondsSince1970: 978_307_200 * 1_000_000_000)

    /// Creates a scheduler whose clock starts at `initialClock`.
    ///
    /// ```swift
    /// let scheduler = HistoricalScheduler()
    /// print(scheduler.clock == HistoricalScheduler.referenceTime)
    /// // true
    /// ```
    /// - Parameter initialClock: The first value of the clock.
    public init(initialClock: RxTime = HistoricalScheduler.referenceTime) {
        super.init(initialClock: initialClock, converter: HistoricalSchedulerTimeConverter())
    }
}

/// The converter of ``HistoricalScheduler``: virtual time is wall time, and virtual intervals
/// are ``RxTimeInterval``s.
public struct HistoricalSchedulerTimeConverter: VirtualTimeConverterType, Sendable {
    /// Creates the converter.
    public init() {}

    /// The same wall time.
    /// - Parameter virtualTime: A wall time.
    /// - Returns: `virtualTime`.
    public func convertFromVirtualTime(_ virtualTime: RxTime) -> RxTime { virtualTime }

    /// The same wall time.
    /// - Parameter time: A wall time.
    /// - Returns: `time`.
    public func convertToVirtualTime(_ time: RxTime) -> RxTime { time }

    /// The same interval.
    /// - Parameter virtualTimeInterval: An interval.
    /// - Returns: `virtualTimeInterval`.
    public func convertFromVirtualTimeInterval(_ virtualTimeInterval: RxTimeInterval) -> RxTimeInterval {
        virtualTimeInterval
    }

    /// The same interval.
    /// - Parameter timeInterval: An interval.
    /// - Returns: `timeInterval`.
    public func convertToVirtualTimeInterval(_ timeInterval: RxTimeInterval) -> RxTimeInterval {
        timeInterval
    }

    /// `time` moved by `offset`.
    /// - Parameters:
    ///   - time: A wall time.
    ///   - offset: An interval.
    /// - Returns: `time + offset` (`.never` is the distant future).
    public func offsetVirtualTime(_ time: RxTime, offset: RxTimeInterval) -> RxTime {
        let nanoseconds = offset.nanosecondsValue
        guard nanoseconds != .max else { return .distantFuture }
        return RxTime(nanosecondsSince1970: time.nanosecondsSince1970 &+ nanoseconds)
    }

    /// Orders two wall times.
    /// - Parameters:
    ///   - lhs: A wall time.
    ///   - rhs: Another.
    /// - Returns: Their order.
    public func compareVirtualTime(_ lhs: RxTime, _ rhs: RxTime) -> VirtualTimeComparison {
        lhs < rhs ? .lessThan : lhs == rhs ? .equal : .greaterThan
    }
}
