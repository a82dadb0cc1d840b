extension SharedSequenceConvertibleType {
    /// Transforms each element with `selector`.
    ///
    /// ```swift
    /// _ = Driver.of(1, 2).map { $0 * 10 }.drive(onNext: { print($0) })
    /// // 10
    /// // 20
    /// ```
    /// - Parameter selector: The transform.
    /// - Returns: The transformed sequence, shared the same way.
    public func map<Result>(_ selector: @escaping (Element) -> Result) -> SharedSequence<
        SharingStrategy, Result
    > {
        SharedSequence(asObservable().map(selector))
    }

    /// Transforms each element with `selector` and drops the `nil` results.
    ///
    /// ```swift
    /// _ = Driver.of("1", "x", "2").compactMap { Int($0) }.drive(onNext: { print($0) })
    /// // 1
    /// // 2
    /// ```
    /// - Parameter selector: The transform; `nil` drops the element.
    /// - Returns: The transformed sequence, shared the same way.
    public func compactMap<Result>(
        _ selector: @escaping (Element) -> Result?
    ) -> SharedSequence<SharingStrategy, Result> {
        SharedSequence(asObservable().compactMap(selector))
    }

    /// Keeps the elements that satisfy `predicate`.
    ///
    /// ```swift
    /// _ = Driver.of(1, 2, 3, 4).filter { $0.isMultiple(of: 2) }.drive(onNext: { print($0) })
    /// // 2
    /// // 4
    /// ```
    /// - Parameter predicate: Whether to keep an element.
    /// - Returns: The filtered sequence, shared the same way.
    public func filter(_ predicate: @escaping (Element) -> Bool) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().filter(predicate))
    }

    /// Emits each intermediate result of folding the elements into `seed` with `accumulator`.
    ///
    /// ```swift
    /// _ = Driver.of(1, 2, 3).scan(0, accumulator: +).drive(onNext: { print($0) })
    /// // 1
    /// // 3
    /// // 6
    /// ```
    /// - Parameters:
    ///   - seed: The initial accumulated value.
    ///   - accumulator: Combines the accumulated value with an element.
    /// - Returns: The accumulated values, shared the same way.
    public func scan<A>(_ seed: A, accumulator: @escaping (A, Element) -> A) -> SharedSequence<
        SharingStrategy, A
    > {
        SharedSequence(asObservable().scan(seed, accumulator: accumulator))
    }

    /// Drops the first `count` elements.
    ///
    /// ```swift
    /// _ = Driver.of(1, 2, 3).skip(2).drive(onNext: { print($0) })
    /// // 3
    /// ```
    /// - Parameter count: How many elements to drop.
    /// - Returns: The remaining elements, shared the same way.
    public func skip(_ count: Int) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().skip(count))
    }

    /// Emits `element` first, then the sequence's elements.
    ///
    /// ```swift
    /// _ = Driver.of(2, 3).startWith(1).drive(onNext: { print($0) })
    /// // 1
    /// // 2
    /// // 3
    /// ```
    /// - Parameter element: The first element.
    /// - Returns: The prefixed sequence, shared the same way.
    public func startWith(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().startWith(element))
    }

    /// Runs side effects for the sequence's events and subscription, without changing them.
    ///
    /// ```swift
    /// _ = Driver.just(1).do(onNext: { print("saw", $0) }).drive()
    /// // saw 1
    /// ```
    /// - Parameters:
    ///   - onNext: Runs before an element is delivered.
    ///   - afterNext: Runs after an element is delivered.
    ///   - onCompleted: Runs before completion is delivered.
    ///   - afterCompleted: Runs after completion is delivered.
    ///   - onSubscribe: Runs before subscribing to the source.
    ///   - onSubscribed: Runs after subscribing to the source.
    ///   - onDispose: Runs once when the subscription ends.
    /// - Returns: The same sequence, with the side effects attached, shared the same way.
    public func `do`(
        onNext: ((Element) -> Void)? = nil,
        afterNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        afterCompleted: (() -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(
            asObservable().do(
                onNext: onNext, afterNext: afterNext, onCompleted: onCompleted,
                afterCompleted: afterCompleted,
                onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }

    /// Prints every event and subscription change, prefixed by `identifier`.
    ///
    /// ```swift
    /// _ = Driver.just(1).debug("value").drive()
    /// // <time>: value -> subscribed
    /// // <time>: value -> Event next(1)
    /// // …
    /// ```
    /// - Parameters:
    ///   - identifier: The prefix; by default the file, line and function of the call.
    ///   - trimOutput: Whether to shorten long event descriptions.
    ///   - file: The calling file.
    ///   - line: The calling line.
    ///   - function: The calling function.
    /// - Returns: The same sequence, printed, shared the same way.
    public func debug(
        _ identifier: String? = nil, trimOutput: Bool = false, file: String = #file, line: UInt = #line,
        function: String = #function
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(
            asObservable().debug(
                identifier, trimOutput: trimOutput, file: file, line: line, function: function))
    }
}

extension SharedSequenceConvertibleType where Element: Equatable {
    /// Drops an element equal to the one just before it.
    ///
    /// ```swift
    /// _ = Driver.of(1, 1, 2, 1).distinctUntilChanged().drive(onNext: { print($0) })
    /// // 1
    /// // 2
    /// // 1
    /// ```
    /// - Returns: The sequence without consecutive duplicates, shared the same way.
    public func distinctUntilChanged() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().distinctUntilChanged({ $0 }, comparer: { $0 == $1 }))
    }
}

extension SharedSequenceConvertibleType {
    /// Drops an element whose key equals that of the element just before it.
    ///
    /// ```swift
    /// _ = Driver.of("a", "b", "cc").distinctUntilChanged { $0.count }.drive(onNext: { print($0) })
    /// // a
    /// // cc
    /// ```
    /// - Parameter keySelector: The key two consecutive elements are compared by.
    /// - Returns: The sequence without consecutive elements of equal keys, shared the same way.
    public func distinctUntilChanged<Key: Equatable>(
        _ keySelector: @escaping (Element) -> Key
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().distinctUntilChanged(keySelector, comparer: { $0 == $1 }))
    }

    /// Drops an element that `comparer` finds equal to the element just before it.
    ///
    /// ```swift
    /// _ = Driver.of(1, 2, 5).distinctUntilChanged { abs($0 - $1) < 2 }.drive(onNext: { print($0) })
    /// // 1
    /// // 5
    /// ```
    /// - Parameter comparer: Whether two consecutive elements count as equal.
    /// - Returns: The sequence without consecutive equal elements, shared the same way.
    public func distinctUntilChanged(
        _ comparer: @escaping (Element, Element) -> Bool
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().distinctUntilChanged({ $0 }, comparer: comparer))
    }

    /// Drops an element whose key `comparer` finds equal to that of the element just before it.
    ///
    /// ```swift
    /// _ = Driver.of("a", "B", "b").distinctUntilChanged({ $0.lowercased() }, comparer: ==)
    ///     .drive(onNext: { print($0) })
    /// // a
    /// // B
    /// ```
    /// - Parameters:
    ///   - keySelector: The key two consecutive elements are compared by.
    ///   - comparer: Whether two keys count as equal.
    /// - Returns: The sequence without consecutive elements of equal keys, shared the same way.
    public func distinctUntilChanged<K>(
        _ keySelector: @escaping (Element) -> K, comparer: @escaping (K, K) -> Bool
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().distinctUntilChanged(keySelector, comparer: comparer))
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// Pairs each element with `obj` while it is alive, through `resultSelector`; completes once
    /// `obj` is gone.
    ///
    /// ```swift
    /// _ = taps.withUnretained(self) { owner, _ in owner.count }.emit(onNext: { print($0) })
    /// ```
    /// - Parameters:
    ///   - obj: The object, held weakly.
    ///   - resultSelector: Combines the object and an element.
    /// - Returns: The combined sequence, shared the same way.
    public func withUnretained<Object: AnyObject, Out>(
        _ obj: Object, resultSelector: @escaping (Object, Element) -> Out
    ) -> SharedSequence<SharingStrategy, Out> {
        SharedSequence(asObservable().withUnretained(obj, resultSelector: resultSelector))
    }

    /// Pairs each element with `obj` while it is alive; completes once `obj` is gone.
    ///
    /// ```swift
    /// _ = taps.withUnretained(self).emit(onNext: { owner, _ in owner.refresh() })
    /// ```
    /// - Parameter obj: The object, held weakly.
    /// - Returns: Tuples of the object and an element, shared the same way.
    public func withUnretained<Object: AnyObject>(_ obj: Object) -> SharedSequence<
        SharingStrategy, (Object, Element)
    > {
        withUnretained(obj) { ($0, $1) }
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// Unavailable on ``Driver``, as in RxCocoa: its replay would keep `obj`; use
    /// `drive(with:onNext:onCompleted:onDisposed:)`.
    ///
    /// ```swift
    /// _ = title.drive(with: self, onNext: { owner, title in owner.title = title })
    /// ```
    /// - Parameters:
    ///   - obj: The object.
    ///   - resultSelector: Combines the object and an element.
    /// - Returns: The combined sequence.
    @available(
        *, unavailable,
        message:
            "withUnretained has been deprecated for Driver. Consider using `drive(with:onNext:onCompleted:onDisposed:)`, instead"
    )
    public func withUnretained<Object: AnyObject, Out>(
        _ obj: Object, resultSelector: @escaping (Object, Element) -> Out
    ) -> SharedSequence<SharingStrategy, Out> {
        SharedSequence(asObservable().withUnretained(obj, resultSelector: resultSelector))
    }

    /// Unavailable on ``Driver``, as in RxCocoa: its replay would keep `obj`; use
    /// `drive(with:onNext:onCompleted:onDisposed:)`.
    ///
    /// ```swift
    /// _ = title.drive(with: self, onNext: { owner, title in owner.title = title })
    /// ```
    /// - Parameter obj: The object.
    /// - Returns: Tuples of the object and an element.
    @available(
        *, unavailable,
        message:
            "withUnretained has been deprecated for Driver. Consider using `drive(with:onNext:onCompleted:onDisposed:)`, instead"
    )
    public func withUnretained<Object: AnyObject>(_ obj: Object) -> SharedSequence<
        SharingStrategy, (Object, Element)
    > {
        SharedSequence(asObservable().withUnretained(obj) { ($0, $1) })
    }
}

extension SharedSequence {
    /// The elements as an `AsyncStream`: iterating it subscribes; cancelling the iterating task
    /// (or leaving the loop early) disposes the subscription. The stream never throws: a shared
    /// sequence does not fail.
    ///
    /// ```swift
    /// for await value in Driver.of(1, 2).values {
    ///     print(value)
    /// }
    /// // 1
    /// // 2
    /// ```
    public var values: AsyncStream<Element> {
        asInfallible().values
    }
}
