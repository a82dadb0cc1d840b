import ObservableCore
import ObservableCoreTesting
import Testing

// Schedules and expected records of RxSwift's own tests (Observable+TimeoutTests,
// Observable+BufferTests, Observable+WindowTests), written here against ObservableCore.

@Suite struct TimeoutPortTests {
    @Test func duetimeSimple() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([
            .next(10, 42), .next(25, 43), .next(40, 44), .next(50, 45), .completed(60),
        ])
        let res = scheduler.start { xs.timeout(.seconds(30), scheduler: scheduler) }
        #expect(
            res.events == [.next(210, 42), .next(225, 43), .next(240, 44), .next(250, 45), .completed(260)])
        #expect(xs.subscriptions == [Subscription(200, 260)])
    }

    @Test func anElementExactlyAtTheDueTimeWins() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([
            .next(10, 42), .next(20, 43), .next(50, 44), .next(60, 45), .completed(70),
        ])
        let res = scheduler.start { xs.timeout(.seconds(30), scheduler: scheduler) }
        #expect(
            res.events == [.next(210, 42), .next(220, 43), .next(250, 44), .next(260, 45), .completed(270)])
        #expect(xs.subscriptions == [Subscription(200, 270)])
    }

    @Test func duetimeTimeout() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([
            .next(10, 42), .next(20, 43), .next(50, 44), .next(60, 45), .completed(70),
        ])
        let res = scheduler.start { xs.timeout(.seconds(25), scheduler: scheduler) }
        #expect(res.events == [.next(210, 42), .next(220, 43), .error(245, RxError.timeout)])
        #expect(xs.subscriptions == [Subscription(200, 245)])
    }

    @Test func duetimeDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(205, 1), .next(210, 2), .next(240, 3), .next(280, 4), .next(320, 5), .next(350, 6),
            .next(370, 7),
            .next(420, 8), .next(470, 9), .completed(600),
        ])
        let res = scheduler.start(disposed: 370) { xs.timeout(.seconds(40), scheduler: scheduler) }
        #expect(
            res.events == [
                .next(205, 1), .next(210, 2), .next(240, 3), .next(280, 4), .next(320, 5), .next(350, 6),
                .next(370, 7),
            ])
        #expect(xs.subscriptions == [Subscription(200, 370)])
    }

    @Test func timeoutOccursBeforeTheFirstElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(70, 1), .next(130, 2), .next(310, 3), .next(400, 4), .completed(500),
        ])
        let ys = scheduler.createColdObservable([
            .next(50, -1), .next(200, -2), .next(310, -3), .completed(320),
        ])
        let res = scheduler.start { xs.timeout(.seconds(100), other: ys, scheduler: scheduler) }
        #expect(res.events == [.next(350, -1), .next(500, -2), .next(610, -3), .completed(620)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
        #expect(ys.subscriptions == [Subscription(300, 620)])
    }

    @Test func timeoutOccursAfterSomeElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(70, 1), .next(130, 2), .next(240, 3), .next(310, 4), .next(430, 5), .completed(500),
        ])
        let ys = scheduler.createColdObservable([
            .next(50, -1), .next(200, -2), .next(310, -3), .completed(320),
        ])
        let res = scheduler.start { xs.timeout(.seconds(100), other: ys, scheduler: scheduler) }
        #expect(
            res.events == [
                .next(240, 3), .next(310, 4), .next(460, -1), .next(610, -2), .next(720, -3), .completed(730),
            ])
        #expect(xs.subscriptions == [Subscription(200, 410)])
        #expect(ys.subscriptions == [Subscription(410, 730)])
    }

    @Test func timeoutToANeverEndingOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(70, 1), .next(130, 2), .next(240, 3), .next(310, 4), .next(430, 5), .completed(500),
        ])
        let ys: TestableObservable<Int> = scheduler.createColdObservable([])
        let res = scheduler.start { xs.timeout(.seconds(100), other: ys, scheduler: scheduler) }
        #expect(res.events == [.next(240, 3), .next(310, 4)])
        #expect(xs.subscriptions == [Subscription(200, 410)])
        #expect(ys.subscriptions == [Subscription(410, 1000)])
    }
}

@Suite struct BufferPortTests {
    private static func source(_ scheduler: TestScheduler, end: Recorded<Event<Int>>) -> TestableObservable<
        Int
    > {
        scheduler.createHotObservable([
            .next(205, 1), .next(210, 2), .next(240, 3), .next(280, 4), .next(320, 5), .next(350, 6),
            .next(370, 7),
            .next(420, 8), .next(470, 9), end,
        ])
    }

    @Test func basic() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = Self.source(scheduler, end: .completed(600))
        let res = scheduler.start { xs.buffer(timeSpan: .seconds(70), count: 3, scheduler: scheduler) }
        #expect(
            res.events == [
                .next(240, [1, 2, 3]), .next(310, [4]), .next(370, [5, 6, 7]), .next(440, [8]),
                .next(510, [9]),
                .next(580, []), .next(600, []), .completed(600),
            ])
        #expect(xs.subscriptions == [Subscription(200, 600)])
    }

    @Test func error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = Self.source(scheduler, end: .error(600, testError))
        let res = scheduler.start { xs.buffer(timeSpan: .seconds(70), count: 3, scheduler: scheduler) }
        #expect(
            res.events == [
                .next(240, [1, 2, 3]), .next(310, [4]), .next(370, [5, 6, 7]), .next(440, [8]),
                .next(510, [9]),
                .next(580, []), .error(600, testError),
            ])
        #expect(xs.subscriptions == [Subscription(200, 600)])
    }

    @Test func disposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = Self.source(scheduler, end: .completed(600))
        let res = scheduler.start(disposed: 370) {
            xs.buffer(timeSpan: .seconds(70), count: 3, scheduler: scheduler)
        }
        #expect(res.events == [.next(240, [1, 2, 3]), .next(310, [4]), .next(370, [5, 6, 7])])
        #expect(xs.subscriptions == [Subscription(200, 370)])
    }
}

@Suite struct WindowPortTests {
    private static func source(_ scheduler: TestScheduler, end: Recorded<Event<Int>>) -> TestableObservable<
        Int
    > {
        scheduler.createHotObservable([
            .next(105, 0), .next(205, 1), .next(210, 2), .next(240, 3), .next(280, 4), .next(320, 5),
            .next(350, 6),
            .next(370, 7), .next(420, 8), .next(470, 9), end,
        ])
    }

    /// Each element labelled with the index of its window, as RxSwift's tests do.
    private static func labelled(_ xs: TestableObservable<Int>, _ scheduler: TestScheduler) -> Observable<
        String
    > {
        xs.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler)
            .enumerated()
            .map { index, window in window.map { "\(index) \($0)" } }
            .merge()
    }

    private static let labels: [Recorded<Event<String>>] = [
        .next(205, "0 1"), .next(210, "0 2"), .next(240, "0 3"), .next(280, "1 4"), .next(320, "2 5"),
        .next(350, "2 6"), .next(370, "2 7"), .next(420, "3 8"), .next(470, "4 9"),
    ]

    @Test func basic() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = Self.source(scheduler, end: .completed(600))
        let res = scheduler.start { Self.labelled(xs, scheduler) }
        #expect(res.events == Self.labels + [.completed(600)])
        #expect(xs.subscriptions == [Subscription(200, 600)])
    }

    @Test func error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = Self.source(scheduler, end: .error(600, testError))
        let res = scheduler.start { Self.labelled(xs, scheduler) }
        #expect(res.events == Self.labels + [.error(600, testError)])
        #expect(xs.subscriptions == [Subscription(200, 600)])
    }

    @Test func disposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = Self.source(scheduler, end: .completed(600))
        let res = scheduler.start(disposed: 370) { Self.labelled(xs, scheduler) }
        #expect(res.events == Array(Self.labels.prefix(7)))
        #expect(xs.subscriptions == [Subscription(200, 370)])
    }
}
