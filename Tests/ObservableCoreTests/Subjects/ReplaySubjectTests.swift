import ObservableCore
import TestSupport
import Testing

@Suite struct ReplaySubjectTests {
    @Test func seedBufferOfTwoReplaysTheLastTwo() {
        let subject = ReplaySubject<String>.create(bufferSize: 2)
        subject.onNext("1")
        subject.onNext("2")
        subject.onNext("3")
        let (first, _) = subject.record()
        let (second, _) = subject.record()
        subject.onNext("4")
        #expect(first.events == [.next("2"), .next("3"), .next("4")])
        #expect(second.events == [.next("2"), .next("3"), .next("4")])
    }

    @Test func afterCompletionReplaysTheBufferThenCompletion() {
        let subject = ReplaySubject<String>.create(bufferSize: 2)
        subject.onNext("1")
        subject.onNext("2")
        subject.onNext("3")
        let (early, _) = subject.record()
        subject.onCompleted()
        subject.onNext("4")
        #expect(early.events == [.next("2"), .next("3"), .completed])
        #expect(subject.record().0.events == [.next("2"), .next("3"), .completed])
        #expect(!subject.hasObservers)
    }

    @Test func afterAnErrorReplaysTheBufferThenTheError() {
        let subject = ReplaySubject<Int>.create(bufferSize: 1)
        subject.onNext(1)
        subject.onNext(2)
        subject.onError(TestError(id: 5))
        subject.onCompleted()
        #expect(subject.record().0.events == [.next(2), .error("TestError(5)")])
        #expect(subject.record().0.events == [.next(2), .error("TestError(5)")])
    }

    @Test func emptyReplaysOnlyTheStopEvent() {
        let subject = ReplaySubject<Int>.create(bufferSize: 3)
        subject.onCompleted()
        #expect(subject.record().0.events == [.completed])
    }

    @Test func bufferOfZeroReplaysNothing() {
        let subject = ReplaySubject<Int>.create(bufferSize: 0)
        subject.onNext(1)
        let (recorder, _) = subject.record()
        subject.onNext(2)
        subject.onCompleted()
        #expect(recorder.events == [.next(2), .completed])
        #expect(subject.record().0.events == [.completed])
    }

    @Test func ringBufferKeepsOrderAfterWrapping() {
        let subject = ReplaySubject<Int>.create(bufferSize: 3)
        for value in 1...7 { subject.onNext(value) }
        #expect(subject.record().0.events == [.next(5), .next(6), .next(7)])
    }

    @Test func unboundedReplaysEverything() {
        let subject = ReplaySubject<Int>.createUnbounded()
        for value in 1...5 { subject.onNext(value) }
        subject.onCompleted()
        #expect(subject.record().0.events == [.next(1), .next(2), .next(3), .next(4), .next(5), .completed])
    }

    @Test func disposalMidwayStopsDelivery() {
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        subject.onNext(1)
        let (recorder, subscription) = subject.record()
        subject.onNext(2)
        subscription.dispose()
        subject.onNext(3)
        #expect(recorder.events == [.next(1), .next(2)])
        #expect(!subject.hasObservers)
    }

    @Test func disposedSubjectIgnoresEventsAndFailsNewSubscribers() {
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        subject.onNext(1)
        let (recorder, _) = subject.record()
        subject.dispose()
        subject.onNext(2)
        subject.onCompleted()
        #expect(subject.isDisposed)
        #expect(recorder.events == [.next(1)])
        let disposed = String(describing: RxError.disposed(object: "ReplaySubject<Int>"))
        #expect(subject.record().0.events == [.error(disposed)])
    }

    @Test func subscriberSendingFromItsReplayGetsItsEventAfterTheReplay() {
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        subject.onNext(1)
        subject.onNext(2)
        let (existing, subscription) = subject.record()
        var log: [Int] = []
        let subscription2 = subject.subscribe(onNext: { value in
            log.append(value)
            if value == 1 { subject.onNext(3) }
        })
        // 3 is sent while 1 is replayed: it waits behind the rest of the buffer.
        #expect(log == [1, 2, 3])
        #expect(existing.events == [.next(1), .next(2), .next(3)])
        #expect(subject.record().0.events == [.next(2), .next(3)])
        subscription.dispose()
        subscription2.dispose()
    }

    @Test func observerDisposingAnotherMidDeliveryStopsItAtOnce() {
        let subject = ReplaySubject<Int>.create(bufferSize: 1)
        var victim: Disposable?
        _ = subject.subscribe(onNext: { value in if value == 2 { victim?.dispose() } })
        subject.onNext(1)
        let recorder = Recorder<Int>()
        victim = subject.subscribe(recorder)
        subject.onNext(2)
        subject.onNext(3)
        #expect(recorder.events == [.next(1)])
    }

    @Test func disposedSubscriptionIsReleased() {
        let subject = ReplaySubject<Int>.create(bufferSize: 1)
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

    @Test func subscriptionIsReleasedAfterAnError() {
        let subject = ReplaySubject<Int>.createUnbounded()
        weak var weakProbe: Probe?
        do {
            let probe = Probe()
            weakProbe = probe
            _ = subject.subscribe(onNext: { _ in probe.touch() })
        }
        subject.onError(TestError())
        #expect(weakProbe == nil)
    }
}

private final class Probe {
    var touches = 0
    func touch() { touches += 1 }
}
