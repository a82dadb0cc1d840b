import InternalReactiveUtilities

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Creates a single from an `async` function: each subscription starts a `Task` that runs
    /// `work`; its result is the single's success, a thrown error its failure. Disposing the
    /// subscription cancels the task.
    ///
    /// ```swift
    /// func fetchName() async throws -> String { "Ada" }
    /// let name = Single<String>.create { try await fetchName() }
    /// _ = name.subscribe(onSuccess: { print($0) })
    /// // Ada   (from the task, on its thread)
    /// ```
    /// - Parameters:
    ///   - detached: Whether the task is detached (`Task.detached`) rather than inheriting the
    ///     caller's priority and task-locals.
    ///   - priority: The task's priority.
    ///   - work: The operation.
    /// - Returns: The single.
    @_disfavoredOverload
    public static func create(
        detached: Bool = false,
        priority: TaskPriority? = nil,
        work: @Sendable @escaping () async throws -> Element
    ) -> Single<Element> {
        .create { single in
            // Handed to the task, which is the only code that calls it.
            let observer = UncheckedSendable(single)
            let operation: @Sendable () async -> Void = {
                do {
                    let element = try await work()
                    observer.value(.success(element))
                } catch {
                    observer.value(.failure(error))
                }
            }
            let task =
                detached
                ? Task.detached(priority: priority, operation: operation)
                : Task(priority: priority, operation: operation)
            return Disposables.create { task.cancel() }
        }
    }

    /// Awaits the single's outcome: its element, or its error thrown. Cancelling the awaiting
    /// task disposes the subscription and throws `CancellationError`.
    ///
    /// ```swift
    /// let value = try await Single.just(1).value
    /// print(value) // 1
    /// ```
    public var value: Element {
        get async throws {
            try await firstOutcome { resume in
                subscribe(
                    onSuccess: { resume(.success($0)) }, onFailure: { resume(.failure($0)) },
                    onDisposed: { resume(.failure(CancellationError())) })
            }
        }
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Awaits the maybe's outcome: its element, `nil` if it completes empty, or its error
    /// thrown. Cancelling the awaiting task disposes the subscription and throws
    /// `CancellationError`.
    ///
    /// ```swift
    /// let value = try await Maybe<Int>.empty().value
    /// print(value as Any) // nil
    /// ```
    public var value: Element? {
        get async throws {
            try await firstOutcome { resume in
                subscribe(
                    onSuccess: { resume(.success($0)) }, onError: { resume(.failure($0)) },
                    onCompleted: { resume(.success(nil)) },
                    onDisposed: { resume(.failure(CancellationError())) })
            }
        }
    }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// Awaits the completable: returns when it completes, throws its error. Cancelling the
    /// awaiting task disposes the subscription and throws `CancellationError`.
    ///
    /// ```swift
    /// try await Completable.empty().value
    /// print("done") // done
    /// ```
    public var value: Void {
        get async throws {
            try await firstOutcome { resume in
                subscribe(
                    onCompleted: { resume(.success(())) }, onError: { resume(.failure($0)) },
                    onDisposed: { resume(.failure(CancellationError())) })
            }
        }
    }
}

/// Subscribes with `subscribe` and returns the first outcome it reports; later ones are
/// ignored. Task cancellation disposes the subscription (whose `onDisposed` then reports).
func firstOutcome<Value>(
    _ subscribe: (@escaping (Result<Value, Swift.Error>) -> Void) -> Disposable
) async throws -> Value {
    let subscription = SingleAssignmentDisposable()
    let outcome = try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation {
            (continuation: CheckedContinuation<UncheckedSendable<Value>, Swift.Error>) in
            let isResumed = Locked(false)
            subscription.setDisposable(
                subscribe { result in
                    let isFirst = isResumed.withLock { isResumed in
                        defer { isResumed = true }
                        return !isResumed
                    }
                    // The value crosses to the awaiting task, which alone uses it afterwards.
                    if isFirst { continuation.resume(with: result.map(UncheckedSendable.init)) }
                })
        }
    } onCancel: {
        subscription.dispose()
    }
    return outcome.value
}
