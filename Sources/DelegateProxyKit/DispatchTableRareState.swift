import InternalReactiveUtilities

/// The part of a dispatch table's state that few tables ever need, in an object of its own that
/// the table makes under its lock on first need and frees with itself: kept in every table, its
/// three references would make each table one heap block larger (see Benchmarks/Profile
/// `proxyMemory`).
///
/// - `queue`: deliveries waiting for the delivery turn, only under reentrancy (an observer that
///   causes a delegate call of the same proxy) or contention (calls from several threads).
/// - `retired`: replaced observer lists a delivery may still be reading, only when a subscription
///   changes while the turn is held.
/// - `handle`: how the cached untyped streams reach the table, only once one is asked for.
///
/// The delivery path never reads it: it tests the turn's queued count and the table's
/// `retiredCount`, which stay in the table.
final class _DispatchTableRareState {  // guarded by the owning table's lock.
    /// Deliveries queued behind the one in progress, in order.
    var queue: [() -> Void] = []
    /// Retained addresses of replaced observer lists a delivery may still be reading.
    var retired: [UInt] = []
    /// How the cached untyped streams reach the table: made with the first of them, emptied by
    /// `complete`.
    var handle: Locked<_DispatchTable?>?
}
