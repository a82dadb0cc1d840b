import Foundation
import ObservableCore
import TestSupport
import Testing

/// `delay`'s timer can fire on the scheduler's thread before `scheduleRelative` has returned to
/// the thread that started it (that thread was preempted); the drain then schedules the timer
/// for the next element. The older timer's disposable, handed back late, must not replace and
/// cancel the newer one: the next element would never arrive (found as a hang of
/// `DelayTests.anObserverThatFeedsTheSourceGetsTheNewElementLater` in repeated runs).
@Suite struct DelayTimerRaceTests {
    @Test func aTimerThatFiresBeforeItsDisposableIsStoredKeepsTheNextTimer() async throws {
        let scheduler = PreemptedCallerScheduler()
        let source = SharedManualSource<Int>()
        let log = EventLog()
        let secondArrived = TestSignal()
        let subscription = source.observable.delay(.milliseconds(1), scheduler: scheduler).subscribe(
            onNext: { value in
                log.append("\(value)")
                if value == 1 { source.send(.next(2)) }  // not due yet: the drain schedules a timer
                if value == 2 { secondArrived.fire() }
            })
        // The observer feeds the source it subscribes to: a cycle until the subscription ends.
        defer { subscription.dispose() }
        // The first send is held inside `scheduleRelative` until its timer has fired.
        let sent = TestSignal()
        Thread {
            source.send(.next(1))
            sent.fire()
        }.start()
        #expect(await sent.wait())
        // Either the second timer runs, or it was cancelled before running: both are signalled.
        #expect(await scheduler.secondTimerSettled.wait())
        // Stops here if it was cancelled: the second element would never come.
        try #require(scheduler.cancelledBeforeRunning == [])
        #expect(await secondArrived.wait())
        #expect(log.all == ["1", "2"])
    }
}

/// A serial dispatch-queue scheduler whose first `scheduleRelative` returns only after its
/// action has run, as when the calling thread is preempted right after starting a timer; it
/// records timers cancelled before they ran.
///
/// Its clock is stepped, not the wall clock: `now` moves one millisecond each time a timer
/// fires, so the element sent while the first is delivered is never due before its own timer,
/// however slowly the test runs (under ThreadSanitizer more than a millisecond could pass, the
/// drain then delivered it at once and the second timer never came).
private final class PreemptedCallerScheduler: SchedulerType, @unchecked Sendable {
    // `lock` guards `calls`, `cancelled` and `fired`.
    private let inner = SerialDispatchQueueScheduler(internalSerialQueueName: "preempted-caller")
    private let lock = NSLock()
    private var calls = 0
    private var cancelled: [Int] = []
    private var fired = 0
    private let start = RxTime(nanosecondsSince1970: 1_000_000_000_000)
    /// Fires when the second timer has either run or been cancelled before running.
    let secondTimerSettled = TestSignal()

    var cancelledBeforeRunning: [Int] { lock.withLock { cancelled } }

    var now: RxTime {
        RxTime(nanosecondsSince1970: start.nanosecondsSince1970 + Int64(lock.withLock { fired }) * 1_000_000)
    }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        inner.schedule(state, action: action)
    }

    func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        inner.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }

    func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let call = lock.withLock {
            calls += 1
            return calls
        }
        let ran = TestSignal()
        let scheduled = inner.scheduleRelative(state, dueTime: dueTime) { [self] state in
            lock.withLock { fired += 1 }
            let result = action(state)
            ran.fire()
            if call == 2 { secondTimerSettled.fire() }
            return result
        }
        // Only the thread the test started gets here on the first call: blocking it is the point.
        if call == 1 { _ = ran.block() }
        return Disposables.create { [self] in
            if !ran.hasFired {
                lock.withLock { cancelled.append(call) }
                if call == 2 { secondTimerSettled.fire() }
            }
            scheduled.dispose()
        }
    }
}
