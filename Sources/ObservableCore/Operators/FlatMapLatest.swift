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
        SwitchSink<Element, Source>.observable(asObservable(), selector: selector)
    }
}

/// The engine of `flatMapLatest` and `switchLatest`. Each inner subscription carries the id it
/// was given; under the gate's lock, events of an inner that is no longer the latest are dropped.
/// Inlinable, with its entry points, so that the caller's module specializes the per-event path.
///
/// The latest inner subscription is kept in the gate's state, not in a `SerialDisposable` of
/// `SingleAssignmentDisposable`s: a switch then costs two lock round trips and no allocation
/// besides the inner subscription itself.
@usableFromInline
final class SwitchSink<SourceElement, Inner: ObservableConvertibleType>:
    Sink<Inner.Element>, @unchecked Sendable
{  // Mutable state lives in `gate`.
    @usableFromInline
    typealias Element = Inner.Element

    @usableFromInline
    struct State {
        @usableFromInline var latest = 0
        @usableFromInline var hasLatest = false
        @usableFromInline var outerStopped = false
        /// Set by `disposeResources()`: an inner subscription made later is disposed at once.
        @usableFromInline var isDisposed = false
        /// The latest inner subscription, once its `subscribe` has returned. Not optional: an
        /// optional existential is copied through the generic `Optional` value witnesses.
        @usableFromInline var inner: Disposable = NopDisposable()

        @inlinable
        init() {}
    }

    @usableFromInline let selector: (SourceElement) throws -> Inner
    @usableFromInline let gate = SerialGate<State, Event<Element>>(State())

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
            let sink = SwitchSink(selector: selector, downstream: downstream)
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
                gate.send(.error(error), deliver: forward)
                return
            }
            let (id, previous) = gate.withState { state -> (Int, Disposable) in
                state.latest &+= 1
                state.hasLatest = true
                let previous = state.inner
                state.inner = NopDisposable()
                return (state.latest, previous)
            }
            // The previous inner subscription ends before the new one starts.
            previous.dispose()
            let subscription = inner.asObservable().subscribeHandler { [self] in onInner($0, id: id) }
            // Kept unless the sink was disposed meanwhile, or a newer element arrived while
            // subscribing (an inner that feeds the source synchronously).
            let isStale = gate.withState { state -> Bool in
                guard !state.isDisposed, state.latest == id else { return true }
                state.inner = subscription
                return false
            }
            if isStale { subscription.dispose() }
        case .error(let error):
            gate.send(.error(error), deliver: forward)
        case .completed:
            gate.send(
                { state in
                    state.outerStopped = true
                    return state.hasLatest ? nil : .completed
                }, deliver: forward)
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
            }, deliver: forward)
    }

    @usableFromInline
    override func disposeResources() {
        let inner = gate.withState { state -> Disposable in
            state.isDisposed = true
            let inner = state.inner
            state.inner = NopDisposable()
            return inner
        }
        inner.dispose()
    }
}
