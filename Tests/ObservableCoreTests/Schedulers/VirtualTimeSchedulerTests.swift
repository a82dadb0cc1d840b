import Foundation
import ObservableCore
import ObservableCoreTesting
import TestSupport
import Testing

/// Whole seconds as virtual time, one second after 1 January 1970 UTC per unit: a converter of
/// the test's own, as a user writes one (RxSwift's own tests write one the same way).
private struct SecondsConverter: VirtualTimeConverterType {
    func convertFromVirtualTime(_ virtualTime: Int) -> RxTime {
        Date(timeIntervalSince1970: TimeInterval(virtualTime))
    }
    func convertToVirtualTime(_ time: RxTime) -> Int { Int(time.timeIntervalSince1970) }
    func convertFromVirtualTimeInterval(_ virtualTimeInterval: Int) -> TimeInterval {
        TimeInterval(virtualTimeInterval)
    }
    func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> Int { Int(timeInterval) }
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
        #expect(converter.convertToVirtualTimeInterval(2) == 2000)
        #expect(converter.convertFromVirtualTimeInterval(1500) == 1.5)
        #expect(converter.convertToVirtualTime(converter.convertFromVirtualTime(1234)) == 1234)
    }
}

@Suite struct HistoricalSchedulerTests {
    @Test func startsIn1970AndRunsWorkAtItsDatesWithoutWaiting() {
        let scheduler = HistoricalScheduler()
        #expect(scheduler.now == Date(timeIntervalSince1970: 0))
        var times: [RxTime] = []
        _ = Observable<Int>.timer(.seconds(3600), period: .seconds(60), scheduler: scheduler).take(2)
            .subscribe(onNext: { _ in times.append(scheduler.clock) })
        scheduler.start()
        #expect(times == [Date(timeIntervalSince1970: 3600), Date(timeIntervalSince1970: 3660)])
        #expect(scheduler.now == scheduler.clock)
    }

    @Test func startsAtTheGivenClockAndAdvancesBySeconds() {
        let origin = Date(timeIntervalSince1970: 1_700_000_000)
        let scheduler = HistoricalScheduler(initialClock: origin)
        #expect(scheduler.clock == origin)
        scheduler.advanceTo(origin.addingTimeInterval(0.5))
        #expect(scheduler.clock == origin.addingTimeInterval(0.5))
        scheduler.sleep(1)
        #expect(scheduler.clock == origin.addingTimeInterval(1.5))
    }

    @Test func delayOnAPresentDayClockDeliversAtTheDeadlines() {
        // A `Date` of today is a `Double` of about 1e9 seconds: a deadline computed before a
        // wait must still be met after it, however the additions round.
        let origin = Date(timeIntervalSince1970: 1_764_000_000.123_456_7)
        let scheduler = HistoricalScheduler(initialClock: origin)
        var log: [String] = []
        let subject = PublishSubject<Int>()
        let subscription = subject.delay(.milliseconds(1), scheduler: scheduler)
            .subscribe(onNext: { log.append("\($0)@\(Self.micros(scheduler.now, since: origin))") })
        for (value, offset) in [(1, 0.0), (2, 0.000_3), (3, 0.000_7)] {
            _ = scheduler.scheduleRelative((), dueTime: .nanoseconds(Int(offset * 1e9))) { _ in
                subject.onNext(value)
                return Disposables.create()
            }
        }
        scheduler.start()
        // Disposed: the subscription's closure holds the scheduler, which holds the sink's work.
        subscription.dispose()
        #expect(log == ["1@1000", "2@1300", "3@1700"])
    }

    @Test func throttleOnAPresentDayClockMeasuresItsWindow() {
        let origin = Date(timeIntervalSince1970: 1_764_000_000.987_654_3)
        let scheduler = HistoricalScheduler(initialClock: origin)
        var log: [String] = []
        let subject = PublishSubject<Int>()
        let subscription = subject.throttle(.milliseconds(10), scheduler: scheduler)
            .subscribe(onNext: { log.append("\($0)@\(Self.micros(scheduler.now, since: origin))") })
        for (value, offset) in [(1, 0.0), (2, 0.004), (3, 0.009)] {
            _ = scheduler.scheduleRelative((), dueTime: .nanoseconds(Int(offset * 1e9))) { _ in
                subject.onNext(value)
                return Disposables.create()
            }
        }
        scheduler.start()
        subscription.dispose()
        #expect(log == ["1@0", "3@10000"])
    }

    /// Whole microseconds from `origin` to `date`.
    private static func micros(_ date: Date, since origin: Date) -> Int {
        Int((date.timeIntervalSince(origin) * 1e6).rounded())
    }
}
