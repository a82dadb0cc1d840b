import ObservableCore
import TestSupport
import Testing

@Suite struct RefCountTests {
    @Test func firstSubscriberConnectsLastOneDisconnects() {
        let source = ManualSource<Int>()
        let shared = source.observable.publish().refCount()
        let (first, firstSubscription) = shared.record()
        let (second, secondSubscription) = shared.record()
        #expect(source.subscribeCount == 1)
        source.onNext(1)
        firstSubscription.dispose()
        source.onNext(2)
        #expect(source.disposeCount == 0)
        secondSubscription.dispose()
        #expect(source.disposeCount == 1)
        #expect(first.events == [.next(1)])
        #expect(second.events == [.next(1), .next(2)])
        let (third, subscription) = shared.record()
        source.onNext(3)
        #expect(source.subscribeCount == 2)
        #expect(third.events == [.next(3)])
        subscription.dispose()
    }

    @Test func sourceEndingDisconnectsAndTheNextSubscriberReconnects() {
        let shared = Observable.of(1, 2).publish().refCount()
        let (first, _) = shared.record()
        let (second, _) = shared.record()
        #expect(first.events == [.next(1), .next(2), .completed])
        #expect(second.events == [.next(1), .next(2), .completed])
    }

    @Test func errorEndsTheConnection() {
        let source = ManualSource<Int>()
        let shared = source.observable.publish().refCount()
        let (first, subscription) = shared.record()
        let (second, subscription2) = shared.record()
        source.onError(TestError(id: 1))
        #expect(first.events == [.error("TestError(1)")])
        #expect(second.events == [.error("TestError(1)")])
        #expect(source.observerCount == 0)
        let (third, subscription3) = shared.record()
        source.onNext(5)
        #expect(source.subscribeCount == 2)
        #expect(third.events == [.next(5)])
        subscription.dispose()
        subscription2.dispose()
        subscription3.dispose()
    }

    @Test func neverAndEmpty() {
        let (waiting, subscription) = Observable<Int>.never().publish().refCount().record()
        subscription.dispose()
        #expect(waiting.events == [])
        let (ended, _) = Observable<Int>.empty().publish().refCount().record()
        #expect(ended.events == [.completed])
    }

    @Test func aSubjectThatHasEndedEndsSubscribersAtOnceWithoutConnecting() {
        let subject = PublishSubject<Int>()
        let source = ManualSource<Int>()
        let shared = source.observable.multicast(subject).refCount()
        subject.onCompleted()
        let (recorder, _) = shared.record()
        #expect(recorder.events == [.completed])
        #expect(source.subscribeCount == 0)
    }

    @Test func replayRefCountReplaysWhileConnected() {
        let source = ManualSource<Int>()
        let shared = source.observable.replay(1).refCount()
        let (first, firstSubscription) = shared.record()
        source.onNext(1)
        let (second, subscription) = shared.record()
        source.onNext(2)
        firstSubscription.dispose()
        source.onNext(3)
        #expect(first.events == [.next(1), .next(2)])
        #expect(second.events == [.next(1), .next(2), .next(3)])
        subscription.dispose()
    }

    @Test func observerLeavingDuringDeliveryDisconnects() {
        let source = ManualSource<Int>()
        let shared = source.observable.publish().refCount()
        var subscription: Disposable?
        var log: [Int] = []
        subscription = shared.subscribe(onNext: { value in
            log.append(value)
            subscription?.dispose()
        })
        source.onNext(1)
        source.onNext(2)
        #expect(log == [1])
        #expect(source.disposeCount == 1)
        subscription = nil  // the closure holds it: break the cycle
    }

    @Test func observerSubscribingDuringDeliveryJoinsTheConnection() {
        let source = ManualSource<Int>()
        let shared = source.observable.publish().refCount()
        let inner = Recorder<Int>()
        var joined = false
        let innerSubscription = SingleAssignmentDisposable()
        let subscription = shared.subscribe(onNext: { _ in
            if !joined {
                joined = true
                innerSubscription.setDisposable(shared.subscribe(inner))
            }
        })
        source.onNext(1)
        source.onNext(2)
        #expect(source.subscribeCount == 1)
        #expect(inner.events == [.next(2)])
        subscription.dispose()
        innerSubscription.dispose()
    }

    @Test func sinksAreReleased() {
        let source = ManualSource<Int>()
        let shared = source.observable.publish().refCount()
        #expect(
            recorderIsReleased { recorder in
                let subscription = shared.subscribe(recorder)
                source.onNext(1)
                subscription.dispose()
            })
        #expect(
            recorderIsReleased { recorder in
                _ = shared.subscribe(recorder)
                source.onCompleted()
            })
        #expect(source.observerCount == 0)
    }
}
