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
/// The uncontended path costs one lock round trip to update and claim the gate and one to find
/// the queue empty and release it; the queue's storage is only allocated under contention or
/// reentrancy.
///
/// Every caller must pass the same `deliver` logic: the drainer runs queued work with its own
/// closure, whoever queued it.
final class SerialGate<State, Work>: @unchecked Sendable {  // `storage` is guarded by its mutex.
    private struct Storage {
        var state: State
        /// Work waiting for the drainer; `queue[head...]` is pending.
        var queue: [Work] = []
        var head = 0
        var isDraining = false

        mutating func takeNext() -> Work? {
            guard head < queue.count else {
                if !queue.isEmpty { queue.removeAll(keepingCapacity: queue.count <= 64) }
                head = 0
                isDraining = false
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

    private let storage: Locked<Storage>

    init(_ state: State) {
        storage = Locked(Storage(state: state))
    }

    /// Reads or changes the state under the lock, delivering nothing. `body` must not call out.
    func withState<Result>(_ body: (inout State) -> Result) -> Result {
        storage.withLock { body(&$0.state) }
    }

    /// Runs `update` under the lock; if it returns work, delivers it with `deliver` now (if
    /// nobody is delivering) or queues it for the current drainer.
    ///
    /// - Parameters:
    ///   - update: Changes the state and returns the work to deliver, if any. Must not call out.
    ///   - deliver: Performs one item of work; runs outside the lock, one item at a time.
    func send(_ update: (inout State) -> Work?, deliver: (Work) -> Void) {
        var next = storage.withLock { storage -> Work? in
            guard let work = update(&storage.state) else { return nil }
            if storage.isDraining {
                storage.queue.append(work)
                return nil
            }
            storage.isDraining = true
            return work
        }
        while let work = next {
            deliver(work)
            next = storage.withLock { $0.takeNext() }
        }
    }

    /// Delivers `work` now, or queues it if someone else is delivering.
    func send(_ work: Work, deliver: (Work) -> Void) {
        send({ _ in work }, deliver: deliver)
    }
}
