import ObservableCore
import TestSupport
import Testing

@Suite struct BehaviorSubjectTests {
    @Test func replaysTheLatestValueThenLiveEvents() {
        let subject = BehaviorSubject(value: "Initial value")
        let (first, _) = subject.record()
        subject.onNext("X")
        let (second, _) = subject.record()
        subject.onNext("Y")
        subject.onCompleted()
        #expect(first.events == [.next("Initial value"), .next("X"), .next("Y"), .completed])
        #expect(second.events == [.next("X"), .next("Y"), .completed])
    }

    @Test func valueFollowsTheSubject() throws {
        let subject = BehaviorSubject(value: 1)
        #expect(try subject.value() == 1)
        subject.onNext(2)
        #expect(try subject.value() == 2)
        subject.onCompleted()
        subject.onNext(3)
        #expect(try subject.value() == 2)
    }

    @Test func valueThrowsTheErrorAfterAnError() {
        let subject = BehaviorSubject(value: 1)
        subject.onError(TestError(id: 3))
        #expect(throws: TestError(id: 3)) { try subject.value() }
    }

    @Test func valueThrowsDisposedAfterDispose() {
        let subject = BehaviorSubject(value: 1)
        subject.dispose()
        #expect(subject.isDisposed)
        #expect {
            try subject.value()
        } throws: { error in
            String(describing: error) == String(describing: RxError.disposed(object: "BehaviorSubject<Int>"))
        }
    }

    @Test func terminatedSubjectSendsOnlyTheStopEvent() {
        let completed = BehaviorSubject(value: 1)
        completed.onCompleted()
        #expect(completed.record().0.events == [.completed])
        #expect(completed.record().0.events == [.completed])

        let failed = BehaviorSubject(value: 1)
        failed.onNext(2)
        failed.onError(TestError(id: 4))
        failed.onNext(5)
        #expect(failed.record().0.events == [.error("TestError(4)")])
        #expect(!failed.hasObservers)
    }

    @Test func errorEndsEveryObserver() {
        let subject = BehaviorSubject(value: 0)
        let (recorder, _) = subject.record()
        subject.onError(TestError(id: 1))
        subject.onNext(1)
        subject.onCompleted()
        #expect(recorder.events == [.next(0), .error("TestError(1)")])
    }

    @Test func disposalMidwayStopsDelivery() {
        let subject = BehaviorSubject(value: 0)
        let (recorder, subscription) = subject.record()
        subject.onNext(1)
        subscription.dispose()
        subject.onNext(2)
        #expect(recorder.events == [.next(0), .next(1)])
        #expect(!subject.hasObservers)
    }

    @Test func disposedSubjectIgnoresEventsAndFailsNewSubscribers() {
        let subject = BehaviorSubject(value: 0)
        let (recorder, _) = subject.record()
        subject.dispose()
        subject.onNext(1)
        subject.onCompleted()
        #expect(recorder.events == [.next(0)])
        let disposed = String(describing: RxError.disposed(object: "BehaviorSubject<Int>"))
        #expect(subject.record().0.events == [.error(disposed)])
    }

    @Test func hasObserversFollowsSubscriptions() {
        let subject = BehaviorSubject(value: 0)
        #expect(!subject.hasObservers)
        let subscription = subject.subscribe { _ in }
        #expect(subject.hasObservers)
        subscription.dispose()
        #expect(!subject.hasObservers)
    }

    @Test func subscriberSendingFromItsReplayGetsItsEventAfterTheReplay() throws {
        let subject = BehaviorSubject(value: 0)
        let (existing, subscription) = subject.record()
        var log: [Int] = []
        let subscription2 = subject.subscribe(onNext: { value in
            log.append(value)
            if value == 0 { subject.onNext(1) }
        })
        #expect(log == [0, 1])
        #expect(existing.events == [.next(0), .next(1)])
        #expect(try subject.value() == 1)
        subscription.dispose()
        subscription2.dispose()
    }

    @Test func subscriberCompletingFromItsReplayEndsTheSubject() {
        let subject = BehaviorSubject(value: 0)
        let (existing, _) = subject.record()
        var log: [String] = []
        _ = subject.subscribe { event in
            log.append("\(event)")
            if event.element == 0 { subject.onCompleted() }
        }
        #expect(log == ["next(0)", "completed"])
        #expect(existing.events == [.next(0), .completed])
        #expect(!subject.hasObservers)
    }

    @Test func observerDisposingAnotherMidDeliveryStopsItAtOnce() {
        let subject = BehaviorSubject(value: 0)
        var victim: Disposable?
        _ = subject.subscribe(onNext: { value in if value == 1 { victim?.dispose() } })
        let recorder = Recorder<Int>()
        victim = subject.subscribe(recorder)
        subject.onNext(1)
        subject.onNext(2)
        #expect(recorder.events == [.next(0)])
    }

    @Test func disposedSubscriptionIsReleased() {
        let subject = BehaviorSubject(value: 0)
        weak var weakProbe: Probe?
        var subscription: Disposable?
        do {
            let probe = Probe()
            weakProbe = probe
            subscription = subject.subscribe(onNext: { _ in probe.touch() })
        }
        subscription?.dispose()
        subscription = nil
        #expect(weakProbe == nil)
        #expect(!subject.hasObservers)
    }

    @Test func subscriptionIsReleasedAfterCompletion() {
        let subject = BehaviorSubject(value: 0)
        weak var weakProbe: Probe?
        do {
            let probe = Probe()
            weakProbe = probe
            _ = subject.subscribe(onNext: { _ in probe.touch() })
        }
        subject.onCompleted()
        #expect(weakProbe == nil)
    }
}

private final class Probe {
    var touches = 0
    func touch() { touches += 1 }
}
