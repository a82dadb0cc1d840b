import Dispatch
import ObservableCore
import TestSupport
import Testing

// How these tests wait: by `await` only (see the rule in TestSupport/TestSignal.swift). Sources
// that answer later do so from a dispatch queue, never from a task that needs a pool thread;
// where a `Task` is the subject (`Single.create(work:)`, cancellation), the test suspends while it
// runs, and no clock bounds the wait.

@Suite struct SingleValueTests {
    @Test func aSuccessIsReturned() async throws {
        #expect(try await Single.just(1).value == 1)
    }

    @Test func aFailureIsThrown() async {
        await #expect(throws: TestError(id: 1)) { try await Single<Int>.error(TestError(id: 1)).value }
    }

    @Test func anOutcomeFromAnotherThreadIsAwaited() async throws {
        let answer = Single<Int>.create { single in
            // Handed to the queue, the only caller.
            nonisolated(unsafe) let single = single
            DispatchQueue.global().async { single(.success(7)) }
            return Disposables.create()
        }
        #expect(try await answer.value == 7)
    }

    @Test func aSourceWithoutElementFailsWithTheLibraryError() async {
        do {
            _ = try await Observable<Int>.empty().asSingle().value
            Issue.record("expected the library's error")
        } catch {
            #expect("\(error)" == "\(RxError.noElements)")
        }
    }

    @Test func cancellingTheTaskDisposesTheSubscriptionAndThrowsCancellation() async {
        let subscribed = TestSignal()
        let disposed = TestSignal()
        let task = Task {
            try await Single<Int>.create { _ in
                subscribed.fire()
                return Disposables.create { disposed.fire() }
            }
            .value
        }
        #expect(await subscribed.wait())
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(await disposed.wait())
    }

    @Test func anAlreadyCancelledTaskGetsCancellation() async {
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await Single<Int>.never().value
        }
        await #expect(throws: CancellationError.self) { try await task.value }
    }

    @Test func aSynchronousSuccessWinsOverAnEarlierCancellation() async throws {
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await Single.just(3).value
        }
        // The subscription is disposed first (the task is cancelled), but `just` has already
        // delivered during `subscribe`: RxSwift returns the value too.
        #expect(try await task.value == 3)
    }
}

@Suite struct MaybeAndCompletableValueTests {
    @Test func maybeReturnsItsElementOrNil() async throws {
        #expect(try await Maybe.just(1).value == 1)
        #expect(try await Maybe<Int>.empty().value == nil)
        await #expect(throws: TestError(id: 2)) { try await Maybe<Int>.error(TestError(id: 2)).value }
    }

    @Test func maybeFromAnotherThread() async throws {
        let maybe = Maybe<Int>.create { maybe in
            // Handed to the queue, the only caller.
            nonisolated(unsafe) let maybe = maybe
            DispatchQueue.global().async { maybe(.completed) }
            return Disposables.create()
        }
        #expect(try await maybe.value == nil)
    }

    @Test func completableReturnsOrThrows() async throws {
        try await Completable.empty().value
        await #expect(throws: TestError(id: 3)) { try await Completable.error(TestError(id: 3)).value }
    }

    @Test func cancellingAMaybeOrCompletableDisposesIt() async {
        let disposed = TestSignal(count: 2)
        let subscribed = TestSignal(count: 2)
        let maybe = Task {
            try await Maybe<Int>.create { _ in
                subscribed.fire()
                return Disposables.create { disposed.fire() }
            }
            .value
        }
        let completable = Task {
            try await Completable.create { _ in
                subscribed.fire()
                return Disposables.create { disposed.fire() }
            }
            .value
        }
        #expect(await subscribed.wait())
        maybe.cancel()
        completable.cancel()
        await #expect(throws: CancellationError.self) { try await maybe.value }
        await #expect(throws: CancellationError.self) { try await completable.value }
        #expect(await disposed.wait())
    }
}

@Suite struct SingleCreateAsyncTests {
    @Test func theWorksResultIsTheSuccess() async {
        let recorder = Recorder<Int>()
        _ = Single<Int>.create { 42 }.asObservable().subscribe(recorder)
        #expect(await recorder.wait(forEvents: 2))
        #expect(recorder.events == [.next(42), .completed])
    }

    @Test func aThrownErrorIsTheFailure() async {
        let recorder = Recorder<Int>()
        _ = Single<Int>.create(detached: true, priority: .low) { throw TestError(id: 9) }.asObservable()
            .subscribe(recorder)
        #expect(await recorder.wait(forEvents: 1))
        #expect(recorder.events == [.error("TestError(9)")])
    }

    @Test func eachSubscriptionRunsTheWork() async throws {
        let runs = TallyCounter()
        let counted = Single<Int>.create { runs.increment() }
        let first = try await counted.value
        let second = try await counted.value
        #expect(Set([first, second]) == [1, 2])
        #expect(runs.current == 2)
    }

    @Test func disposingCancelsTheTask() async {
        let started = TestSignal()
        let cancelled = TestSignal()
        let (stream, continuation) = AsyncStream<Int>.makeStream()
        let recorder = Recorder<Int>()
        let subscription = Single<Int>.create {
            started.fire()
            for await _ in stream {}  // ends when the task is cancelled
            cancelled.fire()
            try Task.checkCancellation()
            return 0
        }
        .asObservable().subscribe(recorder)
        #expect(await started.wait())
        subscription.dispose()
        #expect(await cancelled.wait())
        continuation.finish()
        #expect(recorder.events == [])
    }

    @Test func awaitingTheValueOfAnAsyncSingle() async throws {
        #expect(try await Single<String>.create(detached: true) { "Ada" }.value == "Ada")
    }
}

@Suite struct InfallibleValuesTests {
    @Test func iteratesEveryElement() async {
        var values: [Int] = []
        for await value in Infallible.of(1, 2, 3).values {
            values.append(value)
        }
        #expect(values == [1, 2, 3])
    }

    @Test func elementsFromAnotherThreadArriveInOrder() async {
        let relay = PublishRelay<Int>()
        let stream = relay.asInfallible().take(100).values
        DispatchQueue.global().async {
            for value in 0..<100 { relay.accept(value) }
        }
        var values: [Int] = []
        for await value in stream {
            values.append(value)
        }
        #expect(values == Array(0..<100))
    }

    @Test func leavingTheLoopEarlyDisposesTheSubscription() async {
        let disposed = TestSignal()
        let source = Infallible<Int>.create { observer in
            observer(.next(1))
            observer(.next(2))
            return Disposables.create { disposed.fire() }
        }
        for await value in source.values where value == 1 { break }
        #expect(await disposed.wait())
    }
}

@Suite struct AsyncSequencePriorityTests {
    @Test func theIteratingTaskRunsAtTheGivenPriority() async {
        let priorities = EventLog()
        let stream = AsyncStream<Int> { continuation in
            continuation.yield(1)
            continuation.finish()
        }
        let (recorder, _) = stream.asObservable(priority: .high)
            .do(onNext: { _ in priorities.append("\(Task.currentPriority >= .high)") })
            .record()
        #expect(await recorder.wait(forEvents: 2))
        #expect(recorder.events == [.next(1), .completed])
        #expect(priorities.all == ["true"])
    }
}
