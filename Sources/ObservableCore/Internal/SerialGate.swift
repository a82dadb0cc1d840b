import InternalReactiveUtilities

/// Serializes work coming from several threads without holding a lock while the work runs
/// (RxSwift calls its analogue `AsyncLock`).
///
/// An operator that joins several sources keeps its state in the gate and, for every upstream
/// event, calls ``send(_:deliver:)``. Under the gate's lock the update closure changes the
/// state and decides what, if anything, to deliver. Then:
/// - if nobody is delivering, the caller becomes the *drainer*: it delivers its work outside the
///   lock, then keeps taking queued work until the queue is empty;
/// - otherwise the work is queued behind the drainer's and the caller returns at once.
///
/// So downstream sees one event at a time, in the order the updates ran, and no lock is held
/// while downstream (or user code) runs. A downstream observer that feeds the operator again on
/// the same thread does not deadlock: its work is queued and delivered after the current item.
///
/// Who delivers is decided by one atomic flag, the *turn*, so an event that needs no state update
/// (``send(_:deliver:)`` with a ready work item, as `merge` forwards an inner element) costs one
/// compare-and-swap to take the turn and two loads and a store to give it back — no lock round
/// trip. The lock guards the state and the queue; a caller that finds the turn taken queues its
/// work under the lock, and whoever holds the turn runs the queue before giving it back: a
/// ``DeliveryTurn``, the hand-off the delegate proxies' dispatch table uses too (ARCHITECTURE.md
/// says what differs between the two queues).
///
/// Every caller must pass the same `deliver` logic: the drainer runs queued work with its own
/// closure, whoever queued it. Pass it as a closure literal (`deliver: { forward($0) }`), not as
/// a method reference (`deliver: forward`): the reference is a partial application that retains
/// the sink and is called indirectly, on every event, where the literal is inlined with the gate
/// (see Benchmarks/Profile `combineLatest`, `zip` and `merge`).
///
/// Inlinable, like the operators built on it, so that the per-event path is specialized for the
/// caller's element types: unspecialized, every event paid several generic-metadata lookups.
///
/// The lock is the package's ``Locked``: its critical sections are the update closures, which
/// change the state and never call out. An event that needs no update takes no lock at all.
@usableFromInline
final class _SerialGate<State, Work>: @unchecked Sendable {  // `storage` is guarded by its lock.
    @usableFromInline
    struct Storage {
        @usableFromInline var state: State
        @usableFromInline var queue: [Work] = []
        @usableFromInline var head = 0

        @inlinable
        init(state: State) {
            self.state = state
        }

        @inlinable
        mutating func takeNext() -> Work? {
            guard head < queue.count else {
                if !queue.isEmpty { queue.removeAll(keepingCapacity: queue.count <= 64) }
                head = 0
                return nil
            }
            let work = queue[head]
            head += 1
            if head >= 1024 && head * 2 >= queue.count {
                queue.removeFirst(head)
                head = 0
            }
            return work
        }
    }

    @usableFromInline
    let storage: Locked<Storage>
    /// Whether a thread is delivering, and how many work items wait in `storage.queue`.
    @usableFromInline
    let turn = DeliveryTurn()

    @inlinable
    init(_ state: State) {
        storage = Locked(Storage(state: state))
    }

    @inlinable
    func withState<Result>(_ body: (inout State) -> Result) -> Result {
        storage.withLock { body(&$0.state) }
    }

    @inlinable
    func send(_ update: (inout State) -> Work?, deliver: (Work) -> Void) {
        let (work, wasQueued) = storage.withLock { storage -> (Work?, Bool) in
            guard let work = update(&storage.state) else { return (nil, false) }
            // Work queued before this update goes first: take the turn only if none waits.
            if turn.takeIfNoneWaits() { return (work, false) }
            storage.queue.append(work)
            turn.didQueue()
            return (nil, true)
        }
        if let work {
            deliver(work)
            drain(deliver)
        } else if wasQueued {
            resume(deliver)
        }
    }

    @inlinable
    func send(_ work: Work, deliver: (Work) -> Void) {
        // Queued work (perhaps this thread's own earlier item) goes first: then this one queues too.
        if turn.takeIfNoneWaits() {
            deliver(work)
            drain(deliver)
            return
        }
        storage.withLock { storage in
            storage.queue.append(work)
            turn.didQueue()
        }
        resume(deliver)
    }

    /// ``send(_:deliver:)`` for work that can run in place: when the turn is free and nothing
    /// waits, runs `body` (no work item is made); otherwise queues `work()`.
    @inlinable
    func send(_ body: () -> Void, orQueue work: @autoclosure () -> Work, deliver: (Work) -> Void) {
        if turn.takeIfNoneWaits() {
            body()
            drain(deliver)
            return
        }
        storage.withLock { storage in
            storage.queue.append(work())
            turn.didQueue()
        }
        resume(deliver)
    }

    /// Takes the turn if it is free and runs the queue.
    @inlinable
    func resume(_ deliver: (Work) -> Void) {
        if turn.take() { drain(deliver) }
    }

    /// Runs queued work, then gives the turn back (called holding it). Sequentially consistent
    /// with the queueing side: either this thread sees an item queued after its last look, or
    /// the queueing thread sees the turn free and takes it.
    @inlinable
    func drain(_ deliver: (Work) -> Void) {
        // Nothing queued during the delivery, the common case, first: the loop's setup is paid
        // only when something was (see Benchmarks/Profile `merge`, `xmlPipeline`).
        if !turn.hasQueued, !turn.giveBack() { return }
        drainQueued(deliver)
    }

    /// The rest of ``drain(_:)``, holding the turn: runs the queue until it stays empty.
    @inlinable
    func drainQueued(_ deliver: (Work) -> Void) {
        while true {
            while turn.hasQueued {
                let next = storage.withLock { storage -> Work? in
                    let work = storage.takeNext()
                    if work != nil { turn.didDequeue(1) }
                    return work
                }
                guard let next else { break }
                deliver(next)
            }
            guard turn.giveBack() else { return }
        }
    }
}
