// The operators that keep a sequence infallible, as RxSwift 6's `Infallible+Operators.swift`
// lists them. Closures are not `throws`: a thrown error would break the contract (RxSwift's
// take `throws` closures for some of them; a closure that does not throw fits both).

extension InfallibleType {
    /// An infallible sequence that emits one element, then completes.
    ///
    /// ```swift
    /// _ = Infallible.just(1).subscribe { print($0) }
    /// // next(1)
    /// // completed
    /// ```
    /// - Parameter element: The element.
    /// - Returns: The sequence.
    public static func just(_ element: Element) -> Infallible<Element> {
        Infallible(.just(element))
    }

    /// An infallible sequence that emits one element, then completes, both on `scheduler`.
    ///
    /// ```swift
    /// _ = Infallible.just(1, scheduler: CurrentThreadScheduler.instance).subscribe(onNext: { print($0) })
    /// // 1
    /// ```
    /// - Parameters:
    ///   - element: The element.
    ///   - scheduler: Where to emit.
    /// - Returns: The sequence.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Infallible<Element> {
        Infallible(.just(element, scheduler: scheduler))
    }

    /// An infallible sequence that never emits and never ends.
    ///
    /// ```swift
    /// let subscription = Infallible<Int>.never().subscribe(onDisposed: { print("disposed") })
    /// subscription.dispose() // disposed
    /// ```
    /// - Returns: The sequence.
    public static func never() -> Infallible<Element> {
        Infallible(.never())
    }

    /// An infallible sequence that completes at once.
    ///
    /// ```swift
    /// _ = Infallible<Int>.empty().subscribe { print($0) } // completed
    /// ```
    /// - Returns: The sequence.
    public static func empty() -> Infallible<Element> {
        Infallible(.empty())
    }

    /// An infallible sequence that calls `observableFactory` on each subscription and
    /// subscribes to what it returns.
    ///
    /// ```swift
    /// var calls = 0
    /// let counted = Infallible.deferred { calls += 1; return Infallible.just(calls) }
    /// _ = counted.subscribe(onNext: { print($0) }) // 1
    /// _ = counted.subscribe(onNext: { print($0) }) // 2
    /// ```
    /// - Parameter observableFactory: Makes the sequence for one subscription.
    /// - Returns: The sequence.
    public static func deferred(
        _ observableFactory: @escaping () -> Infallible<Element>
    ) -> Infallible<Element> {
        Infallible(.deferred { observableFactory().asObservable() })
    }
}

extension Infallible {
    /// An infallible sequence that emits the given elements, then completes.
    ///
    /// ```swift
    /// _ = Infallible.of(1, 2).subscribe(onNext: { print($0) })
    /// // 1
    /// // 2
    /// ```
    /// - Parameters:
    ///   - elements: The elements.
    ///   - scheduler: Where to emit; by default the current thread's trampoline.
    /// - Returns: The sequence.
    public static func of(
        _ elements: Element..., scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Infallible<Element> {
        Infallible(Observable.from(elements, scheduler: scheduler))
    }

    /// An infallible sequence that emits the elements of an array, then completes.
    ///
    /// ```swift
    /// _ = Infallible.from(["A", "B"]).subscribe(onNext: { print($0) })
    /// // A
    /// // B
    /// ```
    /// - Parameters:
    ///   - array: The elements.
    ///   - scheduler: Where to emit; by default the current thread's trampoline.
    /// - Returns: The sequence.
    public static func from(
        _ array: [Element], scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Infallible<Element> {
        Infallible(Observable.from(array, scheduler: scheduler))
    }

    /// An infallible sequence that emits the elements of a sequence, then completes.
    ///
    /// ```swift
    /// _ = Infallible.from(1...2).subscribe(onNext: { print($0) })
    /// // 1
    /// // 2
    /// ```
    /// - Parameters:
    ///   - sequence: The elements.
    ///   - scheduler: Where to emit; by default the current thread's trampoline.
    /// - Returns: The sequence.
    public static func from<Source: Sequence>(
        _ sequence: Source, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Infallible<Element> where Source.Element == Element {
        Infallible(Observable.from(sequence, scheduler: scheduler))
    }
}

extension InfallibleType {
    /// Emits the elements that satisfy `predicate`.
    ///
    /// ```swift
    /// _ = Infallible.of(1, 2, 3, 4).filter { $0.isMultiple(of: 2) }.subscribe(onNext: { print($0) })
    /// // 2
    /// // 4
    /// ```
    /// - Parameter predicate: Whether to keep an element.
    /// - Returns: The kept elements.
    public func filter(_ predicate: @escaping (Element) -> Bool) -> Infallible<Element> {
        Infallible(asObservable().filter(predicate))
    }

    /// Transforms each element.
    ///
    /// ```swift
    /// _ = Infallible.of(1, 2).map { $0 * 10 }.subscribe(onNext: { print($0) })
    /// // 10
    /// // 20
    /// ```
    /// - Parameter transform: Applied to each element.
    /// - Returns: The transformed elements.
    public func map<Result>(_ transform: @escaping (Element) -> Result) -> Infallible<Result> {
        Infallible(asObservable().map(transform))
    }

    /// Transforms each element and drops the `nil` results.
    ///
    /// ```swift
    /// _ = Infallible.of("1", "x", "3").compactMap { Int($0) }.subscribe(onNext: { print($0) })
    /// // 1
    /// // 3
    /// ```
    /// - Parameter transform: Applied to each element.
    /// - Returns: The non-`nil` results.
    public func compactMap<Result>(_ transform: @escaping (Element) -> Result?) -> Infallible<Result> {
        Infallible(asObservable().compactMap(transform))
    }
}

extension InfallibleType where Element: Equatable {
    /// Drops each element equal to the one before it.
    ///
    /// ```swift
    /// _ = Infallible.of(1, 1, 2, 1).distinctUntilChanged().subscribe(onNext: { print($0) })
    /// // 1
    /// // 2
    /// // 1
    /// ```
    /// - Returns: The elements that differ from their predecessor.
    public func distinctUntilChanged() -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged())
    }
}

extension InfallibleType {
    /// Drops each element whose key equals the key of the element before it.
    ///
    /// ```swift
    /// _ = Infallible.of("a", "A", "b").distinctUntilChanged { $0.lowercased() }
    ///     .subscribe(onNext: { print($0) })
    /// // a
    /// // b
    /// ```
    /// - Parameter keySelector: The key compared.
    /// - Returns: The elements whose key differs from their predecessor's.
    public func distinctUntilChanged<Key: Equatable>(
        _ keySelector: @escaping (Element) -> Key
    ) -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged(keySelector))
    }

    /// Drops each element that `comparer` finds equal to the element before it.
    ///
    /// ```swift
    /// _ = Infallible.of(1, 2, 5).distinctUntilChanged { abs($0 - $1) < 2 }.subscribe(onNext: { print($0) })
    /// // 1
    /// // 5
    /// ```
    /// - Parameter comparer: Whether two elements count as equal.
    /// - Returns: The elements that differ from their predecessor.
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) -> Bool) -> Infallible<Element>
    {
        Infallible(asObservable().distinctUntilChanged(comparer))
    }

    /// Drops each element whose key `comparer` finds equal to the previous element's key.
    ///
    /// ```swift
    /// _ = Infallible.of("a", "bb", "cc").distinctUntilChanged({ $0.count }, comparer: ==)
    ///     .subscribe(onNext: { print($0) })
    /// // a
    /// // bb
    /// ```
    /// - Parameters:
    ///   - keySelector: The key compared.
    ///   - comparer: Whether two keys count as equal.
    /// - Returns: The elements whose key differs from their predecessor's.
    public func distinctUntilChanged<Key>(
        _ keySelector: @escaping (Element) -> Key, comparer: @escaping (Key, Key) -> Bool
    ) -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged(keySelector, comparer: comparer))
    }

    /// Drops each element whose value at `keyPath` equals the previous element's.
    ///
    /// ```swift
    /// _ = Infallible.of("a", "b", "cc").distinctUntilChanged(at: \.count).subscribe(onNext: { print($0) })
    /// // a
    /// // cc
    /// ```
    /// - Parameter keyPath: The property compared.
    /// - Returns: The elements whose property differs from their predecessor's.
    public func distinctUntilChanged<Property: Equatable>(
        at keyPath: KeyPath<Element, Property>
    ) -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged(at: keyPath))
    }
}

extension InfallibleType {
    /// Emits an element only after `dueTime` passes without another one, on `scheduler`.
    ///
    /// ```swift
    /// let typed = PublishRelay<String>()
    /// _ = typed.asInfallible().debounce(.milliseconds(300), scheduler: MainScheduler.instance)
    ///     .subscribe(onNext: { print($0) })
    /// ```
    /// - Parameters:
    ///   - dueTime: The quiet time an element must be followed by.
    ///   - scheduler: Where the timers run.
    /// - Returns: The debounced sequence.
    public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Infallible<Element> {
        Infallible(asObservable().debounce(dueTime, scheduler: scheduler))
    }

    /// Emits at most one element per `dueTime`: the first at once, then the latest (or, with
    /// `latest: false`, the first) of each window.
    ///
    /// ```swift
    /// let taps = PublishRelay<Void>()
    /// _ = taps.asInfallible().throttle(.seconds(1), scheduler: MainScheduler.instance)
    ///     .subscribe(onNext: { print("tap") })
    /// ```
    /// - Parameters:
    ///   - dueTime: The window.
    ///   - latest: Whether a window ends with its latest element.
    ///   - scheduler: Where the timers run.
    /// - Returns: The throttled sequence.
    public func throttle(
        _ dueTime: RxTimeInterval, latest: Bool = true, scheduler: SchedulerType
    ) -> Infallible<Element> {
        Infallible(asObservable().throttle(dueTime, latest: latest, scheduler: scheduler))
    }
}

extension InfallibleType {
    /// Maps each element to a sequence and merges their elements.
    ///
    /// ```swift
    /// _ = Infallible.of(1, 2).flatMap { Infallible.of($0, $0 * 10) }.subscribe(onNext: { print($0) })
    /// // 1
    /// // 10
    /// // 2
    /// // 20
    /// ```
    /// - Parameter selector: Makes the inner sequence; it should be infallible (see ``Infallible``).
    /// - Returns: The merged elements.
    public func flatMap<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) -> Source
    ) -> Infallible<Source.Element> {
        Infallible(asObservable().flatMap(selector))
    }

    /// Maps each element to a sequence and emits the elements of the latest one only.
    ///
    /// ```swift
    /// _ = Infallible.of(1, 2).flatMapLatest { Infallible.just($0 * 10) }.subscribe(onNext: { print($0) })
    /// // 10
    /// // 20
    /// ```
    /// - Parameter selector: Makes the inner sequence; it should be infallible (see ``Infallible``).
    /// - Returns: The elements of the latest inner sequence.
    public func flatMapLatest<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) -> Source
    ) -> Infallible<Source.Element> {
        Infallible(asObservable().flatMapLatest(selector))
    }

    /// Maps an element to a sequence unless one is still running; elements that arrive
    /// meanwhile are dropped.
    ///
    /// ```swift
    /// _ = Infallible.of(1, 2).flatMapFirst { Infallible.just($0 * 10) }.subscribe(onNext: { print($0) })
    /// // 10
    /// // 20
    /// ```
    /// - Parameter selector: Makes the inner sequence; it should be infallible (see ``Infallible``).
    /// - Returns: The elements of the inner sequences.
    public func flatMapFirst<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) -> Source
    ) -> Infallible<Source.Element> {
        Infallible(asObservable().flatMapFirst(selector))
    }

    /// Maps each element to a sequence and emits their elements one sequence after another.
    ///
    /// ```swift
    /// _ = Infallible.of(1, 2).concatMap { Infallible.of($0, $0) }.subscribe(onNext: { print($0) })
    /// // 1
    /// // 1
    /// // 2
    /// // 2
    /// ```
    /// - Parameter selector: Makes the inner sequence; it should be infallible (see ``Infallible``).
    /// - Returns: The concatenated elements.
    public func concatMap<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) -> Source
    ) -> Infallible<Source.Element> {
        Infallible(asObservable().concatMap(selector))
    }

    /// Emits the elements of `self`, then, when it completes, those of `second`.
    ///
    /// ```swift
    /// _ = Infallible.of(1).concat(Infallible.of(2)).subscribe(onNext: { print($0) })
    /// // 1
    /// // 2
    /// ```
    /// - Parameter second: The sequence that follows; it should be infallible (see ``Infallible``).
    /// - Returns: The concatenated sequence.
    public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Infallible<Element>
    where Source.Element == Element {
        Infallible(asObservable().concat(second))
    }

    /// Emits the elements of each sequence in turn.
    ///
    /// ```swift
    /// _ = Infallible.concat(AnySequence([Infallible.of(1), Infallible.of(2)])).subscribe(onNext: { print($0) })
    /// // 1
    /// // 2
    /// ```
    /// - Parameter sequence: The sequences.
    /// - Returns: The concatenated sequence.
    public static func concat<Sources: Sequence>(_ sequence: Sources) -> Infallible<Element>
    where Sources.Element == Infallible<Element> {
        Infallible(Observable.concat(sequence.map { $0.asObservable() }))
    }

    /// Emits the elements of each sequence of the collection in turn.
    ///
    /// ```swift
    /// _ = Infallible.concat([Infallible.of(1), Infallible.of(2)]).subscribe(onNext: { print($0) })
    /// // 1
    /// // 2
    /// ```
    /// - Parameter collection: The sequences.
    /// - Returns: The concatenated sequence.
    public static func concat<Sources: Collection>(_ collection: Sources) -> Infallible<Element>
    where Sources.Element == Infallible<Element> {
        Infallible(Observable.concat(collection.map { $0.asObservable() }))
    }

    /// Emits the elements of each sequence in turn.
    ///
    /// ```swift
    /// _ = Infallible.concat(Infallible.of(1), Infallible.of(2)).subscribe(onNext: { print($0) })
    /// // 1
    /// // 2
    /// ```
    /// - Parameter sources: The sequences.
    /// - Returns: The concatenated sequence.
    public static func concat(_ sources: Infallible<Element>...) -> Infallible<Element> {
        Infallible(Observable.concat(sources.map { $0.asObservable() }))
    }

    /// Merges the elements of every sequence of the collection.
    ///
    /// RxSwift's collection form concatenates instead (a slip in its source); this one merges,
    /// as its name and the array form say.
    ///
    /// ```swift
    /// let sources: ArraySlice = [Infallible.of(1), Infallible.of(2)]
    /// _ = Infallible.merge(sources).subscribe(onNext: { print($0) })
    /// // 1
    /// // 2
    /// ```
    /// - Parameter sources: The sequences.
    /// - Returns: The merged sequence.
    public static func merge<Sources: Collection>(_ sources: Sources) -> Infallible<Element>
    where Sources.Element == Infallible<Element> {
        Infallible(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Merges the elements of every sequence of the array.
    ///
    /// ```swift
    /// _ = Infallible.merge([Infallible.of(1), Infallible.of(2)]).subscribe(onNext: { print($0) })
    /// // 1
    /// // 2
    /// ```
    /// - Parameter sources: The sequences.
    /// - Returns: The merged sequence.
    public static func merge(_ sources: [Infallible<Element>]) -> Infallible<Element> {
        Infallible(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Merges the elements of every sequence given.
    ///
    /// ```swift
    /// _ = Infallible.merge(Infallible.of(1), Infallible.of(2)).subscribe(onNext: { print($0) })
    /// // 1
    /// // 2
    /// ```
    /// - Parameter sources: The sequences.
    /// - Returns: The merged sequence.
    public static func merge(_ sources: Infallible<Element>...) -> Infallible<Element> {
        Infallible(Observable.merge(sources.map { $0.asObservable() }))
    }
}

extension Infallible {
    /// Runs side effects for the events, subscription and disposal, passing the events on.
    ///
    /// ```swift
    /// _ = Infallible.of(1).do(onNext: { print("saw", $0) }, onCompleted: { print("end") }).subscribe()
    /// // saw 1
    /// // end
    /// ```
    /// - Parameters:
    ///   - onNext: Before each element is passed on.
    ///   - afterNext: After each element is passed on.
    ///   - onCompleted: Before the completion is passed on.
    ///   - afterCompleted: After the completion is passed on.
    ///   - onSubscribe: Before the subscription is made.
    ///   - onSubscribed: After the subscription is made.
    ///   - onDispose: When the subscription ends, whatever ended it.
    /// - Returns: The same sequence.
    public func `do`(
        onNext: ((Element) -> Void)? = nil,
        afterNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        afterCompleted: (() -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Infallible<Element> {
        Infallible(
            asObservable().do(
                onNext: onNext, afterNext: afterNext, onCompleted: onCompleted,
                afterCompleted: afterCompleted,
                onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }
}

extension InfallibleType {
    /// Emits each intermediate result of folding the elements into `seed`, in place.
    ///
    /// ```swift
    /// _ = Infallible.of(1, 2, 3).scan(into: 0) { $0 += $1 }.subscribe(onNext: { print($0) })
    /// // 1
    /// // 3
    /// // 6
    /// ```
    /// - Parameters:
    ///   - seed: The initial accumulated value.
    ///   - accumulator: Folds an element into the accumulated value.
    /// - Returns: The accumulated values.
    public func scan<Seed>(
        into seed: Seed, accumulator: @escaping (inout Seed, Element) -> Void
    ) -> Infallible<Seed> {
        Infallible(asObservable().scan(into: seed, accumulator: accumulator))
    }

    /// Emits each intermediate result of folding the elements into `seed`.
    ///
    /// ```swift
    /// _ = Infallible.of(1, 2, 3).scan(0, accumulator: +).subscribe(onNext: { print($0) })
    /// // 1
    /// // 3
    /// // 6
    /// ```
    /// - Parameters:
    ///   - seed: The initial accumulated value.
    ///   - accumulator: Returns the next accumulated value.
    /// - Returns: The accumulated values.
    public func scan<Seed>(_ seed: Seed, accumulator: @escaping (Seed, Element) -> Seed) -> Infallible<Seed> {
        Infallible(asObservable().scan(seed, accumulator: accumulator))
    }

    /// Emits `elements` first, then the sequence's.
    ///
    /// ```swift
    /// _ = Infallible.of(2).startWith(1).subscribe(onNext: { print($0) })
    /// // 1
    /// // 2
    /// ```
    /// - Parameter elements: The elements to emit first.
    /// - Returns: The sequence with `elements` in front.
    public func startWith(_ elements: Element...) -> Infallible<Element> {
        Infallible(Observable.concat([Observable.from(elements), asObservable()]))
    }

    /// Shares one subscription of the sequence among its subscribers, replaying the last
    /// `replay` elements to each new one.
    ///
    /// ```swift
    /// let shared = Infallible.of(1, 2).share(replay: 1)
    /// _ = shared.subscribe(onNext: { print($0) })
    /// // 1
    /// // 2
    /// ```
    /// - Parameters:
    ///   - replay: How many elements a new subscriber receives at once.
    ///   - scope: Whether the replay buffer outlives the connection.
    /// - Returns: The shared sequence.
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Infallible<Element> {
        Infallible(asObservable().share(replay: replay, scope: scope))
    }

    /// Pairs each element with `object`, held weakly; the sequence completes once the object
    /// is gone.
    ///
    /// ```swift
    /// final class Screen { let name = "home" }
    /// let screen = Screen()
    /// _ = Infallible.of(1).withUnretained(screen) { screen, value in "\(screen.name) \(value)" }
    ///     .subscribe(onNext: { print($0) })
    /// // home 1
    /// ```
    /// - Parameters:
    ///   - object: The object, held weakly.
    ///   - resultSelector: Combines the object and an element.
    /// - Returns: The combined values.
    public func withUnretained<Object: AnyObject, Out>(
        _ object: Object, resultSelector: @escaping (Object, Element) -> Out
    ) -> Infallible<Out> {
        Infallible(asObservable().withUnretained(object, resultSelector: resultSelector))
    }

    /// Pairs each element with `object`, held weakly; the sequence completes once the object
    /// is gone.
    ///
    /// ```swift
    /// final class Screen {}
    /// let screen = Screen()
    /// _ = Infallible.of(1).withUnretained(screen).subscribe(onNext: { _, value in print(value) })
    /// // 1
    /// ```
    /// - Parameter object: The object, held weakly.
    /// - Returns: `(object, element)` pairs.
    public func withUnretained<Object: AnyObject>(_ object: Object) -> Infallible<(Object, Element)> {
        withUnretained(object) { ($0, $1) }
    }

    /// Prints every event, the subscription and the disposal, with `identifier`.
    ///
    /// ```swift
    /// _ = Infallible.just(1).debug("one").subscribe()
    /// ```
    /// - Parameters:
    ///   - identifier: The label; by default the file and line.
    ///   - trimOutput: Whether to shorten long events.
    ///   - file: The file of the call.
    ///   - line: The line of the call.
    ///   - function: The function of the call.
    /// - Returns: The same sequence.
    public func debug(
        _ identifier: String? = nil, trimOutput: Bool = false, file: String = #file, line: UInt = #line,
        function: String = #function
    ) -> Infallible<Element> {
        Infallible(
            asObservable().debug(
                identifier, trimOutput: trimOutput, file: file, line: line, function: function))
    }
}
