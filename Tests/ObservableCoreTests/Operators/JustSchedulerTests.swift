import ObservableCore
import ObservableCoreTesting
import TestSupport
import Testing

// `just(_:scheduler:)` schedules the element and the completion as two actions, as RxSwift's
// `JustScheduled` does, so on virtual time the completion comes a tick after the element.
@Suite struct JustSchedulerTests {
    @Test func theElementThenTheCompletionATickLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.just(42, scheduler: scheduler) }
        #expect(res.events == [.next(201, 42), .completed(202)])
    }

    @Test func disposingBetweenTheStepsDropsTheCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(created: 100, subscribed: 200, disposed: 201) {
            Observable.just(42, scheduler: scheduler)
        }
        // The dispose at 201 was scheduled before the element's action, so it runs first.
        #expect(res.events == [])
        let later = TestScheduler(initialClock: 0)
        let observer = later.createObserver(Int.self)
        let subscription = SingleAssignmentDisposable()
        later.scheduleAt(100) {
            subscription.setDisposable(
                Observable.just(42, scheduler: later).subscribe { event in
                    observer.on(event)
                    subscription.dispose()
                })
        }
        later.start()
        #expect(observer.events == [.next(101, 42)])
    }

    @Test func theSinkIsReleased() {
        let scheduler = TestScheduler(initialClock: 0)
        let just = Observable.just(1, scheduler: scheduler)
        #expect(observerIsReleased(just) { _ in scheduler.start() })
    }
}
