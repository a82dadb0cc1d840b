import ObservableCore
import ObservableCoreTesting
import Testing

// Schedules and expected records of RxSwift's own tests (Observable+CatchTests' retry cases,
// Observable+ShareReplayScopeTests), written here against ObservableCore.

@Suite struct RetryPortTests {
    @Test func basic() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([
            .next(100, 1), .next(150, 2), .next(200, 3), .completed(250),
        ])
        let res = scheduler.start { xs.retry() }
        #expect(res.events == [.next(300, 1), .next(350, 2), .next(400, 3), .completed(450)])
        #expect(xs.subscriptions == [Subscription(200, 450)])
    }

    @Test func countBasic() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([
            .next(5, 1), .next(10, 2), .next(15, 3), .error(20, testError),
        ])
        let res = scheduler.start { xs.retry(3) }
        #expect(
            res.events == [
                .next(205, 1), .next(210, 2), .next(215, 3), .next(225, 1), .next(230, 2), .next(235, 3),
                .next(245, 1), .next(250, 2), .next(255, 3), .error(260, testError),
            ])
        #expect(xs.subscriptions == [Subscription(200, 220), Subscription(220, 240), Subscription(240, 260)])
    }

    @Test func countDispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([
            .next(5, 1), .next(10, 2), .next(15, 3), .error(20, testError),
        ])
        let res = scheduler.start(disposed: 231) { xs.retry(3) }
        #expect(res.events == [.next(205, 1), .next(210, 2), .next(215, 3), .next(225, 1), .next(230, 2)])
        #expect(xs.subscriptions == [Subscription(200, 220), Subscription(220, 231)])
    }
}

@Suite struct SharePortTests {
    private static func source(_ scheduler: TestScheduler, error: Bool = false) -> TestableObservable<Int> {
        let events: [Recorded<Event<Int>>] = [
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5), .next(320, 6),
        ]
        let tail: [Recorded<Event<Int>>] = error ? [.error(330, testError), .next(340, -1)] : []
        return scheduler.createHotObservable(events + tail + [.next(550, 7)])
    }

    @Test func defaultArguments() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = Self.source(scheduler)
        let run = SubscriberSchedule(scheduler: scheduler) { xs.share() }
        #expect(
            run.first.events == [
                .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5), .next(320, 6),
            ])
        #expect(run.second.events == [.next(320, 6)])
        #expect(run.third.events == [.next(550, 7)])
        #expect(xs.subscriptions == [Subscription(200, 400), Subscription(500, 600)])
    }

    @Test(arguments: 0..<5) func whileConnectedReceivesCorrectElements(replay: Int) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = Self.source(scheduler)
        let run = SubscriberSchedule(scheduler: scheduler) {
            xs.share(replay: replay, scope: .whileConnected)
        }
        #expect(
            run.first.events == [
                .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5), .next(320, 6),
            ])
        let replayed = (0..<replay).map { Recorded.next(300, 6 - replay + $0) }
        #expect(run.second.events == replayed + [.next(320, 6)])
        #expect(run.third.events == [.next(550, 7)])
        #expect(xs.subscriptions == [Subscription(200, 400), Subscription(500, 600)])
    }

    @Test(arguments: 0..<5) func foreverError(replay: Int) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = Self.source(scheduler, error: true)
        var ys: Observable<Int>!
        var subscription1: Disposable?
        var subscription2: Disposable?
        var subscription3: Disposable?
        let res1 = scheduler.createObserver(Int.self)
        let res2 = scheduler.createObserver(Int.self)
        let res1Again = scheduler.createObserver(Int.self)
        let res2Again = scheduler.createObserver(Int.self)
        let res3 = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(TestScheduler.Defaults.created) {
            ys = xs.share(replay: replay, scope: .forever)
        }
        scheduler.scheduleAt(200) {
            subscription1 = ys.subscribe { event in
                res1.on(event)
                if event.isStopEvent { subscription1 = ys.subscribe(res1Again) }
            }
        }
        scheduler.scheduleAt(300) {
            subscription2 = ys.subscribe { event in
                res2.on(event)
                if event.isStopEvent { subscription2 = ys.subscribe(res2Again) }
            }
        }
        scheduler.scheduleAt(350) { subscription1?.dispose() }
        scheduler.scheduleAt(400) { subscription2?.dispose() }
        scheduler.scheduleAt(500) { subscription3 = ys.subscribe(res3) }
        scheduler.scheduleAt(600) { subscription3?.dispose() }
        scheduler.start()

        #expect(
            res1.events == [
                .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5), .next(320, 6),
                .error(330, testError),
            ])
        let replayedAtError = (0..<replay).map { Recorded.next(330, 7 - replay + $0) }
        #expect(res1Again.events == replayedAtError + [.error(330, testError)])
        #expect(res2Again.events == replayedAtError + [.error(330, testError)])
        let replayedAt300 = (0..<replay).map { Recorded.next(300, 6 - replay + $0) }
        #expect(res2.events == replayedAt300 + [.next(320, 6), .error(330, testError)])
        let replayedAt500 = (0..<replay).map { Recorded.next(500, 7 - replay + $0) }
        #expect(res3.events == replayedAt500 + [.error(500, testError)])
        #expect(xs.subscriptions == [Subscription(200, 330)])
    }
}

/// RxSwift's share schedule: subscribers at 200, 300 and 500, leaving at 350, 400 and 600.
private struct SubscriberSchedule {
    let first: TestableObserver<Int>
    let second: TestableObserver<Int>
    let third: TestableObserver<Int>

    init(scheduler: TestScheduler, share: @escaping () -> Observable<Int>) {
        first = scheduler.createObserver(Int.self)
        second = scheduler.createObserver(Int.self)
        third = scheduler.createObserver(Int.self)
        var ys: Observable<Int>?
        var subscriptions: [Int: Disposable] = [:]
        scheduler.scheduleAt(TestScheduler.Defaults.created) { ys = share() }
        scheduler.scheduleAt(200) { [first] in subscriptions[1] = ys?.subscribe(first) }
        scheduler.scheduleAt(300) { [second] in subscriptions[2] = ys?.subscribe(second) }
        scheduler.scheduleAt(350) { subscriptions[1]?.dispose() }
        scheduler.scheduleAt(400) { subscriptions[2]?.dispose() }
        scheduler.scheduleAt(500) { [third] in subscriptions[3] = ys?.subscribe(third) }
        scheduler.scheduleAt(600) { subscriptions[3]?.dispose() }
        scheduler.start()
    }
}
