#if TRACE_RESOURCES
    import InternalReactiveUtilities
    import Synchronization

    /// Live-object counts for finding leaks, as RxSwift's `Resources`: every observable, operator
    /// sink and subject subscription adds one to ``total`` while it is alive (and, once
    /// DelegateProxyKit is linked, every delegate proxy: see its `Resources.delegateProxies`).
    ///
    /// Compiled only when `TRACE_RESOURCES` is defined (this package defines it for debug
    /// builds), so release builds pay nothing.
    ///
    /// ```swift
    /// let before = Resources.total
    /// let subject = PublishSubject<Int>()
    /// let subscription = subject.map { $0 + 1 }.subscribe(onNext: { print($0) })
    /// // 4: the subject (an observable), its subscription, the map sink, subscribe's sink; the
    /// // map observable went away once subscribed, as nothing holds it
    /// print(Resources.total - before)
    /// subscription.dispose()
    /// print(Resources.total - before) // 2: the subject, and subscribe's sink `subscription` holds
    /// ```
    ///
    /// > Warning: The counts are process-wide: in a test process that runs tests in parallel,
    /// > compare them only when nothing else is running.
    public enum Resources {
        /// Live observables, sinks, subject subscriptions and delegate proxies, all together,
        /// with the balance of ``incrementTotal()`` and ``decrementTotal()``: RxSwift's measure.
        ///
        /// ```swift
        /// let before = Resources.total
        /// let just = Observable.just(1)
        /// print(Resources.total - before) // 1: the observable
        /// withExtendedLifetime(just) {}
        /// ```
        public static var total: Int32 { ResourceCounter.total }

        /// Adds one to ``total``, for a resource of the caller's own (RxSwift's extensions count
        /// theirs this way).
        ///
        /// ```swift
        /// let before = Resources.total
        /// _ = Resources.incrementTotal()
        /// print(Resources.total - before) // 1
        /// _ = Resources.decrementTotal()
        /// ```
        /// - Returns: The new total.
        public static func incrementTotal() -> Int32 { ResourceCounter.incrementTotal() }

        /// Takes one from ``total``, when a resource counted with ``incrementTotal()`` goes away.
        ///
        /// ```swift
        /// _ = Resources.incrementTotal()
        /// _ = Resources.decrementTotal() // back where it was
        /// ```
        /// - Returns: The new total.
        public static func decrementTotal() -> Int32 { ResourceCounter.decrementTotal() }

        /// Live observables that deliver their events on a serial dispatch queue:
        /// `observe(on:)` with a ``SerialDispatchQueueScheduler`` (``MainScheduler`` is one), as
        /// RxSwift counts its serial-queue `observe(on:)`. Each also counts twice in ``total``,
        /// as in RxSwift: once as an observable, once as this kind.
        ///
        /// ```swift
        /// let worker = SerialDispatchQueueScheduler(internalSerialQueueName: "worker")
        /// let observable = Observable.just(1).observe(on: worker)
        /// print(Resources.numberOfSerialDispatchQueueObservables) // 1
        /// withExtendedLifetime(observable) {}
        /// ```
        public static var numberOfSerialDispatchQueueObservables: Int32 {
            Int32(truncatingIfNeeded: serialDispatchQueueObservableCounter.value)
        }

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

        static let observableCounter = ResourceCounter()

        static let serialDispatchQueueObservableCounter = ResourceCounter()

        /// A sink was made; called from ``_Sink``'s initializer, which is inlinable.
        @usableFromInline
        static func increment() { sinkCounter.increment() }

        /// A sink went away.
        @usableFromInline
        static func decrement() { sinkCounter.decrement() }

        /// The deepest stack of pending source sequences a concat sink has held: see
        /// ``maxTailRecursiveSinkStackSize``.
        static let tailRecursiveSinkStackSize = Atomic<Int>(0)

        /// Raises ``maxTailRecursiveSinkStackSize`` to `size` if it is below.
        static func recordTailRecursiveSinkStackSize(_ size: Int) {
            var current = tailRecursiveSinkStackSize.load(ordering: .relaxed)
            while current < size {
                let (exchanged, original) = tailRecursiveSinkStackSize.compareExchange(
                    expected: current, desired: size, ordering: .relaxed)
                if exchanged { return }
                current = original
            }
        }
    }

    /// The largest number of source sequences a concat sink has held pending at once, since the
    /// process started or this was last set (RxSwift's name, for its tail-recursive sink).
    ///
    /// `Observable.concat` of a sequence whose next source is itself an `Observable.concat`
    /// takes that one's sources in, instead of subscribing to it, so that a chain built by
    /// recursion (`concat([value, concat([value, concat(…)])])`) runs in one sink with a flat
    /// call stack. A finished collection of sources is dropped before its last source is taken
    /// in, so a recursion through collections keeps one pending sequence; a sequence that is not
    /// a collection stays pending until it says it has no more, so there the count grows with
    /// the depth, as in RxSwift.
    ///
    /// ```swift
    /// // Without end: each `just` delivers from the trampoline, so `take` can stop it.
    /// func count(from n: Int) -> Observable<Int> {
    ///     Observable.concat([0, 1].lazy.map { part in
    ///         part == 0 ? Observable.just(n, scheduler: CurrentThreadScheduler.instance) : count(from: n + 1)
    ///     })
    /// }
    /// maxTailRecursiveSinkStackSize = 0
    /// _ = count(from: 0).take(100).subscribe()
    /// print(maxTailRecursiveSinkStackSize) // 1
    /// ```
    public var maxTailRecursiveSinkStackSize: Int {
        get { Resources.tailRecursiveSinkStackSize.load(ordering: .relaxed) }
        set { Resources.tailRecursiveSinkStackSize.store(newValue, ordering: .relaxed) }
    }
#endif
