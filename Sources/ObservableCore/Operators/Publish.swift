extension ObservableType {
    /// Shares one subscription to this sequence, made when the result is connected, through a
    /// ``PublishSubject``: subscribers get what the source sends after they subscribe.
    ///
    /// Each connection has its own subject; once the source has ended, later subscribers wait
    /// for the next connection.
    ///
    /// ```swift
    /// let source = PublishSubject<Int>()
    /// let shared = source.publish()
    /// _ = shared.subscribe(onNext: { print("A", $0) })
    /// _ = shared.connect()
    /// source.onNext(1)
    /// _ = shared.subscribe(onNext: { print("B", $0) })
    /// source.onNext(2)
    /// // A 1
    /// // A 2
    /// // B 2
    /// ```
    /// - Returns: A connectable observable.
    public func publish() -> ConnectableObservable<Element> {
        multicast(makeSubject: { PublishSubject<Element>() })
    }
}
