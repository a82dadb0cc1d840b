import InternalReactiveUtilities

extension ObservableConvertibleType where Element: Sendable {
    /// The elements as an `AsyncStream`, for `for await` loops that cannot fail: the stream
    /// subscribes at once, buffers by `bufferingPolicy`, and ends when the sequence ends.
    ///
    /// ```swift
    /// let rates = PublishSubject<Double>()
    /// let stream = rates.stream()
    /// rates.onNext(1.0)
    /// rates.onNext(0.5)
    /// rates.onCompleted()
    /// for await rate in stream {
    ///     print(rate)
    /// }
    /// // 1.0
    /// // 0.5
    /// ```
    ///
    /// Made for sequences that never fail, such as a delegate proxy's streams
    /// (`for await rate in player.rx.didChangeRate.stream() { … }`):
    /// - The subscription is made when `stream(bufferingPolicy:)` is called, so elements sent
    ///   before the loop starts are buffered, not lost.
    /// - `completed` ends the loop once the buffered elements are read. An `error` ends it too,
    ///   and goes to ``Hooks/defaultErrorHandler`` as an unhandled error (with the call stack of
    ///   this call if ``Hooks/recordCallStackOnError`` is set): use
    ///   ``ObservableConvertibleType/values`` when errors matter.
    /// - Cancelling the iterating task disposes the subscription, as does leaving the loop
    ///   early once nothing else holds the stream (as when `stream()` is called in the `for`
    ///   statement itself).
    /// - The thread that sends an element never waits for the consumer.
    ///
    /// Elements are `Sendable`, so the compiler checks what crosses into the iterating task.
    /// A sequence of elements that are not `Sendable` gets the other overload,
    /// ``ObservableConvertibleType/stream(bufferingPolicy:)-7cg65``, which hands them over
    /// unchecked; see its warning.
    ///
    /// - Parameter bufferingPolicy: What the stream keeps while the consumer is slower than the
    ///   source. `.unbounded`, the default, keeps every element, so no delegate call is lost;
    ///   the buffer grows as long as the consumer lags. `.bufferingNewest(n)` keeps the `n`
    ///   newest unread elements, dropping the oldest unread one to make room;
    ///   `.bufferingOldest(n)` keeps the `n` oldest unread ones, dropping each element that
    ///   arrives while the buffer is full. With `n` = 0 only an element that finds the
    ///   consumer waiting is kept. The end of the sequence is never dropped.
    /// - Returns: A stream of the elements, in the order the sequence sends them.
    public func stream(
        bufferingPolicy: AsyncStream<Element>.Continuation.BufferingPolicy = .unbounded
    ) -> AsyncStream<Element> {
        makeStream(bufferingPolicy: bufferingPolicy) { continuation, element in
            continuation.yield(element)
        }
    }
}

extension ObservableConvertibleType {
    /// The elements as an `AsyncStream`, for `for await` loops that cannot fail, when the
    /// elements are not `Sendable`: the stream subscribes at once, buffers by
    /// `bufferingPolicy`, and ends when the sequence ends.
    ///
    /// ```swift
    /// final class Reading {
    ///     let value: Int
    ///     init(_ value: Int) { self.value = value }
    /// }
    /// for await reading in Observable.of(Reading(1), Reading(2)).stream() {
    ///     print(reading.value)
    /// }
    /// // 1
    /// // 2
    /// ```
    ///
    /// It behaves as the overload for `Sendable` elements,
    /// ``ObservableConvertibleType/stream(bufferingPolicy:)-9gni3``, which Swift chooses
    /// whenever the element type is `Sendable`: subscribed when called, elements sent before
    /// the loop buffered, `completed` ends the loop, an `error` ends it and goes to
    /// ``Hooks/defaultErrorHandler`` (use ``ObservableConvertibleType/values`` when errors
    /// matter), and cancelling the task or leaving the loop disposes the subscription.
    ///
    /// > Warning: The compiler does not check these elements. Each one is handed, as it is,
    /// > from the thread that sends it to the task that iterates: both then hold the same
    /// > value, as RxSwift's `values` does. That is safe for values nobody mutates afterwards
    /// > (a struct, an object the sender lets go of). Do not stream an object that the sender
    /// > or anyone else keeps mutating: that is a data race. To have the compiler check the
    /// > hand-off, `map` to a `Sendable` value first; then the checked overload is used.
    ///
    /// - Parameter bufferingPolicy: What the stream keeps while the consumer is slower than the
    ///   source. `.unbounded`, the default, keeps every element; `.bufferingNewest(n)` keeps
    ///   the `n` newest unread elements, dropping the oldest unread one to make room;
    ///   `.bufferingOldest(n)` keeps the `n` oldest unread ones, dropping each element that
    ///   arrives while the buffer is full. The end of the sequence is never dropped.
    /// - Returns: A stream of the elements, in the order the sequence sends them.
    public func stream(
        bufferingPolicy: AsyncStream<Element>.Continuation.BufferingPolicy = .unbounded
    ) -> AsyncStream<Element> {
        makeStream(bufferingPolicy: bufferingPolicy) { continuation, element in
            // Crosses into the iterating task unchecked; see the warning above.
            continuation.yield(UncheckedSendable(element).value)
        }
    }

    /// The two overloads' stream: they differ only in how `yield` hands an element over.
    private func makeStream(
        bufferingPolicy: AsyncStream<Element>.Continuation.BufferingPolicy,
        yield: @escaping (AsyncStream<Element>.Continuation, Element) -> Void
    ) -> AsyncStream<Element> {
        let source = asObservable()
        // The stack of this call, not of the thread that sends the error: it names the loop.
        let callStack = Hooks.subscriptionCallStack()
        return AsyncStream(bufferingPolicy: bufferingPolicy) { continuation in
            // Set before subscribing: a sequence that ends while it is subscribed terminates
            // the stream then, and its subscription is disposed as soon as it is made.
            let subscription = SingleAssignmentDisposable()
            continuation.onTermination = { _ in subscription.dispose() }
            subscription.setDisposable(
                source.subscribe(
                    onNext: { yield(continuation, $0) },
                    onError: { error in
                        // Delegate streams never fail: an error here has no one to go to.
                        Hooks.reportUnhandled(error, callStack: callStack)
                        continuation.finish()
                    },
                    onCompleted: { continuation.finish() }))
        }
    }
}
