import ObservableCore
import ObservableCoreTesting
import Testing

// Schedules and expected records of RxSwift's own tests (Observable+DelayTests,
// Observable+ThrottleTests), written here against ObservableCore. RxSwift's suite has no
// virtual-time test of `debounce`; its cases here take the schedules Rx's other ports share for
// it (Rx.NET's and RxPY's `debounce_timespan_*`), with the records RxSwift's semantics give.

@Suite struct DelayPortTests {
    private func source(_ scheduler: TestScheduler, end: Recorded<Event<Int>>) -> TestableObservable<Int> {
        scheduler.createHotObservable([.next(150, 1), .next(250, 2), .next(350, 3), .next(450, 4), end])
    }

    @Test(arguments: [
        (100, [Recorded<Event<Int>>.next(350, 2), .next(450, 3), .next(550, 4), .completed(650)]),
        (50, [.next(300, 2), .next(400, 3), .next(500, 4), .completed(600)]),
        (150, [.next(400, 2), .next(500, 3), .next(600, 4), .completed(700)]),
    ])
    func simple(delay: Int, expected: [Recorded<Event<Int>>]) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, end: .completed(550))
        let res = scheduler.start { xs.delay(.seconds(delay), scheduler: scheduler) }
        #expect(res.events == expected)
        #expect(xs.subscriptions == [Subscription(200, 550)])
    }

    @Test func error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .error(250, testError)])
        let res = scheduler.start { xs.delay(.seconds(150), scheduler: scheduler) }
        #expect(res.events == [.error(250, testError)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func completed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let res = scheduler.start { xs.delay(.seconds(150), scheduler: scheduler) }
        #expect(res.events == [.completed(400)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test(arguments: [
        (50, [Recorded<Event<Int>>.next(300, 2), .next(400, 3), .next(500, 4), .error(550, testError)]),
        (150, [.next(400, 2), .next(500, 3), .error(550, testError)]),
    ])
    func errorDropsWhatIsStillWaiting(delay: Int, expected: [Recorded<Event<Int>>]) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, end: .error(550, testError))
        let res = scheduler.start { xs.delay(.seconds(delay), scheduler: scheduler) }
        #expect(res.events == expected)
        #expect(xs.subscriptions == [Subscription(200, 550)])
    }
}

@Suite struct ThrottlePortTests {
    private static let elements: [Recorded<Event<Int>>] = [
        .next(150, 1), .next(210, 2), .next(250, 3), .next(310, 4), .next(350, 5),
    ]

    @Test(arguments: [
        (false, 500, [Recorded<Event<Int>>.next(210, 2), .next(410, 6), .completed(500)], 500),
        (true, 500, [.next(210, 2), .next(410, 6), .next(610, 7), .completed(610)], 500),
        (true, 900, [.next(210, 2), .next(410, 6), .next(610, 7), .completed(900)], 900),
    ])
    func completed(latest: Bool, end: Int, expected: [Recorded<Event<Int>>], unsubscribed: Int) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(
            Self.elements + [.next(410, 6), .next(450, 7), .completed(end)])
        let res = scheduler.start { xs.throttle(.seconds(200), latest: latest, scheduler: scheduler) }
        #expect(res.events == expected)
        #expect(xs.subscriptions == [Subscription(200, unsubscribed)])
    }

    @Test(arguments: [false, true]) func never(latest: Bool) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.next(150, 0)])
        let res = scheduler.start { xs.throttle(.seconds(200), latest: latest, scheduler: scheduler) }
        #expect(res.events == [])
        #expect(xs.subscriptions == [Subscription(200, 1000)])
    }

    @Test(arguments: [false, true]) func empty(latest: Bool) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .completed(500)])
        let res = scheduler.start { xs.throttle(.seconds(200), latest: latest, scheduler: scheduler) }
        #expect(res.events == [.completed(500)])
        #expect(xs.subscriptions == [Subscription(200, 500)])
    }

    @Test(arguments: [false, true]) func error(latest: Bool) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(
            Self.elements + [.error(410, testError), .next(450, 7), .completed(500)])
        let res = scheduler.start { xs.throttle(.seconds(200), latest: latest, scheduler: scheduler) }
        #expect(res.events == [.next(210, 2), .error(410, testError)])
        #expect(xs.subscriptions == [Subscription(200, 410)])
    }

    @Test(arguments: [
        (false, [Recorded<Event<Int>>.next(210, 2), .next(410, 6)]),
        (true, [.next(210, 2), .next(410, 6), .next(610, 7)]),
    ])
    func noEnd(latest: Bool, expected: [Recorded<Event<Int>>]) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.elements + [.next(410, 6), .next(450, 7)])
        let res = scheduler.start { xs.throttle(.seconds(200), latest: latest, scheduler: scheduler) }
        #expect(res.events == expected)
        #expect(xs.subscriptions == [Subscription(200, 1000)])
    }
}

@Suite struct DebouncePortTests {
    @Test func allPass() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(200, 2), .next(250, 3), .next(300, 4), .next(350, 5), .next(400, 6),
            .next(450, 7),
            .next(500, 8), .completed(550),
        ])
        let res = scheduler.start { xs.debounce(.seconds(40), scheduler: scheduler) }
        #expect(
            res.events == [
                .next(290, 3), .next(340, 4), .next(390, 5), .next(440, 6), .next(490, 7), .next(540, 8),
                .completed(550),
            ])
        #expect(xs.subscriptions == [Subscription(200, 550)])
    }

    @Test func allPassErrorEnd() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(200, 2), .next(250, 3), .next(300, 4), .next(350, 5), .next(400, 6),
            .next(450, 7),
            .next(500, 8), .error(550, testError),
        ])
        let res = scheduler.start { xs.debounce(.seconds(40), scheduler: scheduler) }
        #expect(
            res.events == [
                .next(290, 3), .next(340, 4), .next(390, 5), .next(440, 6), .next(490, 7), .next(540, 8),
                .error(550, testError),
            ])
        #expect(xs.subscriptions == [Subscription(200, 550)])
    }

    @Test func allDropButTheLastOnCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(200, 2), .next(250, 3), .next(300, 4), .next(350, 5), .next(400, 6),
            .next(450, 7),
            .next(500, 8), .completed(550),
        ])
        let res = scheduler.start { xs.debounce(.seconds(60), scheduler: scheduler) }
        #expect(res.events == [.next(550, 8), .completed(550)])
        #expect(xs.subscriptions == [Subscription(200, 550)])
    }

    @Test func allDropErrorEnd() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(200, 2), .next(250, 3), .next(300, 4), .next(350, 5), .next(400, 6),
            .next(450, 7),
            .next(500, 8), .error(550, testError),
        ])
        let res = scheduler.start { xs.debounce(.seconds(60), scheduler: scheduler) }
        #expect(res.events == [.error(550, testError)])
        #expect(xs.subscriptions == [Subscription(200, 550)])
    }

    @Test func someDrop() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(250, 2), .next(350, 3), .next(370, 4), .next(421, 5), .next(480, 6),
            .next(490, 7),
            .next(507, 8), .completed(600),
        ])
        let res = scheduler.start { xs.debounce(.seconds(50), scheduler: scheduler) }
        #expect(res.events == [.next(300, 2), .next(420, 4), .next(471, 5), .next(557, 8), .completed(600)])
        #expect(xs.subscriptions == [Subscription(200, 600)])
    }
}
