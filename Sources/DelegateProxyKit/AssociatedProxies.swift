import Dispatch
import InternalReactiveUtilities
import ObservableCore

/// Ties proxies to parent objects, as `objc_setAssociatedObject` does for RxCocoa: a parent that
/// is ``HasAssociatedProxies`` keeps them in its own storage; any other one's are in the global
/// ``_ProxyTable``.
@usableFromInline
enum _AssociatedProxies {
    /// The table of parents that do not keep their proxies themselves.
    static let global = _ProxyTable(clock: DispatchSweepClock())

    /// The proxy of `identifier`'s family on `object`, whose own storage (if it keeps its
    /// proxies itself) is `storage`.
    @usableFromInline
    static func proxy(
        for object: AnyObject, storage: AssociatedProxyStorage?, identifier: ObjectIdentifier
    ) -> AnyObject? {
        if storage != nil {
            // Chained, not bound with `if let`, which copied the storage: a retain and a release
            // per proxy made (see Benchmarks/Profile `proxyCreation`).
            return storage?.withProxies { $0[identifier] } ?? nil
        }
        return global.proxy(for: object, identifier: identifier)
    }

    /// Attaches `proxy` to `object` (whose own storage is `storage`, if it has one) unless a proxy
    /// of the family is there already (another thread may have attached one first).
    /// - Returns: The proxy that was there, or `nil` if `proxy` was attached (the caller has it:
    ///   handing it back would cost a retain and a release on every proxy made; see
    ///   Benchmarks/Profile `proxyCreation`).
    @usableFromInline
    static func assign(
        _ proxy: AnyObject, to object: AnyObject, storage: AssociatedProxyStorage?,
        identifier: ObjectIdentifier
    ) -> AnyObject? {
        if storage != nil {
            // Chained, as in `proxy(for:storage:identifier:)`.
            return storage?.withProxies { $0.insert(proxy, forKey: identifier) } ?? nil
        }
        return global.assign(proxy, to: object, identifier: identifier)
    }

    static func replace(
        _ proxy: AnyObject, on object: AnyObject, storage: AssociatedProxyStorage?,
        identifier: ObjectIdentifier
    ) {
        guard let storage else {
            global.replace(proxy, on: object, identifier: identifier)
            return
        }
        let previous = storage.withProxies { $0.updateValue(proxy, forKey: identifier) }
        _ = previous  // released here, outside the lock
    }
}

/// When the sweeper of a ``_ProxyTable`` runs: the dispatch clock in the app, a virtual one in
/// tests, so that the bound on a released parent's completion is tested without waiting.
protocol SweepClock: Sendable {
    /// Runs `sweep` on `queue` `delay` from now.
    func schedule(after delay: Duration, on queue: DispatchQueue, _ sweep: @escaping @Sendable () -> Void)
}

/// The sweeper's clock in the app: the dispatch queue's own timer.
struct DispatchSweepClock: SweepClock {
    func schedule(after delay: Duration, on queue: DispatchQueue, _ sweep: @escaping @Sendable () -> Void) {
        let (seconds, attoseconds) = delay.components
        let nanoseconds = Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
        queue.asyncAfter(deadline: .now() + .nanoseconds(nanoseconds), execute: sweep)
    }
}

/// The proxies of parents that cannot keep their own (classes that are not
/// ``HasAssociatedProxies``: Foundation's, another module's), keyed by the parent's identity,
/// each with a reference to its parent that never keeps it alive.
///
/// Swift gives no hook at such a parent's deinitialization, so a sweeper finds released parents:
/// while the table holds entries, it runs every ``sweepPeriod`` on a private serial queue and
/// releases their proxies there, which completes their streams. A parent released at any moment
/// is found by the next sweep, within one period. Lookups never release a proxy: an entry they
/// find stale (a released parent's, at an address a new object took) waits for the sweep, so a
/// released parent's streams never complete inside another parent's `proxy(for:)`. With no
/// entries, nothing is scheduled. A table that has doubled since the last sweep (parents made and
/// released faster than the period) asks the queue for a sweep at once, which keeps its size
/// bounded as the inline sweep it replaces did.
final class _ProxyTable: Sendable {
    /// The longest a released parent's proxies outlive it (plus the time the queue takes to run
    /// the sweep).
    static let sweepPeriod: Duration = .seconds(1)

    private struct Entry {
        /// The parent, held weakly (see ``ParentReference``).
        let parent: ParentReference
        var proxies: FamilyProxies
    }

    private struct State {
        var entries: [ObjectIdentifier: Entry] = [:]
        /// Entries of released parents that lookups took out of `entries`, released by the next
        /// sweep.
        var released: [Entry] = []
        /// Whether a sweep is scheduled: exactly when `entries` or `released` is not empty, or a
        /// sweep that will find them empty is pending.
        var sweepScheduled = false
        /// The size at which the table asks for a sweep at once: parents made and released
        /// faster than the period would otherwise grow it until the next sweep.
        var growthThreshold = 64
    }

    // Its critical sections look up, insert or filter, and never call out: proxies of released
    // parents are released after it is given back.
    private let state = Locked(State())
    private let clock: any SweepClock

    /// The sweeper's queue: released parents' proxies are released, and their streams complete,
    /// here.
    let queue: DispatchQueue

    /// Marks ``queue``, so that code can tell it runs there.
    private static let queueKey = SweepQueueKey()

    init(clock: any SweepClock) {
        self.clock = clock
        queue = DispatchQueue(label: "DelegateProxyKit.releasedParents")
        queue.setSpecific(key: Self.queueKey.key, value: ObjectIdentifier(queue))
    }

    /// Whether the caller runs on the sweeper's queue (in a stream's completion, say).
    var isOnSweeperQueue: Bool {
        DispatchQueue.getSpecific(key: Self.queueKey.key) == ObjectIdentifier(queue)
    }

    /// The proxy of `family` on `object`, if one is attached.
    func proxy(for object: AnyObject, identifier family: ObjectIdentifier) -> AnyObject? {
        let key = ObjectIdentifier(object)
        return state.withLock { state -> AnyObject? in
            guard let entry = state.entries[key] else { return nil }
            guard entry.parent.refers(to: object) else {
                // A released parent's entry at a reused address (a weak reference does not keep
                // the address taken): the sweep releases it, not this caller.
                state.released.append(entry)
                state.entries[key] = nil
                return nil
            }
            return entry.proxies[family]
        }
    }

    /// Attaches `proxy` to `object` unless a proxy of `family` is there already.
    /// - Returns: The proxy that was there, or `nil` if `proxy` was attached.
    func assign(_ proxy: AnyObject, to object: AnyObject, identifier family: ObjectIdentifier) -> AnyObject? {
        update(object) { $0.insert(proxy, forKey: family) }
    }

    /// Makes `proxy` the one of `family` on `object`, releasing the one it replaces.
    func replace(_ proxy: AnyObject, on object: AnyObject, identifier family: ObjectIdentifier) {
        let previous = update(object) { $0.updateValue(proxy, forKey: family) }
        _ = previous  // released here, outside the lock
    }

    /// Runs `body` on the proxies of `object`, creating its entry (and handing a stale one to the
    /// sweep) as needed, and schedules a sweep if none is. Returns what `body` returns.
    private func update(_ object: AnyObject, _ body: (inout FamilyProxies) -> AnyObject?) -> AnyObject? {
        let key = ObjectIdentifier(object)
        let (result, startSweeping, sweepSoon) = state.withLock { state -> (AnyObject?, Bool, Bool) in
            var entry: Entry
            if let existing = state.entries[key] {
                if existing.parent.refers(to: object) {
                    entry = existing
                } else {
                    state.released.append(existing)
                    entry = Entry(parent: ParentReference(object), proxies: FamilyProxies())
                }
            } else {
                entry = Entry(parent: ParentReference(object), proxies: FamilyProxies())
            }
            let result = body(&entry.proxies)
            state.entries[key] = entry
            let startSweeping = !state.sweepScheduled
            state.sweepScheduled = true
            // Stale entries taken out by lookups count: they wait for the sweep too.
            let size = state.entries.count + state.released.count
            let sweepSoon = size >= state.growthThreshold
            if sweepSoon { state.growthThreshold = size * 2 }
            return (result, startSweeping, sweepSoon)
        }
        if startSweeping { scheduleSweep() }
        // On the sweeper's queue too, never here: a released parent's streams do not complete in
        // this caller.
        if sweepSoon { clock.schedule(after: .zero, on: queue) { [weak self] in _ = self?.releaseNow() } }
        return result
    }

    private func scheduleSweep() {
        // Weakly: the clock keeps what it schedules, and a table that is gone has nothing to sweep
        // (the app's table never goes; a test's does, with a sweep still scheduled).
        clock.schedule(after: Self.sweepPeriod, on: queue) { [weak self] in self?.sweep() }
    }

    /// The scheduled sweep, on ``queue``: releases the proxies of released parents, and schedules
    /// the next sweep while the table holds entries.
    private func sweep() {
        var (released, reschedule) = state.withLock { state -> ([Entry], Bool) in
            let released = Self.takeReleased(&state)
            state.growthThreshold = max(64, state.entries.count * 2)
            state.sweepScheduled = !state.entries.isEmpty || !state.released.isEmpty
            return (released, state.sweepScheduled)
        }
        if reschedule { scheduleSweep() }
        released.removeAll()  // the proxies go here, on the queue, outside the lock
    }

    /// Takes the entries of every released parent out of `state`.
    private static func takeReleased(_ state: inout State) -> [Entry] {
        var released = state.released
        state.released = []
        let dead = state.entries.filter { !$0.value.parent.isAlive }
        for key in dead.keys { state.entries[key] = nil }
        released.append(contentsOf: dead.values)
        return released
    }

    /// Releases the proxies of every released parent now, on the sweeper's queue (the caller
    /// waits); returns how many entries were removed.
    @discardableResult
    func removeReleasedParents() -> Int {
        if isOnSweeperQueue { return releaseNow() }
        return queue.sync { releaseNow() }
    }

    private func releaseNow() -> Int {
        var released = state.withLock { state -> [Entry] in
            let released = Self.takeReleased(&state)
            state.growthThreshold = max(64, state.entries.count * 2)
            return released
        }
        let count = released.count
        released.removeAll()  // outside the lock
        return count
    }

    /// Parents in the table, alive or not yet swept (for tests and diagnostics).
    var entryCount: Int { state.withLock { $0.entries.count } }
}

/// The key that marks a sweeper's queue.
private final class SweepQueueKey: @unchecked Sendable {  // immutable; the key is only read.
    let key = DispatchSpecificKey<ObjectIdentifier>()
}
