/// A sequence that never fails, delivers its events on its sharing strategy's scheduler and shares
/// one subscription to its source among all its observers, as RxCocoa's `SharedSequence`.
///
/// Use it through its two strategies: ``Driver`` (state: replays the latest element) and
/// ``Signal`` (events: no replay). Make one from any observable with `asDriver(onErrorJustReturn:)`
/// or `asSignal(onErrorJustReturn:)` and their siblings; read it with `drive(…)` or `emit(…)`.
///
/// ```swift
/// let names = BehaviorRelay(value: "Ada")
/// let greeting: Driver<String> = names.asDriver().map { "Hello, \($0)" }
/// _ = greeting.drive(onNext: { print($0) })   // on the main thread
/// names.accept("Grace")
/// // Hello, Ada
/// // Hello, Grace
/// ```
public struct SharedSequence<SharingStrategy: SharingStrategyProtocol, Element>:
    SharedSequenceConvertibleType,
    ObservableConvertibleType
{
    let source: Observable<Element>

    /// Shares `source` the strategy's way.
    init(_ source: Observable<Element>) {
        self.source = SharingStrategy.share(source)
    }

    /// Wraps `source` as it is: the caller guarantees it already has the sequence's properties.
    init(raw: Observable<Element>) {
        source = raw
    }

    /// The shared observable this sequence is built on.
    ///
    /// ```swift
    /// let values = Driver.just(1).asObservable()   // Observable<Int>
    /// ```
    /// - Returns: The observable.
    public func asObservable() -> Observable<Element> {
        source
    }

    /// The sequence itself.
    ///
    /// ```swift
    /// let driver = Driver.just(1).asSharedSequence()   // Driver<Int>
    /// ```
    /// - Returns: `self`.
    public func asSharedSequence() -> SharedSequence<SharingStrategy, Element> {
        self
    }

    /// The sequence as an `Infallible`, which it already is in all but type.
    ///
    /// ```swift
    /// let infallible = Driver.just(1).asInfallible()   // Infallible<Int>
    /// ```
    /// - Returns: An `Infallible` of the same events.
    public func asInfallible() -> Infallible<Element> {
        asInfallible(onErrorFallbackTo: .empty())
    }
}

@available(
    *, unavailable,
    message: "a SharedSequence wraps an Observable, whose subscribe closure is not @Sendable"
)
extension SharedSequence: Sendable {}

/// How a ``SharedSequence`` delivers and shares: the scheduler its events arrive on, and the
/// sharing operator applied to its source. ``DriverSharingStrategy`` and
/// ``SignalSharingStrategy`` are the two RxCocoa ships.
///
/// ```swift
/// struct BackgroundSharingStrategy: SharingStrategyProtocol {
///     static var scheduler: SchedulerType { ConcurrentDispatchQueueScheduler(qos: .utility) }
///     static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
///         source.share(scope: .whileConnected)
///     }
/// }
/// ```
public protocol SharingStrategyProtocol {
    /// The scheduler on which the sequence's events are delivered.
    static var scheduler: SchedulerType { get }

    /// Shares one subscription to `source` among the sequence's observers, for example with
    /// `share(replay:scope:)`.
    ///
    /// - Parameter source: The sequence to share.
    /// - Returns: The shared sequence.
    static func share<Element>(_ source: Observable<Element>) -> Observable<Element>
}

/// A type that can be converted to a ``SharedSequence``.
///
/// ```swift
/// func show<Source: SharedSequenceConvertibleType>(_ source: Source) -> Disposable
/// where Source.SharingStrategy == DriverSharingStrategy, Source.Element == String {
///     source.asSharedSequence().drive(onNext: { print($0) })
/// }
/// ```
public protocol SharedSequenceConvertibleType: ObservableConvertibleType {
    /// How the sequence delivers and shares its events.
    associatedtype SharingStrategy: SharingStrategyProtocol

    /// Converts `self` to a ``SharedSequence``.
    ///
    /// - Returns: The shared sequence.
    func asSharedSequence() -> SharedSequence<SharingStrategy, Element>
}

extension SharedSequenceConvertibleType {
    /// The shared observable the sequence is built on.
    ///
    /// ```swift
    /// let values = Signal.just(1).asObservable()   // Observable<Int>
    /// ```
    /// - Returns: The observable.
    public func asObservable() -> Observable<Element> {
        asSharedSequence().asObservable()
    }
}
