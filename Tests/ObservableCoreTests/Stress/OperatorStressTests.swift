import Foundation
import ObservableCore
import TestSupport
import Testing

/// Operators that join sources, fed from 8 threads at once while other subscribers come and go:
/// what they forward is serialized, follows the grammar, and loses or repeats nothing that
/// their contract keeps.
@Suite struct OperatorStressTests {
    static let senders = 8
    static let perSender = 1_000
    static let churnRounds = 150

    private func makeSubjects() -> [PublishSubject<Int>] {
        (0..<Self.senders).map { _ in PublishSubject<Int>() }
    }

    /// Runs the senders (`send(thread)`) and one thread of subscribers that come and go; returns
    /// whether all finished, and a problem if a churned subscriber saw a violation.
    private func drive<Element>(
        _ observable: Observable<Element>, send: @escaping @Sendable (Int) -> Void,
        checkChurned: @escaping @Sendable ([Element]) -> Bool = { _ in true }
    ) async -> (finished: Bool, churnProblems: [String]) {
        let failedChecks = SharedCount()
        let shared = UncheckedBox(observable)
        let finished = await Watchdog.run(threads: Self.senders + 1) { index in
            guard index == Self.senders else { return send(index) }
            for _ in 0..<Self.churnRounds {
                let checker = GrammarChecker<Element>()
                let subscription = shared.value.subscribe(checker)
                subscription.dispose()
                if !checker.violations.isEmpty || !checkChurned(checker.received) { failedChecks.add() }
            }
        }
        return (
            finished, failedChecks.current == 0 ? [] : ["\(failedChecks.current) churned subscribers failed"]
        )
    }

    @Test func mergeDeliversEverythingOnceInOrderPerSender() async {
        let subjects = makeSubjects()
        let observable = Observable.merge(subjects.map { $0.asObservable() })
        let steady = GrammarChecker<Int>()
        let subscription = observable.subscribe(steady)
        let result = await drive(
            observable,
            send: { thread in
                for index in 0..<Self.perSender { subjects[thread].onNext(thread * Self.perSender + index) }
                subjects[thread].onCompleted()
            }, checkChurned: { isOrderedPerSender($0, stride: Self.perSender) })
        #expect(result.finished)
        #expect(result.churnProblems == [])
        #expect(steady.violations == [])
        #expect(steady.received.sorted() == Array(0..<Self.senders * Self.perSender))
        #expect(isOrderedPerSender(steady.received, stride: Self.perSender))
        #expect(steady.stopEvents == ["completed"])
        subscription.dispose()
    }

    @Test func combineLatestEmitsLatestValuesMonotonically() async {
        let subjects = makeSubjects()
        let observable = Observable.combineLatest(subjects.map { $0.asObservable() })
        let steady = GrammarChecker<[Int]>()
        let subscription = observable.subscribe(steady)
        let isMonotone: @Sendable ([[Int]]) -> Bool = { outputs in
            zip(outputs, outputs.dropFirst()).allSatisfy { previous, next in
                zip(previous, next).allSatisfy { $0 <= $1 }
            }
        }
        let result = await drive(
            observable,
            send: { thread in
                for index in 0..<Self.perSender { subjects[thread].onNext(index) }
                subjects[thread].onCompleted()
            }, checkChurned: isMonotone)
        #expect(result.finished)
        #expect(result.churnProblems == [])
        #expect(steady.violations == [])
        let outputs = steady.received
        #expect(isMonotone(outputs))
        // One output per element once every source has one; the last is everyone's last value.
        #expect(outputs.count <= Self.senders * Self.perSender)
        #expect(outputs.count >= Self.perSender)  // at least every value of the last source to start
        #expect(outputs.last == Array(repeating: Self.perSender - 1, count: Self.senders))
        #expect(steady.stopEvents == ["completed"])
        subscription.dispose()
    }

    @Test func zipPairsEveryIndexExactlyOnce() async {
        let subjects = makeSubjects()
        let observable = Observable.zip(subjects.map { $0.asObservable() })
        let steady = GrammarChecker<[Int]>()
        let subscription = observable.subscribe(steady)
        let result = await drive(
            observable,
            send: { thread in
                for index in 0..<Self.perSender { subjects[thread].onNext(index) }
                subjects[thread].onCompleted()
            },
            checkChurned: { outputs in
                // A churned subscriber starts midway: its tuples need not be aligned, but each
                // source's values still come in order.
                (0..<Self.senders).allSatisfy { source in
                    let column = outputs.map { $0[source] }
                    return zip(column, column.dropFirst()).allSatisfy { $0 < $1 }
                }
            })
        #expect(result.finished)
        #expect(result.churnProblems == [])
        #expect(steady.violations == [])
        #expect(steady.received == (0..<Self.perSender).map { Array(repeating: $0, count: Self.senders) })
        #expect(steady.stopEvents == ["completed"])
        subscription.dispose()
    }

    /// A 9th thread subscribes inner after inner while the 8 senders end them, each on its own
    /// thread: every inner gives exactly one value, and the end comes after the last inner's.
    @Test func flatMapSubscribesWhileInnersEndOnEightThreads() async {
        let inners = makeSubjects()
        let outer = PublishSubject<Int>()
        let outerCount = 2_000
        let steady = GrammarChecker<Int>()
        let subscription = outer.flatMap { inners[$0 % Self.senders].take(1) }.subscribe(steady)
        let outerDone = SharedCount()
        let finished = await Watchdog.run(threads: Self.senders + 1) { index in
            guard index < Self.senders else {
                for value in 0..<outerCount { outer.onNext(value) }
                outer.onCompleted()
                outerDone.add()
                return
            }
            var value = 0
            while outerDone.current == 0 {
                inners[index].onNext(value)
                value += 1
            }
            inners[index].onNext(-1)  // ends the inners still open
        }
        #expect(finished)
        #expect(steady.violations == [])
        #expect(steady.received.count == outerCount)
        #expect(steady.stopEvents == ["completed"])
        #expect(inners.allSatisfy { !$0.hasObservers })
        subscription.dispose()
    }

    @Test func flatMapLatestSwitchingWhileInnersEmitFromEightThreads() async {
        let inners = makeSubjects()
        let outer = PublishSubject<Int>()
        await switchingStress(outer: outer, inners: inners, observable: outer.flatMapLatest { inners[$0] })
    }

    @Test func switchLatestSwitchingWhileInnersEmitFromEightThreads() async {
        let inners = makeSubjects()
        let outer = PublishSubject<Int>()
        let observables = outer.map { inners[$0].asObservable() }
        await switchingStress(outer: outer, inners: inners, observable: observables.switchLatest())
    }

    /// Inners emit from 8 threads while a 9th switches among them; then the last inner gets a
    /// final value, which must be the last thing before the single `completed`.
    private func switchingStress(
        outer: PublishSubject<Int>, inners: [PublishSubject<Int>], observable: Observable<Int>
    ) async {
        let steady = GrammarChecker<Int>()
        let subscription = observable.subscribe(steady)
        outer.onNext(0)
        let switched = TestSignal()
        Thread {
            for round in 1...400 { outer.onNext(round % Self.senders) }
            switched.fire()
        }.start()
        let result = await drive(
            observable,
            send: { thread in
                for index in 0..<Self.perSender { inners[thread].onNext(thread * Self.perSender + index) }
            }, checkChurned: { isOrderedPerSender($0, stride: Self.perSender) })
        #expect(await switched.wait())
        outer.onNext(Self.senders - 1)
        inners[Self.senders - 1].onNext(-1)
        outer.onCompleted()
        inners[Self.senders - 1].onCompleted()

        #expect(result.finished)
        #expect(result.churnProblems == [])
        #expect(steady.violations == [])
        let received = steady.received
        #expect(received.last == -1)
        #expect(Set(received).count == received.count)
        #expect(isOrderedPerSender(received.dropLast(), stride: Self.perSender))
        #expect(steady.stopEvents == ["completed"])
        #expect(inners.allSatisfy { !$0.hasObservers })
        subscription.dispose()
    }

    @Test func takeUntilStopsOnceAndEachSenderGetsAPrefix() async {
        for _ in 0..<10 {
            let source = PublishSubject<Int>()
            let trigger = PublishSubject<Void>()
            let steady = GrammarChecker<Int>()
            let subscription = source.take(until: trigger).subscribe(steady)
            let finished = await Watchdog.run(threads: Self.senders + 1) { thread in
                if thread == Self.senders {
                    for _ in 0..<200 { _ = steady.received.count }
                    trigger.onNext(())
                } else {
                    for index in 0..<Self.perSender / 4 { source.onNext(thread * Self.perSender + index) }
                }
            }
            #expect(finished)
            #expect(steady.violations == [])
            #expect(steady.stopEvents == ["completed"])
            var perSender: [Int: [Int]] = [:]
            for value in steady.received {
                perSender[value / Self.perSender, default: []].append(value % Self.perSender)
            }
            #expect(
                perSender.values.allSatisfy { $0 == Array(0..<$0.count) },
                "a sender's values are not a prefix")
            #expect(!source.hasObservers && !trigger.hasObservers)
            subscription.dispose()
        }
    }
}

/// Hands a non-Sendable value to threads that only read it; the value is thread-safe itself.
struct UncheckedBox<Value>: @unchecked Sendable {  // Read-only after creation.
    let value: Value
    init(_ value: Value) { self.value = value }
}
