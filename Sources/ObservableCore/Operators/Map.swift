extension ObservableType {
    /// Transforms each element; a thrown error becomes an `error` event and ends the subscription.
    ///
    /// ```swift
    /// _ = Observable.of(1, 2, 3).map { $0 * 10 }.subscribe(onNext: { print($0) })
    /// // 10
    /// // 20
    /// // 30
    /// ```
    /// - Parameter transform: Applied to each element.
    /// - Returns: The transformed sequence.
    @inlinable  // Specializes the per-event closure for the caller's element types.
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
        MapObservable(source: asObservable(), transform: transform)
    }
}

/// `map`'s observable: see ``OperatorObservable``.
@usableFromInline
final class MapObservable<Source, Result>: OperatorObservable<Source, Result> {
    @usableFromInline let transform: (Source) throws -> Result

    @inlinable
    init(source: Observable<Source>, transform: @escaping (Source) throws -> Result) {
        self.transform = transform
        super.init(source: source) { observable, downstream in
            let map = unsafeDowncast(observable, to: MapObservable.self)
            let sink = MapSink(transform: map.transform, downstream: downstream)
            sink.setUpstream(map.source.subscribeHandler({ sink.on($0) }, next: { sink.next($0) }))
            return sink
        }
    }
}

@usableFromInline
final class MapSink<Source, Result>: Sink<Result>, @unchecked Sendable {  // immutable beyond `Sink`.
    @usableFromInline let transform: (Source) throws -> Result

    @inlinable
    init(transform: @escaping (Source) throws -> Result, downstream: @escaping EventHandler<Result>) {
        self.transform = transform
        super.init(downstream: downstream)
    }

    /// An element lent by the source (see ``Observable/subscribeHandler(_:next:)``).
    @inlinable
    func next(_ element: Source) {
        guard !isDisposed else { return }
        do {
            forwardNext(try transform(element))
        } catch {
            forwardError(error)
        }
    }

    @inlinable
    func on(_ event: Event<Source>) {
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            do {
                forwardNext(try transform(element))
            } catch {
                forwardError(error)
            }
        case .error(let error):
            forwardError(error)
        case .completed:
            forwardCompleted()
        }
    }
}
