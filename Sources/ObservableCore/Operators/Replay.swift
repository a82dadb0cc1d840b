extension ObservableType {
    /// Shares one subscription to this sequence, made when the result is connected, through a
    /// ``ReplaySubject``: each subscriber first gets the last `bufferSize` elements.
    ///
    /// Each connection has its own subject; once the source has ended, later subscribers wait
    /// for the next connection.
    ///
    /// ```swift
    /// let source = PublishSubject<Int>()
    /// let shared = source.replay(1)
    /// _ = shared.connect()
    /// source.onNext(1)
    /// source.onNext(2)
    /// _ = shared.subscribe(onNext: { print($0) })
    /// source.onNext(3)
    /// // 2
    /// // 3
    /// ```
    /// - Parameter bufferSize: How many of the latest elements a new subscriber gets first.
    /// - Returns: A connectable observable.
    public func replay(_ bufferSize: Int) -> ConnectableObservable<Element> {
        multicast(makeSubject: { ReplaySubject<Element>.create(bufferSize: bufferSize) })
    }

    /// Shares one subscription to this sequence, made when the result is connected, through a
    /// ``ReplaySubject`` that keeps every element: each subscriber first gets all of them.
    ///
    /// ```swift
    /// let source = PublishSubject<Int>()
    /// let shared = source.replayAll()
    /// _ = shared.connect()
    /// source.onNext(1)
    /// source.onNext(2)
    /// _ = shared.subscribe(onNext: { print($0) })
    /// // 1
    /// // 2
    /// ```
    /// - Returns: A connectable observable.
    public func replayAll() -> ConnectableObservable<Element> {
        multicast(makeSubject: { ReplaySubject<Element>.createUnbounded() })
    }
}
