#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Work that waits its turn on a thread's ``_Trampoline``.
@usableFromInline
protocol _TrampolineItem: AnyObject {
    /// Runs the item; called on the trampoline's own thread, with the trampoline running.
    func runOnTrampoline(_ trampoline: _Trampoline)
}

/// The per-thread queue behind ``CurrentThreadScheduler``.
///
/// The first scheduled action on a thread runs at once and becomes the drainer; anything
/// scheduled while it runs is queued and run, in order, after it returns. That keeps
/// synchronous recursion (a source that reschedules itself per element, a `concat` of many
/// synchronous sources) at a constant stack depth.
///
/// Only its own thread touches a trampoline, so it needs no lock.
@usableFromInline
final class _Trampoline {
    // Unchecked exclusivity: only this thread touches them, and no access spans a call out;
    // dynamic checks would weigh on every subscription (see Benchmarks/Profile `just`).
    @usableFromInline
    @exclusivity(unchecked) var isRunning = false

    @usableFromInline @exclusivity(unchecked) var queue: [_TrampolineItem?] = []
    @usableFromInline @exclusivity(unchecked) var head = 0

    /// Whether work is waiting behind the current item.
    @inlinable
    var hasPending: Bool { pendingCount > 0 }

    /// Inlinable: a generator's loop asks after every element.
    @inlinable
    var pendingCount: Int { queue.count - head }

    /// The trampoline of the calling thread.
    @usableFromInline
    static var current: _Trampoline {
        if let raw = pthread_getspecific(trampolineKey) {
            return Unmanaged<_Trampoline>.fromOpaque(raw).takeUnretainedValue()
        }
        let trampoline = _Trampoline()
        pthread_setspecific(trampolineKey, Unmanaged.passRetained(trampoline).toOpaque())
        return trampoline
    }

    /// Queues an item behind everything already waiting.
    @usableFromInline
    func enqueue(_ item: _TrampolineItem) {
        queue.append(item)
    }

    /// Runs a subscription on the calling thread's trampoline: at once if the trampoline is
    /// already running (the subscription is nested in another), otherwise as its first item.
    @inlinable
    static func subscribe(_ body: () -> Disposable) -> Disposable {
        let trampoline = current
        if trampoline.isRunning { return body() }
        return trampoline.run(body)
    }

    /// Runs `body` as the first item, then everything it queued, then returns its result.
    @inlinable
    func run<Result>(_ body: () -> Result) -> Result {
        isRunning = true
        let result = body()
        // Usually nothing was queued, and emptying an empty queue is not free: checked first, as
        // every subscription passes here (see Benchmarks/Profile `just`).
        if !queue.isEmpty { drain() }
        isRunning = false
        return result
    }

    @usableFromInline
    func drain() {
        while head < queue.count {
            let item = queue[head].unsafelyUnwrapped
            queue[head] = nil
            head += 1
            item.runOnTrampoline(self)
            if head >= 1024 && head * 2 >= queue.count {
                queue.removeFirst(head)
                head = 0
            }
        }
        queue.removeAll(keepingCapacity: queue.count <= 64)
        head = 0
    }
}

private let trampolineKey: pthread_key_t = {
    var key = pthread_key_t()
    #if canImport(Darwin)
        let status = pthread_key_create(&key) { raw in
            Unmanaged<_Trampoline>.fromOpaque(raw).release()
        }
    #else
        let status = pthread_key_create(&key) { raw in
            guard let raw else { return }
            Unmanaged<_Trampoline>.fromOpaque(raw).release()
        }
    #endif
    precondition(status == 0, "ObservableCore: pthread_key_create failed with \(status)")
    return key
}()
