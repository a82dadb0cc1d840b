#if TRACE_RESOURCES
    #if canImport(Glibc)
        import Glibc
    #elseif canImport(Musl)
        import Musl
    #elseif canImport(Darwin)
        import Darwin
    #endif
    import Synchronization

    /// One live-object count (sinks, subject subscriptions, delegate proxies, …), kept by the
    /// module that owns the objects: each module declares its own counters, and
    /// ``ResourceCounter/total`` adds up every counter made so far, whoever made it.
    ///
    /// Every change also moves the calling thread's ``threadBalance``, so that a test can check
    /// for leaks while other tests run in parallel in the same process.
    package final class ResourceCounter: Sendable {
        private let count = Atomic<Int>(0)

        /// A counter that ``total`` includes from now on.
        package init() {
            Self.all.withLock { $0.append(self) }
        }

        /// Live objects of this counter's kind.
        package var value: Int { count.load(ordering: .relaxed) }

        /// An object of this kind was made.
        package func increment() {
            count.add(1, ordering: .relaxed)
            Self.adjustThreadBalance(by: 1)
        }

        /// An object of this kind went away.
        package func decrement() {
            count.subtract(1, ordering: .relaxed)
            Self.adjustThreadBalance(by: -1)
        }

        /// Every counter made so far, in every module.
        private static let all = Locked<[ResourceCounter]>([])

        /// The live objects of every counter, all together.
        package static var total: Int {
            all.withLock { $0 }.reduce(0) { $0 + $1.value }
        }

        /// The calling thread's own balance (increments minus decrements made on it, on every
        /// counter): work that starts and ends on one thread must leave it where it was.
        package static var threadBalance: Int {
            Int(bitPattern: pthread_getspecific(threadBalanceKey))
        }

        // The balance is stored in the thread-specific slot itself (as the pointer's bits), so
        // keeping it allocates nothing and needs no destructor.
        private static func adjustThreadBalance(by delta: Int) {
            let balance = Int(bitPattern: pthread_getspecific(threadBalanceKey)) + delta
            pthread_setspecific(threadBalanceKey, UnsafeRawPointer(bitPattern: balance))
        }

        private static let threadBalanceKey: pthread_key_t = {
            var key = pthread_key_t()
            let status = pthread_key_create(&key, nil)
            precondition(status == 0, "ResourceCounter: pthread_key_create failed with \(status)")
            return key
        }()
    }
#endif
