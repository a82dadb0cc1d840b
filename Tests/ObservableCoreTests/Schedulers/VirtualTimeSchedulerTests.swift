import ObservableCore
import ObservableCoreTesting
import TestSupport
import Testing

/// Whole seconds as virtual time, one second after 1 January 2001 UTC per unit: a converter of
/// the test's own, as a user writes one.
private struct SecondsConverter: VirtualTimeConverterType {
    let origin = HistoricalScheduler.referenceTime
    private let wall = HistoricalSchedulerTimeConverter()

    func convertFromVirtualTime(_ virtualTime: Int) -> RxTime {
        wall.offsetVirtualTime(origin, offset: .seconds(virtualTime))
    }
    func convertToVirtualTime(_ time: RxTime) -> Int {
        var seconds = 0
        while wall.compareVirtualTime(convertFromVirtualTime(seconds + 1), time) != .greaterThan {
            seconds += 1
        }
        return seconds
    }
    func convertFromVirtualTimeInterval(_ virtualTimeInterval: Int) -> RxTimeInterval {
        .seconds(virtualTimeInterval)
    }
    func convertToVirtualTimeInterval(_ timeInterval: RxTimeInterval) -> Int {
        guard case .seconds(let seconds) = timeInterval else { return 0 }
        return seconds
    }
    func offsetVirtualTime(_ time: Int, offset: Int) -> Int { time + offset }
    func compareVirtualTime(_ lhs: Int, _ rhs: Int) -> VirtualTimeComparison {
        lhs < rhs ? .lessThan : lhs == rhs ? .equal : .greaterThan
    }
}

/// An action that does `body` and has nothing to dispose.
private func acting<State>(_ body: @escaping (State) -> Void) -> (State) -> Disposable {
    { state in
        body(state)
        return Disposables.create()
    }
}

@Suite struct VirtualTimeSchedulerTests {
    @Test func actionsRunInTimeOrderThenInSchedulingOrder() {
        let scheduler = VirtualTimeScheduler(initialClock: 0, converter: SecondsConverter())
        var log: [String] = []
        _ = scheduler.scheduleAbsoluteVirtual(
            "b", time: 20, action: acting { log.append("\($0)@\(scheduler.clock)") })
        _ = scheduler.scheduleAbsoluteVirtual(
            "a", time: 10, action: acting { log.append("\($0)@\(scheduler.clock)") })
        _ = scheduler.scheduleRelativeVirtual(
            "c", dueTime: 20, action: acting { log.append("\($0)@\(scheduler.clock)") })
        // Without an adjustment, work scheduled for now runs at now.
        _ = scheduler.schedule("now", action: acting { log.append("\($0)@\(scheduler.clock)") })
        scheduler.start()
        #expect(log == ["now@0", "a@10", "b@20", "c@20"])
        #expect(scheduler.now == SecondsConverter().convertFromVirtualTime(20))
    }

    @Test func operatorsRunOnItsClock() {
        let scheduler = VirtualTimeScheduler(initialClock: 0, converter: SecondsConverter())
        var log: [String] = []
        _ = Observable<Int>.interval(.seconds(5), scheduler: scheduler).take(3)
            .subscribe(
                onNext: { log.append("\($0)@\(scheduler.clock)") }, onCompleted: { log.append("done") })
        scheduler.start()
        #expect(log == ["0@5", "1@10", "2@15", "done"])
    }

    @Test func advanceToRunsWhatIsDueThenSetsTheClock() {
        let scheduler = VirtualTimeScheduler(initialClock: 0, converter: SecondsConverter())
        var log: [Int] = []
        for time in [10, 30] {
            _ = scheduler.scheduleAbsoluteVirtual(time, time: time, action: acting { log.append($0) })
        }
        scheduler.advanceTo(20)
        #expect(log == [10])
        #expect(scheduler.clock == 20)
        scheduler.sleep(5)
        #expect(scheduler.clock == 25)
        #expect(log == [10])
        scheduler.start()
        #expect(log == [10, 30])
    }

    @Test func stopEndsStartAfterTheRunningAction() {
        let scheduler = VirtualTimeScheduler(initialClock: 0, converter: SecondsConverter())
        var log: [Int] = []
        _ = scheduler.scheduleAbsoluteVirtual(
            (), time: 1,
            action: acting { _ in
                log.append(1)
                scheduler.stop()
            })
        _ = scheduler.scheduleAbsoluteVirtual((), time: 2, action: acting { _ in log.append(2) })
        scheduler.start()
        #expect(log == [1])
        scheduler.start()
        #expect(log == [1, 2])
    }

    @Test func disposingCancelsAnAction() {
        let scheduler = VirtualTimeScheduler(initialClock: 0, converter: SecondsConverter())
        var ran = false
        scheduler.scheduleRelative((), dueTime: .seconds(3), action: acting { _ in ran = true }).dispose()
        _ = scheduler.scheduleRelative((), dueTime: .never, action: acting { _ in ran = true })
        scheduler.start()
        #expect(!ran)
        #expect(scheduler.clock == 0)
    }

    @Test func testSchedulerIsAVirtualTimeSchedulerThatDelaysWorkForNowByATick() {
        let scheduler = TestScheduler(initialClock: 100)
        let base: VirtualTimeScheduler<TestSchedulerVirtualTimeConverter> = scheduler
        var log: [Int] = []
        _ = base.schedule((), action: acting { _ in log.append(scheduler.clock) })
        _ = base.scheduleRelative(
            (), dueTime: .milliseconds(1500), action: acting { _ in log.append(scheduler.clock) })
        base.start()
        #expect(log == [101, 102])
        let converter = TestSchedulerVirtualTimeConverter(resolution: 0.001)
        #expect(converter.convertToVirtualTimeInterval(.seconds(2)) == 2000)
        #expect(converter.convertToVirtualTime(converter.convertFromVirtualTime(1234)) == 1234)
    }
}

@Suite struct HistoricalSchedulerTests {
    @Test func runsWorkAtItsWallTimesWithoutWaiting() {
        let scheduler = HistoricalScheduler()
        let wall = HistoricalSchedulerTimeConverter()
        let start = HistoricalScheduler.referenceTime
        var times: [RxTime] = []
        _ = Observable<Int>.timer(.seconds(3600), period: .seconds(60), scheduler: scheduler).take(2)
            .subscribe(onNext: { _ in times.append(scheduler.clock) })
        scheduler.start()
        let hour = wall.offsetVirtualTime(start, offset: .seconds(3600))
        #expect(times == [hour, wall.offsetVirtualTime(hour, offset: .seconds(60))])
        #expect(scheduler.now == scheduler.clock)
    }

    @Test func startsAtTheGivenClockAndAdvancesByIntervals() {
        let wall = HistoricalSchedulerTimeConverter()
        let origin = wall.offsetVirtualTime(HistoricalScheduler.referenceTime, offset: .seconds(86_400))
        let scheduler = HistoricalScheduler(initialClock: origin)
        #expect(scheduler.clock == origin)
        scheduler.advanceTo(wall.offsetVirtualTime(origin, offset: .milliseconds(500)))
        #expect(wall.compareVirtualTime(origin, scheduler.clock) == .lessThan)
        scheduler.sleep(.seconds(1))
        #expect(scheduler.clock == wall.offsetVirtualTime(origin, offset: .milliseconds(1500)))
    }
}
