/// An observable sequence with a narrower contract, named by `Trait`: ``Single``, ``Maybe`` and
/// ``Completable`` are its three forms.
///
/// It is not an ``ObservableType`` itself, so only the operators that keep the contract are
/// offered; ``asObservable()`` gives the full set.
///
/// ```swift
/// let single: Single<Int> = .just(1)
/// _ = single.asObservable().subscribe { print($0) }
/// // next(1)
/// // completed
/// ```
public struct PrimitiveSequence<Trait, Element> {
    let source: Observable<Element>

    /// Wraps an observable that already keeps the trait's contract.
    init(raw: Observable<Element>) {
        self.source = raw
    }
}

/// A type that is a ``PrimitiveSequence``; lets extensions constrain `Trait`.
public protocol PrimitiveSequenceType {
    /// The contract: ``SingleTrait``, ``MaybeTrait`` or ``CompletableTrait``.
    associatedtype Trait

    /// The type of the element.
    associatedtype Element

    /// The sequence itself.
    var primitiveSequence: PrimitiveSequence<Trait, Element> { get }
}

extension PrimitiveSequence: PrimitiveSequenceType {
    /// The sequence itself.
    public var primitiveSequence: PrimitiveSequence<Trait, Element> { self }
}

extension PrimitiveSequence: ObservableConvertibleType {
    /// Returns the sequence as a plain ``Observable``.
    ///
    /// ```swift
    /// _ = Single.just(1).asObservable().subscribe { print($0) }
    /// // next(1)
    /// // completed
    /// ```
    /// - Returns: The observable: a success is `next` then `completed`.
    public func asObservable() -> Observable<Element> {
        source
    }
}
