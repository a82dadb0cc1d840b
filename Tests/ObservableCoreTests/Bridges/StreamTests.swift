import Dispatch
import ObservableCore
import TestSupport
import Testing

@Suite struct StreamTests {
    @Test func elementsArriveInOrderThenTheLoopEndsOnCompletion() async {
        let subject = PublishSubject<Int>()
        let stream = subject.stream()
        // Sent before the loop starts: the stream subscribed when it was made.
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        subject.onCompleted()
        var log: [String] = []
        for await value in stream {
            log.append("\(value)")
        }
        log.append("end")
        #expect(log == ["1", "2", "3", "end"])
    }

    @Test func makingTheStreamSubscribesOnce() async {
        let source = SharedManualSource<Int>()
        let stream = source.observable.stream()
        #expect(source.subscriptions == 1)
        source.send(.next(1))
        source.send(.completed)
        var log: [String] = []
        for await value in stream {
            log.append("\(value)")
        }
        log.append("end")
        #expect(log == ["1", "end"])
        #expect(source.subscriptions == 1)
        #expect(await source.wait(forDisposals: 1))
    }

    @Test func emptyEndsAtOnce() async {
        var log: [String] = []
        for await value in Observable<Int>.empty().stream() {
            log.append("\(value)")
        }
        log.append("end")
        #expect(log == ["end"])
    }

    @Test func elementsSentFromAnotherThreadArriveInOrder() async {
        let source = SharedManualSource<Int>()
        let stream = source.observable.stream()
        DispatchQueue.global().async {
            for value in 0..<100 { source.send(.next(value)) }
            source.send(.completed)
        }
        var values: [Int] = []
        for await value in stream {
            values.append(value)
        }
        #expect(values == Array(0..<100))
    }

    @Test func anErrorEndsTheLoopAndGoesToTheHooks() async {
        let source = SharedManualSource<Int>()
        let stream = source.observable.stream()
        source.send(.next(1))
        var reported: [String] = []
        // The error is reported on the thread that sends it, here, within the scoped handler.
        Hooks.withDefaultErrorHandler({ _, error in reported.append("\(error)") }) {
            source.send(.error(TestError(id: 7)))
        }
        var log: [String] = []
        for await value in stream {
            log.append("\(value)")
        }
        log.append("end")
        #expect(log == ["1", "end"])
        #expect(reported == ["TestError(7)"])
        #expect(await source.wait(forDisposals: 1))
    }

    @Test func cancellingTheIteratingTaskDisposesTheSubscription() async {
        let source = SharedManualSource<Int>()
        let stream = source.observable.stream()
        let log = EventLog()
        let task = Task {
            for await value in stream {
                log.append("\(value)")
            }
            log.append("end")
        }
        source.send(.next(1))
        // The task has taken the element: it is iterating when it is cancelled.
        #expect(await log.wait(forCount: 1))
        task.cancel()
        #expect(await source.wait(forDisposals: 1))
        await task.value
        #expect(log.all == ["1", "end"])
        #expect(source.disposals == 1)
    }

    @Test func leavingTheLoopEarlyDisposesTheSubscription() async {
        let disposed = TestSignal()
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onNext(2)
            return Disposables.create { disposed.fire() }
        }
        var values: [Int] = []
        for await value in source.stream() {
            values.append(value)
            break
        }
        #expect(values == [1])
        #expect(await disposed.wait())
    }

    @Test func theSubscriptionIsReleasedWhenTheSequenceEnds() async {
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
            for await _ in source.stream() {}
        }
        #expect(await released.wait())
        #expect(capture == nil)
    }

    @Test func theDefaultPolicyKeepsEveryElement() async {
        let subject = PublishSubject<Int>()
        let stream = subject.stream()
        for value in 0..<1_000 { subject.onNext(value) }
        subject.onCompleted()
        var values: [Int] = []
        for await value in stream {
            values.append(value)
        }
        #expect(values == Array(0..<1_000))
    }

    @Test(arguments: [(1, [4]), (2, [3, 4])])
    func bufferingNewestKeepsTheNewestUnreadElements(limit: Int, kept: [Int]) async {
        #expect(await elementsKept(by: .bufferingNewest(limit)) == kept)
    }

    @Test(arguments: [(1, [1]), (2, [1, 2])])
    func bufferingOldestKeepsTheOldestUnreadElements(limit: Int, kept: [Int]) async {
        #expect(await elementsKept(by: .bufferingOldest(limit)) == kept)
    }

    /// Sends 1 to 4 and completes before the loop reads anything; returns what the loop reads.
    private func elementsKept(by policy: AsyncStream<Int>.Continuation.BufferingPolicy) async -> [Int] {
        let subject = PublishSubject<Int>()
        let stream = subject.stream(bufferingPolicy: policy)
        for value in 1...4 { subject.onNext(value) }
        subject.onCompleted()
        var values: [Int] = []
        for await value in stream {
            values.append(value)
        }
        return values
    }

    @Test func elementsThatAreNotSendableArriveThroughTheGeneralOverload() async {
        let source = Observable.of(Reading(1), Reading(2))
        var values: [Int] = []
        for await reading in source.stream() {
            values.append(reading.value)
        }
        #expect(values == [1, 2])
        // Code generic over any element type reaches the same overload.
        values = []
        for await reading in anyStream(of: source, bufferingPolicy: .bufferingOldest(1)) {
            values.append(reading.value)
        }
        #expect(values == [1])
    }

    @Test func sendableElementsCrossFromAnotherThreadToTheTask() async {
        let relay = PublishRelay<Reading.Snapshot>()
        let stream = relay.take(3).stream()
        DispatchQueue.global().async {
            for value in 1...3 { relay.accept(Reading(value).snapshot) }
        }
        var values: [Int] = []
        for await snapshot in stream {
            values.append(snapshot.value)
        }
        #expect(values == [1, 2, 3])
    }

    /// The general overload is the only one an unconstrained element type can reach.
    private func anyStream<Source: ObservableConvertibleType>(
        of source: Source, bufferingPolicy: AsyncStream<Source.Element>.Continuation.BufferingPolicy
    ) -> AsyncStream<Source.Element> {
        source.stream(bufferingPolicy: bufferingPolicy)
    }
}

/// An element that is not `Sendable`, and says so.
private final class Reading {
    var value: Int
    init(_ value: Int) { self.value = value }

    /// A `Sendable` copy of the value, to cross threads checked.
    struct Snapshot: Sendable {
        let value: Int
    }

    var snapshot: Snapshot { Snapshot(value: value) }
}

@available(*, unavailable)
extension Reading: Sendable {}
