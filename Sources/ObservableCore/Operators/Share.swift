/// How long the subject behind ``ObservableType/share(replay:scope:)`` lives.
///
/// ```swift
/// let source = Observable.of(1, 2)
/// let shared = source.share(replay: 1, scope: .forever)
/// _ = shared.subscribe(onNext: { print("first", $0) })
/// _ = shared.subscribe(onNext: { print("late", $0) })
/// // first 1
/// // first 2
/// // late 2
/// ```
public enum SubjectLifetimeScope: Sendable {
    /// The shared connection, its replay buffer and its terminal event last while at least
    /// one subscriber is connected. After everyone leaves, or after the source ends, the next
    /// subscriber starts the source again and sees nothing stale.
    case whileConnected

    /// The replay buffer and the terminal event outlive every subscriber: a later subscriber
    /// gets the stale buffer (and, once the source ended, its stop event without a new
    /// subscription to the source).
    case forever
}

extension ObservableType {
    /// Shares one subscription to the source among all subscribers, replaying the last
    /// `replay` elements to each new subscriber.
    ///
    /// The first subscriber connects to the source; the others join that connection. With
    /// ``SubjectLifetimeScope/whileConnected`` (the default), the connection ends when the last
    /// subscriber leaves or the source ends, and the next subscriber starts the source again.
    ///
    /// ```swift
    /// let numbers = Observable<Int>.create { observer in
    ///     print("subscribed")
    ///     observer.onNext(1)
    ///     return Disposables.create()
    /// }
    /// .share(replay: 1)
    /// _ = numbers.subscribe(onNext: { print("A", $0) })
    /// _ = numbers.subscribe(onNext: { print("B", $0) })
    /// // subscribed
    /// // A 1
    /// // B 1
    /// ```
    /// - Parameters:
    ///   - replay: How many of the latest elements a new subscriber receives first.
    ///   - scope: How long the replay buffer and the terminal event live.
    /// - Returns: The shared sequence.
    @inlinable  // Specializes the per-event path for the caller's element types.
    public func share(
        replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected
    ) -> Observable<Element> {
        precondition(replay >= 0, "share(replay:scope:): replay must not be negative (got \(replay)).")
        let multicast = _ShareMulticast(source: asObservable(), replay: replay, scope: scope)
        return Producer { downstream in multicast.subscribe(downstream) }
    }
}
