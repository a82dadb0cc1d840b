extension SharedSequenceConvertibleType where Element: SharedSequenceConvertibleType {
    /// Follows the most recent inner sequence, dropping the previous one when a new one arrives.
    ///
    /// ```swift
    /// let pages: Driver<Driver<String>> = Driver.of(Driver.just("a"), Driver.just("b"))
    /// _ = pages.switchLatest().drive(onNext: { print($0) })
    /// // a
    /// // b
    /// ```
    /// - Returns: The elements of the latest inner sequence.
    public func switchLatest() -> SharedSequence<Element.SharingStrategy, Element.Element> {
        SharedSequence(asObservable().map { $0.asSharedSequence() }.switchLatest())
    }

    /// Merges the elements of every inner sequence.
    ///
    /// ```swift
    /// let groups: Driver<Driver<Int>> = Driver.of(Driver.of(1, 2), Driver.just(3))
    /// _ = groups.merge().drive(onNext: { print($0) })
    /// // 1
    /// // 2
    /// // 3
    /// ```
    /// - Returns: The elements of all inner sequences.
    public func merge() -> SharedSequence<Element.SharingStrategy, Element.Element> {
        SharedSequence(asObservable().map { $0.asSharedSequence() }.merge())
    }

    /// Merges the elements of the inner sequences, following at most `maxConcurrent` at a time;
    /// the others wait their turn.
    ///
    /// ```swift
    /// let merged = groups.merge(maxConcurrent: 1)   // one inner sequence after the other
    /// ```
    /// - Parameter maxConcurrent: How many inner sequences to follow at once.
    /// - Returns: The elements of all inner sequences.
    public func merge(maxConcurrent: Int) -> SharedSequence<Element.SharingStrategy, Element.Element> {
        SharedSequence(asObservable().map { $0.asSharedSequence() }.merge(maxConcurrent: maxConcurrent))
    }
}

extension SharedSequenceConvertibleType {
    /// Maps each element to a sequence and follows only the most recent one.
    ///
    /// ```swift
    /// let results = query.flatMapLatest { search($0).asDriver(onErrorJustReturn: []) }
    /// ```
    /// - Parameter selector: Makes the sequence for an element.
    /// - Returns: The elements of the latest sequence made.
    public func flatMapLatest<Sharing, Result>(
        _ selector: @escaping (Element) -> SharedSequence<Sharing, Result>
    ) -> SharedSequence<Sharing, Result> {
        SharedSequence(asObservable().flatMapLatest(selector))
    }

    /// Maps each element to a sequence and follows it; elements that arrive while it runs are
    /// dropped.
    ///
    /// ```swift
    /// let saved = saveTaps.flatMapFirst { _ in save().asSignal(onErrorJustReturn: false) }
    /// ```
    /// - Parameter selector: Makes the sequence for an element.
    /// - Returns: The elements of the sequences made.
    public func flatMapFirst<Sharing, Result>(
        _ selector: @escaping (Element) -> SharedSequence<Sharing, Result>
    ) -> SharedSequence<Sharing, Result> {
        SharedSequence(asObservable().flatMapFirst(selector))
    }

    /// Maps each element to a sequence and merges the elements of all of them.
    ///
    /// ```swift
    /// _ = Driver.of(1, 2).flatMap { Driver.of($0, $0 * 10) }.drive(onNext: { print($0) })
    /// // 1
    /// // 10
    /// // 2
    /// // 20
    /// ```
    /// - Parameter selector: Makes the sequence for an element.
    /// - Returns: The elements of all sequences made.
    public func flatMap<Sharing, Result>(
        _ selector: @escaping (Element) -> SharedSequence<Sharing, Result>
    ) -> SharedSequence<Sharing, Result> {
        SharedSequence(asObservable().flatMap(selector))
    }

    /// For each element, emits what `resultSelector` makes of it and the latest element of
    /// `second`; elements that arrive before `second` has emitted are dropped.
    ///
    /// ```swift
    /// let submitted = submitTaps.withLatestFrom(text) { _, text in text }
    /// ```
    /// - Parameters:
    ///   - second: The other sequence.
    ///   - resultSelector: Combines an element with the latest of `second`.
    /// - Returns: The combined sequence, shared as `self`.
    public func withLatestFrom<SecondO: SharedSequenceConvertibleType, ResultType>(
        _ second: SecondO, resultSelector: @escaping (Element, SecondO.Element) -> ResultType
    ) -> SharedSequence<SharingStrategy, ResultType> where SecondO.SharingStrategy == SharingStrategy {
        SharedSequence(
            asObservable().withLatestFrom(second.asSharedSequence(), resultSelector: resultSelector))
    }

    /// For each element, emits the latest element of `second`; elements that arrive before
    /// `second` has emitted are dropped.
    ///
    /// ```swift
    /// let submitted = submitTaps.withLatestFrom(text)
    /// ```
    /// - Parameter second: The other sequence.
    /// - Returns: The latest elements of `second`, shared as `self`.
    public func withLatestFrom<SecondO: SharedSequenceConvertibleType>(
        _ second: SecondO
    ) -> SharedSequence<SharingStrategy, SecondO.Element> {
        SharedSequence(asObservable().withLatestFrom(second.asSharedSequence()))
    }

    /// Merges the elements of `sources`.
    ///
    /// ```swift
    /// let all = Driver.merge([Driver.just(1), Driver.just(2)])
    /// ```
    /// - Parameter sources: The sequences.
    /// - Returns: The elements of all of them.
    public static func merge<Sources: Swift.Collection>(
        _ sources: Sources
    ) -> SharedSequence<SharingStrategy, Element>
    where Sources.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Merges the elements of `sources`.
    ///
    /// ```swift
    /// let all = Driver.merge([Driver.just(1), Driver.just(2)])
    /// ```
    /// - Parameter sources: The sequences.
    /// - Returns: The elements of all of them.
    public static func merge(
        _ sources: [SharedSequence<SharingStrategy, Element>]
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Merges the elements of `sources`.
    ///
    /// ```swift
    /// _ = Driver.merge(Driver.just(1), Driver.just(2)).drive(onNext: { print($0) })
    /// // 1
    /// // 2
    /// ```
    /// - Parameter sources: The sequences.
    /// - Returns: The elements of all of them.
    public static func merge(
        _ sources: SharedSequence<SharingStrategy, Element>...
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.merge(sources.map { $0.asObservable() }))
    }
}

extension SharedSequence {
    /// The elements of each sequence in turn, each one after the previous one completes.
    ///
    /// ```swift
    /// _ = Driver.concat(AnySequence([Driver.just(1), Driver.just(2)])).drive(onNext: { print($0) })
    /// // 1
    /// // 2
    /// ```
    /// - Parameter sequence: The sequences.
    /// - Returns: Their elements, in order.
    public static func concat<Sources: Swift.Sequence>(
        _ sequence: Sources
    ) -> SharedSequence<SharingStrategy, Element>
    where Sources.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.concat(sequence.lazy.map { $0.asObservable() }))
    }

    /// The elements of each sequence in turn, each one after the previous one completes.
    ///
    /// ```swift
    /// _ = Driver.concat([Driver.just(1), Driver.just(2)]).drive(onNext: { print($0) })
    /// // 1
    /// // 2
    /// ```
    /// - Parameter collection: The sequences.
    /// - Returns: Their elements, in order.
    public static func concat<Sources: Swift.Collection>(
        _ collection: Sources
    ) -> SharedSequence<SharingStrategy, Element>
    where Sources.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.concat(collection.map { $0.asObservable() }))
    }

    /// Emits what `resultSelector` makes of the sources' elements paired by position.
    ///
    /// ```swift
    /// _ = Driver.zip([Driver.of(1, 2), Driver.of(10, 20)]) { $0.reduce(0, +) }.drive(onNext: { print($0) })
    /// // 11
    /// // 22
    /// ```
    /// - Parameters:
    ///   - collection: The sources.
    ///   - resultSelector: Combines one element of each source.
    /// - Returns: The combined sequence.
    public static func zip<Sources: Swift.Collection, Result>(
        _ collection: Sources, resultSelector: @escaping ([Element]) throws -> Result
    ) -> SharedSequence<SharingStrategy, Result>
    where Sources.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, Result>(
            Observable.zip(collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }

    /// Emits arrays of the sources' elements paired by position.
    ///
    /// ```swift
    /// _ = Driver.zip([Driver.of(1, 2), Driver.of(10, 20)]).drive(onNext: { print($0) })
    /// // [1, 10]
    /// // [2, 20]
    /// ```
    /// - Parameter collection: The sources.
    /// - Returns: Arrays of one element of each source.
    public static func zip<Sources: Swift.Collection>(
        _ collection: Sources
    ) -> SharedSequence<SharingStrategy, [Element]>
    where Sources.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, [Element]>(Observable.zip(collection.map { $0.asObservable() }))
    }

    /// Emits what `resultSelector` makes of the sources' latest elements each time any of them
    /// emits, once all of them have emitted.
    ///
    /// ```swift
    /// let total = Driver.combineLatest([price, tax]) { $0.reduce(0, +) }
    /// ```
    /// - Parameters:
    ///   - collection: The sources.
    ///   - resultSelector: Combines the latest element of each source.
    /// - Returns: The combined sequence.
    public static func combineLatest<Sources: Swift.Collection, Result>(
        _ collection: Sources, resultSelector: @escaping ([Element]) throws -> Result
    ) -> SharedSequence<SharingStrategy, Result>
    where Sources.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, Result>(
            Observable.combineLatest(collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }

    /// Emits arrays of the sources' latest elements each time any of them emits, once all of
    /// them have emitted.
    ///
    /// ```swift
    /// let flags = Driver.combineLatest([isValid, isOnline])   // Driver<[Bool]>
    /// ```
    /// - Parameter collection: The sources.
    /// - Returns: Arrays of the latest element of each source.
    public static func combineLatest<Sources: Swift.Collection>(
        _ collection: Sources
    ) -> SharedSequence<SharingStrategy, [Element]>
    where Sources.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, [Element]>(
            Observable.combineLatest(collection.map { $0.asObservable() }))
    }
}

extension SharedSequenceConvertibleType {
    /// Emits an element only when no other follows within `dueTime`, on the strategy's scheduler.
    ///
    /// ```swift
    /// let query = typed.debounce(.milliseconds(300))
    /// ```
    /// - Parameter dueTime: The quiet time an element waits for.
    /// - Returns: The debounced sequence.
    public func debounce(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().debounce(dueTime, scheduler: SharingStrategy.scheduler))
    }

    /// Emits the first element, then at most one element per `dueTime` window (the latest of the
    /// window when `latest` is `true`), on the strategy's scheduler.
    ///
    /// ```swift
    /// let taps = buttonTaps.throttle(.seconds(1), latest: false)
    /// ```
    /// - Parameters:
    ///   - dueTime: The window length.
    ///   - latest: Whether to emit the latest element of a window at its end.
    /// - Returns: The throttled sequence.
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true) -> SharedSequence<
        SharingStrategy, Element
    > {
        SharedSequence(asObservable().throttle(dueTime, latest: latest, scheduler: SharingStrategy.scheduler))
    }

    /// Shifts every element and the completion later by `dueTime`, on the strategy's scheduler.
    ///
    /// ```swift
    /// let hint = Driver.just("Swipe to continue").delay(.seconds(2))
    /// ```
    /// - Parameter dueTime: The shift.
    /// - Returns: The delayed sequence.
    public func delay(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().delay(dueTime, scheduler: SharingStrategy.scheduler))
    }
}
