extension Observable {
    /// An observable that emits the given elements, then completes.
    ///
    /// ```swift
    /// _ = Observable.of(1, 2, 3).subscribe(onNext: { print($0) })
    /// // 1
    /// // 2
    /// // 3
    /// ```
    /// - Parameters:
    ///   - elements: The elements.
    ///   - scheduler: Where to emit; by default the current thread's trampoline.
    /// - Returns: The observable.
    public static func of(
        _ elements: Element..., scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        from(elements, scheduler: scheduler)
    }

    /// An observable that emits the elements of an array, then completes.
    ///
    /// ```swift
    /// _ = Observable.from(["A", "B"]).subscribe(onNext: { print($0) })
    /// // A
    /// // B
    /// ```
    /// - Parameters:
    ///   - array: The elements.
    ///   - scheduler: Where to emit; by default the current thread's trampoline.
    /// - Returns: The observable.
    @inlinable  // Specializes the per-element loop for the caller's element type.
    public static func from(
        _ array: [Element], scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        from(sequence: array, scheduler: scheduler)
    }

    /// An observable that emits the elements of a sequence, then completes. The sequence is
    /// iterated anew for each subscription.
    ///
    /// ```swift
    /// _ = Observable.from(1...3).subscribe(onNext: { print($0) })
    /// // 1
    /// // 2
    /// // 3
    /// ```
    /// - Parameters:
    ///   - sequence: The elements.
    ///   - scheduler: Where to emit; by default the current thread's trampoline.
    /// - Returns: The observable.
    public static func from<Source: Sequence>(
        _ sequence: Source, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> where Source.Element == Element {
        from(sequence: sequence, scheduler: scheduler)
    }

    /// An observable that emits the optional's value if there is one, then completes.
    /// - Parameters:
    ///   - optional: The optional element.
    /// - Returns: The observable.
    public static func from(optional: Element?) -> Observable<Element> {
        Producer { downstream in
            if let optional { downstream(.next(optional)) }
            downstream(.completed)
            return Disposables.create()
        }
    }

    /// An observable that emits `element` forever (until disposed).
    ///
    /// ```swift
    /// _ = Observable.repeatElement("x").take(2).subscribe(onNext: { print($0) })
    /// // x
    /// // x
    /// ```
    /// - Parameters:
    ///   - element: The element.
    ///   - scheduler: Where to emit; by default the current thread's trampoline.
    /// - Returns: The observable.
    public static func repeatElement(
        _ element: Element, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        Producer { downstream in
            let sink = _GeneratorSink(downstream: downstream, source: _RepeatedElement(element: element))
            sink.start(on: scheduler)
            return sink
        }
    }

    /// An observable that runs a state machine: emits the state while `condition` holds, moving
    /// to the next state with `iterate`. A thrown error becomes an `error` event.
    ///
    /// ```swift
    /// _ = Observable.generate(initialState: 1, condition: { $0 < 10 }, iterate: { $0 * 3 })
    ///     .subscribe(onNext: { print($0) })
    /// // 1
    /// // 3
    /// // 9
    /// ```
    /// - Parameters:
    ///   - initialState: The first state.
    ///   - condition: Whether to emit the state and go on.
    ///   - scheduler: Where to emit; by default the current thread's trampoline.
    ///   - iterate: The next state.
    /// - Returns: The observable.
    public static func generate(
        initialState: Element,
        condition: @escaping (Element) throws -> Bool,
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance,
        iterate: @escaping (Element) throws -> Element
    ) -> Observable<Element> {
        Producer { downstream in
            let source = _StateMachine(state: initialState, condition: condition, iterate: iterate)
            let sink = _GeneratorSink(downstream: downstream, source: source)
            sink.start(on: scheduler)
            return sink
        }
    }

    @inlinable
    static func from<Source: Sequence>(
        sequence: Source, scheduler: ImmediateSchedulerType
    ) -> Observable<Element> where Source.Element == Element {
        Producer { downstream in
            let sink = _GeneratorSink(
                downstream: downstream, source: _IteratorSource(iterator: sequence.makeIterator()))
            sink.start(on: scheduler)
            return sink
        }
    }
}

extension Observable where Element: BinaryInteger {
    /// An observable that emits `count` consecutive integers starting at `start`.
    ///
    /// ```swift
    /// _ = Observable.range(start: 1, count: 3).subscribe(onNext: { print($0) })
    /// // 1
    /// // 2
    /// // 3
    /// ```
    /// - Parameters:
    ///   - start: The first integer.
    ///   - count: How many integers; must not be negative.
    ///   - scheduler: Where to emit; by default the current thread's trampoline.
    /// - Returns: The observable.
    public static func range(
        start: Element, count: Element,
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        precondition(count >= 0, "Observable.range: count must not be negative (got \(count)).")
        return Producer { downstream in
            let sink = _GeneratorSink(
                downstream: downstream, source: _IntegerRange(start: start, count: count))
            sink.start(on: scheduler)
            return sink
        }
    }
}

/// What a ``_GeneratorSink`` emits, one element per call, until it returns `nil`: kept in the
/// sink itself, not captured by a closure (a captured `var` lives in a heap box whose every
/// access is checked for exclusivity at run time: two checks per element).
@usableFromInline
protocol _ElementSource {
    associatedtype Element
    mutating func next() throws -> Element?
}

/// A sequence's elements.
@usableFromInline
struct _IteratorSource<Iterator: IteratorProtocol>: _ElementSource {
    @usableFromInline var iterator: Iterator
    @inlinable init(iterator: Iterator) { self.iterator = iterator }
    @inlinable mutating func next() -> Iterator.Element? { iterator.next() }
}

/// `count` consecutive integers from `start`.
@usableFromInline
struct _IntegerRange<Element: BinaryInteger>: _ElementSource {
    @usableFromInline let start: Element
    @usableFromInline let count: Element
    @usableFromInline var emitted: Element = 0
    @inlinable init(start: Element, count: Element) {
        self.start = start
        self.count = count
    }
    @inlinable mutating func next() -> Element? {
        guard emitted < count else { return nil }
        defer { emitted += 1 }
        return start + emitted
    }
}

/// One element, forever.
@usableFromInline
struct _RepeatedElement<Element>: _ElementSource {
    @usableFromInline let element: Element
    @inlinable init(element: Element) { self.element = element }
    @inlinable func next() -> Element? { element }
}

/// `generate`'s state machine: the state while `condition` holds, then `iterate`'s next one.
@usableFromInline
struct _StateMachine<Element>: _ElementSource {
    @usableFromInline var state: Element
    @usableFromInline var isFirst = true
    @usableFromInline let condition: (Element) throws -> Bool
    @usableFromInline let iterate: (Element) throws -> Element
    @inlinable
    init(
        state: Element, condition: @escaping (Element) throws -> Bool,
        iterate: @escaping (Element) throws -> Element
    ) {
        self.state = state
        self.condition = condition
        self.iterate = iterate
    }
    @inlinable mutating func next() throws -> Element? {
        if isFirst {
            isFirst = false
        } else {
            state = try iterate(state)
        }
        return try condition(state) ? state : nil
    }
}

/// Emits what its source returns, one element per step, then completes when it returns `nil`
/// (or fails when it throws).
///
/// On ``CurrentThreadScheduler`` each step is a turn of the thread's trampoline, as in
/// RxSwift, but without a queue round trip per element: the sink keeps looping while nothing
/// else waits on the trampoline, and yields its turn as soon as something does.
@usableFromInline
final class _GeneratorSink<Source: _ElementSource>: _Sink<Source.Element>, _TrampolineItem,
    @unchecked Sendable
{
    // `source` is used only by the thread that drives the sink, one step at a time.
    @usableFromInline @exclusivity(unchecked) var source: Source

    /// ``run(on:)`` as compiled where the sink was made. The trampoline reaches a queued sink
    /// through `_TrampolineItem`, whose witness is the generic, unspecialized code; this closure,
    /// made by the inlinable initializer, runs the loop specialized for the caller's element type.
    @usableFromInline let loop: (_GeneratorSink<Source>, _Trampoline) -> Void

    @inlinable
    init(downstream: @escaping EventHandler<Source.Element>, source: Source) {
        self.source = source
        self.loop = { sink, trampoline in sink.run(on: trampoline) }
        super.init(downstream: downstream)
    }

    @inlinable
    func start(on scheduler: ImmediateSchedulerType) {
        if scheduler is CurrentThreadScheduler {
            let trampoline = _Trampoline.current
            if trampoline.isRunning {
                trampoline.enqueue(self)
            } else {
                trampoline.run { run(on: trampoline) }
            }
        } else {
            setUpstream(
                scheduler.scheduleRecursive(()) { [self] _, recurse in
                    if step() { recurse(()) }
                })
        }
    }

    @usableFromInline
    func runOnTrampoline(_ trampoline: _Trampoline) {
        loop(self, trampoline)
    }

    @inlinable
    func run(on trampoline: _Trampoline) {
        // `step` checks for disposal before each element.
        while step() {
            if trampoline.hasPending {
                trampoline.enqueue(self)
                return
            }
        }
    }

    /// Emits one element; returns `false` once the sequence has ended.
    @inlinable
    func step() -> Bool {
        guard !isDisposed else { return false }
        do {
            if let element = try source.next() {
                forwardNext(element)
                return true
            }
            forwardCompleted()
        } catch {
            forwardError(error)
        }
        return false
    }
}
