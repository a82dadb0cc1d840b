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
        let source = asObservable()
        return Producer { downstream in
            let sink = ObserveOnSink(scheduler: scheduler, downstream: downstream)
            sink.setUpstream(source.subscribeHandler(sink.enqueue))
            return sink
        }
    }

    /// Delivers every event on `scheduler`.
    /// - Parameter scheduler: Where to deliver the events.
    /// - Returns: The same events, delivered on `scheduler`.
    @available(*, deprecated, renamed: "observe(on:)")
    public func observeOn(_ scheduler: ImmediateSchedulerType) -> Observable<Element> {
        observe(on: scheduler)
    }
}

/// Queues upstream events and drains them on the scheduler. At most one drain is scheduled or
/// running at a time, which serializes delivery even on a concurrent scheduler; events that
/// arrive during a drain (from another thread, or from the observer itself) join its queue.
final class ObserveOnSink<Element>: Sink<Element>, @unchecked Sendable {  // `lock` guards `State`.
    private struct State {
        var queue: [Event<Element>] = []
        var isDraining = false
        /// Counts drains, so that a late registration of a finished drain is not kept.
        var drainID = 0
        /// The scheduled drain, to cancel (and release) it on dispose.
        var scheduled: Disposable?
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
            state.isDraining = true
            state.drainID += 1
            return state.drainID
        }
        guard let drainID else { return }
        let scheduled = scheduler.schedule(self) { sink in
            sink.drain()
            return Disposables.create()
        }
        let disposeNow = lock.withLock { state -> Bool in
            if isDisposed { return true }
            if state.isDraining && state.drainID == drainID { state.scheduled = scheduled }
            return false
        }
        if disposeNow { scheduled.dispose() }
    }

    private func drain() {
        while true {
            let batch = lock.withLock { state -> [Event<Element>] in
                if state.queue.isEmpty || isDisposed {
                    state.isDraining = false
                    state.scheduled = nil
                    return []
                }
                defer { state.queue = [] }
                return state.queue
            }
            if batch.isEmpty { return }
            for event in batch {
                guard !isDisposed else { break }
                forward(event)
            }
        }
    }

    override func disposeResources() {
        let (scheduled, dropped) = lock.withLock { state -> (Disposable?, [Event<Element>]) in
            defer {
                state.scheduled = nil
                state.queue = []
            }
            return (state.scheduled, state.queue)
        }
        // Released outside the lock: dropping elements may run their deinit.
        _ = dropped
        scheduled?.dispose()
    }
}
