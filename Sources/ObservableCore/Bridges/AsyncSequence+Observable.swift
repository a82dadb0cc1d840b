extension AsyncSequence {
    /// An observable that iterates the sequence in a new `Task` per subscription and sends
    /// its elements; disposing the subscription cancels the task.
    ///
    /// A thrown error becomes an `error` event; a `CancellationError` ends the sequence with
    /// `completed`, as in RxSwift.
    ///
    /// ```swift
    /// let stream = AsyncStream<Int> { continuation in
    ///     continuation.yield(1)
    ///     continuation.yield(2)
    ///     continuation.finish()
    /// }
    /// _ = stream.asObservable().subscribe(onNext: { print($0) })
    /// // 1
    /// // 2
    /// ```
    ///
    /// > Warning: Events arrive on the task's thread, not the subscribing one; use
    /// > ``ObservableType/observe(on:)`` to move them. The sequence and its elements need not
    /// > be `Sendable`, as in RxSwift: the sequence is iterated by the task, so do not iterate
    /// > or mutate it elsewhere at the same time.
    /// - Parameter priority: The priority of the iterating task; by default the task's own.
    /// - Returns: The observable.
    public func asObservable(priority: TaskPriority? = nil) -> Observable<Element> {
        Observable.create { observer in
            // Erased, so that the task's closure does not capture the sequence's metatype.
            let iteration: any AsyncIterationRunner = AsyncSequenceIteration(
                sequence: self, observer: observer)
            let task = Task(priority: priority) { await iteration.run() }
            return Disposables.create { task.cancel() }
        }
    }
}

/// Work a task runs, erased so that the task's closure stays free of generic types.
protocol AsyncIterationRunner: Sendable {
    func run() async
}

/// Iterates one sequence for one subscription and forwards to its observer.
///
/// The task is the only code that touches the sequence and the observer after creation, so
/// handing them over to it is safe even when they are not `Sendable`.
// Only the iterating task touches `sequence` and `observer` after init (handed over, not shared).
final class AsyncSequenceIteration<Sequence: AsyncSequence>: AsyncIterationRunner, @unchecked Sendable {
    private let sequence: Sequence
    private let observer: AnyObserver<Sequence.Element>

    init(sequence: Sequence, observer: AnyObserver<Sequence.Element>) {
        self.sequence = sequence
        self.observer = observer
    }

    func run() async {
        do {
            for try await element in sequence {
                observer.onNext(element)
            }
            observer.onCompleted()
        } catch is CancellationError {
            observer.onCompleted()
        } catch {
            observer.onError(error)
        }
    }
}
