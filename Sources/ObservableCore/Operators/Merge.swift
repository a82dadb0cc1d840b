extension ObservableType where Element: ObservableConvertibleType {
    /// Subscribes to every inner observable as it arrives and emits their elements as they come;
    /// completes when the outer sequence and every inner one have completed.
    ///
    /// ```swift
    /// let left = PublishSubject<String>()
    /// let right = PublishSubject<String>()
    /// _ = Observable.of(left.asObservable(), right.asObservable())
    ///     .merge()
    ///     .subscribe(onNext: { print($0) })
    /// left.onNext("Left: Berlin")
    /// right.onNext("Right: Madrid")
    /// left.onNext("Left: Munich")
    /// // Left: Berlin
    /// // Right: Madrid
    /// // Left: Munich
    /// ```
    /// - Returns: The elements of all inner sequences; fails with the first error of any of them.
    @inlinable  // Specializes the per-event path for the caller's element types.
    public func merge() -> Observable<Element.Element> {
        _MergeSink<Element, Element>.observable(asObservable(), mode: .unbounded) { $0 }
    }

    /// Like ``merge()``, but subscribed to at most `maxConcurrent` inner observables at a time;
    /// the others wait, in order, until one completes.
    ///
    /// ```swift
    /// _ = Observable.of(Observable.of(1, 2), Observable.of(3, 4))
    ///     .merge(maxConcurrent: 1)
    ///     .subscribe(onNext: { print($0) })
    /// // 1
    /// // 2
    /// // 3
    /// // 4
    /// ```
    /// - Parameter maxConcurrent: The most inner subscriptions at a time; must be positive.
    /// - Returns: The elements of all inner sequences.
    @inlinable  // Specializes the per-event path for the caller's element types.
    public func merge(maxConcurrent: Int) -> Observable<Element.Element> {
        precondition(
            maxConcurrent > 0, "merge(maxConcurrent:) needs a positive limit (got \(maxConcurrent)).")
        return _MergeSink<Element, Element>.observable(asObservable(), mode: .limited(maxConcurrent)) { $0 }
    }
}

extension Observable {
    /// Subscribes to all `sources` at once and emits their elements as they come; completes when
    /// all of them have completed.
    ///
    /// ```swift
    /// _ = Observable.merge(Observable.of(1, 2), Observable.of(10, 20))
    ///     .subscribe(onNext: { print($0) })
    /// // 1
    /// // 10
    /// // 2
    /// // 20
    /// ```
    /// - Parameter sources: The observables to merge.
    /// - Returns: The elements of all sources; fails with the first error of any of them.
    @inlinable  // Specializes the per-event path for the caller's element types.
    public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
        merge(sources)
    }

    /// Subscribes to all `sources` at once and emits their elements as they come; completes when
    /// all of them have completed.
    ///
    /// ```swift
    /// _ = Observable.merge([Observable.just(1), Observable.just(2)])
    ///     .subscribe(onNext: { print($0) })
    /// // 1
    /// // 2
    /// ```
    /// - Parameter sources: The observables to merge.
    /// - Returns: The elements of all sources; fails with the first error of any of them.
    @inlinable  // Specializes the per-event path for the caller's element types.
    public static func merge(_ sources: [Observable<Element>]) -> Observable<Element> {
        // A subscriber that takes elements (`subscribe(onNext:)`) gets those of sources that
        // lend theirs (`map`, `create`, a proxy's streams) with no event made in between.
        ElementProducer { downstream, next in
            let sink = _MergeSink<Observable<Element>, Observable<Element>>(
                mode: .unbounded, selector: { $0 }, downstream: downstream, next: next)
            sink.run(fixed: sources)
            return sink
        }
    }

    /// Subscribes to all `sources` at once and emits their elements as they come; completes when
    /// all of them have completed.
    ///
    /// ```swift
    /// let sources = [Observable.just(1), Observable.just(2), Observable.just(3)]
    /// _ = Observable.merge(sources.dropFirst()).subscribe(onNext: { print($0) })
    /// // 2
    /// // 3
    /// ```
    /// - Parameter sources: The observables to merge.
    /// - Returns: The elements of all sources; fails with the first error of any of them.
    @inlinable  // Specializes the per-event path for the caller's element types.
    public static func merge<Sources: Collection>(_ sources: Sources) -> Observable<Element>
    where Sources.Element == Observable<Element> {
        merge(Array(sources))
    }
}

/// The engine of `merge`, `flatMap`, `concatMap`, `flatMapFirst` and `concat()`: one outer
/// subscription, any number of inner ones, one ``_SerialGate`` through which every event leaves.
///
/// Buffered inner observables (`merge(maxConcurrent:)`) are subscribed from the gate's drain
/// loop, so a long run of inner observables that complete synchronously stays at a flat stack.
///
/// Each inner subscription is kept by its ``_MergeInnerObserver``, listed in the gate's state: no
/// disposable group, no holder per inner, no lock made per inner. An observer whose inner has
/// ended while it was being subscribed to serves the next one once nothing else refers to it, so a
/// run of inner observables that complete synchronously (`concatMap { .just($0) }`) allocates no
/// observer after the first.
///
/// Inlinable, with its entry points, so that the caller's module specializes it: run generic,
/// each event paid for several generic-metadata lookups.
@usableFromInline
final class _MergeSink<SourceElement, Inner: ObservableConvertibleType>:
    _Sink<Inner.Element>, @unchecked Sendable
{  // Mutable state lives in `gate`.
    @usableFromInline
    typealias Element = Inner.Element

    @usableFromInline
    typealias InnerObserver = _MergeInnerObserver<SourceElement, Inner>

    @usableFromInline
    enum Mode {
        /// `merge()`, `flatMap`: every inner at once.
        case unbounded
        /// `merge(maxConcurrent:)`, `concatMap`, `concat()`: the rest wait in a queue.
        case limited(Int)
        /// `flatMapFirst`: outer elements that arrive while an inner is active are dropped.
        case dropWhileActive
    }

    @usableFromInline
    struct State {
        @usableFromInline var active = 0
        @usableFromInline var waiting: [Inner] = []
        @usableFromInline var waitingHead = 0
        @usableFromInline var outerStopped = false
        @usableFromInline var isDisposed = false
        /// The observers whose subscriptions are open, each at its `index`.
        @usableFromInline var inners: [InnerObserver] = []
        /// An observer whose inner has ended, for the next inner.
        @usableFromInline var spare: InnerObserver?

        @inlinable
        init() {}

        @inlinable
        mutating func dequeueWaiting() -> Inner? {
            guard waitingHead < waiting.count else { return nil }
            let inner = waiting[waitingHead]
            waitingHead += 1
            if waitingHead == waiting.count {
                waiting.removeAll(keepingCapacity: true)
                waitingHead = 0
            }
            return inner
        }

        /// Takes `observer` off the list; returns whether it holds a subscription, which is then
        /// its ender's to dispose once the lock is released (none when the inner ended while it
        /// was being subscribed to).
        @inlinable
        mutating func end(_ observer: InnerObserver) -> Bool {
            observer.hasEnded = true
            // Once disposed, the listed subscriptions belong to `disposeResources`.
            guard !isDisposed else { return false }
            let index = observer.index
            guard index >= 0 else {
                // Ended while it was being subscribed to: every access to it so far was under the
                // lock, so the next inner may take it over. One that ended later is left to go:
                // its subscription is disposed outside the lock, which nothing would order
                // before its reuse but the reference count.
                if spare == nil { spare = observer }
                return false
            }
            let last = inners.removeLast()
            if last !== observer {
                inners[index] = last
                last.index = index
            }
            observer.index = -1
            return true
        }
    }

    @usableFromInline
    enum Work {
        case forward(Event<Element>)
        case subscribe(Inner)
    }

    @usableFromInline let mode: Mode
    @usableFromInline let selector: (SourceElement) throws -> Inner
    @usableFromInline let gate = _SerialGate<State, Work>(State())
    /// The subscriber's element entry, if it has one: the inner subscriptions then lend their
    /// elements too, and an element that finds the gate free reaches the subscriber with no event
    /// made (one that must wait is queued as an event, for `downstream`).
    @usableFromInline let next: ((Element) -> Void)?

    @inlinable
    init(
        mode: Mode, selector: @escaping (SourceElement) throws -> Inner,
        downstream: @escaping EventHandler<Element>, next: ((Element) -> Void)? = nil
    ) {
        self.mode = mode
        self.selector = selector
        self.next = next
        super.init(downstream: downstream)
    }

    @inlinable
    static func observable(
        _ source: Observable<SourceElement>, mode: Mode,
        selector: @escaping (SourceElement) throws -> Inner
    ) -> Observable<Element> {
        Producer { downstream in
            let sink = _MergeSink(mode: mode, selector: selector, downstream: downstream)
            sink.setUpstream(source.subscribeHandler(sink.onOuter))
            return sink
        }
    }

    /// Static `merge`: the inner observables are known up front, and there is no outer sequence.
    @inlinable
    func run(fixed sources: [Inner]) {
        gate.withState { state in
            state.active = sources.count
            state.outerStopped = true
        }
        if sources.isEmpty {
            forwardCompleted()
            return
        }
        for source in sources where !isDisposed {
            if next == nil {
                subscribeInner(source)
            } else {
                subscribeLendingInner(source)
            }
        }
    }

    @inlinable
    func onOuter(_ event: Event<SourceElement>) {
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            onOuterNext(element)
        case .error(let error):
            gate.send(.forward(.error(error)), deliver: { deliver($0) })
        case .completed:
            gate.send(
                { state in
                    state.outerStopped = true
                    return state.active == 0 ? .forward(.completed) : nil
                }, deliver: { deliver($0) })
        }
    }

    @inlinable
    func onOuterNext(_ element: SourceElement) {
        if case .dropWhileActive = mode {
            let reserved = gate.withState { state -> Bool in
                guard state.active == 0 else { return false }
                state.active = 1
                return true
            }
            guard reserved else { return }
        }
        let inner: Inner
        do {
            inner = try selector(element)
        } catch {
            gate.send(.forward(.error(error)), deliver: { deliver($0) })
            return
        }
        let subscribeNow: Bool
        switch mode {
        case .dropWhileActive:
            subscribeNow = true
        case .unbounded:
            gate.withState { $0.active += 1 }
            subscribeNow = true
        case .limited(let limit):
            subscribeNow = gate.withState { state -> Bool in
                guard state.active < limit else {
                    state.waiting.append(inner)
                    return false
                }
                state.active += 1
                return true
            }
        }
        if subscribeNow { subscribeInner(inner) }
    }

    @inlinable
    func subscribeInner(_ inner: Inner) {
        subscribeInner(inner) { source, observer in source.subscribeHandler { observer.on($0) } }
    }

    /// ``subscribeInner(_:)`` for a subscriber with an element entry: the inner subscription
    /// lends its elements too. A closure per inner subscription more, so only then; and a method
    /// of its own, since adding the second form to ``subscribeInner(_:)`` shifts how its event
    /// closure is compiled and slows every event of every `merge` (see Benchmarks/Profile `merge`).
    @inlinable
    func subscribeLendingInner(_ inner: Inner) {
        subscribeInner(inner) { source, observer in
            source.subscribeHandler({ observer.on($0) }, next: { observer.onNext($0) })
        }
    }

    @inlinable @inline(__always)
    func subscribeInner(
        _ inner: Inner, subscribing subscribe: (Observable<Element>, InnerObserver) -> Disposable
    ) {
        guard !isDisposed else { return }
        var observer = gate.withState { state -> InnerObserver? in
            let spare = state.spare
            state.spare = nil
            return spare
        }
        // Reused only when nothing else refers to it: then no event of its last inner can still
        // reach it.
        if isKnownUniquelyReferenced(&observer) {
            observer.unsafelyUnwrapped.hasEnded = false
        } else {
            observer = InnerObserver(sink: self)
        }
        let handler = observer.unsafelyUnwrapped
        let subscription = subscribe(inner.asObservable(), handler)
        // Kept unless the inner has already ended (`just` ends while it is subscribed to) or the
        // sink was disposed meanwhile.
        let isKept = gate.withState { state -> Bool in
            guard !state.isDisposed, !handler.hasEnded else { return false }
            handler.subscription = subscription
            handler.index = state.inners.count
            state.inners.append(handler)
            return true
        }
        if !isKept { subscription.dispose() }
    }

    // Must stay inlined into the observer's closure: called, it is merged with the other
    // specializations, and every event pays to set up the shared body's arguments (see
    // Benchmarks/Profile `merge` and `flatMap`).
    @inlinable @inline(__always)
    func onInner(_ event: Event<Element>, from observer: InnerObserver) {
        guard case .completed = event else {
            // Passed on as it is, unless it must wait its turn (no copy, no work item).
            gate.send({ forward(event) }, orQueue: .forward(event), deliver: { deliver($0) })
            return
        }
        var isSubscribed = false
        gate.send(
            { state in
                isSubscribed = state.end(observer)
                if let next = state.dequeueWaiting() { return .subscribe(next) }
                state.active -= 1
                return state.active == 0 && state.outerStopped ? .forward(.completed) : nil
            },
            deliver: { work in
                // As RxSwift: the ended inner's subscription goes before what its end causes.
                if isSubscribed {
                    isSubscribed = false
                    observer.disposeSubscription()
                }
                deliver(work)
            })
        if isSubscribed { observer.disposeSubscription() }
    }

    /// An element lent by an inner subscription (only when the subscriber has an element entry).
    @inlinable @inline(__always)
    func onInnerNext(_ element: Element) {
        gate.send({ forwardLent(element) }, orQueue: .forward(.next(element)), deliver: { deliver($0) })
    }

    @inlinable @inline(__always)
    func forwardLent(_ element: Element) {
        guard !isDisposed else { return }
        // Called through the stored optional, not bound to a local: binding copies the closure.
        if next != nil {
            next?(element)
        } else {
            downstream(.next(element))
        }
    }

    // Must stay out of line: inlined into the observer's closure, it brings in constants that
    // depend on `SourceElement`, and the closures of two specializations are merged into one body
    // behind a thunk that passes it nine arguments on every event (see Benchmarks/Profile
    // `flatMap` and `merge`).
    @inlinable @inline(never)
    func deliver(_ work: Work) {
        switch work {
        case .forward(let event):
            forward(event)
        case .subscribe(let inner):
            subscribeInner(inner)
        }
    }

    @usableFromInline
    override func disposeResources() {
        let (inners, spare, waiting) = gate.withState { state -> ([InnerObserver], InnerObserver?, [Inner]) in
            state.isDisposed = true
            let taken = (state.inners, state.spare, state.waiting)
            // The observers hold this sink: the cycle ends here.
            state.inners = []
            state.spare = nil
            state.waiting = []
            state.waitingHead = 0
            return taken
        }
        for observer in inners { observer.disposeSubscription() }
        withExtendedLifetime((spare, waiting)) {}  // released outside the lock
    }
}

/// The observer of one inner subscription of a ``_MergeSink``, and the keeper of that
/// subscription.
@usableFromInline
final class _MergeInnerObserver<SourceElement, Inner: ObservableConvertibleType>: @unchecked Sendable {
    // `index`, `subscription` and `hasEnded` are guarded by the lock of `sink.gate`. Once taken
    // off the sink's list (by its end, or by the sink's disposal), `subscription` belongs to
    // whoever took it off; a spare observer being reused is referred to by nothing else.
    // Unchecked: the lock orders every access, and dynamic checks would weigh on every inner
    // subscription (see Benchmarks/Profile `concatMap`, which makes one per element).
    @usableFromInline let sink: _MergeSink<SourceElement, Inner>
    /// The position in the sink's list of open subscriptions; -1 while not listed.
    @usableFromInline @exclusivity(unchecked) var index = -1
    @usableFromInline @exclusivity(unchecked) var subscription: Disposable?
    @usableFromInline @exclusivity(unchecked) var hasEnded = false

    @inlinable
    init(sink: _MergeSink<SourceElement, Inner>) {
        self.sink = sink
    }

    @inlinable @inline(__always)
    func on(_ event: Event<Inner.Element>) {
        sink.onInner(event, from: self)
    }

    @inlinable @inline(__always)
    func onNext(_ element: Inner.Element) {
        sink.onInnerNext(element)
    }

    /// Called by whoever took this observer off its sink's list, outside the lock.
    @inlinable
    func disposeSubscription() {
        let subscription = self.subscription
        self.subscription = nil
        subscription?.dispose()
    }
}
