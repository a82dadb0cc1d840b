#if TRACE_RESOURCES
    #if canImport(Glibc)
        import Glibc
    #elseif canImport(Musl)
        import Musl
    #elseif canImport(Darwin)
        import Darwin
    #endif
    import Synchronization

    /// Live-object counts for finding leaks, as RxSwift's `Resources`: every operator sink,
    /// subject subscription and delegate proxy adds one while it is alive.
    ///
    /// Compiled only when `TRACE_RESOURCES` is defined (this package defines it for debug
    /// builds), so release builds pay nothing.
    ///
    /// ```swift
    /// let before = Resources.total
    /// let subject = PublishSubject<Int>()
    /// let subscription = subject.map { $0 + 1 }.subscribe(onNext: { print($0) })
    /// print(Resources.total - before) // 3: a subject subscription, the map sink, subscribe's sink
    /// subscription.dispose()
    /// print(Resources.total - before) // 0
    /// ```
    ///
    /// > Warning: The counts are process-wide: in a test process that runs tests in parallel,
    /// > compare them only when nothing else is running.
    public enum Resources {
        /// What is counted.
        package enum Kind: Int, CaseIterable, Sendable {
            case sink, subjectSubscription, delegateProxy
        }

        // One atomic per kind (`Atomic` cannot live in an array).
        private static let sinkCount = Atomic<Int>(0)
        private static let subjectSubscriptionCount = Atomic<Int>(0)
        private static let delegateProxyCount = Atomic<Int>(0)

        private static func add(_ delta: Int, to kind: Kind) {
            switch kind {
            case .sink: sinkCount.add(delta, ordering: .relaxed)
            case .subjectSubscription: subjectSubscriptionCount.add(delta, ordering: .relaxed)
            case .delegateProxy: delegateProxyCount.add(delta, ordering: .relaxed)
            }
            adjustThreadBalance(by: delta)
        }

        /// Live sinks, subject subscriptions and delegate proxies, all together.
        ///
        /// ```swift
        /// print(Resources.total) // 0 when nothing is subscribed
        /// ```
        public static var total: Int {
            Kind.allCases.reduce(0) { $0 + count($1) }
        }

        /// Live operator sinks (one per operator per subscription).
        ///
        /// ```swift
        /// print(Resources.sinks) // 0 when nothing is subscribed
        /// ```
        public static var sinks: Int { count(.sink) }

        /// Live subscriptions to subjects and relays.
        ///
        /// ```swift
        /// print(Resources.subjectSubscriptions) // 0 when nothing is subscribed
        /// ```
        public static var subjectSubscriptions: Int { count(.subjectSubscription) }

        /// Live delegate proxies (DelegateProxyKit's).
        ///
        /// ```swift
        /// print(Resources.delegateProxies) // 0 when no parent has a proxy
        /// ```
        public static var delegateProxies: Int { count(.delegateProxy) }

        package static func count(_ kind: Kind) -> Int {
            switch kind {
            case .sink: sinkCount.load(ordering: .relaxed)
            case .subjectSubscription: subjectSubscriptionCount.load(ordering: .relaxed)
            case .delegateProxy: delegateProxyCount.load(ordering: .relaxed)
            }
        }

        /// The calling thread's own balance (increments minus decrements made on it), so that a
        /// test can check for leaks while other tests run in parallel in the same process: work
        /// that starts and ends on one thread must leave it where it was.
        package static var threadBalance: Int {
            Int(bitPattern: pthread_getspecific(threadBalanceKey))
        }

        /// A sink was made; called from ``Sink``'s initializer, which is inlinable.
        @usableFromInline
        static func increment() { increment(.sink) }

        /// A sink went away.
        @usableFromInline
        static func decrement() { decrement(.sink) }

        package static func increment(_ kind: Kind) {
            add(1, to: kind)
        }

        package static func decrement(_ kind: Kind) {
            add(-1, to: kind)
        }

        // The balance is stored in the thread-specific slot itself (as the pointer's bits), so
        // keeping it allocates nothing and needs no destructor.
        private static func adjustThreadBalance(by delta: Int) {
            let balance = Int(bitPattern: pthread_getspecific(threadBalanceKey)) + delta
            pthread_setspecific(threadBalanceKey, UnsafeRawPointer(bitPattern: balance))
        }
    }

    private let threadBalanceKey: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key, nil)
        precondition(status == 0, "ObservableCore: pthread_key_create failed with \(status)")
        return key
    }()
#endif
