import ObservableCore
import ObservableCoreTesting
import Testing

// Schedules and expected records of RxSwift's own tests (Observable+CombineLatestTests,
// Observable+ZipTests, Observable+MergeTests, Observable+WithLatestFromTests,
// Observable+TakeUntilTests), written here against ObservableCore.

@Suite struct CombineLatestPortTests {
    /// RxSwift runs each test with the result selector and with `map` over the tuple.
    private static var factories: [(TestableObservable<Int>, TestableObservable<Int>) -> Observable<Int>] {
        [
            { e0, e1 in Observable.combineLatest(e0, e1) { $0 + $1 } },
            { e0, e1 in Observable.combineLatest(e0, e1).map { $0 + $1 } },
        ]
    }

    @Test(arguments: 0..<2) func interleavedWithTail(factory: Int) {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .next(225, 4), .completed(230)])
        let e1 = scheduler.createHotObservable([
            .next(150, 1), .next(220, 3), .next(230, 5), .next(235, 6), .next(240, 7), .completed(250),
        ])
        let res = scheduler.start { Self.factories[factory](e0, e1) }
        #expect(
            res.events == [
                .next(220, 5), .next(225, 7), .next(230, 9), .next(235, 10), .next(240, 11), .completed(250),
            ])
        #expect(e0.subscriptions == [Subscription(200, 230)])
        #expect(e1.subscriptions == [Subscription(200, 250)])
    }

    @Test(arguments: 0..<2) func throwAfterCompleteLeft(factory: Int) {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(220)])
        let e1 = scheduler.createHotObservable([.next(150, 1), .error(230, testError)])
        let res = scheduler.start { Self.factories[factory](e0, e1) }
        #expect(res.events == [.error(230, testError)])
        #expect(e0.subscriptions == [Subscription(200, 220)])
        #expect(e1.subscriptions == [Subscription(200, 230)])
    }

    @Test(arguments: 0..<2) func consecutiveEndWithErrorLeft(factory: Int) {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([
            .next(150, 1), .next(215, 2), .next(225, 4), .error(230, testError),
        ])
        let e1 = scheduler.createHotObservable([.next(150, 1), .next(235, 6), .next(240, 7), .completed(250)])
        let res = scheduler.start { Self.factories[factory](e0, e1) }
        #expect(res.events == [.error(230, testError)])
        #expect(e0.subscriptions == [Subscription(200, 230)])
        #expect(e1.subscriptions == [Subscription(200, 230)])
    }
}

@Suite struct ZipPortTests {
    @Test func nonEmptyNonEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let o1 = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(230)])
        let o2 = scheduler.createHotObservable([.next(150, 1), .next(220, 3), .completed(240)])
        let res = scheduler.start { Observable.zip(o1, o2) { $0 + $1 } }
        #expect(res.events == [.next(220, 5), .completed(240)])
        #expect(o1.subscriptions == [Subscription(200, 230)])
        #expect(o2.subscriptions == [Subscription(200, 240)])
    }

    @Test func leftCompletesFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let o1 = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(220)])
        let o2 = scheduler.createHotObservable([.next(150, 1), .next(215, 4), .completed(225)])
        let res = scheduler.start { Observable.zip(o1, o2) { $0 + $1 } }
        #expect(res.events == [.next(215, 6), .completed(225)])
        #expect(o1.subscriptions == [Subscription(200, 220)])
        #expect(o2.subscriptions == [Subscription(200, 225)])
    }

    @Test func someError() {
        let scheduler = TestScheduler(initialClock: 0)
        let o1 = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(230)])
        let o2 = scheduler.createHotObservable([.next(150, 1), .error(220, testError1)])
        let res = scheduler.start { Observable.zip(o1, o2) { $0 + $1 } }
        #expect(res.events == [Recorded.error(220, testError1, Int.self)])
        #expect(o1.subscriptions == [Subscription(200, 220)])
        #expect(o2.subscriptions == [Subscription(200, 220)])
    }
}

@Suite struct MergePortTests {
    @Test func observableOfObservableData() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([
            .next(10, 101), .next(20, 102), .next(110, 103), .next(120, 104), .next(210, 105),
            .next(220, 106),
            .completed(230),
        ])
        let ys2 = scheduler.createColdObservable([
            .next(10, 201), .next(20, 202), .next(30, 203), .next(40, 204), .completed(50),
        ])
        let ys3 = scheduler.createColdObservable([
            .next(10, 301), .next(20, 302), .next(30, 303), .next(40, 304), .next(120, 305), .completed(150),
        ])
        let xs = scheduler.createHotObservable([
            .next(300, ys1), .next(400, ys2), .next(500, ys3), .completed(600),
        ])
        let res = scheduler.start { xs.merge() }
        #expect(
            res.events == [
                .next(310, 101), .next(320, 102), .next(410, 103), .next(410, 201), .next(420, 104),
                .next(420, 202), .next(430, 203), .next(440, 204), .next(510, 105), .next(510, 301),
                .next(520, 106), .next(520, 302), .next(530, 303), .next(540, 304), .next(620, 305),
                .completed(650),
            ])
        #expect(ys1.subscriptions == [Subscription(300, 530)])
        #expect(ys2.subscriptions == [Subscription(400, 450)])
        #expect(ys3.subscriptions == [Subscription(500, 650)])
    }

    @Test func syncData() {
        let factories: [(Observable<Int>, Observable<Int>, Observable<Int>) -> Observable<Int>] = [
            { Observable.merge($0, $1, $2) },
            { Observable.merge([$0, $1, $2]) },
        ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)
            let ys1 = scheduler.createColdObservable([.next(10, 101), .next(20, 102), .completed(230)])
            let ys2 = scheduler.createColdObservable([.next(10, 201), .next(20, 202), .completed(50)])
            let ys3 = scheduler.createColdObservable([.next(10, 301), .next(20, 302), .completed(150)])
            let res = scheduler.start { factory(ys1.asObservable(), ys2.asObservable(), ys3.asObservable()) }
            #expect(
                res.events == [
                    .next(210, 101), .next(210, 201), .next(210, 301), .next(220, 102), .next(220, 202),
                    .next(220, 302), .completed(430),
                ])
            #expect(ys1.subscriptions == [Subscription(200, 430)])
            #expect(ys2.subscriptions == [Subscription(200, 250)])
            #expect(ys3.subscriptions == [Subscription(200, 350)])
        }
    }
}

@Suite struct WithLatestFromPortTests {
    @Test(arguments: [false, true]) func simpleAndError(endsWithError: Bool) {
        let scheduler = TestScheduler(initialClock: 0)
        let end: Recorded<Event<Int>> = endsWithError ? .error(590, testError) : .completed(590)
        let xs = scheduler.createHotObservable([
            .next(90, 1), .next(180, 2), .next(250, 3), .next(260, 4), .next(310, 5), .next(340, 6),
            .next(410, 7),
            .next(420, 8), .next(470, 9), .next(550, 10), end,
        ])
        let ys = scheduler.createHotObservable([
            .next(255, "bar"), .next(330, "foo"), .next(350, "qux"), .completed(400),
        ])
        let res = scheduler.start { xs.withLatestFrom(ys) { x, y in "\(x)\(y)" } }
        let last: Recorded<Event<String>> = endsWithError ? .error(590, testError) : .completed(590)
        #expect(
            res.events == [
                .next(260, "4bar"), .next(310, "5bar"), .next(340, "6foo"), .next(410, "7qux"),
                .next(420, "8qux"),
                .next(470, "9qux"), .next(550, "10qux"), last,
            ])
        #expect(xs.subscriptions == [Subscription(200, 590)])
        #expect(ys.subscriptions == [Subscription(200, 400)])
    }
}

@Suite struct TakeUntilPortTests {
    @Test func preemptSomeDataNext() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250),
        ])
        let r = scheduler.createHotObservable([.next(150, 1), .next(225, 99), .completed(230)])
        let res = scheduler.start { l.take(until: r) }
        #expect(res.events == [.next(210, 2), .next(220, 3), .completed(225)])
        #expect(l.subscriptions == [Subscription(200, 225)])
        #expect(r.subscriptions == [Subscription(200, 225)])
    }

    @Test func noPreemptSomeDataEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250),
        ])
        let r = scheduler.createHotObservable([.next(150, 1), .completed(225)])
        let res = scheduler.start { l.take(until: r) }
        #expect(res.events == [.next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250)])
        #expect(l.subscriptions == [Subscription(200, 250)])
        #expect(r.subscriptions == [Subscription(200, 225)])
    }
}
