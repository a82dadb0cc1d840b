import Dispatch
import ObservableCore
import TestSupport
import Testing

@Suite struct AsyncSequenceObservableTests {
    @Test func sendsEveryElementThenCompletes() async {
        let stream = AsyncStream<Int> { continuation in
            for value in 1...3 { continuation.yield(value) }
            continuation.finish()
        }
        let (recorder, _) = stream.asObservable().record()
        #expect(await BoundedWait.until { recorder.events.count == 4 })
        #expect(recorder.events == [.next(1), .next(2), .next(3), .completed])
    }

    @Test func emptyOnlyCompletes() async {
        let stream = AsyncStream<Int> { $0.finish() }
        let (recorder, _) = stream.asObservable().record()
        #expect(await BoundedWait.until { !recorder.events.isEmpty })
        #expect(recorder.events == [.completed])
    }

    @Test func aThrownErrorBecomesAnErrorEvent() async {
        let stream = AsyncThrowingStream<Int, Error> { continuation in
            continuation.yield(1)
            continuation.finish(throwing: TestError(id: 9))
        }
        let (recorder, _) = stream.asObservable().record()
        #expect(await BoundedWait.until { recorder.events.count == 2 })
        #expect(recorder.events == [.next(1), .error("TestError(9)")])
    }

    @Test func aCancellationErrorCompletesAsInRxSwift() async {
        let stream = AsyncThrowingStream<Int, Error> { continuation in
            continuation.yield(1)
            continuation.finish(throwing: CancellationError())
        }
        let (recorder, _) = stream.asObservable().record()
        #expect(await BoundedWait.until { recorder.events.count == 2 })
        #expect(recorder.events == [.next(1), .completed])
    }

    @Test func eachSubscriptionIteratesAnew() async {
        let sequence = Numbers(count: 2)
        let observable = sequence.asObservable()
        let (first, _) = observable.record()
        let (second, _) = observable.record()
        #expect(await BoundedWait.until { first.events.count == 3 && second.events.count == 3 })
        #expect(first.events == [.next(0), .next(1), .completed])
        #expect(second.events == [.next(0), .next(1), .completed])
    }

    @Test func disposingMidwayCancelsTheTaskAndStopsEvents() async {
        let terminated = TallyCounter()
        let (stream, continuation) = AsyncStream<Int>.makeStream()
        continuation.onTermination = { _ in terminated.increment() }
        let (recorder, subscription) = stream.asObservable().record()
        continuation.yield(1)
        #expect(await BoundedWait.until { recorder.events.count == 1 })
        subscription.dispose()
        #expect(await BoundedWait.until { terminated.current == 1 })
        continuation.yield(2)
        #expect(recorder.events == [.next(1)])
    }

    @Test func anObserverThatDisposesDuringDeliveryGetsNothingMore() async {
        let (stream, continuation) = AsyncStream<Int>.makeStream()
        let terminated = TallyCounter()
        continuation.onTermination = { _ in terminated.increment() }
        let recorder = Recorder<Int>()
        let subscription = SingleAssignmentDisposable()
        subscription.setDisposable(
            stream.asObservable().subscribe { event in
                recorder.on(event)
                subscription.dispose()
            })
        continuation.yield(1)
        continuation.yield(2)
        #expect(await BoundedWait.until { terminated.current == 1 })
        #expect(recorder.events == [.next(1)])
    }

    @Test func theSubscriptionIsReleasedAfterCompletion() async {
        weak var capture: LifetimeToken?
        let recorder = Recorder<Int>()
        do {
            let token = LifetimeToken()
            capture = token
            _ = Numbers(count: 1).asObservable().subscribe { event in
                _ = token
                recorder.on(event)
            }
        }
        #expect(await BoundedWait.until { recorder.events.count == 2 && capture == nil })
    }
}

/// A minimal custom async sequence: 0..<count.
private struct Numbers: AsyncSequence {
    typealias Element = Int
    let count: Int

    struct AsyncIterator: AsyncIteratorProtocol {
        var next = 0
        let count: Int

        mutating func next() async -> Int? {
            guard next < count else { return nil }
            defer { next += 1 }
            return next
        }
    }

    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(count: count) }
}
