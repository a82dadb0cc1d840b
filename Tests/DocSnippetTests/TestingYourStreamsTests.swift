// The samples of ObservableCoreTesting's module page and "Testing Your Streams" article,
// verbatim: the tests they show run as tests here, the rest print what the article says.
import ObservableCore
import ObservableCoreTesting
import Testing
import XCTest

@Test func mapDoublesWhatArrives() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
        .next(150, 1), .next(210, 2), .next(240, 3), .completed(300),
    ])

    let res = scheduler.start { xs.map { $0 * 2 } }

    #expect(res.events == [.next(210, 4), .next(240, 6), .completed(300)])
    #expect(xs.subscriptions == [Subscription(200, 300)])
}

@Test func throttleKeepsTheFirstElementOfEachWindow() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
        .next(210, 1), .next(220, 2), .next(320, 3), .completed(400),
    ])

    let res = scheduler.start { xs.throttle(.seconds(50), latest: false, scheduler: scheduler) }

    #expect(res.events == [.next(210, 1), .next(320, 3), .completed(400)])
    #expect(xs.subscriptions == [Subscription(200, 400)])
}

final class ThrottleTests: XCTestCase {
    func testThrottleKeepsTheFirstElementOfEachWindow() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(320, 3), .completed(400),
        ])

        let res = scheduler.start { xs.throttle(.seconds(50), latest: false, scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(320, 3), .completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }
}

@Suite struct TestingYourStreamsArticleTests {
    @Test func virtualTime() {
        capturingPrints { output in
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start {
                Observable<Int>.interval(.seconds(100), scheduler: scheduler).take(3)
            }
            print(res.events)
            // [next(0) @ 300, next(1) @ 400, next(2) @ 500, completed @ 500]
            #expect(output.take() == ["[next(0) @ 300, next(1) @ 400, next(2) @ 500, completed @ 500]"])
        }
    }

    @Test func hotAndColdObservables() {
        capturingPrints { output in
            let scheduler = TestScheduler(initialClock: 0)
            let hot = scheduler.createHotObservable([.next(150, "a"), .next(250, "b"), .completed(300)])
            let fromHot = scheduler.start { hot }
            print(fromHot.events)
            // [next(b) @ 250, completed @ 300]

            let coldScheduler = TestScheduler(initialClock: 0)
            let cold = coldScheduler.createColdObservable([.next(50, "a"), .next(100, "b"), .completed(150)])
            let fromCold = coldScheduler.start { cold }
            print(fromCold.events)
            // [next(a) @ 250, next(b) @ 300, completed @ 350]
            print(cold.subscriptions)
            // [(200 : 350)]
            #expect(
                output.take() == [
                    "[next(b) @ 250, completed @ 300]", "[next(a) @ 250, next(b) @ 300, completed @ 350]",
                    "[(200 : 350)]",
                ])
            #expect(hot.subscriptions == [Subscription(200, 300)])
        }
    }

    @Test func choosingWhenToCreateSubscribeAndDispose() {
        capturingPrints { output in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .next(310, 3)])
            let res = scheduler.start(created: 100, subscribed: 250, disposed: 300) {
                xs.map { $0 * 10 }
            }
            print(res.events)
            // [next(20) @ 260]
            print(xs.subscriptions)
            // [(250 : 300)]
            #expect(output.take() == ["[next(20) @ 260]", "[(250 : 300)]"])
        }
    }

    @Test func drivingTheClockByHandAndDiffing() {
        capturingPrints { output in
            final class SearchViewModel {
                let query = PublishSubject<String>()
                let results: Observable<String>

                init(scheduler: SchedulerType) {
                    results = query.debounce(.milliseconds(300), scheduler: scheduler)
                        .distinctUntilChanged()
                        .map { "results for \($0)" }
                }
            }

            let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)  // one tick = 1 ms
            let viewModel = SearchViewModel(scheduler: scheduler)
            let observer = scheduler.createObserver(String.self)
            let subscription = viewModel.results.subscribe(observer)

            scheduler.scheduleAt(100) { viewModel.query.onNext("s") }
            scheduler.scheduleAt(200) { viewModel.query.onNext("sw") }
            scheduler.scheduleAt(300) { viewModel.query.onNext("swift") }
            scheduler.scheduleAt(1_000) { viewModel.query.onNext("swift") }
            scheduler.advanceTo(2_000)
            subscription.dispose()

            print(observer.events)
            // [next(results for swift) @ 600]
            #expect(output.take() == ["[next(results for swift) @ 600]"])

            let expected: [Recorded<Event<String>>] = [.next(500, "results for swift")]
            print(diff(observer.events, expected) ?? "equal")
            // 1 actual, 1 expected:
            // - next(results for swift) @ 500
            // + next(results for swift) @ 600
            #expect(
                output.take() == [
                    "1 actual, 1 expected:", "- next(results for swift) @ 500",
                    "+ next(results for swift) @ 600",
                ])
        }
    }
}
