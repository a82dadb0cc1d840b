extension Observable {
    /// An observable that emits one element, then completes.
    ///
    /// ```swift
    /// _ = Observable.just(1).subscribe { print($0) }
    /// // next(1)
    /// // completed
    /// ```
    /// - Parameter element: The element.
    /// - Returns: The observable.
    @inlinable  // Lets the caller specialize what it subscribes to.
    public static func just(_ element: Element) -> Observable<Element> {
        _JustObservable(element: element)
    }

    /// An observable that emits one element, then completes, both on `scheduler`, each in an
    /// action of its own as in RxSwift: on a virtual-time scheduler the completion comes one
    /// tick after the element.
    ///
    /// ```swift
    /// let scheduler = TestScheduler(initialClock: 0)
    /// let res = scheduler.start { Observable.just(42, scheduler: scheduler) }
    /// print(res.events)
    /// // [next(42) @ 201, completed @ 202]
    /// ```
    /// - Parameters:
    ///   - element: The element.
    ///   - scheduler: Where to emit.
    /// - Returns: The observable.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        Producer { downstream in
            let sink = _Sink<Element>(downstream: downstream)
            sink.setUpstream(
                scheduler.schedule(element) { element in
                    sink.forwardNext(element)
                    guard !sink.isDisposed else { return Disposables.create() }
                    // Disposing the first action disposes what it returned: this one.
                    return scheduler.schedule(sink) { sink in
                        sink.forwardCompleted()
                        return Disposables.create()
                    }
                })
            return sink
        }
    }

    /// An observable that completes at once.
    ///
    /// ```swift
    /// _ = Observable<Int>.empty().subscribe { print($0) } // completed
    /// ```
    /// - Returns: The observable.
    public static func empty() -> Observable<Element> {
        Producer { downstream in
            downstream(.completed)
            return Disposables.create()
        }
    }

    /// An observable that never emits and never ends.
    /// - Returns: The observable.
    public static func never() -> Observable<Element> {
        Producer { _ in Disposables.create() }
    }

    /// An observable that fails at once with `error`.
    ///
    /// ```swift
    /// struct Failure: Error {}
    /// _ = Observable<Int>.error(Failure()).subscribe { print($0) } // error(Failure())
    /// ```
    /// - Parameter error: The error.
    /// - Returns: The observable.
    public static func error(_ error: Swift.Error) -> Observable<Element> {
        Producer { downstream in
            downstream(.error(error))
            return Disposables.create()
        }
    }

    /// An observable that calls `observableFactory` on each subscription and subscribes to what
    /// it returns; a thrown error becomes an `error` event.
    ///
    /// ```swift
    /// var calls = 0
    /// let counted = Observable.deferred { calls += 1; return Observable.just(calls) }
    /// _ = counted.subscribe(onNext: { print($0) }) // 1
    /// _ = counted.subscribe(onNext: { print($0) }) // 2
    /// ```
    /// - Parameter observableFactory: Makes the observable for one subscription.
    /// - Returns: The observable.
    public static func deferred(
        _ observableFactory: @escaping () throws -> Observable<Element>
    ) -> Observable<Element> {
        Producer { downstream in
            let source: Observable<Element>
            do {
                source = try observableFactory()
            } catch {
                downstream(.error(error))
                return Disposables.create()
            }
            return source.subscribeHandler(downstream)
        }
    }
}

/// `just`'s observable: delivers its element and completes on the subscribing thread, at once,
/// as RxSwift's `Just` does (no trampoline turn), with no closure to allocate.
@usableFromInline
final class _JustObservable<Element>: Observable<Element> {
    @usableFromInline let element: Element
    /// The delivery as compiled where `just` was called: specialized for the element type
    /// (the override below is generic code), and capturing nothing, so no allocation.
    @usableFromInline let emit: (_JustObservable<Element>, EventHandler<Element>) -> Void

    @inlinable
    init(element: Element) {
        self.element = element
        self.emit = { just, handler in
            handler(.next(just.element))
            handler(.completed)
        }
        super.init()
    }

    @usableFromInline
    override func subscribeHandler(_ handler: @escaping EventHandler<Element>) -> Disposable {
        emit(self, handler)
        return Disposables.create()
    }

    @usableFromInline
    override func subscribeAtOnce(
        onNext: ((Element) -> Void)?, onError: ((Swift.Error) -> Void)?, onCompleted: (() -> Void)?,
        onDisposed: (() -> Void)?
    ) -> Bool {
        onNext?(element)
        onCompleted?()
        onDisposed?()
        return true
    }
}
