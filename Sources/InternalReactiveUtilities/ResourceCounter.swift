#if TRACE_RESOURCES
    #if canImport(Glibc)
        import Glibc
    #elseif canImport(Musl)
        import Musl
    #elseif canImport(Darwin)
        import Darwin
    #endif
    import Synchronization

    /// One live-object count (observables, sinks, subject subscriptions, delegate proxies, …),
    /// kept by the module that owns the objects: each module declares its own counters, and
    /// every change to any of them also moves ``ResourceCounter/total``.
    ///
    /// Every change also moves the calling thread's ``threadBalance``, so that a test can check
    /// for leaks while other tests run in parallel in the same process.
    package final class ResourceCounter: Sendable {
        private let count = Atomic<Int>(0)

        /// A counter that ``total`` includes.
        package init() {}

        /// Live objects of this counter's kind.
        package var value: Int { count.load(ordering: .relaxed) }

        /// An object of this kind was made.
        package func increment() {
            count.add(1, ordering: .relaxed)
            Self.incrementTotal()
        }

        /// An object of this kind went away.
        package func decrement() {
            count.subtract(1, ordering: .relaxed)
            Self.decrementTotal()
        }

        /// Every counter's changes, and those made through ``incrementTotal()`` and
        /// ``decrementTotal()``, in one count: `Int32`, as RxSwift's `Resources.total`.
        private static let totalCount = Atomic<Int32>(0)

        /// The live objects of every counter, and the balance of ``incrementTotal()`` and
        /// ``decrementTotal()``, all together.
        package static var total: Int32 { totalCount.load(ordering: .relaxed) }

        /// Adds one to ``total`` alone (no counter of a kind), as RxSwift's
        /// `Resources.incrementTotal()`.
        /// - Returns: The new total.
        @discardableResult
        package static func incrementTotal() -> Int32 {
            adjustThreadBalance(by: 1)
            return totalCount.wrappingAdd(1, ordering: .relaxed).newValue
        }

        /// Takes one from ``total`` alone, as RxSwift's `Resources.decrementTotal()`.
        /// - Returns: The new total.
        @discardableResult
        package static func decrementTotal() -> Int32 {
            adjustThreadBalance(by: -1)
            return totalCount.wrappingSubtract(1, ordering: .relaxed).newValue
        }

        /// The calling thread's own balance (increments minus decrements made on it, on every
        /// counter and on the total): work that starts and ends on one thread must leave it
        /// where it was.
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
