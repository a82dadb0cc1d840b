// Take, skip, withLatestFrom and the combining operators of `Infallible`, as RxSwift 6 has them
// (`Infallible+Operators.swift`, `Infallible+CombineLatest+arity.swift`, `Infallible+Zip+arity.swift`).

extension InfallibleType {
    /// Emits the elements until `other` emits an element, then completes.
    ///
    /// ```swift
    /// let stop = PublishRelay<Void>()
    /// let values = PublishRelay<Int>()
    /// _ = values.asInfallible().take(until: stop.asInfallible()).subscribe { print($0) }
    /// values.accept(1)
    /// stop.accept(())
    /// // next(1)
    /// // completed
    /// ```
    /// - Parameter other: The sequence whose first element ends the result.
    /// - Returns: The elements emitted before `other` emits.
    public func take<Other: InfallibleType>(until other: Other) -> Infallible<Element> {
        Infallible(asObservable().take(until: other.asObservable()))
    }

    /// Emits the elements until `other` emits an element, then completes; an error of
    /// `other` breaks the contract (see ``Infallible``).
    ///
    /// ```swift
    /// let stop = PublishSubject<Void>()
    /// _ = Infallible.of(1).take(until: stop).subscribe(onNext: { print($0) }) // 1
    /// ```
    /// - Parameter other: The sequence whose first element ends the result.
    /// - Returns: The elements emitted before `other` emits.
    public func take<Other: ObservableType>(until other: Other) -> Infallible<Element> {
        Infallible(asObservable().take(until: other))
    }

    /// Emits the elements until `predicate` holds for one, then completes; with
    /// `.inclusive`, that element is emitted too.
    ///
    /// ```swift
    /// _ = Infallible.of(1, 2, 3).take(until: { $0 == 2 }, behavior: .inclusive)
    ///     .subscribe(onNext: { print($0) })
    /// // 1
    /// // 2
    /// ```
    /// - Parameters:
    ///   - predicate: Whether an element ends the sequence.
    ///   - behavior: Whether that element is emitted.
    /// - Returns: The elements up to the one that satisfies `predicate`.
    public func take(
        until predicate: @escaping (Element) -> Bool, behavior: TakeBehavior = .exclusive
    ) -> Infallible<Element> {
        Infallible(asObservable().take(until: predicate, behavior: behavior))
    }

    /// Emits the elements while `predicate` holds, then completes; with `.inclusive`, the
    /// first element that fails it is emitted too.
    ///
    /// ```swift
    /// _ = Infallible.of(1, 2, 3).take(while: { $0 < 2 }).subscribe(onNext: { print($0) })
    /// // 1
    /// ```
    /// - Parameters:
    ///   - predicate: Whether to go on.
    ///   - behavior: Whether the first element that fails `predicate` is emitted.
    /// - Returns: The leading elements that satisfy `predicate`.
    public func take(
        while predicate: @escaping (Element) -> Bool, behavior: TakeBehavior = .exclusive
    ) -> Infallible<Element> {
        Infallible(asObservable().take(while: predicate, behavior: behavior))
    }

    /// Emits the first `count` elements, then completes.
    ///
    /// ```swift
    /// _ = Infallible.of(1, 2, 3).take(2).subscribe(onNext: { print($0) })
    /// // 1
    /// // 2
    /// ```
    /// - Parameter count: How many elements to emit; must not be negative.
    /// - Returns: At most `count` elements.
    public func take(_ count: Int) -> Infallible<Element> {
        Infallible(asObservable().take(count))
    }

    /// Emits the elements for `duration` from the subscription, then completes.
    ///
    /// ```swift
    /// let ticks = Observable<Int>.interval(.seconds(1), scheduler: MainScheduler.instance)
    ///     .asInfallible(onErrorJustReturn: -1)
    /// _ = ticks.take(for: .seconds(3), scheduler: MainScheduler.instance).subscribe(onNext: { print($0) })
    /// ```
    /// - Parameters:
    ///   - duration: How long to take elements for.
    ///   - scheduler: Where the timer runs.
    /// - Returns: The elements emitted during `duration`.
    public func take(for duration: RxTimeInterval, scheduler: SchedulerType) -> Infallible<Element> {
        Infallible(asObservable().take(for: duration, scheduler: scheduler))
    }

    /// Drops the first `count` elements and emits the rest (not in RxSwift's `Infallible`).
    ///
    /// ```swift
    /// _ = Infallible.of(1, 2, 3).skip(2).subscribe(onNext: { print($0) }) // 3
    /// ```
    /// - Parameter count: How many elements to drop.
    /// - Returns: The sequence without its first `count` elements.
    public func skip(_ count: Int) -> Infallible<Element> {
        Infallible(asObservable().skip(count))
    }

    /// Drops the leading elements that satisfy `predicate`, then emits the rest.
    ///
    /// ```swift
    /// _ = Infallible.of(1, 2, 1).skip(while: { $0 < 2 }).subscribe(onNext: { print($0) })
    /// // 2
    /// // 1
    /// ```
    /// - Parameter predicate: Whether to drop a leading element.
    /// - Returns: The elements from the first that fails `predicate` on.
    public func skip(while predicate: @escaping (Element) -> Bool) -> Infallible<Element> {
        Infallible(asObservable().skip(while: predicate))
    }

    /// Drops the elements emitted before `other` emits an element; an error of `other` breaks
    /// the contract (see ``Infallible``).
    ///
    /// ```swift
    /// let start = PublishRelay<Void>()
    /// let values = PublishRelay<Int>()
    /// _ = values.asInfallible().skip(until: start).subscribe(onNext: { print($0) })
    /// values.accept(1)
    /// start.accept(())
    /// values.accept(2)
    /// // 2
    /// ```
    /// - Parameter other: The sequence whose first element opens the gate.
    /// - Returns: The elements emitted after `other` emits.
    public func skip<Other: ObservableType>(until other: Other) -> Infallible<Element> {
        Infallible(asObservable().skip(until: other))
    }

    /// Combines each element with the latest element of `second`, if it has one yet.
    ///
    /// ```swift
    /// let name = BehaviorRelay(value: "Ada")
    /// _ = Infallible.of(1).withLatestFrom(name.asInfallible()) { "\($1) \($0)" }
    ///     .subscribe(onNext: { print($0) })
    /// // Ada 1
    /// ```
    /// - Parameters:
    ///   - second: The sequence whose latest element is used.
    ///   - resultSelector: Combines an element with `second`'s latest.
    /// - Returns: The combined values.
    public func withLatestFrom<Source: InfallibleType, ResultType>(
        _ second: Source, resultSelector: @escaping (Element, Source.Element) -> ResultType
    ) -> Infallible<ResultType> {
        Infallible(asObservable().withLatestFrom(second, resultSelector: resultSelector))
    }

    /// Emits the latest element of `second` each time `self` emits, if `second` has one yet.
    ///
    /// ```swift
    /// let name = BehaviorRelay(value: "Ada")
    /// _ = Infallible.of(1).withLatestFrom(name.asInfallible()).subscribe(onNext: { print($0) })
    /// // Ada
    /// ```
    /// - Parameter second: The sequence whose latest element is emitted.
    /// - Returns: `second`'s latest elements.
    public func withLatestFrom<Source: InfallibleType>(_ second: Source) -> Infallible<Source.Element> {
        withLatestFrom(second) { $1 }
    }
}

extension Infallible {
    /// Combines the latest elements of every source each time one of them emits, once all
    /// have emitted; completes when all have completed.
    ///
    /// ```swift
    /// _ = Infallible.combineLatest(Infallible.just(1), Infallible.just("a")) { "\($0)\($1)" }
    ///     .subscribe(onNext: { print($0) })
    /// // 1a
    /// ```
    /// - Parameters:
    ///   - source: The sources, two or more.
    ///   - resultSelector: Combines one element of each source.
    /// - Returns: The combined values.
    public static func combineLatest<each Source: InfallibleType>(
        _ source: repeat each Source,
        resultSelector: @escaping (repeat (each Source).Element) -> Element
    ) -> Infallible<Element> {
        Infallible(
            CombineLatestRules.observable(erasedSources(repeat each source)) { values in
                let cursor = PackCursor(values)
                return resultSelector(repeat cursor.next((each Source).Element.self))
            })
    }

    /// Emits a combination of one element of each source at the same index, as soon as every
    /// source has emitted that many; completes when a source completes and no pair can form.
    ///
    /// ```swift
    /// _ = Infallible.zip(Infallible.of(1, 2), Infallible.of("a", "b")) { "\($0)\($1)" }
    ///     .subscribe(onNext: { print($0) })
    /// // 1a
    /// // 2b
    /// ```
    /// - Parameters:
    ///   - source: The sources, two or more.
    ///   - resultSelector: Combines one element of each source.
    /// - Returns: The combined values.
    public static func zip<each Source: InfallibleType>(
        _ source: repeat each Source,
        resultSelector: @escaping (repeat (each Source).Element) -> Element
    ) -> Infallible<Element> {
        Infallible(
            ZipRules.observable(erasedSources(repeat each source)) { values in
                let cursor = PackCursor(values)
                return resultSelector(repeat cursor.next((each Source).Element.self))
            })
    }
}

extension InfallibleType where Element == Any {
    /// Emits a tuple of the latest elements of every source each time one of them emits,
    /// once all have emitted.
    ///
    /// ```swift
    /// _ = Infallible.combineLatest(Infallible.just(1), Infallible.just("a")).subscribe(onNext: { print($0) })
    /// // (1, "a")
    /// ```
    /// - Parameter source: The sources, two or more.
    /// - Returns: The tuples.
    public static func combineLatest<each Source: InfallibleType>(
        _ source: repeat each Source
    ) -> Infallible<(repeat (each Source).Element)> {
        Infallible<(repeat (each Source).Element)>(
            CombineLatestRules.observable(erasedSources(repeat each source)) { values in
                let cursor = PackCursor(values)
                return (repeat cursor.next((each Source).Element.self))
            })
    }

    /// Emits a tuple of one element of each source at the same index.
    ///
    /// ```swift
    /// _ = Infallible.zip(Infallible.of(1, 2), Infallible.of("a", "b")).subscribe(onNext: { print($0) })
    /// // (1, "a")
    /// // (2, "b")
    /// ```
    /// - Parameter source: The sources, two or more.
    /// - Returns: The tuples.
    public static func zip<each Source: InfallibleType>(
        _ source: repeat each Source
    ) -> Infallible<(repeat (each Source).Element)> {
        Infallible<(repeat (each Source).Element)>(
            ZipRules.observable(erasedSources(repeat each source)) { values in
                let cursor = PackCursor(values)
                return (repeat cursor.next((each Source).Element.self))
            })
    }
}

extension InfallibleType {
    /// Combines the latest elements of every source of the collection each time one emits,
    /// once all have emitted.
    ///
    /// ```swift
    /// _ = Infallible.combineLatest([Infallible.just(1), Infallible.just(2)]) { $0.reduce(0, +) }
    ///     .subscribe(onNext: { print($0) })
    /// // 3
    /// ```
    /// - Parameters:
    ///   - collection: The sources.
    ///   - resultSelector: Combines one element of each source.
    /// - Returns: The combined values.
    public static func combineLatest<Sources: Collection>(
        _ collection: Sources, resultSelector: @escaping ([Sources.Element.Element]) -> Element
    ) -> Infallible<Element> where Sources.Element: InfallibleType {
        Infallible(
            CombineLatestRules.observable(
                collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }

    /// Emits the latest elements of every source of the collection, as an array, each time
    /// one emits, once all have emitted.
    ///
    /// ```swift
    /// _ = Infallible.combineLatest([Infallible.just(1), Infallible.just(2)]).subscribe(onNext: { print($0) })
    /// // [1, 2]
    /// ```
    /// - Parameter collection: The sources.
    /// - Returns: The arrays.
    public static func combineLatest<Sources: Collection>(
        _ collection: Sources
    ) -> Infallible<[Element]> where Sources.Element: InfallibleType, Sources.Element.Element == Element {
        Infallible<[Element]>(CombineLatestRules.observable(collection.map { $0.asObservable() }) { $0 })
    }
}

/// The sources of a pack as observables of one type, for the rules that combine an array.
private func erasedSources<each Source: InfallibleType>(_ source: repeat each Source) -> [Observable<Any>] {
    var sources: [Observable<Any>] = []
    for source in repeat each source {
        sources.append(source.asObservable().map { $0 as Any })
    }
    return sources
}

/// Reads a pack's elements back, in order, from the array the erased sources produced.
private final class PackCursor {
    private let values: [Any]
    private var index = 0

    init(_ values: [Any]) {
        self.values = values
    }

    func next<Value>(_: Value.Type) -> Value {
        defer { index += 1 }
        // The array holds one element per source, in the pack's order and of its type.
        return values[index] as! Value
    }
}
