import Foundation
import ObservableCore
import TestSupport
import Testing

/// Random operator pipelines over random schedules of events sent to `PublishSubject`s, each
/// checked against a reference model (``Program/expected(_:start:)``): the whole history, with
/// the step each event arrived in, and the grammar.
///
/// A few thousand programs run by default, always the same ones. For more, or to replay one:
///
///     RANDOM_PROGRAMS=1000000 RANDOM_SEED=7 swift test --filter RandomProgramTests
///
/// A failure prints the program's own seed; `RANDOM_SEED=<it> RANDOM_PROGRAMS=1` replays it.
@Suite struct RandomProgramTests {
    static let environment = ProcessInfo.processInfo.environment
    static let count = environment["RANDOM_PROGRAMS"].flatMap(Int.init) ?? 3_000
    static let baseSeed = environment["RANDOM_SEED"].flatMap(UInt64.init) ?? 20_250_601

    @Test func randomProgramsMatchTheReferenceModel() {
        var failures = 0
        for index in 0..<Self.count {
            let seed = Self.baseSeed &+ UInt64(index)
            if let report = Self.check(seed: seed) {
                failures += 1
                Issue.record(
                    """
                    Random program differs from the model. Replay: RANDOM_SEED=\(seed) RANDOM_PROGRAMS=1
                    \(report)
                    """)
                if failures >= 5 { break }
            }
        }
    }

    @Test func theModelAgreesWithHandWrittenHistories() {
        // A few fixed programs, so that a wrong model cannot pass by agreeing with a wrong core.
        // RxSwift 6: zip completes only when both sides have; an unpaired element just waits.
        let zipWaitsForBothSides = Program.zip(.source(0), .source(1))
        let schedule = [
            ScheduledEvent(source: 0, event: .next(1)), ScheduledEvent(source: 0, event: .completed),
            ScheduledEvent(source: 1, event: .next(2)), ScheduledEvent(source: 1, event: .next(3)),
            ScheduledEvent(source: 1, event: .completed),
        ]
        #expect(
            zipWaitsForBothSides.expected(schedule)
                == [Stamped(step: 2, event: .next(33)), Stamped(step: 4, event: .completed)])
        // combineLatest completes when a side emits while the other completed without a value.
        let combineLatest = Program.combineLatest(.source(0), .source(1))
        let combineSchedule = [
            ScheduledEvent(source: 0, event: .completed), ScheduledEvent(source: 1, event: .next(4)),
            ScheduledEvent(source: 1, event: .next(5)),
        ]
        #expect(combineLatest.expected(combineSchedule) == [Stamped(step: 1, event: .completed)])
        let concat = Program.concat(.take(.source(0), 1), .scan(.source(1), seed: 10))
        let concatSchedule = [
            ScheduledEvent(source: 1, event: .next(5)), ScheduledEvent(source: 0, event: .next(1)),
            ScheduledEvent(source: 1, event: .next(2)), ScheduledEvent(source: 1, event: .error(3)),
        ]
        #expect(
            concat.expected(concatSchedule) == [
                Stamped(step: 1, event: .next(1)), Stamped(step: 2, event: .next(12)),
                Stamped(step: 3, event: .error(3)),
            ])
        #expect(Self.check(seed: 1) == nil)
    }

    /// Runs the program of `seed`; `nil` if it matched the model, else a report.
    static func check(seed: UInt64) -> String? {
        var rng = SeededGenerator(seed: seed)
        var sourceCount = 0
        let program = Program.random(
            depth: Int.random(in: 1...4, using: &rng), sources: &sourceCount, using: &rng)
        let schedule = Program.randomSchedule(sources: sourceCount, using: &rng)
        let subjects = (0..<sourceCount).map { _ in PublishSubject<Int>() }

        var step = -1
        var actual: [Stamped] = []
        let subscription = program.build(subjects).subscribe { event in
            let recorded: ModelEvent
            switch event {
            case .next(let value): recorded = .next(value)
            case .error(let error): recorded = .error((error as? TestError)?.id ?? Int.min)
            case .completed: recorded = .completed
            }
            actual.append(Stamped(step: step, event: recorded))
        }
        for (index, scheduled) in schedule.enumerated() {
            step = index
            let subject = subjects[scheduled.source]
            switch scheduled.event {
            case .next(let value): subject.onNext(value)
            case .error(let id): subject.onError(TestError(id: id))
            case .completed: subject.onCompleted()
            }
        }
        subscription.dispose()

        let expected = program.expected(schedule)
        var problems: [String] = []
        if actual != expected { problems.append("history differs") }
        let stops = actual.filter(\.event.isStop).count
        if stops > 1 || (stops == 1 && actual.last?.event.isStop != true) {
            problems.append("grammar violated")
        }
        if subjects.contains(where: \.hasObservers) { problems.append("a subscription outlived dispose()") }
        guard !problems.isEmpty else { return nil }
        return """
            \(problems.joined(separator: ", "))
            program:  \(program)
            schedule: \(schedule.enumerated().map { "\($0.offset):\($0.element)" }.joined(separator: " "))
            expected: \(expected)
            actual:   \(actual)
            """
    }
}
