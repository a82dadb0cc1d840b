import ObservableCore
import ObservableCoreTesting
import TestSupport
import Testing

// RxSwift's own schedules (its Observable+SkipTests / +TakeTests / +OptionalTests) as facts.
@Suite struct FromOptionalSchedulerTests {
    @Test func aValueThenCompletionAsTwoScheduledSteps() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.from(optional: 1 as Int?, scheduler: scheduler) }
        #expect(res.events == [.next(201, 1), .completed(202)])
    }

    @Test func nilCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.from(optional: nil as Int?, scheduler: scheduler) }
        #expect(res.events == [.completed(201)])
    }

    @Test func onTheTrampolineTheCompletionWaitsForWorkQueuedBeforeIt() {
        let log = EventLog()
        _ = Observable.of(1, 2).concatMap { value in
            Observable.from(optional: value * 10, scheduler: CurrentThreadScheduler.instance)
        }
        .subscribe { log.append("\($0)") }
        #expect(log.all == ["next(10)", "next(20)", "completed"])
    }

    @Test func disposalBetweenTheStepsDropsTheCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 201) {
            Observable.from(optional: 1 as Int?, scheduler: scheduler)
        }
        #expect(res.events == [])
        let later = TestScheduler(initialClock: 0)
        let observer = later.createObserver(Int.self)
        let subscription = SingleAssignmentDisposable()
        later.scheduleAt(100) {
            subscription.setDisposable(
                Observable.from(optional: 1 as Int?, scheduler: later).subscribe { event in
                    observer.on(event)
                    subscription.dispose()
                })
        }
        later.start()
        #expect(observer.events == [.next(101, 1)])
    }
}
