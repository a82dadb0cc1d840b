/// A sequence for events such as taps, as RxCocoa's `Signal`: it never fails, delivers on the
/// main scheduler, and shares one subscription among its observers without replaying anything to
/// a new one (`share(scope: .whileConnected)`).
///
/// ```swift
/// let taps = PublishRelay<Void>()
/// let tapped: Signal<String> = taps.asSignal().map { "tapped" }
/// _ = tapped.emit(onNext: { print($0) })
/// taps.accept(())
/// // tapped
/// ```
public typealias Signal<Element> = SharedSequence<SignalSharingStrategy, Element>

/// The sharing strategy of ``Signal``: the main scheduler (``SharingScheduler/make``), and
/// `share(scope: .whileConnected)`, with no replay.
///
/// ```swift
/// let signal: SharedSequence<SignalSharingStrategy, Int> = Signal.just(1)
/// ```
public struct SignalSharingStrategy: SharingStrategyProtocol {
    /// The scheduler a ``Signal`` delivers on: ``SharingScheduler/make``'s.
    ///
    /// ```swift
    /// let scheduler = SignalSharingStrategy.scheduler   // a MainScheduler outside tests
    /// ```
    public static var scheduler: SchedulerType { SharingScheduler.make() }

    /// Shares `source` while anyone observes, without replay.
    ///
    /// ```swift
    /// let shared = SignalSharingStrategy.share(Observable.of(1, 2))
    /// ```
    /// - Parameter source: The sequence to share.
    /// - Returns: `source.share(scope: .whileConnected)`.
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(scope: .whileConnected)
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// The sequence as a ``Signal``.
    ///
    /// ```swift
    /// let signal = Signal.just(1).asSignal()
    /// ```
    /// - Returns: The signal.
    public func asSignal() -> Signal<Element> {
        asSharedSequence()
    }
}
