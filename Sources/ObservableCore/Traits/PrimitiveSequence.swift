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

extension PrimitiveSequence {
    /// The `create` of every trait: `subscribe` reports outcomes of the trait's own type
    /// (``SingleEvent``, ``MaybeEvent``, ``CompletableEvent``), and `split` tells what each one is
    /// in the grammar every trait shares: at most one element, then a stop event. Only the first
    /// outcome counts (the `create` sink ignores everything after a stop event).
    static func create<Outcome>(
        subscribe: @escaping (@escaping (Outcome) -> Void) -> Disposable,
        split: @escaping (Outcome) -> (element: Element?, stop: Event<Element>)
    ) -> PrimitiveSequence {
        let source = Observable<Element>.create { observer in
            subscribe { outcome in
                let (element, stop) = split(outcome)
                if let element { observer.onNext(element) }
                observer.on(stop)
            }
        }
        return PrimitiveSequence(raw: source)
    }
}
