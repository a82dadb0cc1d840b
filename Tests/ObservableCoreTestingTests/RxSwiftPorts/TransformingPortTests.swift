import ObservableCore
import ObservableCoreTesting
import Testing

// Schedules and expected records of RxSwift's own tests (Observable+MapTests,
// Observable+FilterTests, Observable+SwitchTests), written here against ObservableCore.

@Suite struct MapPortTests {
    @Test func range() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 0), .next(220, 1), .next(230, 2), .next(240, 4), .completed(300),
        ])
        let res = scheduler.start { xs.map { $0 * 2 } }
        #expect(res.events == [.next(210, 0), .next(220, 2), .next(230, 4), .next(240, 8), .completed(300)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }

    @Test func dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 0), .next(220, 1), .next(230, 2), .next(240, 4), .error(300, testError),
        ])
        let res = scheduler.start(disposed: 290) { xs.map { $0 * 2 } }
        #expect(res.events == [.next(210, 0), .next(220, 2), .next(230, 4), .next(240, 8)])
        #expect(xs.subscriptions == [Subscription(200, 290)])
    }

    @Test func selectorThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 0), .next(220, 1), .next(230, 2), .next(240, 4), .error(300, testError),
        ])
        let res = scheduler.start {
            xs.map { x throws -> Int in
                if x < 2 { return x * 2 }
                throw testError
            }
        }
        #expect(res.events == [.next(210, 0), .next(220, 2), .error(230, testError)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }
}

@Suite struct FilterPortTests {
    @Test func complete() {
        let scheduler = TestScheduler(initialClock: 0)
        var invoked = 0
        let xs = scheduler.createHotObservable([
            .next(110, 1), .next(180, 2), .next(230, 3), .next(270, 4), .next(340, 5), .next(380, 6),
            .next(390, 7), .next(450, 8), .next(470, 9), .next(560, 10), .next(580, 11), .completed(600),
            .next(610, 12), .error(620, testError), .completed(630),
        ])
        let res = scheduler.start {
            xs.filter { number in
                invoked += 1
                return isPrime(number)
            }
        }
        #expect(res.events == [.next(230, 3), .next(340, 5), .next(390, 7), .next(580, 11), .completed(600)])
        #expect(xs.subscriptions == [Subscription(200, 600)])
        #expect(invoked == 9)
    }

    private func isPrime(_ number: Int) -> Bool {
        number > 1 && !(2..<number).contains { number % $0 == 0 }
    }
}

@Suite struct FlatMapLatestPortTests {
    private struct Fixture {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1: TestableObservable<Int>
        let ys2: TestableObservable<Int>
        let ys3: TestableObservable<Int>
        let xs: TestableObservable<Int>

        init(ys2End: Recorded<Event<Int>>) {
            ys1 = scheduler.createColdObservable([
                .next(10, 101), .next(20, 102), .next(110, 103), .next(120, 104), .next(210, 105),
                .next(220, 106), .completed(230),
            ])
            ys2 = scheduler.createColdObservable([
                .next(10, 201), .next(20, 202), .next(30, 203), .next(40, 204), ys2End,
            ])
            ys3 = scheduler.createColdObservable([
                .next(10, 301), .next(20, 302), .next(30, 303), .next(40, 304), .completed(150),
            ])
            xs = scheduler.createHotObservable([.next(300, 0), .next(400, 1), .next(500, 2), .completed(600)])
        }
    }

    @Test func data() {
        let fixture = Fixture(ys2End: .completed(50))
        let observables = [fixture.ys1, fixture.ys2, fixture.ys3]
        let res = fixture.scheduler.start { fixture.xs.flatMapLatest { observables[$0] } }
        #expect(
            res.events == [
                .next(310, 101), .next(320, 102), .next(410, 201), .next(420, 202), .next(430, 203),
                .next(440, 204), .next(510, 301), .next(520, 302), .next(530, 303), .next(540, 304),
                .completed(650),
            ])
        #expect(fixture.xs.subscriptions == [Subscription(200, 600)])
        #expect(fixture.ys1.subscriptions == [Subscription(300, 400)])
        #expect(fixture.ys2.subscriptions == [Subscription(400, 450)])
        #expect(fixture.ys3.subscriptions == [Subscription(500, 650)])
    }

    @Test func innerThrows() {
        let fixture = Fixture(ys2End: .error(50, testError))
        let observables = [fixture.ys1, fixture.ys2, fixture.ys3]
        let res = fixture.scheduler.start { fixture.xs.flatMapLatest { observables[$0] } }
        #expect(
            res.events == [
                .next(310, 101), .next(320, 102), .next(410, 201), .next(420, 202), .next(430, 203),
                .next(440, 204), .error(450, testError),
            ])
        #expect(fixture.xs.subscriptions == [Subscription(200, 450)])
        #expect(fixture.ys1.subscriptions == [Subscription(300, 400)])
        #expect(fixture.ys2.subscriptions == [Subscription(400, 450)])
        #expect(fixture.ys3.subscriptions == [])
    }
}
