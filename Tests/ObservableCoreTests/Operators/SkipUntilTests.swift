import ObservableCore
import TestSupport
import Testing

@Suite struct SkipUntilTests {
    @Test func dropsUntilTheOtherEmits() {
        let subject = TestPublishSubject<String>()
        let trigger = TestPublishSubject<String>()
        let (recorder, _) = subject.skip(until: trigger).record()
        subject.onNext("A")
        subject.onNext("B")
        trigger.onNext("X")
        subject.onNext("C")
        subject.onCompleted()
        #expect(recorder.events == [.next("C"), .completed])
        #expect(trigger.observerCount == 0)
    }

    @Test func sourceCompletingWhileSkippingEndsWithoutAnEvent() {
        let subject = TestPublishSubject<Int>()
        let trigger = TestPublishSubject<Int>()
        let (recorder, subscription) = subject.skip(until: trigger).record()
        subject.onNext(1)
        subject.onCompleted()
        #expect(recorder.events == [])
        subscription.dispose()
        #expect(trigger.observerCount == 0)
    }

    @Test func synchronousOtherOpensTheGateBeforeTheSourceEmits() {
        let (recorder, _) = Observable.of(1, 2).skip(until: Observable.just(0)).record()
        #expect(recorder.events == [.next(1), .next(2), .completed])
    }

    @Test func emptySourceEndsBeforeTheOtherCanOpenTheGate() {
        // The source is subscribed first and completes while still skipping: no event, as in RxSwift.
        let (empty, subscription) = Observable<Int>.empty().skip(until: Observable.just(0)).record()
        #expect(empty.events == [])
        // Ended with no stop event: the subscriber's observer is already released (ARCHITECTURE.md).
        subscription.dispose()
        let trigger = TestPublishSubject<Int>()
        let subject = TestPublishSubject<Int>()
        let (recorder, _) = subject.skip(until: trigger).record()
        trigger.onNext(0)
        subject.onCompleted()
        #expect(recorder.events == [.completed])
    }

    @Test func errorsOfEitherSource() {
        let subject = TestPublishSubject<Int>()
        let trigger = TestPublishSubject<Int>()
        let (recorder, _) = subject.skip(until: trigger).record()
        trigger.onError(TestError(id: 1))
        #expect(recorder.events == [.error("TestError(1)")])
        #expect(subject.observerCount == 0)
        let (failure, _) = Observable<Int>.error(TestError(id: 2)).skip(until: Observable<Int>.never())
            .record()
        #expect(failure.events == [.error("TestError(2)")])
    }

    @Test func otherCompletingWithoutEmittingKeepsSkipping() {
        let subject = TestPublishSubject<Int>()
        let trigger = TestPublishSubject<Int>()
        let (recorder, subscription) = subject.skip(until: trigger).record()
        trigger.onCompleted()
        subject.onNext(1)
        #expect(recorder.events == [])
        subscription.dispose()
    }

    @Test func disposalMidway() {
        let subject = TestPublishSubject<Int>()
        let trigger = TestPublishSubject<Int>()
        let (recorder, subscription) = subject.skip(until: trigger).record()
        trigger.onNext(0)
        subject.onNext(1)
        subscription.dispose()
        subject.onNext(2)
        #expect(recorder.events == [.next(1)])
        #expect(subject.observerCount == 0 && trigger.observerCount == 0)
    }

    @Test func observerFeedingTheSourceIsQueued() {
        let subject = TestPublishSubject<Int>()
        let trigger = TestPublishSubject<Int>()
        var log: [String] = []
        let subscription = subject.skip(until: trigger).subscribe(onNext: { value in
            log.append("begin \(value)")
            if value == 1 { subject.onNext(2) }
            log.append("end \(value)")
        })
        trigger.onNext(0)
        subject.onNext(1)
        #expect(log == ["begin 1", "end 1", "begin 2", "end 2"])
        subscription.dispose()
    }

    @Test @available(*, deprecated) func deprecatedAlias() {
        let (recorder, _) = Observable.of(1, 2).skipUntil(Observable.just(0)).record()
        #expect(recorder.events == [.next(1), .next(2), .completed])
    }

    @Test func sinksAreReleased() {
        let subject = TestPublishSubject<Int>()
        let trigger = TestPublishSubject<Int>()
        #expect(
            recorderIsReleased { recorder in
                let subscription = subject.skip(until: trigger).subscribe(recorder)
                subject.onNext(1)
                subscription.dispose()
            })
        #expect(
            recorderIsReleased { recorder in
                _ = Observable.of(1).skip(until: Observable.just(0)).subscribe(recorder)
            })
        #expect(subject.observerCount == 0 && trigger.observerCount == 0)
    }

    /// The subscriber's observer goes when the source completes before the trigger, even while
    /// the subscriber keeps the disposable (as RxSwift's disposer drops the sink then).
    @Test func endingWithoutAnEventReleasesTheObserver() {
        let subject = PublishSubject<Int>()
        let trigger = PublishSubject<Int>()
        weak var weakObserver: ReleaseProbe?
        var subscription: Disposable?
        do {
            let observer = ReleaseProbe()
            weakObserver = observer
            subscription = subject.skip(until: trigger).subscribe(observer)
        }
        subject.onNext(1)
        #expect(weakObserver != nil)
        subject.onCompleted()
        #expect(weakObserver == nil)
        #expect(subject.hasObservers == false && trigger.hasObservers == false)
        withExtendedLifetime(subscription) {}
        subscription?.dispose()
    }

    /// The release races a delivery from another thread: the source completing (ending with no
    /// event, which drops the observer) against the trigger failing (delivering the error) and
    /// the subscriber disposing. The gate serializes the two deliveries and holds no lock while
    /// either runs: each round ends with no event or with the error alone, and the observer is
    /// released every time (run under ThreadSanitizer in CI).
    @Test func endingWithoutAnEventRacingAnErrorReleasesTheObserverOnce() async {
        let rounds = 300
        let subjects = (0..<rounds).map { _ in (PublishSubject<Int>(), PublishSubject<Int>()) }
        let checkers = (0..<rounds).map { _ in GrammarChecker<Int>() }
        let probes = WeakProbes(count: rounds)
        let subscriptions = UncheckedBox(
            (0..<rounds).map { round in
                let observer = ReleaseProbe(forwardingTo: checkers[round])
                probes.set(round, observer)
                return subjects[round].0.skip(until: subjects[round].1).subscribe(observer)
            })
        let finished = await Watchdog.run(rounds: rounds, threads: 3) { thread, round in
            switch thread {
            case 0: subjects[round].0.onCompleted()
            case 1: subjects[round].1.onError(TestError(id: round))
            default: subscriptions.value[round].dispose()
            }
        }
        #expect(finished)
        for round in 0..<rounds {
            #expect(checkers[round].violations == [])
            #expect(checkers[round].received == [])
            #expect(checkers[round].stopEvents.count <= 1)
        }
        #expect(probes.alive == 0)
    }
}

/// An observer whose release the tests watch; it forwards to a checker if given one.
private final class ReleaseProbe: ObserverType, @unchecked Sendable {  // `checker` is a thread-safe `let`.
    let checker: GrammarChecker<Int>?
    init(forwardingTo checker: GrammarChecker<Int>? = nil) { self.checker = checker }
    func on(_ event: Event<Int>) { checker?.on(event) }
}

/// Weak references to the probes of a stress test, read after its threads have finished.
private final class WeakProbes: @unchecked Sendable {  // Written before the threads start, read after.
    private struct Weak { weak var probe: ReleaseProbe? }
    private var probes: [Weak]
    init(count: Int) { probes = Array(repeating: Weak(), count: count) }
    func set(_ index: Int, _ probe: ReleaseProbe) { probes[index].probe = probe }
    var alive: Int { probes.count { $0.probe != nil } }
}
