import ObservableCore
import ObservableCoreTesting
import Testing

@Suite struct TestSchedulerTests {
    @Test func scheduleAtRunsActionsInTimeOrderAndMovesTheClock() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        scheduler.scheduleAt(30) { log.append("c \(scheduler.clock)") }
        scheduler.scheduleAt(10) { log.append("a \(scheduler.clock)") }
        scheduler.scheduleAt(10) { log.append("b \(scheduler.clock)") }
        scheduler.start()
        #expect(log == ["a 10", "b 10", "c 30"])
        #expect(scheduler.clock == 30)
    }
}
