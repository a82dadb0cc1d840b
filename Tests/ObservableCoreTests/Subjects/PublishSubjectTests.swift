import ObservableCore
import TestSupport
import Testing

@Suite struct PublishSubjectTests {
    @Test func deliversOnlyWhatIsSentAfterSubscribing() {
        let subject = PublishSubject<String>()
        subject.onNext("lost")
        let (recorder, _) = subject.record()
        subject.on(.next("1"))
        subject.onNext("2")
        subject.onCompleted()
        #expect(recorder.events == [.next("1"), .next("2"), .completed])
    }

    @Test func isAnObservable() {
        let subject = PublishSubject<String>()
        let observable: Observable<String> = subject
        let (recorder, subscription) = observable.map { $0 + "!" }.record()
        subject.onNext("A")
        #expect(recorder.events == [.next("A!")])
        subscription.dispose()
    }

    @Test func everyObserverGetsEveryEventInSubscriptionOrder() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        _ = subject.subscribe { log.append("a \($0)") }
        _ = subject.subscribe { log.append("b \($0)") }
        subject.onNext(1)
        subject.onError(TestError(id: 1))
        #expect(log == ["a next(1)", "b next(1)", "a error(TestError(1))", "b error(TestError(1))"])
    }

    @Test func emptyCompletesAndIgnoresLaterEvents() {
        let subject = PublishSubject<Int>()
        let (recorder, _) = subject.record()
        subject.onCompleted()
        subject.onNext(1)
        subject.onError(TestError())
        subject.onCompleted()
        #expect(recorder.events == [.completed])
    }

    @Test func errorEndsTheSequence() {
        let subject = PublishSubject<Int>()
        let (recorder, _) = subject.record()
        subject.onNext(1)
        subject.onError(TestError(id: 7))
        subject.onNext(2)
        #expect(recorder.events == [.next(1), .error("TestError(7)")])
    }

    @Test func reEmitsTheStopEventToLaterSubscribers() {
        let completed = PublishSubject<Int>()
        completed.onNext(1)
        completed.onCompleted()
        #expect(completed.record().0.events == [.completed])
        #expect(completed.record().0.events == [.completed])

        let failed = PublishSubject<Int>()
        failed.onError(TestError(id: 2))
        #expect(failed.record().0.events == [.error("TestError(2)")])
        #expect(!failed.hasObservers)
    }

    @Test func disposalMidwayStopsDelivery() {
        let subject = PublishSubject<Int>()
        let (recorder, subscription) = subject.record()
        let (other, _) = subject.record()
        subject.onNext(1)
        subscription.dispose()
        subscription.dispose()
        subject.onNext(2)
        subject.onCompleted()
        #expect(recorder.events == [.next(1)])
        #expect(other.events == [.next(1), .next(2), .completed])
    }

    @Test func hasObserversFollowsSubscriptions() {
        let subject = PublishSubject<Int>()
        #expect(!subject.hasObservers)
        let first = subject.subscribe { _ in }
        let second = subject.subscribe { _ in }
        #expect(subject.hasObservers)
        first.dispose()
        #expect(subject.hasObservers)
        second.dispose()
        #expect(!subject.hasObservers)
        _ = subject.subscribe { _ in }
        subject.onCompleted()
        #expect(!subject.hasObservers)
    }

    @Test func disposedSubjectIgnoresEventsAndFailsNewSubscribers() {
        let subject = PublishSubject<Int>()
        let (recorder, _) = subject.record()
        subject.onNext(1)
        subject.dispose()
        #expect(subject.isDisposed)
        #expect(!subject.hasObservers)
        subject.onNext(2)
        subject.onCompleted()
        subject.dispose()
        #expect(recorder.events == [.next(1)])
        let disposed = String(describing: RxError.disposed(object: "PublishSubject<Int>"))
        #expect(subject.record().0.events == [.error(disposed)])
    }

    @Test func asObserverFeedsTheSubject() {
        let subject = PublishSubject<Int>()
        let (recorder, _) = subject.record()
        let observer: PublishSubject<Int> = subject.asObserver()
        observer.onNext(1)
        let erased: AnyObserver<Int> = subject.asObserver()
        erased.onNext(2)
        #expect(recorder.events == [.next(1), .next(2)])
    }

    @Test func observerSendingFromInsideDeliveryIsNotBlocked() {
        // As in RxSwift, delivery is not serialized: the nested event reaches everyone before
        // the outer one reaches the later observers.
        let subject = PublishSubject<Int>()
        var log: [String] = []
        let subscription = subject.subscribe(onNext: { value in
            log.append("a\(value)")
            if value == 1 { subject.onNext(2) }
        })
        let subscription2 = subject.subscribe(onNext: { log.append("b\($0)") })
        subject.onNext(1)
        #expect(log == ["a1", "a2", "b2", "b1"])
        subscription.dispose()
        subscription2.dispose()
    }

    @Test func observerDisposingAnotherMidDeliveryStopsItAtOnce() {
        let subject = PublishSubject<Int>()
        var victim: Disposable?
        let (first, _) = subject.record()
        _ = subject.subscribe(onNext: { _ in victim?.dispose() })
        let (second, subscription) = subject.record()
        victim = subscription
        subject.onNext(1)
        subject.onNext(2)
        #expect(first.events == [.next(1), .next(2)])
        #expect(second.events == [])
        #expect(subject.hasObservers)
    }

    @Test func rawObserverDisposedMidDeliveryGetsNothingMore() {
        // Without a sink in between, the subject's own flag must stop the snapshot's delivery.
        let subject = PublishSubject<Int>()
        var victim: Disposable?
        _ = subject.subscribe(onNext: { _ in victim?.dispose() })
        let recorder = Recorder<Int>()
        victim = subject.subscribe(recorder)
        subject.onNext(1)
        #expect(recorder.events == [])
    }

    @Test func observerCompletingMidDeliveryEndsEveryone() {
        let subject = PublishSubject<Int>()
        _ = subject.subscribe(onNext: { _ in subject.onCompleted() })
        let recorder = Recorder<Int>()
        _ = subject.subscribe(recorder)
        subject.onNext(1)
        subject.onNext(2)
        #expect(recorder.events == [.completed])
    }

    @Test func subscribingMidDeliveryStartsWithTheNextEvent() {
        let subject = PublishSubject<Int>()
        let late = Recorder<Int>()
        var subscribed = false
        let subscription = subject.subscribe(onNext: { _ in
            guard !subscribed else { return }
            subscribed = true
            _ = subject.subscribe(late)
        })
        subject.onNext(1)
        subject.onNext(2)
        #expect(late.events == [.next(2)])
        subscription.dispose()
    }

    @Test func disposedSubscriptionIsReleased() {
        let subject = PublishSubject<Int>()
        weak var weakProbe: Probe?
        var subscription: Disposable?
        do {
            let probe = Probe()
            weakProbe = probe
            subscription = subject.subscribe(onNext: { _ in probe.touch() })
        }
        #expect(weakProbe != nil)
        subscription?.dispose()
        subscription = nil
        #expect(weakProbe == nil)
        #expect(!subject.hasObservers)
    }

    @Test func subscriptionIsReleasedAfterCompletion() {
        let subject = PublishSubject<Int>()
        weak var weakProbe: Probe?
        do {
            let probe = Probe()
            weakProbe = probe
            _ = subject.subscribe(onNext: { _ in probe.touch() })
        }
        subject.onCompleted()
        #expect(weakProbe == nil)
    }

    @Test func forgottenSubscriptionDoesNotKeepTheSubjectAlive() {
        weak var weakSubject: PublishSubject<Int>?
        do {
            let subject = PublishSubject<Int>()
            weakSubject = subject
            _ = subject.subscribe(onNext: { _ in })
        }
        #expect(weakSubject == nil)
    }

    @Test func droppedSubjectReleasesItsObservers() {
        weak var weakForgotten: Probe?
        weak var weakHeld: Probe?
        var subscription: Disposable?
        do {
            let subject = PublishSubject<Int>()
            let forgotten = Probe()
            let held = Probe()
            weakForgotten = forgotten
            weakHeld = held
            _ = subject.subscribe(AnyObserver { _ in forgotten.touch() })
            subscription = subject.subscribe(AnyObserver { _ in held.touch() })
        }
        // Nothing can reach an observer of a subject that is gone: even a subscription still
        // held lets go of it (its sink, if any, stays with the holder until disposed).
        #expect(weakForgotten == nil)
        #expect(weakHeld == nil)
        #expect(subscription != nil)
        subscription?.dispose()
        subscription = nil
    }

    @Test func disposingAfterTheSubjectIsGoneIsHarmless() {
        var subscription: Disposable?
        do {
            let subject = PublishSubject<Int>()
            subscription = subject.subscribe(onNext: { _ in })
        }
        subscription?.dispose()
        subscription?.dispose()
    }
}

/// Something for a handler to hold, so tests can see when the handler is released.
private final class Probe {
    var touches = 0
    func touch() { touches += 1 }
}
