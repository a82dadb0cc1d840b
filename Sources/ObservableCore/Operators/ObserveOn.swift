import InternalReactiveUtilities

extension ObservableType {
    /// Delivers every event on `scheduler`, one at a time and in the order they arrived.
    ///
    /// Disposing the subscription drops the events that are still waiting for their turn.
    ///
    /// ```swift
    /// let worker = SerialDispatchQueueScheduler(internalSerialQueueName: "worker")
    /// _ = Observable.of(1, 2, 3)
    ///     .observe(on: worker)
    ///     .subscribe(onNext: { print($0) }, onCompleted: { print("done") })
    /// // 1
    /// // 2
    /// // 3
    /// // done   (all printed on the "worker" queue)
    /// ```
    /// - Parameter scheduler: Where to deliver the events.
    /// - Returns: The same events, delivered on `scheduler`.
    public func observe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        ObserveOn(source: asObservable(), scheduler: scheduler)
    }

    /// Delivers every event on `scheduler`.
    /// - Parameter scheduler: Where to deliver the events.
    /// - Returns: The same events, delivered on `scheduler`.
    @available(*, deprecated, renamed: "observe(on:)")
    public func observeOn(_ scheduler: ImmediateSchedulerType) -> Observable<Element> {
        observe(on: scheduler)
    }
}

/// `observe(on:)`'s observable: a class of its own, so that debug builds count those that
/// deliver on a serial dispatch queue (`Resources.numberOfSerialDispatchQueueObservables`), as
/// RxSwift does.
final class ObserveOn<Element>: Observable<Element> {
    private let source: Observable<Element>
    private let scheduler: ImmediateSchedulerType

    init(source: Observable<Element>, scheduler: ImmediateSchedulerType) {
        self.source = source
        self.scheduler = scheduler
        super.init()
        #if TRACE_RESOURCES
            if scheduler is SerialDispatchQueueScheduler {
                Resources.serialDispatchQueueObservableCounter.increment()
            }
        #endif
    }

    #if TRACE_RESOURCES
        deinit {
            if scheduler is SerialDispatchQueueScheduler {
                Resources.serialDispatchQueueObservableCounter.decrement()
            }
        }
    #endif

    override func subscribeHandler(_ handler: @escaping EventHandler<Element>) -> Disposable {
        _Trampoline.subscribe {
            let sink = ObserveOnSink(scheduler: scheduler, downstream: handler)
            sink.setUpstream(source.subscribeHandler(sink.enqueue))
            return sink
        }
    }
}

/// Queues upstream events and delivers them on the scheduler, one event per scheduled action,
/// as RxSwift does: on a virtual-time scheduler each event takes its own tick, so an element and
/// the completion that arrive together are delivered one tick apart. At most one action is
/// scheduled or running at a time, which serializes delivery even on a concurrent scheduler;
/// events that arrive meanwhile (from another thread, or from the observer itself) wait in the
/// queue for the next action.
final class ObserveOnSink<Element>: _Sink<Element>, @unchecked Sendable {  // `lock` guards `State`.
    private struct State {
        var queue: [Event<Element>] = []
        /// Index of the next event to deliver in `queue`.
        var head = 0
        var isDraining = false
        /// Counts scheduled actions, so that a late registration of a finished one is not kept.
        var drainID = 0
        /// The scheduled action, to cancel (and release) it on dispose.
        var scheduled: Disposable?

        /// Starts a new action if the queue holds an event; otherwise stops and hands back the
        /// delivered events, for the caller to release outside the lock (an element's deinit may
        /// call out).
        mutating func nextDrain(isDisposed: Bool) -> (drainID: Int?, spent: [Event<Element>]) {
            guard head < queue.count, !isDisposed else {
                isDraining = false
                scheduled = nil
                head = 0
                defer { queue = [] }
                return (nil, queue)
            }
            isDraining = true
            drainID += 1
            return (drainID, [])
        }
    }

    private let scheduler: ImmediateSchedulerType
    private let lock = Locked(State())

    init(scheduler: ImmediateSchedulerType, downstream: @escaping EventHandler<Element>) {
        self.scheduler = scheduler
        super.init(downstream: downstream)
    }

    func enqueue(_ event: Event<Element>) {
        guard !isDisposed else { return }
        let drainID = lock.withLock { state -> Int? in
            state.queue.append(event)
            guard !state.isDraining else { return nil }
            return state.nextDrain(isDisposed: false).drainID
        }
        if let drainID { scheduleDelivery(drainID) }
    }

    private func scheduleDelivery(_ drainID: Int) {
        let scheduled = scheduler.schedule(self) { sink in
            sink.deliverOne()
            return Disposables.create()
        }
        let disposeNow = lock.withLock { state -> Bool in
            if isDisposed { return true }
            if state.isDraining && state.drainID == drainID { state.scheduled = scheduled }
            return false
        }
        if disposeNow { scheduled.dispose() }
    }

    private func deliverOne() {
        let event = lock.withLock { state -> Event<Element>? in
            guard state.head < state.queue.count, !isDisposed else { return nil }
            defer {
                state.head += 1
                if state.head >= 64 && state.head * 2 >= state.queue.count {
                    state.queue.removeFirst(state.head)
                    state.head = 0
                }
            }
            return state.queue[state.head]
        }
        if let event { forward(event) }
        let (drainID, spent) = lock.withLock { state in state.nextDrain(isDisposed: isDisposed) }
        _ = spent
        if let drainID { scheduleDelivery(drainID) }
    }

    override func disposeResources() {
        let (scheduled, dropped) = lock.withLock { state -> (Disposable?, [Event<Element>]) in
            defer {
                state.scheduled = nil
                state.queue = []
                state.head = 0
            }
            return (state.scheduled, state.queue)
        }
        // Released outside the lock: dropping elements may run their deinit.
        _ = dropped
        scheduled?.dispose()
    }
}
