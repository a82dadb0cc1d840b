extension ObservableType where Element: Equatable {
    /// Drops an element when it equals the one emitted just before it.
    ///
    /// ```swift
    /// _ = Observable.of("A", "A", "B", "B", "A").distinctUntilChanged()
    ///     .subscribe(onNext: { print($0) })
    /// // A
    /// // B
    /// // A
    /// ```
    /// - Returns: The sequence without consecutive duplicates.
    @inlinable  // Specializes the per-event path for the caller\'s element type.
    public func distinctUntilChanged() -> Observable<Element> {
        distinctUntilChanged({ $0 }, comparer: ==)
    }
}

extension ObservableType {
    /// Drops an element when its key equals the key of the element emitted just before it.
    ///
    /// A thrown error becomes an `error` event and ends the subscription.
    ///
    /// ```swift
    /// _ = Observable.of("apple", "avocado", "banana").distinctUntilChanged { $0.first }
    ///     .subscribe(onNext: { print($0) })
    /// // apple
    /// // banana
    /// ```
    /// - Parameter keySelector: The key two consecutive elements are compared by.
    /// - Returns: The sequence without consecutive elements of the same key.
    @inlinable  // Specializes the per-event path for the caller\'s element type.
    public func distinctUntilChanged<Key: Equatable>(
        _ keySelector: @escaping (Element) throws -> Key
    ) -> Observable<Element> {
        distinctUntilChanged(keySelector, comparer: ==)
    }

    /// Drops an element when `comparer` says it equals the element emitted just before it.
    ///
    /// A thrown error becomes an `error` event and ends the subscription.
    ///
    /// ```swift
    /// _ = Observable.of(1, 2, 12, 3).distinctUntilChanged { $0 % 10 == $1 % 10 }
    ///     .subscribe(onNext: { print($0) })
    /// // 1
    /// // 2
    /// // 3
    /// ```
    /// - Parameter comparer: Whether two consecutive elements count as equal.
    /// - Returns: The sequence without consecutive duplicates.
    @inlinable  // Specializes the per-event path for the caller\'s element type.
    public func distinctUntilChanged(
        _ comparer: @escaping (Element, Element) throws -> Bool
    ) -> Observable<Element> {
        distinctUntilChanged({ $0 }, comparer: comparer)
    }

    /// Drops an element when `comparer` says its key equals the key of the element emitted just
    /// before it.
    ///
    /// A thrown error (from either closure) becomes an `error` event and ends the subscription.
    ///
    /// ```swift
    /// _ = Observable.of("a", "A", "b").distinctUntilChanged({ $0 }, comparer: {
    ///     $0.lowercased() == $1.lowercased()
    /// }).subscribe(onNext: { print($0) })
    /// // a
    /// // b
    /// ```
    /// - Parameters:
    ///   - keySelector: The key two consecutive elements are compared by.
    ///   - comparer: Whether two keys count as equal.
    /// - Returns: The sequence without consecutive elements of equal keys.
    @inlinable  // Specializes the per-event path for the caller\'s element type.
    public func distinctUntilChanged<Key>(
        _ keySelector: @escaping (Element) throws -> Key,
        comparer: @escaping (Key, Key) throws -> Bool
    ) -> Observable<Element> {
        let source = asObservable()
        return Producer { downstream in
            let sink = _DistinctUntilChangedSink<Element, Key>(
                keySelector: keySelector, comparer: comparer, downstream: downstream)
            sink.setUpstream(source.subscribeHandler(sink.on))
            return sink
        }
    }

    /// Drops an element when the property at `keyPath` equals that of the element emitted just
    /// before it.
    ///
    /// ```swift
    /// struct Point { var x: Int; var y: Int }
    /// _ = Observable.of(Point(x: 1, y: 0), Point(x: 1, y: 5), Point(x: 2, y: 5))
    ///     .distinctUntilChanged(at: \.x)
    ///     .subscribe(onNext: { print($0.x, $0.y) })
    /// // 1 0
    /// // 2 5
    /// ```
    /// - Parameter keyPath: The property two consecutive elements are compared by.
    /// - Returns: The sequence without consecutive elements of equal property.
    @inlinable  // Specializes the per-event path for the caller\'s element type.
    public func distinctUntilChanged<Property: Equatable>(
        at keyPath: KeyPath<Element, Property>
    ) -> Observable<Element> {
        distinctUntilChanged({ $0[keyPath: keyPath] }, comparer: ==)
    }
}

@usableFromInline
final class _DistinctUntilChangedSink<Element, Key>: _Sink<Element>, @unchecked Sendable {
    // `lastKey` is touched only from the upstream event path, which the grammar serializes.
    @usableFromInline @exclusivity(unchecked) var lastKey: Key?
    @usableFromInline let keySelector: (Element) throws -> Key
    @usableFromInline let comparer: (Key, Key) throws -> Bool

    @inlinable
    init(
        keySelector: @escaping (Element) throws -> Key, comparer: @escaping (Key, Key) throws -> Bool,
        downstream: @escaping EventHandler<Element>
    ) {
        self.keySelector = keySelector
        self.comparer = comparer
        super.init(downstream: downstream)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            do {
                let key = try keySelector(element)
                if let lastKey, try comparer(lastKey, key) { return }
                // Stored before delivery, so an element fed back while the observer runs is
                // compared with this one.
                lastKey = key
            } catch {
                forwardError(error)
                return
            }
            forwardNext(element)
        case .error, .completed:
            forwardStop(event)
        }
    }
}
