extension ObservableType {
    /// Emits the elements of this sequence, then, once it completes, those of `second`.
    ///
    /// ```swift
    /// let germanCities = Observable.of("Berlin", "Münich", "Frankfurt")
    /// let spanishCities = Observable.of("Madrid", "Barcelona", "Valencia")
    /// _ = germanCities.concat(spanishCities).subscribe(onNext: { print($0) })
    /// // Berlin
    /// // Münich
    /// // Frankfurt
    /// // Madrid
    /// // Barcelona
    /// // Valencia
    /// ```
    /// - Parameter second: The sequence subscribed after this one completes.
    /// - Returns: Both sequences, one after the other.
    public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Element>
    where Source.Element == Element {
        Observable.concat([asObservable(), second.asObservable()])
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// Emits the elements of each inner observable in turn: the next one is subscribed when the
    /// previous one completes (inner observables that arrive meanwhile wait in order).
    ///
    /// ```swift
    /// _ = Observable.of(Observable.of(1, 2), Observable.of(3))
    ///     .concat()
    ///     .subscribe(onNext: { print($0) })
    /// // 1
    /// // 2
    /// // 3
    /// ```
    /// - Returns: The elements of the inner observables, one observable after another.
    @inlinable  // Specializes the per-event path for the caller's element types.
    public func concat() -> Observable<Element.Element> {
        merge(maxConcurrent: 1)
    }
}

extension Observable {
    /// Emits the elements of each source in turn, subscribing to the next when the previous one
    /// completes. The sequence is iterated lazily, once per subscription.
    ///
    /// Sources that complete synchronously are chained in a loop, not by recursion, so any
    /// number of them can be concatenated. A source that is itself an `Observable.concat` has its
    /// sources taken into the same subscription instead of being subscribed to, so a chain
    /// built by recursion (`concat([a, concat([b, concat(…)])])`) keeps a flat stack too.
    ///
    /// ```swift
    /// let first = Observable.of(1, 2, 3)
    /// let second = Observable.of(4, 5, 6)
    /// _ = Observable.concat(AnySequence([first, second])).subscribe(onNext: { print($0) })
    /// // 1 2 3 4 5 6 (one per line)
    /// ```
    /// - Parameter sequence: The sources.
    /// - Returns: The elements of all sources, one source after another.
    public static func concat<Sources: Sequence>(_ sequence: Sources) -> Observable<Element>
    where Sources.Element == Observable<Element> {
        ConcatObservable {
            ConcatSources(iterator: AnyIterator(sequence.makeIterator()), remaining: nil)
        }
    }

    /// Emits the elements of each source in turn, subscribing to the next when the previous one
    /// completes.
    ///
    /// ```swift
    /// let first = Observable.of(1, 2, 3)
    /// let second = Observable.of(4, 5, 6)
    /// _ = Observable.concat([first, second]).subscribe(onNext: { print($0) })
    /// // 1
    /// // 2
    /// // 3
    /// // 4
    /// // 5
    /// // 6
    /// ```
    /// - Parameter collection: The sources.
    /// - Returns: The elements of all sources, one source after another.
    public static func concat<Sources: Collection>(_ collection: Sources) -> Observable<Element>
    where Sources.Element == Observable<Element> {
        ConcatObservable {
            ConcatSources(iterator: AnyIterator(collection.makeIterator()), remaining: collection.count)
        }
    }

    /// Emits the elements of each source in turn, subscribing to the next when the previous one
    /// completes.
    ///
    /// ```swift
    /// _ = Observable.concat(Observable.of(1, 2), Observable.just(3)).subscribe(onNext: { print($0) })
    /// // 1
    /// // 2
    /// // 3
    /// ```
    /// - Parameter sources: The sources.
    /// - Returns: The elements of all sources, one source after another.
    public static func concat(_ sources: Observable<Element>...) -> Observable<Element> {
        concat(sources)
    }
}

/// The sources of one `Observable.concat` subscription: the iterator it walks, and how many
/// sources it has left when that is known (a collection's).
struct ConcatSources<Element> {
    var iterator: AnyIterator<Observable<Element>>
    var remaining: Int?
}

/// `Observable.concat`'s observable. It keeps the way to make its sources, so that a
/// ``ConcatSink`` whose next source is one of these takes its sources in instead of subscribing
/// to it (a tail call: RxSwift's `TailRecursiveSink` does the same).
final class ConcatObservable<Element>: Observable<Element> {
    /// Called once per subscription: each walks the sources afresh.
    let makeSources: () -> ConcatSources<Element>

    init(_ makeSources: @escaping () -> ConcatSources<Element>) {
        self.makeSources = makeSources
    }

    override func subscribeHandler(_ handler: @escaping EventHandler<Element>) -> Disposable {
        _Trampoline.subscribe {
            let sink = ConcatSink(sources: makeSources(), downstream: handler)
            sink.start()
            return sink
        }
    }
}

/// Subscribes to one source after another. Moving to the next source is work for a
/// ``_SerialGate``: a source that completes while it is being subscribed only queues the move,
/// and the drain loop performs it once the subscribe call has returned, keeping the stack flat.
///
/// The sources wait on a stack of iterators: a source that is itself a ``ConcatObservable``
/// pushes its sources on top, and the iterator below is dropped first when it is a collection's
/// on its last source, so a recursion through collections keeps one iterator, however deep.
final class ConcatSink<Element>: _Sink<Element>, @unchecked Sendable {
    // `pending` is touched only by `moveNext`, which the gate runs one call at a time, and by
    // `init`, before the gate exists for anyone else.
    private var pending: [ConcatSources<Element>]
    private let gate = _SerialGate<Void, Void>(())
    private let current = SerialDisposable()

    init(sources: ConcatSources<Element>, downstream: @escaping EventHandler<Element>) {
        self.pending = [sources]
        super.init(downstream: downstream)
    }

    func start() {
        gate.send((), deliver: moveNext)
    }

    private func moveNext(_: Void) {
        while !isDisposed {
            guard var top = pending.popLast() else {
                forwardCompleted()
                return
            }
            guard let source = top.iterator.next() else { continue }
            if let remaining = top.remaining {
                // Not pushed back after its last source: nothing is left to come from it.
                if remaining > 1 {
                    top.remaining = remaining - 1
                    pending.append(top)
                }
            } else {
                pending.append(top)
            }
            guard let nested = source as? ConcatObservable<Element> else {
                subscribe(to: source)
                return
            }
            pending.append(nested.makeSources())
            #if TRACE_RESOURCES
                Resources.recordTailRecursiveSinkStackSize(pending.count)
            #endif
        }
    }

    private func subscribe(to source: Observable<Element>) {
        let holder = SingleAssignmentDisposable()
        current.disposable = holder
        holder.setDisposable(
            source.subscribeHandler { [self] event in
                switch event {
                case .next(let element): forwardNext(element)
                case .error: forwardStop(event)
                case .completed: gate.send((), deliver: moveNext)
                }
            })
    }

    override func disposeResources() {
        current.dispose()
    }
}
