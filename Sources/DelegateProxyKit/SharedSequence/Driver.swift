/// A sequence for state that drives the user interface, as RxCocoa's `Driver`: it never fails,
/// delivers on the main scheduler, and shares one subscription among its observers, replaying the
/// latest element to each new one (`share(replay: 1, scope: .whileConnected)`).
///
/// ```swift
/// let query = BehaviorRelay(value: "swift")
/// let title: Driver<String> = query.asDriver().map { "Results for \($0)" }
/// _ = title.drive(onNext: { print($0) })
/// // Results for swift
/// ```
///
/// > Warning: Call `drive` on the main thread: the replayed element is delivered on the thread
/// > that subscribes. Debug builds stop with a message when `drive` is called elsewhere.
public typealias Driver<Element> = SharedSequence<DriverSharingStrategy, Element>

/// The sharing strategy of ``Driver``: the main scheduler (``SharingScheduler/make``), and
/// `share(replay: 1, scope: .whileConnected)`.
///
/// ```swift
/// let driver: SharedSequence<DriverSharingStrategy, Int> = Driver.just(1)
/// ```
public struct DriverSharingStrategy: SharingStrategyProtocol {
    /// The scheduler a ``Driver`` delivers on: ``SharingScheduler/make``'s.
    ///
    /// ```swift
    /// let scheduler = DriverSharingStrategy.scheduler   // a MainScheduler outside tests
    /// ```
    public static var scheduler: SchedulerType { SharingScheduler.make() }

    /// Shares `source` and replays its latest element to new observers, while anyone observes.
    ///
    /// ```swift
    /// let shared = DriverSharingStrategy.share(Observable.of(1, 2))
    /// ```
    /// - Parameter source: The sequence to share.
    /// - Returns: `source.share(replay: 1, scope: .whileConnected)`.
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(replay: 1, scope: .whileConnected)
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// The sequence as a ``Driver``.
    ///
    /// ```swift
    /// let driver = Driver.just(1).asDriver()
    /// ```
    /// - Returns: The driver.
    public func asDriver() -> Driver<Element> {
        asSharedSequence()
    }
}
