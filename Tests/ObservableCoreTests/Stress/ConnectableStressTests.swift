import Foundation
import ObservableCore
import Synchronization
import TestSupport
import Testing

/// Runs `work(index)` on `count` new threads (never on the cooperative pool) and resumes when
/// the last one is done: an explicit signal, no timed wait.
func onThreads(_ count: Int, _ work: @escaping @Sendable (Int) -> Void) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        let remaining = Countdown(count)
        for index in 0..<count {
            let thread = Thread {
                work(index)
                if remaining.finishOne() { continuation.resume() }
            }
            thread.stackSize = 1 << 20
            thread.start()
        }
    }
}

/// Counts threads down to zero.
final class Countdown: Sendable {
    private let remaining: Atomic<Int>

    init(_ count: Int) {
        remaining = Atomic(count)
    }

    /// Whether the caller was the last one.
    func finishOne() -> Bool {
        remaining.subtract(1, ordering: .acquiringAndReleasing).newValue == 0
    }
}

/// The connectable family under 8 threads: subscribers, connections and refCount come and go
/// while the source emits; the grammar holds, nothing is lost for steady subscribers, and every
/// subscription to the source is released at the end.
@Suite struct ConnectableStressTests {
    static let threads = 8
    static let rounds = 300
    static let elements = 2_000

    @Test func refCountChurnKeepsOneConnectionForASteadySubscriber() async {
        let source = SharedManualSource<Int>()
        let shared = UncheckedBox(source.observable.publish().refCount())
        let steady = GrammarChecker<Int>()
        let subscription = shared.value.subscribe(steady)
        let failures = SharedCount()
        await onThreads(Self.threads + 1) { index in
            if index == Self.threads {
                for value in 0..<Self.elements { source.send(.next(value)) }
                return
            }
            for _ in 0..<Self.rounds {
                let checker = GrammarChecker<Int>()
                let churned = shared.value.subscribe(checker)
                churned.dispose()
                let received = checker.received
                if !checker.violations.isEmpty || received != received.sorted() { failures.add() }
            }
        }
        #expect(failures.current == 0)
        #expect(source.subscriptions == 1)
        #expect(steady.violations == [])
        #expect(steady.received == Array(0..<Self.elements))
        subscription.dispose()
        #expect(source.disposals == 1)
    }

    @Test func refCountSubscribersComingAndGoingReleaseEveryConnection() async {
        let source = SharedManualSource<Int>()
        let shared = UncheckedBox(source.observable.publish().refCount())
        let failures = SharedCount()
        await onThreads(Self.threads) { _ in
            for _ in 0..<Self.rounds {
                let checker = GrammarChecker<Int>()
                let subscription = shared.value.subscribe(checker)
                source.send(.next(1))
                subscription.dispose()
                if !checker.violations.isEmpty { failures.add() }
            }
        }
        #expect(failures.current == 0)
        #expect(source.subscriptions >= 1)
        #expect(source.subscriptions == source.disposals)
    }

    @Test func concurrentConnectAndDisposeLeaveNoSubscriptionBehind() async {
        let source = SharedManualSource<Int>()
        let shared = UncheckedBox(source.observable.publish())
        let steady = GrammarChecker<Int>(serialized: false)
        _ = shared.value.subscribe(steady)
        await onThreads(Self.threads) { _ in
            for _ in 0..<Self.rounds {
                let connection = shared.value.connect()
                source.send(.next(1))
                connection.dispose()
            }
        }
        #expect(source.subscriptions == source.disposals)
        #expect(steady.violations == [])
        #expect(steady.stopEvents == [])
    }

    @Test func replayRefCountChurnSeesIncreasingValues() async {
        let source = SharedManualSource<Int>()
        let shared = UncheckedBox(source.observable.replay(1).refCount())
        let steady = GrammarChecker<Int>()
        let subscription = shared.value.subscribe(steady)
        let failures = SharedCount()
        await onThreads(Self.threads + 1) { index in
            if index == Self.threads {
                for value in 0..<Self.elements { source.send(.next(value)) }
                source.send(.completed)
                return
            }
            for _ in 0..<Self.rounds {
                let checker = GrammarChecker<Int>()
                shared.value.subscribe(checker).dispose()
                let received = checker.received
                let increasing = zip(received, received.dropFirst()).allSatisfy { $0 < $1 }
                if !checker.violations.isEmpty || !increasing { failures.add() }
            }
        }
        #expect(failures.current == 0)
        #expect(steady.violations == [])
        #expect(steady.received == Array(0..<Self.elements))
        #expect(steady.stopEvents == ["completed"])
        subscription.dispose()
        #expect(source.subscriptions == source.disposals)
    }

    @Test func asyncSubjectSubscribersRacingItsCompletionEachGetTheEndingOnce() async {
        let subject = AsyncSubject<Int>()
        subject.onNext(41)
        let checkers = (0..<Self.threads * Self.rounds).map { _ in GrammarChecker<Int>() }
        let boxed = UncheckedBox(checkers)
        await onThreads(Self.threads + 1) { index in
            if index == Self.threads {
                subject.onNext(42)
                subject.onCompleted()
                return
            }
            for round in 0..<Self.rounds {
                _ = subject.subscribe(boxed.value[index * Self.rounds + round])
            }
        }
        for checker in checkers {
            #expect(checker.violations == [])
            #expect(checker.stopEvents == ["completed"])
            #expect(checker.received == [42])
        }
        #expect(!subject.hasObservers)
    }
}
