import InternalReactiveUtilities
import Synchronization

/// One subscriber of a ``_ShareMulticast``: replayed and live events reach the handler one at a
/// time and in order, and an event sent while the handler runs (on the same thread or another)
/// waits its turn.
///
/// The common case — nobody delivering — costs one atomic claim and one atomic release: the
/// queue and its lock are used only when events overlap, or while the replay is delivered.
@usableFromInline
final class _ShareObserver<Element>: _Sink<Element>, @unchecked Sendable {
    // `queue` is guarded by its lock; `delivery` is atomic; `parent` never changes.

    /// `delivery` bits: someone is delivering (from creation until the replay is delivered,
    /// then whoever claims it); events wait in `queue`.
    @inlinable static var busyBit: Int { 1 }
    @inlinable static var queuedBit: Int { 2 }

    @usableFromInline let delivery = Atomic<Int>(busyBit)
    @usableFromInline let queue: Locked<[Event<Element>]>
    /// The multicast to leave on dispose.
    @usableFromInline let parent: _ShareMulticast<Element>?

    @inlinable
    init(
        handler: @escaping EventHandler<Element>, replay: [Event<Element>], parent: _ShareMulticast<Element>?
    ) {
        queue = Locked(replay)
        self.parent = parent
        super.init(downstream: handler)
    }

    /// Delivers `event` now if nobody is delivering, otherwise queues it for the one who is.
    @inlinable
    func deliver(_ event: Event<Element>) {
        if delivery.compareExchange(expected: 0, desired: Self.busyBit, ordering: .acquiring).exchanged {
            forward(event)
            if !delivery.compareExchange(expected: Self.busyBit, desired: 0, ordering: .releasing).exchanged {
                drainQueue()
            }
        } else {
            enqueue(event)
        }
    }

    /// Queues `event`; if the deliverer finished meanwhile, delivers the queue itself.
    @usableFromInline
    func enqueue(_ event: Event<Element>) {
        guard !isDisposed else { return }
        queue.withLock { $0.append(event) }
        var current = delivery.load(ordering: .acquiring)
        while true {
            // The deliverer cannot finish while `queuedBit` is set, so it will find the event.
            let desired = current & Self.busyBit == 0 ? Self.busyBit : current | Self.queuedBit
            if current == desired { return }
            let (exchanged, original) = delivery.compareExchange(
                expected: current, desired: desired, ordering: .acquiringAndReleasing)
            if exchanged {
                if current & Self.busyBit == 0 { drainQueue() }
                return
            }
            current = original
        }
    }

    /// Delivers the queue until it is empty; only the holder of `busyBit` calls it.
    @usableFromInline
    func drainQueue() {
        while true {
            let batch = queue.withLock { queue -> [Event<Element>] in
                delivery.bitwiseAnd(~Self.queuedBit, ordering: .acquiringAndReleasing)
                defer { queue = [] }
                return queue
            }
            for event in batch { forward(event) }
            if delivery.compareExchange(expected: Self.busyBit, desired: 0, ordering: .releasing).exchanged {
                return
            }
        }
    }

    @usableFromInline
    override func disposeResources() {
        // Released after the lock: dropping events may run their elements' deinit.
        let dropped = queue.withLock { queue -> [Event<Element>] in
            defer { queue = [] }
            return queue
        }
        _ = dropped
        parent?.remove(self)
    }
}
