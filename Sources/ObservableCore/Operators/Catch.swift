extension ObservableType {
    /// Continues with the observable that `handler` returns when `self` fails.
    ///
    /// If `handler` throws, the result fails with that error.
    ///
    /// ```swift
    /// struct Failure: Error {}
    /// _ = Observable<Int>.error(Failure())
    ///     .catch { _ in Observable.of(7, 8) }
    ///     .subscribe { print($0) }
    /// // next(7)
    /// // next(8)
    /// // completed
    /// ```
    /// - Parameter handler: Turns the error into the sequence to continue with.
    /// - Returns: The elements of `self`, then, after an error, those of the fallback sequence.
    public func `catch`(
        _ handler: @escaping (Swift.Error) throws -> Observable<Element>
    ) -> Observable<Element> {
        let source = asObservable()
        return Producer { downstream in
            let sink = _Sink<Element>(downstream: downstream)
            // The source's subscription goes into `serial` before subscribing, so a fallback
            // installed during a synchronous failure is never replaced by the dead source.
            let serial = SerialDisposable()
            let sourceSubscription = SingleAssignmentDisposable()
            serial.disposable = sourceSubscription
            sink.setUpstream(serial)
            sourceSubscription.setDisposable(
                source.subscribeHandler { event in
                    guard !sink.isDisposed else { return }
                    switch event {
                    case .next(let element):
                        sink.forwardNext(element)
                    case .completed:
                        sink.forwardCompleted()
                    case .error(let error):
                        let fallback: Observable<Element>
                        do {
                            fallback = try handler(error)
                        } catch {
                            sink.forwardError(error)
                            return
                        }
                        let fallbackSubscription = SingleAssignmentDisposable()
                        serial.disposable = fallbackSubscription
                        fallbackSubscription.setDisposable(fallback.subscribeHandler(sink.forward))
                    }
                })
            return sink
        }
    }

    /// Emits `element` and completes when `self` fails.
    ///
    /// ```swift
    /// struct Failure: Error {}
    /// _ = Observable<Int>.error(Failure()).catchAndReturn(0).subscribe { print($0) }
    /// // next(0)
    /// // completed
    /// ```
    /// - Parameter element: The element to emit instead of the error.
    /// - Returns: The elements of `self`, then `element` if it fails.
    public func catchAndReturn(_ element: Element) -> Observable<Element> {
        self.catch { _ in Observable.just(element) }
    }

    /// Continues with the observable that `handler` returns when `self` fails.
    /// - Parameter handler: Turns the error into the sequence to continue with.
    /// - Returns: The elements of `self`, then, after an error, those of the fallback sequence.
    @available(*, deprecated, renamed: "catch(_:)")
    public func catchError(
        _ handler: @escaping (Swift.Error) throws -> Observable<Element>
    ) -> Observable<Element> {
        self.catch(handler)
    }

    /// Emits `element` and completes when `self` fails.
    /// - Parameter element: The element to emit instead of the error.
    /// - Returns: The elements of `self`, then `element` if it fails.
    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    public func catchErrorJustReturn(_ element: Element) -> Observable<Element> {
        catchAndReturn(element)
    }
}
