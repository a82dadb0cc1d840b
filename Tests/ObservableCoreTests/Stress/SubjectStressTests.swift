import Foundation
import ObservableCore
import TestSupport
import Testing

/// A stop event racing with subscriptions from 8 threads: every subscriber that is not disposed
/// gets exactly one stop event (live, or replayed because it came late), and nothing after it.
/// `SubjectHammerTests` covers the values; this covers the end of the stream.
@Suite struct SubjectStressTests {
    static let subscribers = 8
    static let roundsPerSubscriber = 60

    @Test func publishSubjectStopReachesEveryLiveSubscriberOnce() {
        let subject = PublishSubject<Int>()
        stopRace(
            send: subject.onNext, complete: { subject.onCompleted() }, subscribe: { subject.subscribe($0) })
    }

    @Test func behaviorSubjectStopReachesEveryLiveSubscriberOnce() {
        let subject = BehaviorSubject(value: -1)
        stopRace(
            send: subject.onNext, complete: { subject.onCompleted() }, subscribe: { subject.subscribe($0) })
    }

    @Test func replaySubjectStopReachesEveryLiveSubscriberOnce() {
        let subject = ReplaySubject<Int>.create(bufferSize: 3)
        stopRace(
            send: subject.onNext, complete: { subject.onCompleted() }, subscribe: { subject.subscribe($0) })
    }

    @Test func unboundedReplayErrorReachesEveryLiveSubscriberOnce() {
        let subject = ReplaySubject<Int>.createUnbounded()
        stopRace(
            send: subject.onNext, complete: { subject.onError(TestError(id: 1)) },
            subscribe: { subject.subscribe($0) })
    }

    /// Subscriber threads subscribe checkers (keeping every other one) while a sender sends and
    /// then stops the subject halfway through.
    private func stopRace(
        send: @escaping @Sendable (Int) -> Void, complete: @escaping @Sendable () -> Void,
        subscribe: @escaping @Sendable (GrammarChecker<Int>) -> Disposable
    ) {
        let kept = KeptCheckers()
        let finished = Watchdog.run(threads: Self.subscribers + 1) { index in
            if index == Self.subscribers {
                for value in 0..<500 { send(value) }
                complete()
                for value in 500..<600 { send(value) }  // ignored: the subject has stopped
                return
            }
            for round in 0..<Self.roundsPerSubscriber {
                let checker = GrammarChecker<Int>(serialized: false)
                let subscription = subscribe(checker)
                if round % 2 == 0 {
                    kept.append(checker)
                } else {
                    subscription.dispose()
                    kept.checkDisposed(checker)
                }
            }
        }
        #expect(finished, "deadlock: subscribers or sender did not finish")
        let all = kept.all
        #expect(all.count == Self.subscribers * Self.roundsPerSubscriber / 2)
        for checker in all {
            #expect(checker.violations == [])
            #expect(checker.stopEvents.count == 1, "a live subscriber missed the stop event")
            #expect(checker.received.allSatisfy { $0 < 500 })
        }
        #expect(kept.disposedViolations == [])
    }
}

/// The checkers a stress test keeps, and the problems of the ones it disposed.
final class KeptCheckers: @unchecked Sendable {  // `lock` guards both arrays.
    private let lock = NSLock()
    private var checkers: [GrammarChecker<Int>] = []
    private var problems: [String] = []

    func append(_ checker: GrammarChecker<Int>) { lock.withLock { checkers.append(checker) } }

    func checkDisposed(_ checker: GrammarChecker<Int>) {
        let violations = checker.violations
        if !violations.isEmpty { lock.withLock { problems += violations } }
    }

    var all: [GrammarChecker<Int>] { lock.withLock { checkers } }
    var disposedViolations: [String] { lock.withLock { problems } }
}
