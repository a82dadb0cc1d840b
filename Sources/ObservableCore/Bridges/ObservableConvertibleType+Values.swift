import InternalReactiveUtilities

extension ObservableConvertibleType {
    /// The elements of the sequence as an `AsyncThrowingStream`: iterating it subscribes, an
    /// `error` event is thrown, and cancelling the iterating task (or leaving the loop early)
    /// disposes the subscription. A cancelled task's loop throws `CancellationError`, as in
    /// RxSwift, rather than ending as if the sequence had completed.
    ///
    /// ```swift
    /// for try await value in Observable.of(1, 2, 3).values {
    ///     print(value)
    /// }
    /// // 1
    /// // 2
    /// // 3
    /// ```
    ///
    /// Elements are buffered without limit while the consumer is slower than the source.
    ///
    /// > Warning: Elements need not be `Sendable`, as in RxSwift: each one is handed from the
    /// > thread that emits it to the task that iterates. That is safe for values nobody else
    /// > mutates afterwards; do not stream shared mutable objects this way.
    public var values: AsyncThrowingStream<Element, Swift.Error> {
        let source = asObservable()
        return AsyncThrowingStream { continuation in
            let subscription = source.subscribe { event in
                switch event {
                case .next(let element):
                    // Crosses into the iterating task; see the warning above.
                    continuation.yield(UncheckedSendable(element).value)
                case .error(let error):
                    continuation.finish(throwing: error)
                case .completed:
                    continuation.finish()
                }
            }
            let disposable = UncheckedSendable(subscription)
            continuation.onTermination = { termination in
                // The stream calls this before it ends a cancelled iteration, so the error set
                // here is what that iteration throws, as in RxSwift; a stream that already
                // finished keeps its own ending.
                if case .cancelled = termination { continuation.finish(throwing: CancellationError()) }
                disposable.value.dispose()
            }
        }
    }
}
