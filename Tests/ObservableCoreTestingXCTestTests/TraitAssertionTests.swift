import ObservableCore
import ObservableCoreTesting
import XCTest

@testable import ObservableCoreTestingXCTest

private struct Failure: Error, Equatable {
    let code: Int
}

/// The assertions as an XCTest user calls them (equal histories pass), and the comparison behind
/// them (what differs, and the message a failure reports).
final class TraitAssertionTests: XCTestCase {
    func testSingleHistoriesThatAreEqualPass() {
        XCTAssertEqual([SingleEvent<Int>.success(1)], [.success(1)])
        XCTAssertEqual([SingleEvent<Int>.failure(Failure(code: 1))], [.failure(Failure(code: 1))])
        XCTAssertEqual([SingleEvent<Int>](), [])
    }

    func testSingleHistoriesThatDifferAreReported() {
        XCTAssertNotNil(mismatch([SingleEvent<Int>.success(1)], [.success(2)], by: singleEventsMatch))
        XCTAssertNotNil(
            mismatch(
                [SingleEvent<Int>.failure(Failure(code: 1))], [.failure(Failure(code: 2))],
                by: singleEventsMatch))
        XCTAssertNotNil(
            mismatch([SingleEvent<Int>.success(1)], [.failure(Failure(code: 1))], by: singleEventsMatch))
        XCTAssertNotNil(mismatch([SingleEvent<Int>.success(1)], [], by: singleEventsMatch))
    }

    func testMaybeHistories() {
        XCTAssertEqual([MaybeEvent<Int>.success(1)], [.success(1)])
        XCTAssertEqual([MaybeEvent<Int>.completed], [.completed])
        XCTAssertEqual([MaybeEvent<Int>.error(Failure(code: 3))], [.error(Failure(code: 3))])
        XCTAssertNotNil(mismatch([MaybeEvent<Int>.completed], [.success(1)], by: maybeEventsMatch))
        XCTAssertNotNil(
            mismatch(
                [MaybeEvent<Int>.error(Failure(code: 3))], [.error(Failure(code: 4))], by: maybeEventsMatch))
    }

    func testCompletableHistories() {
        XCTAssertEqual([CompletableEvent.completed], [.completed])
        XCTAssertEqual([CompletableEvent.error(Failure(code: 5))], [.error(Failure(code: 5))])
        XCTAssertNotNil(
            mismatch([CompletableEvent.completed], [.error(Failure(code: 5))], by: completableEventsMatch))
    }

    func testAFailureMessageShowsWhereAndBothHistories() {
        let message = mismatch([MaybeEvent<Int>.success(1), .completed], [.success(1)], by: maybeEventsMatch)
        XCTAssertEqual(
            message,
            """
            XCTAssertEqual failed: the histories differ at index 1
              actual:   [ObservableCore.MaybeEvent<Swift.Int>.success(1), ObservableCore.MaybeEvent<Swift.Int>.completed]
              expected: [ObservableCore.MaybeEvent<Swift.Int>.success(1)]
            """)
    }

    func testRecordedElementsIgnoreTicksAndTheStopEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.asObservable() }
        XCTAssertRecordedElements(res.events, [1, 2])
        XCTAssertNotNil(mismatch(res.events.compactMap { $0.value.element }, [2, 1], by: ==))
    }

    func testTraitEventsAsASubscriberRecordsThem() {
        var events: [SingleEvent<Int>] = []
        _ = Single.just(4).subscribe { events.append($0) }
        XCTAssertEqual(events, [.success(4)])
        var completions: [CompletableEvent] = []
        _ = Completable.error(Failure(code: 6)).subscribe { completions.append($0) }
        XCTAssertEqual(completions, [.error(Failure(code: 6))])
    }
}
