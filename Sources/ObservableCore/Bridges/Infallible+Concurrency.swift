import InternalReactiveUtilities

extension InfallibleType {
    /// The elements as an `AsyncStream`: iterating it subscribes; cancelling the iterating
    /// task (or leaving the loop early) disposes the subscription.
    ///
    /// ```swift
    /// for await value in Infallible.of(1, 2).values {
    ///     print(value)
    /// }
    /// // 1
    /// // 2
    /// ```
    ///
    /// > Warning: As with ``ObservableConvertibleType/values``, elements need not be
    /// > `Sendable` and are buffered without limit; do not stream shared mutable objects.
    public var values: AsyncStream<Element> {
        let source = asObservable()
        return AsyncStream { continuation in
            let subscription = source.subscribe(
                onNext: { element in
                    // Crosses into the iterating task; see the warning above.
                    continuation.yield(UncheckedSendable(element).value)
                },
                onError: { error in
                    // Only a sequence that broke the contract gets here.
                    Hooks.reportUnhandled(error, callStack: [])
                    continuation.finish()
                },
                onCompleted: { continuation.finish() })
            let disposable = UncheckedSendable(subscription)
            continuation.onTermination = { _ in disposable.value.dispose() }
        }
    }
}
