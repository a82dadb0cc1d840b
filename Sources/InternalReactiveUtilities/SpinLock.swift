import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A lock of one atomic flag, for critical sections of a few loads and stores that never call
/// out: taking it is one compare-and-swap, giving it back one store (a mutex's unlock is a
/// second atomic read-modify-write, and a call). A waiter spins briefly on a load, then yields
/// its thread. ThreadSanitizer sees it: the flag's atomics are compiled into the caller.
@usableFromInline
package struct SpinLock: ~Copyable, @unchecked Sendable {  // the flag is atomic.
    @usableFromInline let flag = Atomic<Bool>(false)

    @inlinable
    package init() {}

    @inlinable
    package func lock() {
        if !flag.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged {
            lockContended()
        }
    }

    @usableFromInline
    func lockContended() {
        while true {
            // Spin on a load first so that waiting does not bounce the cache line.
            for _ in 0..<64 where !flag.load(ordering: .relaxed) {
                if flag.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged {
                    return
                }
            }
            sched_yield()
        }
    }

    @inlinable
    package func unlock() {
        flag.store(false, ordering: .releasing)
    }
}
