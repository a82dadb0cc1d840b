import ObservableCore
import TestSupport
import Testing

@Suite struct MulticastTests {
    @Test func fixedSubjectReplaysItsStopEventToLaterSubscribers() {
        let subject = PublishSubject<Int>()
        let shared = Observable.of(1).multicast(subject)
        let (first, _) = shared.record()
        _ = shared.connect()
        let (late, _) = shared.record()
        #expect(first.events == [.next(1), .completed])
        #expect(late.events == [.completed])
    }

    @Test func makeSubjectRunsOncePerConnection() {
        var made = 0
        let source = ManualSource<Int>()
        let shared = source.observable.multicast(makeSubject: { () -> ReplaySubject<Int> in
            made += 1
            return ReplaySubject.create(bufferSize: 1)
        })
        let connection = shared.connect()
        source.onNext(1)
        let (first, subscription) = shared.record()
        #expect(made == 1)
        connection.dispose()
        let (second, subscription2) = shared.record()
        let subscription3 = shared.connect()
        source.onNext(2)
        #expect(made == 2)
        #expect(first.events == [.next(1)])
        #expect(second.events == [.next(2)])
        subscription.dispose()
        subscription2.dispose()
        subscription3.dispose()
    }

    @Test func selectorFormSharesOneSubscriptionInsideTheSelector() {
        let counter = ManualSource<Int>()
        let result = counter.observable.multicast(
            { PublishSubject<Int>() },
            selector: { shared in Observable.zip(shared, shared.skip(1)) { $0 + $1 } })
        let (recorder, subscription) = result.record()
        for value in 1...3 { counter.onNext(value) }
        counter.onCompleted()
        #expect(counter.subscribeCount == 1)
        #expect(recorder.events == [.next(3), .next(5), .completed])
        subscription.dispose()
        let (synchronous, _) = Observable.of(1, 2, 3)
            .multicast(
                { PublishSubject<Int>() },
                selector: { shared in Observable.zip(shared, shared.skip(1)) { $0 + $1 } }
            )
            .record()
        #expect(synchronous.events == [.next(3), .next(5), .completed])
    }

    @Test func selectorFormThrowingClosures() {
        let (subjectFails, _) = Observable.of(1)
            .multicast({ () throws -> PublishSubject<Int> in throw TestError(id: 1) }, selector: { $0 })
            .record()
        #expect(subjectFails.events == [.error("TestError(1)")])
        let (selectorFails, _) = Observable.of(1)
            .multicast(
                { PublishSubject<Int>() }, selector: { _ -> Observable<Int> in throw TestError(id: 2) }
            )
            .record()
        #expect(selectorFails.events == [.error("TestError(2)")])
    }

    @Test func selectorFormDisposalMidway() {
        let source = ManualSource<Int>()
        let (recorder, subscription) = source.observable
            .multicast({ PublishSubject<Int>() }, selector: { $0.map { $0 * 10 } })
            .record()
        source.onNext(1)
        subscription.dispose()
        source.onNext(2)
        #expect(recorder.events == [.next(10)])
        #expect(source.observerCount == 0)
    }
}
