import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

// Time arithmetic for operators that measure spans on their scheduler's clock (`delay`,
// `throttle`) and for virtual-time schedulers that map ticks to `RxTime`.
//
// Dispatch keeps a wall time as its nanoseconds since 1970, negated, in `rawValue`; that is
// what `DispatchWallTime(timespec:)`, `.now()` and `+` produce, on Linux and Darwin alike.

extension DispatchWallTime {
    /// Nanoseconds since 1 January 1970 UTC.
    package var nanosecondsSince1970: Int64 {
        if self == .distantFuture { return .max }
        return Int64(bitPattern: 0 &- rawValue)
    }

    /// The wall time `nanoseconds` after 1 January 1970 UTC; `nanoseconds` must be positive
    /// (Dispatch reserves the encodings of 0 and 1).
    package init(nanosecondsSince1970 nanoseconds: Int64) {
        precondition(nanoseconds > 1, "DispatchWallTime: a wall time must be after 1970")
        let spec = timespec(
            tv_sec: .init(nanoseconds / 1_000_000_000), tv_nsec: .init(nanoseconds % 1_000_000_000))
        self.init(timespec: spec)
    }
}

extension DispatchTimeInterval {
    /// The interval in nanoseconds (`Int64.max` for `.never`), without a `switch` over the
    /// cases, which Darwin's Dispatch declares non-frozen.
    package var nanosecondsValue: Int64 {
        let reference = DispatchWallTime(nanosecondsSince1970: 1_000_000_000)
        let later = reference + self
        if later == .distantFuture { return .max }
        return later.nanosecondsSince1970 - reference.nanosecondsSince1970
    }
}
