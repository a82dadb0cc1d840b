import Synchronization

extension ObservableType {
    /// Turns each element into an observable with `selector` and emits the elements of the
    /// latest one only: a new element disposes the previous inner subscription.
    ///
    /// Completes when the source has completed and the latest inner observable has completed.
    /// A thrown error becomes an `error` event.
    ///
    /// ```swift
    /// struct Student { let score: BehaviorSubject<Int> }
    /// let laura = Student(score: BehaviorSubject(value: 80))
    /// let charlotte = Student(score: BehaviorSubject(value: 90))
    /// let student = PublishSubject<Student>()
    /// _ = student.flatMapLatest { $0.score }.subscribe(onNext: { print($0) })
    /// student.onNext(laura)
    /// laura.score.onNext(85)
    /// student.onNext(charlotte)
    /// laura.score.onNext(95)  // ignored: laura is no longer the latest
    /// charlotte.score.onNext(100)
    /// // 80
    /// // 85
    /// // 90
    /// // 100
    /// ```
    /// - Parameter selector: Makes the inner observable for an element.
    /// - Returns: The elements of the latest inner observable.
    @inlinable  // Specializes the per-event path for the caller's element types.
    public func flatMapLatest<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        _SwitchSink<Element, Source>.observable(asObservable(), selector: selector)
    }
}

/// The engine of `flatMapLatest` and `switchLatest`. Each inner subscription carries the id it
/// was given; under the gate's lock, events of an inner that is no longer the latest are dropped.
/// Inlinable, with its entry points, so that the caller's module specializes the per-event path.
///
/// The latest inner subscription is kept by its observer (``_SwitchInnerObserver``), which the
/// gate's state holds, not in a `SerialDisposable` of `SingleAssignmentDisposable`s: a switch then
/// costs two lock round trips and no allocation besides the inner subscription itself (the
/// observer is usually the previous one's, reused), and the state swaps one class reference, not
/// a `Disposable` existential, on each switch.
@usableFromInline
final class _SwitchSink<SourceElement, Inner: ObservableConvertibleType>:
    _Sink<Inner.Element>, @unchecked Sendable
{  // Mutable state lives in `gate`.
    @usableFromInline
    typealias Element = Inner.Element

    @usableFromInline
    typealias Observer = _SwitchInnerObserver<SourceElement, Inner>

    @usableFromInline
    struct State {
        @usableFromInline var latest = 0
        @usableFromInline var hasLatest = false
        @usableFromInline var outerStopped = false
        /// Set by `disposeResources()`: an inner subscription made later is disposed at once.
        @usableFromInline var isDisposed = false
        /// The observer of the latest inner subscription, holding that subscription once its
        /// `subscribe` has returned; reused by the next one if nothing else holds it by then.
        @usableFromInline var observer: Observer?

        @inlinable
        init() {}
    }

    @usableFromInline let selector: (SourceElement) throws -> Inner
    @usableFromInline let gate = _SerialGate<State, Event<Element>>(State())

    @inlinable
    init(selector: @escaping (SourceElement) throws -> Inner, downstream: @escaping EventHandler<Element>) {
        self.selector = selector
        super.init(downstream: downstream)
    }

    @inlinable
    static func observable(
        _ source: Observable<SourceElement>, selector: @escaping (SourceElement) throws -> Inner
    ) -> Observable<Element> {
        Producer { downstream in
            let sink = _SwitchSink(selector: selector, downstream: downstream)
            sink.setUpstream(source.subscribeHandler(sink.onOuter))
            return sink
        }
    }

    @inlinable
    func onOuter(_ event: Event<SourceElement>) {
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            let inner: Inner
            do {
                inner = try selector(element)
            } catch {
                gate.send(.error(error), deliver: { forward($0) })
                return
            }
            var observer: Observer?
            let id = gate.withState { state -> Int in
                state.latest &+= 1
                state.hasLatest = true
                swap(&observer, &state.observer)
                return state.latest
            }
            // The previous inner subscription ends before the new one starts. Once it is
            // released, its observer is usually referenced by nothing else and serves the new one.
            observer?.endSubscription()
            if isKnownUniquelyReferenced(&observer) {
                observer.unsafelyUnwrapped.id.store(id, ordering: .relaxed)
            } else {
                observer = Observer(sink: self, id: id)
            }
            let handler = observer.unsafelyUnwrapped
            var subscription = inner.asObservable().subscribeHandler { handler.on($0) }
            // Kept unless the sink was disposed meanwhile, or a newer element arrived while
            // subscribing (an inner that feeds the source synchronously). Swapped into the
            // observer (whose subscription is the no-op one), so it is not retained once more.
            let isStale = gate.withState { state -> Bool in
                guard !state.isDisposed, state.latest == id else { return true }
                swap(&subscription, &handler.subscription)
                state.observer = handler
                return false
            }
            if isStale { subscription.dispose() }
        case .error(let error):
            gate.send(.error(error), deliver: { forward($0) })
        case .completed:
            gate.send(
                { state in
                    state.outerStopped = true
                    return state.hasLatest ? nil : .completed
                }, deliver: { forward($0) })
        }
    }

    @inlinable
    func onInner(_ event: Event<Element>, id: Int) {
        gate.send(
            { state in
                guard state.latest == id else { return nil }
                if case .completed = event {
                    state.hasLatest = false
                    return state.outerStopped ? .completed : nil
                }
                return event
            }, deliver: { forward($0) })
    }

    @usableFromInline
    override func disposeResources() {
        let observer = gate.withState { state -> Observer? in
            state.isDisposed = true
            let observer = state.observer
            state.observer = nil  // it holds this sink: the cycle ends here
            return observer
        }
        observer?.endSubscription()  // outside the lock
    }
}

/// The observer of one inner subscription of ``_SwitchSink``, and the keeper of that
/// subscription: the handler given to the inner observable captures it alone (no closure context
/// is allocated), and the sink hands it to the next inner subscription when nothing else holds it
/// any more, with the new id — most switches allocate nothing for it. It holds the sink, as the
/// handler's closure did; the sink lets go of it when disposed or stopped.
@usableFromInline
final class _SwitchInnerObserver<SourceElement, Inner: ObservableConvertibleType>: @unchecked Sendable {
    // `id` is written only while this object is referenced by its sink alone. `subscription` is
    // written under the gate's lock while the gate's state holds this observer, and by whoever
    // took the observer out of that state (one thread: `onOuter` or `disposeResources`).
    @usableFromInline let sink: _SwitchSink<SourceElement, Inner>
    /// The id of the inner subscription this observer serves.
    @usableFromInline let id: Atomic<Int>
    /// The inner subscription, once its `subscribe` returned and it was still the latest; a
    /// no-op one before and after. It holds the handler that holds this observer: ending it
    /// (``endSubscription()``) breaks that cycle.
    @usableFromInline @exclusivity(unchecked) var subscription: Disposable = _NopDisposable()

    @inlinable
    init(sink: _SwitchSink<SourceElement, Inner>, id: Int) {
        self.sink = sink
        self.id = Atomic(id)
    }

    @inlinable
    func on(_ event: Event<Inner.Element>) {
        sink.onInner(event, id: id.load(ordering: .relaxed))
    }

    /// Disposes the inner subscription and lets go of it.
    @inlinable
    func endSubscription() {
        var ended: Disposable = _NopDisposable()
        swap(&ended, &subscription)
        ended.dispose()
    }
}
