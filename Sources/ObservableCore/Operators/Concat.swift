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
    /// number of them can be concatenated.
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
        Producer { downstream in
            let sink = ConcatSink(sources: sequence.makeIterator(), downstream: downstream)
            sink.start()
            return sink
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
        Producer { downstream in
            let sink = ConcatSink(sources: collection.makeIterator(), downstream: downstream)
            sink.start()
            return sink
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

/// Subscribes to one source after another. Moving to the next source is work for a
/// ``_SerialGate``: a source that completes while it is being subscribed only queues the move,
/// and the drain loop performs it once the subscribe call has returned, keeping the stack flat.
final class ConcatSink<Sources: IteratorProtocol>: _Sink<Sources.Element.Element>, @unchecked Sendable
where Sources.Element: ObservableConvertibleType {
    // `sources` is touched only by `moveNext`, which the gate runs one call at a time.
    private var sources: Sources
    private let gate = _SerialGate<Void, Void>(())
    private let current = SerialDisposable()

    init(sources: Sources, downstream: @escaping EventHandler<Sources.Element.Element>) {
        self.sources = sources
        super.init(downstream: downstream)
    }

    func start() {
        gate.send((), deliver: moveNext)
    }

    private func moveNext(_: Void) {
        guard !isDisposed else { return }
        guard let source = sources.next() else {
            forwardCompleted()
            return
        }
        let holder = SingleAssignmentDisposable()
        current.disposable = holder
        holder.setDisposable(
            source.asObservable().subscribeHandler { [self] event in
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
