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
        MergeSink<Element, Element>.observable(asObservable(), mode: .unbounded) { $0 }
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
        return MergeSink<Element, Element>.observable(asObservable(), mode: .limited(maxConcurrent)) { $0 }
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
        Producer { downstream in
            let sink = MergeSink<Observable<Element>, Observable<Element>>(
                mode: .unbounded, selector: { $0 }, downstream: downstream)
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
/// subscription, any number of inner ones, one ``SerialGate`` through which every event leaves.
///
/// Buffered inner observables (`merge(maxConcurrent:)`) are subscribed from the gate's drain
/// loop, so a long run of inner observables that complete synchronously stays at a flat stack.
///
/// Inlinable, with its entry points, so that the caller's module specializes it: run generic,
/// each event paid for several generic-metadata lookups.
@usableFromInline
final class MergeSink<SourceElement, Inner: ObservableConvertibleType>:
    Sink<Inner.Element>, @unchecked Sendable
{  // Mutable state lives in `gate`; `inners` is thread-safe.
    @usableFromInline
    typealias Element = Inner.Element

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
    }

    @usableFromInline
    enum Work {
        case forward(Event<Element>)
        case subscribe(Inner)
    }

    @usableFromInline let mode: Mode
    @usableFromInline let selector: (SourceElement) throws -> Inner
    @usableFromInline let gate = SerialGate<State, Work>(State())
    @usableFromInline let inners = CompositeDisposable()

    @inlinable
    init(
        mode: Mode, selector: @escaping (SourceElement) throws -> Inner,
        downstream: @escaping EventHandler<Element>
    ) {
        self.mode = mode
        self.selector = selector
        super.init(downstream: downstream)
    }

    @inlinable
    static func observable(
        _ source: Observable<SourceElement>, mode: Mode,
        selector: @escaping (SourceElement) throws -> Inner
    ) -> Observable<Element> {
        Producer { downstream in
            let sink = MergeSink(mode: mode, selector: selector, downstream: downstream)
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
            subscribeInner(source)
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
        let holder = SingleAssignmentDisposable()
        guard let key = inners.insert(holder) else { return }
        holder.setDisposable(
            inner.asObservable().subscribeHandler { [self] event in
                if case .completed = event {
                    inners.remove(for: key)
                    gate.send(
                        { state in
                            if let next = state.dequeueWaiting() { return .subscribe(next) }
                            state.active -= 1
                            return state.active == 0 && state.outerStopped ? .forward(.completed) : nil
                        }, deliver: { deliver($0) })
                } else {
                    // Passed on as it is, unless it must wait its turn (no copy, no work item).
                    gate.send({ forward(event) }, orQueue: .forward(event), deliver: { deliver($0) })
                }
            })
    }

    @inlinable
    func deliver(_ work: Work) {
        switch work {
        case .forward(let event):
            forward(event)
        case .subscribe(let inner):
            if !isDisposed { subscribeInner(inner) }
        }
    }

    @usableFromInline
    override func disposeResources() {
        inners.dispose()
    }
}
