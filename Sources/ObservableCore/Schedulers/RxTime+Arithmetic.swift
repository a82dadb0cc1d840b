import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

// Time arithmetic for operators that measure spans on their scheduler's clock (`delay`,
// `throttle`) and for virtual-time schedulers that add intervals to `RxTime`.

extension Date {
    /// Nanoseconds since 1 January 1970 UTC, rounded to the microsecond.
    ///
    /// A `Date` holds seconds as a `Double`, which cannot tell two wall times of today apart
    /// closer than about a tenth of a microsecond, and adding a span to it rounds. Rounding to
    /// the microsecond keeps a deadline read back after a wait equal to the one computed before
    /// it, and any remainder an operator waits for is large enough to move a virtual clock.
    package var nanosecondsSince1970: Int64 {
        let microseconds = (timeIntervalSince1970 * 1_000_000).rounded()
        guard microseconds < Double(Int64.max / 1000) else { return .max }
        guard microseconds > Double(Int64.min / 1000) else { return .min }
        return Int64(microseconds) * 1000
    }

    /// The date `nanoseconds` after 1 January 1970 UTC.
    /// - Parameter nanoseconds: Nanoseconds since 1970.
    package init(nanosecondsSince1970 nanoseconds: Int64) {
        self.init(timeIntervalSince1970: Double(nanoseconds) / 1_000_000_000)
    }

    /// The date `interval` later, as RxSwift's `addingDispatchInterval`; `.never` is
    /// `Date.distantFuture`.
    /// - Parameter interval: The span to add.
    /// - Returns: The later date.
    package func adding(_ interval: DispatchTimeInterval) -> Date {
        let seconds = interval.secondsValue
        return seconds.isInfinite ? .distantFuture : addingTimeInterval(seconds)
    }
}

extension DispatchTimeInterval {
    /// The interval in nanoseconds (`Int64.max` for `.never`), without a `switch` over the
    /// cases, which Darwin's Dispatch declares non-frozen. Dispatch keeps a wall time as its
    /// nanoseconds since 1970, negated, in `rawValue`, on Linux and Darwin alike.
    package var nanosecondsValue: Int64 {
        let reference = DispatchWallTime(timespec: timespec(tv_sec: 1, tv_nsec: 0))
        let later = reference + self
        if later == .distantFuture { return .max }
        return Int64(bitPattern: 0 &- later.rawValue) - 1_000_000_000
    }

    /// The interval in seconds (`infinity` for `.never`), RxSwift's `convertToSecondsInterval`.
    package var secondsValue: TimeInterval {
        let nanoseconds = nanosecondsValue
        return nanoseconds == .max ? .infinity : Double(nanoseconds) / 1_000_000_000
    }
}
