extension SharedSequence {
    /// A sequence that completes at once, on the strategy's scheduler.
    ///
    /// ```swift
    /// _ = Driver<Int>.empty().drive(onCompleted: { print("done") })
    /// // done
    /// ```
    /// - Returns: The sequence.
    public static func empty() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.empty().subscribe(on: SharingStrategy.scheduler))
    }

    /// A sequence that never emits and never completes.
    ///
    /// ```swift
    /// let idle = Signal<Int>.never()
    /// ```
    /// - Returns: The sequence.
    public static func never() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.never())
    }

    /// A sequence of one element, then completion, delivered on the strategy's scheduler.
    ///
    /// ```swift
    /// _ = Driver.just(42).drive(onNext: { print($0) })
    /// // 42
    /// ```
    /// - Parameter element: The element.
    /// - Returns: The sequence.
    public static func just(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.just(element).subscribe(on: SharingStrategy.scheduler))
    }

    /// A sequence that calls `observableFactory` for each subscription and follows the sequence it
    /// returns.
    ///
    /// ```swift
    /// let now = Driver.deferred { Driver.just(counter.next()) }
    /// ```
    /// - Parameter observableFactory: Makes the sequence for one subscription.
    /// - Returns: The sequence.
    public static func deferred(
        _ observableFactory: @escaping () -> SharedSequence<SharingStrategy, Element>
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.deferred { observableFactory().asObservable() })
    }

    /// A sequence of the given elements, then completion, delivered on the strategy's scheduler.
    ///
    /// ```swift
    /// _ = Driver.of(1, 2).drive(onNext: { print($0) })
    /// // 1
    /// // 2
    /// ```
    /// - Parameter elements: The elements.
    /// - Returns: The sequence.
    public static func of(_ elements: Element...) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.from(elements, scheduler: SharingStrategy.scheduler))
    }

    /// A sequence of an array's elements, then completion, delivered on the strategy's scheduler.
    ///
    /// ```swift
    /// _ = Driver.from([1, 2]).drive(onNext: { print($0) })
    /// // 1
    /// // 2
    /// ```
    /// - Parameter array: The elements.
    /// - Returns: The sequence.
    public static func from(_ array: [Element]) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.from(array, scheduler: SharingStrategy.scheduler))
    }

    /// A sequence of a sequence's elements, then completion, delivered on the strategy's scheduler.
    ///
    /// ```swift
    /// _ = Driver.from(1...2).drive(onNext: { print($0) })
    /// // 1
    /// // 2
    /// ```
    /// - Parameter sequence: The elements; iterated anew for each subscription.
    /// - Returns: The sequence.
    public static func from<Source: Swift.Sequence>(_ sequence: Source) -> SharedSequence<
        SharingStrategy, Element
    >
    where Source.Element == Element {
        SharedSequence(raw: Observable.from(sequence, scheduler: SharingStrategy.scheduler))
    }

    /// A sequence of the optional's value if it has one, then completion, delivered on the
    /// strategy's scheduler.
    ///
    /// ```swift
    /// _ = Driver.from(optional: Int?.none).drive(onCompleted: { print("done") })
    /// // done
    /// ```
    /// - Parameter optional: The element, if any.
    /// - Returns: The sequence.
    public static func from(optional: Element?) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.from(optional: optional, scheduler: SharingStrategy.scheduler))
    }
}

extension SharedSequence where Element: FixedWidthInteger {
    /// A sequence that emits `0`, `1`, `2`, … every `period` on the strategy's scheduler, starting
    /// one period after subscribing; it never completes.
    ///
    /// ```swift
    /// let ticks = Driver<Int>.interval(.seconds(1))   // 0, 1, 2, … one a second
    /// ```
    /// - Parameter period: Time between elements.
    /// - Returns: The sequence.
    public static func interval(_ period: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.interval(period, scheduler: SharingStrategy.scheduler))
    }

    /// A sequence that emits `0` after `dueTime`, then `1`, `2`, … every `period`, on the
    /// strategy's scheduler.
    ///
    /// ```swift
    /// let ticks = Driver<Int>.timer(.seconds(2), period: .seconds(1))   // 0 after 2 s, then one a second
    /// ```
    /// - Parameters:
    ///   - dueTime: Delay before the first element.
    ///   - period: Time between the following elements.
    /// - Returns: The sequence.
    public static func timer(
        _ dueTime: RxTimeInterval, period: RxTimeInterval
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.timer(dueTime, period: period, scheduler: SharingStrategy.scheduler))
    }
}
