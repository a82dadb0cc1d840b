#if TRACE_RESOURCES
    import InternalReactiveUtilities

    /// Live-object counts for finding leaks, as RxSwift's `Resources`: every operator sink and
    /// subject subscription adds one while it is alive (and, once DelegateProxyKit is linked,
    /// every delegate proxy: see its `Resources.delegateProxies`).
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
        /// Live sinks, subject subscriptions and delegate proxies, all together.
        ///
        /// ```swift
        /// print(Resources.total) // 0 when nothing is subscribed
        /// ```
        public static var total: Int { ResourceCounter.total }

        /// Live operator sinks (one per operator per subscription).
        ///
        /// ```swift
        /// print(Resources.sinks) // 0 when nothing is subscribed
        /// ```
        public static var sinks: Int { sinkCounter.value }

        /// Live subscriptions to subjects and relays.
        ///
        /// ```swift
        /// print(Resources.subjectSubscriptions) // 0 when nothing is subscribed
        /// ```
        public static var subjectSubscriptions: Int { subjectSubscriptionCounter.value }

        /// The calling thread's own balance (increments minus decrements made on it), so that a
        /// test can check for leaks while other tests run in parallel in the same process: work
        /// that starts and ends on one thread must leave it where it was.
        package static var threadBalance: Int { ResourceCounter.threadBalance }

        private static let sinkCounter = ResourceCounter()

        static let subjectSubscriptionCounter = ResourceCounter()

        /// A sink was made; called from ``Sink``'s initializer, which is inlinable.
        @usableFromInline
        static func increment() { sinkCounter.increment() }

        /// A sink went away.
        @usableFromInline
        static func decrement() { sinkCounter.decrement() }
    }
#endif
