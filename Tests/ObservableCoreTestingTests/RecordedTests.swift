import ObservableCore
import ObservableCoreTesting
import Testing

@Suite struct RecordedTests {
    @Test func theRecordHelpersBuildTimedEvents() {
        let helpers: [Recorded<Event<Int>>] = [.next(210, 1), .error(220, testError), .completed(230)]
        let fields = helpers.map { "\($0.time) \($0.value)" }
        #expect(fields == ["210 next(1)", "220 error(TestError(0))", "230 completed"])
        #expect(Recorded.events(.next(210, 1), .error(220, testError), .completed(230)) == helpers)
        #expect(Recorded.events(helpers) == helpers)
        #expect(Recorded.completed(230, Int.self) == helpers[2])
        #expect(Recorded.error(220, testError, Int.self) == helpers[1])
    }

    @Test func theFreeFunctionsRxTestUsersWriteBuildTheSameRecords() {
        let free: [Recorded<Event<Int>>] = [next(210, 1), error(220, testError), completed(230)]
        #expect(free == [.next(210, 1), .error(220, testError), .completed(230)])
        #expect(completed(230, Int.self) == Recorded<Event<Int>>.completed(230))
    }

    @Test func recordsCompareTimeAndValue() {
        #expect(Recorded(time: 1, value: "a") == Recorded(time: 1, value: "a"))
        #expect(Recorded(time: 1, value: "a") != Recorded(time: 2, value: "a"))
        #expect(Recorded(time: 1, value: "a") != Recorded(time: 1, value: "b"))
        #expect(Recorded(time: 210, value: Event.next(1)).debugDescription == "next(1) @ 210")
    }

    @Test func eventsCompareErrorsByTypeAndValue() {
        #expect(Event<Int>.error(testError) == .error(TestError(id: 0)))
        #expect(Event<Int>.error(testError) != .error(testError1))
        #expect(Event<Int>.error(RxError.timeout) == .error(RxError.timeout))
        #expect(Event<Int>.error(RxError.timeout) != .error(testError))
        #expect(Event<Int>.error(Described("x")) == .error(Described("x")))
        #expect(Event<Int>.error(Described("x")) != .error(Described("y")))
        #expect(Event.next(1) != .completed)
        #expect(Event<Int>.completed == .completed)
    }

    @Test func subscriptionsCompareAndPrintAsInRxTest() {
        #expect(Subscription(200) == Subscription(200, .max))
        #expect(Subscription(200, 1000) != Subscription(200, 999))
        #expect(Subscription(200).debugDescription == "(200 : Infinity)")
        #expect(Subscription(200, 1000).debugDescription == "(200 : 1000)")
        #expect(Set([Subscription(1, 2), Subscription(1, 2)]).count == 1)
        #expect(Subscription(200, 300).subscribe == 200)
        #expect(Subscription(200, 300).unsubscribe == 300)
    }
}

/// An error that is not `Equatable`: compared by its description.
private struct Described: Error {
    var text: String
    init(_ text: String) { self.text = text }
}

@Suite struct DiffTests {
    @Test func equalListsHaveNoDiff() {
        let events: [Recorded<Event<Int>>] = [.next(210, 1), .completed(300)]
        #expect(diff(events, events) == nil)
        #expect(diff([Subscription](), []) == nil)
    }

    @Test func aChangedRecordShowsAsRemovedThenAdded() {
        let actual: [Recorded<Event<Int>>] = [.next(210, 1), .next(230, 3), .completed(300)]
        let expected: [Recorded<Event<Int>>] = [.next(210, 1), .next(220, 2), .completed(300)]
        #expect(
            diff(actual, expected) == """
                3 actual, 3 expected:
                  next(1) @ 210
                - next(2) @ 220
                + next(3) @ 230
                  completed @ 300
                """)
    }

    @Test func missingAndExtraRecords() {
        let actual: [Recorded<Event<Int>>] = [.next(210, 1), .next(220, 2), .next(225, 9), .completed(300)]
        let expected: [Recorded<Event<Int>>] = [.next(210, 1), .next(220, 2), .completed(300), .next(400, 4)]
        #expect(
            diff(actual, expected) == """
                4 actual, 4 expected:
                  next(1) @ 210
                  next(2) @ 220
                + next(9) @ 225
                  completed @ 300
                - next(4) @ 400
                """)
        #expect(
            diff([Subscription(200, 300)], []) == """
                1 actual, 0 expected:
                + (200 : 300)
                """)
    }
}
