import ObservableCore
import TestSupport
import Testing

@Suite struct PublishTests {
    @Test func publishWaitsForConnectThenSharesOneSubscription() {
        let source = ManualSource<Int>()
        let shared = source.observable.publish()
        let (first, _) = shared.record()
        let (second, _) = shared.record()
        source.onNext(0)
        #expect(source.subscribeCount == 0)
        let connection = shared.connect()
        source.onNext(1)
        let (late, _) = shared.record()
        source.onNext(2)
        source.onCompleted()
        #expect(source.subscribeCount == 1)
        #expect(first.events == [.next(1), .next(2), .completed])
        #expect(second.events == [.next(1), .next(2), .completed])
        #expect(late.events == [.next(2), .completed])
        #expect(source.observerCount == 0)
        connection.dispose()
    }

    @Test func connectWhileConnectedReturnsTheSameConnection() {
        let source = ManualSource<Int>()
        let shared = source.observable.publish()
        let first = shared.connect()
        let second = shared.connect()
        let same = ObjectIdentifier(first as AnyObject) == ObjectIdentifier(second as AnyObject)
        #expect(same)
        #expect(source.subscribeCount == 1)
        first.dispose()
        #expect(source.disposeCount == 1)
    }

    @Test func publishAfterTheSourceEndedWaitsForTheNextConnection() {
        let shared = Observable.of(1, 2).publish()
        let (first, _) = shared.record()
        _ = shared.connect()
        let (afterEnd, _) = shared.record()
        #expect(first.events == [.next(1), .next(2), .completed])
        #expect(afterEnd.events == [])
        _ = shared.connect()
        #expect(afterEnd.events == [.next(1), .next(2), .completed])
        #expect(first.events == [.next(1), .next(2), .completed])
    }

    @Test func disposingTheConnectionStopsTheSourceAndDropsTheSubject() {
        let source = ManualSource<Int>()
        let shared = source.observable.publish()
        let (early, _) = shared.record()
        let connection = shared.connect()
        source.onNext(1)
        connection.dispose()
        connection.dispose()
        source.onNext(2)
        #expect(source.observerCount == 0)
        #expect(early.events == [.next(1)])
        // The next connection has a new subject: the early subscriber stays on the old one.
        let reconnection = shared.connect()
        let (late, _) = shared.record()
        source.onNext(3)
        #expect(early.events == [.next(1)])
        #expect(late.events == [.next(3)])
        reconnection.dispose()
    }

    @Test func errorReachesEverySubscriber() {
        let source = ManualSource<Int>()
        let shared = source.observable.publish()
        let (first, _) = shared.record()
        let (second, _) = shared.record()
        _ = shared.connect()
        source.onNext(1)
        source.onError(TestError(id: 1))
        #expect(first.events == [.next(1), .error("TestError(1)")])
        #expect(second.events == [.next(1), .error("TestError(1)")])
    }

    @Test func neverAndEmpty() {
        let never = Observable<Int>.never().publish()
        let (waiting, _) = never.record()
        let connection = never.connect()
        #expect(waiting.events == [])
        connection.dispose()
        let empty = Observable<Int>.empty().publish()
        let (ended, _) = empty.record()
        _ = empty.connect()
        #expect(ended.events == [.completed])
    }

    @Test func subscriberLeavingMidwayStopsOnlyItself() {
        let source = ManualSource<Int>()
        let shared = source.observable.publish()
        let (leaving, subscription) = shared.record()
        let (staying, stayingSubscription) = shared.record()
        let connection = shared.connect()
        source.onNext(1)
        subscription.dispose()
        source.onNext(2)
        #expect(leaving.events == [.next(1)])
        #expect(staying.events == [.next(1), .next(2)])
        #expect(source.observerCount == 1)
        stayingSubscription.dispose()
        connection.dispose()
    }

    @Test func observerReenteringTheSourceDuringDelivery() {
        let source = PublishSubject<Int>()
        let shared = source.publish()
        var log: [String] = []
        let subscription = shared.subscribe(onNext: { value in
            log.append("begin \(value)")
            if value == 1 { source.onNext(2) }
            log.append("end \(value)")
        })
        let subscription2 = shared.connect()
        source.onNext(1)
        #expect(log == ["begin 1", "begin 2", "end 2", "end 1"])
        subscription.dispose()
        subscription2.dispose()
    }

    @Test func connectionReleasesTheSubscribers() {
        #expect(
            recorderIsReleased { recorder in
                let shared = Observable.of(1, 2).publish()
                _ = shared.subscribe(recorder)
                _ = shared.connect()
            })
        let source = ManualSource<Int>()
        #expect(
            recorderIsReleased { (recorder: Recorder<Int>) in
                let shared = source.observable.publish()
                let subscription = shared.subscribe(recorder)
                let connection = shared.connect()
                subscription.dispose()
                connection.dispose()
            })
        #expect(source.observerCount == 0)
    }
}
