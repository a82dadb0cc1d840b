// `zip` of any number of singles or maybes, with parameter packs where RxSwift generates one
// overload per arity. The tuple forms of two to eight sources are also generated as RxSwift's
// (PrimitiveSequence+ZipArity.swift, by Scripts/generate-arities.py): only those resolve
// `Single.zip(a, b)` inside a closure in the Swift 5 language mode.

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Succeeds with `resultSelector` applied to the elements of all the singles; fails with the
    /// first failure.
    ///
    /// ```swift
    /// _ = Single.zip(Single.just("Lisbon"), Single.just(21)) { "\($0): \($1)°" }
    ///     .subscribe(onSuccess: { print($0) })
    /// // Lisbon: 21°
    /// ```
    /// - Parameters:
    ///   - source: The singles.
    ///   - resultSelector: Combines one element of each; a thrown error becomes the failure.
    /// - Returns: A single of the combination.
    public static func zip<each E>(
        _ source: repeat Single<each E>, resultSelector: @escaping (repeat each E) throws -> Element
    ) -> Single<Element> {
        func combine(_ values: [Any]) throws -> Element {
            let elements = unpack(values, as: repeat (each E).self)
            return try resultSelector(repeat each elements)
        }
        return Single(raw: zipErased(repeat each source).map(combine))
    }

    /// Succeeds with a tuple of the elements of all the singles; fails with the first failure.
    ///
    /// ```swift
    /// _ = Single.zip(Single.just("Lisbon"), Single.just(21)).subscribe(onSuccess: { print($0) })
    /// // ("Lisbon", 21)
    /// ```
    /// - Parameter source: The singles.
    /// - Returns: A single of the tuple.
    public static func zip<each E>(
        _ source: repeat Single<each E>
    ) -> Single<(repeat each E)> where Element == (repeat each E) {
        func combine(_ values: [Any]) -> (repeat each E) { unpack(values, as: repeat (each E).self) }
        return Single(raw: zipErased(repeat each source).map(combine))
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Succeeds with `resultSelector` applied to the elements of all the maybes; completes
    /// empty as soon as one does; fails with the first error.
    ///
    /// ```swift
    /// _ = Maybe.zip(Maybe.just(1), Maybe.just(2)) { $0 + $1 }.subscribe(onSuccess: { print($0) })
    /// // 3
    /// ```
    /// - Parameters:
    ///   - source: The maybes.
    ///   - resultSelector: Combines one element of each; a thrown error becomes the error.
    /// - Returns: A maybe of the combination.
    public static func zip<each E>(
        _ source: repeat Maybe<each E>, resultSelector: @escaping (repeat each E) throws -> Element
    ) -> Maybe<Element> {
        func combine(_ values: [Any]) throws -> Element {
            let elements = unpack(values, as: repeat (each E).self)
            return try resultSelector(repeat each elements)
        }
        return Maybe(raw: zipErased(repeat each source).map(combine))
    }

    /// Succeeds with a tuple of the elements of all the maybes; completes empty as soon as one
    /// does; fails with the first error.
    ///
    /// ```swift
    /// _ = Maybe.zip(Maybe.just(1), Maybe.just("a")).subscribe(onSuccess: { print($0) })
    /// // (1, "a")
    /// ```
    /// - Parameter source: The maybes.
    /// - Returns: A maybe of the tuple.
    public static func zip<each E>(
        _ source: repeat Maybe<each E>
    ) -> Maybe<(repeat each E)> where Element == (repeat each E) {
        func combine(_ values: [Any]) -> (repeat each E) { unpack(values, as: repeat (each E).self) }
        return Maybe(raw: zipErased(repeat each source).map(combine))
    }
}

/// `Observable.zip` of a pack of traits, with the elements erased to `Any`, in source order.
private func zipErased<Trait, each E>(_ source: repeat PrimitiveSequence<Trait, each E>) -> Observable<[Any]>
{
    var erased: [Observable<Any>] = []
    for source in repeat each source { erased.append(source.source.map { $0 as Any }) }
    return Observable.zip(erased)
}

/// The elements of ``zipErased(_:)`` cast back to their types.
private func unpack<each E>(_ values: [Any], as _: repeat (each E).Type) -> (repeat each E) {
    var index = 0
    func next<Value>(_: Value.Type) -> Value {
        defer { index += 1 }
        return values[index] as! Value  // zip keeps the sources' order, so each cast holds
    }
    return (repeat next((each E).self))
}
