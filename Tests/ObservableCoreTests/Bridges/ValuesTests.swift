import Dispatch
import ObservableCore
import TestSupport
import Testing

@Suite struct ValuesTests {
    @Test func iteratesEveryElement() async throws {
        var values: [Int] = []
        for try await value in Observable.of(1, 2, 3).values {
            values.append(value)
        }
        #expect(values == [1, 2, 3])
    }

    @Test func emptyEndsAtOnce() async throws {
        var values: [Int] = []
        for try await value in Observable<Int>.empty().values {
            values.append(value)
        }
        #expect(values == [])
    }

    @Test func anErrorIsThrownAfterTheElementsBeforeIt() async {
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onError(TestError(id: 5))
            return Disposables.create()
        }
        var values: [Int] = []
        await #expect(throws: TestError(id: 5)) {
            for try await value in source.values {
                values.append(value)
            }
        }
        #expect(values == [1])
    }

    @Test func elementsSentFromAnotherThreadArriveInOrder() async throws {
        let source = SharedManualSource<Int>()
        // Creating the stream subscribes at once.
        let stream = source.observable.values
        #expect(source.subscriptions == 1)
        DispatchQueue.global().async {
            for value in 0..<100 { source.send(.next(value)) }
            source.send(.completed)
        }
        var values: [Int] = []
        for try await value in stream {
            values.append(value)
        }
        #expect(values == Array(0..<100))
    }

    @Test func leavingTheLoopEarlyDisposesTheSubscription() async throws {
        let source = SharedManualSource<Int>()
        do {
            let stream = source.observable.values
            source.send(.next(1))
            source.send(.next(2))
            for try await value in stream where value == 1 {
                break
            }
        }
        #expect(await source.wait(forDisposals: 1))
    }

    @Test func cancellingTheIteratingTaskDisposesTheSubscription() async {
        let disposed = TallyCounter()
        let subscribed = TallyCounter()
        let source = Observable<Int>.create { _ in
            subscribed.increment()
            return Disposables.create { disposed.increment() }
        }
        let stream = TaskHandOff(source.values)
        let task = Task {
            var count = 0
            for try await _ in stream.value { count += 1 }
            return count
        }
        #expect(await subscribed.wait(until: 1))
        task.cancel()
        let result = await task.result
        #expect(await disposed.wait(until: 1))
        #expect(throws: CancellationError.self) { try result.get() }
    }

    @Test func aCancelledTaskThrowsCancellationErrorFromNever() async {
        let stream = TaskHandOff(Observable<Int>.never().values)
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            var count = 0
            for try await _ in stream.value { count += 1 }
            return count
        }
        let result = await task.result
        #expect(throws: CancellationError.self) { try result.get() }
    }

    @Test func cancellingAfterAnElementThrowsCancellationErrorAfterIt() async {
        let subject = PublishSubject<Int>()
        let received = TallyCounter()
        let stream = TaskHandOff(subject.values)
        let task = Task { () -> ([Int], (any Error)?) in
            var values: [Int] = []
            do {
                for try await value in stream.value {
                    values.append(value)
                    received.increment()
                }
            } catch {
                return (values, error)
            }
            return (values, nil)
        }
        subject.onNext(1)
        // The element arrived, so the task iterates; it is cancelled while it waits for the next.
        #expect(await received.wait(until: 1))
        task.cancel()
        let (values, error) = await task.value
        #expect(values == [1])
        #expect(error is CancellationError)
        #expect(!subject.hasObservers)
    }

    @Test func theSubscriptionIsReleasedAfterCompletion() async throws {
        weak var capture: LifetimeToken?
        let released: TestSignal
        do {
            let token = LifetimeToken()
            capture = token
            released = token.released
            let source = Observable.of(1).map { value -> Int in
                _ = token
                return value
            }
            for try await _ in source.values {}
        }
        #expect(await released.wait())
        #expect(capture == nil)
    }
}

/// Hands a non-`Sendable` value to a task that is its only user.
struct TaskHandOff<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
