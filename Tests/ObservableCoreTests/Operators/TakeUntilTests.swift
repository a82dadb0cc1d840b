import Dispatch
import ObservableCore
import TestSupport
import Testing

@Suite struct TakeUntilTests {
    @Test func emitsUntilTheOtherEmits() {
        let source = TestPublishSubject<Int>()
        let trigger = TestPublishSubject<String>()
        let (recorder, _) = source.take(until: trigger).record()
        source.onNext(1)
        source.onNext(2)
        trigger.onNext("stop")
        source.onNext(3)
        #expect(recorder.events == [.next(1), .next(2), .completed])
        #expect(source.observerCount == 0 && trigger.observerCount == 0)
    }

    @Test func otherCompletingChangesNothing() {
        let source = TestPublishSubject<Int>()
        let trigger = TestPublishSubject<Int>()
        let (recorder, _) = source.take(until: trigger).record()
        trigger.onCompleted()
        source.onNext(1)
        source.onCompleted()
        #expect(recorder.events == [.next(1), .completed])
    }

    @Test func otherEmittingAtOnceLetsNothingThrough() {
        let (recorder, _) = Observable.of(1, 2).take(until: Observable.just(0)).record()
        #expect(recorder.events == [.completed])
    }

    @Test func empty() {
        #expect(
            Observable<Int>.empty().take(until: Observable<Int>.never()).record().0.events == [.completed])
    }

    @Test func errorsOfEitherSource() {
        let source = TestPublishSubject<Int>()
        let trigger = TestPublishSubject<Int>()
        let (recorder, _) = source.take(until: trigger).record()
        source.onNext(1)
        trigger.onError(TestError(id: 1))
        #expect(recorder.events == [.next(1), .error("TestError(1)")])
        #expect(source.observerCount == 0)
        let (failure, _) = Observable<Int>.error(TestError(id: 2)).take(until: Observable<Int>.never())
            .record()
        #expect(failure.events == [.error("TestError(2)")])
    }

    @Test func disposalMidway() {
        let source = TestPublishSubject<Int>()
        let trigger = TestPublishSubject<Int>()
        let (recorder, subscription) = source.take(until: trigger).record()
        source.onNext(1)
        subscription.dispose()
        source.onNext(2)
        #expect(recorder.events == [.next(1)])
        #expect(source.observerCount == 0 && trigger.observerCount == 0)
    }

    @Test func observerTriggeringDuringDeliveryIsQueued() {
        let source = TestPublishSubject<Int>()
        let trigger = TestPublishSubject<Int>()
        var log: [String] = []
        _ = source.take(until: trigger).subscribe(
            onNext: { value in
                log.append("begin \(value)")
                trigger.onNext(0)
                source.onNext(value + 1)
                log.append("end \(value)")
            }, onCompleted: { log.append("completed") })
        source.onNext(1)
        #expect(log == ["begin 1", "end 1", "completed"])
    }

    @Test @available(*, deprecated) func deprecatedAlias() {
        let (recorder, _) = Observable.of(1, 2).takeUntil(Observable.just(0)).record()
        #expect(recorder.events == [.completed])
    }

    @Test func sinksAreReleased() {
        let source = TestPublishSubject<Int>()
        let trigger = TestPublishSubject<Int>()
        #expect(
            recorderIsReleased { recorder in
                let subscription = source.take(until: trigger).subscribe(recorder)
                source.onNext(1)
                subscription.dispose()
            })
        #expect(
            recorderIsReleased { recorder in
                _ = source.take(until: trigger).subscribe(recorder)
                trigger.onNext(1)
            })
        #expect(source.observerCount == 0 && trigger.observerCount == 0)
    }

    @Test func triggerFromAnotherThreadEndsItCleanly() {
        let source = TestPublishSubject<Int>()
        let trigger = TestPublishSubject<Int>()
        let probe = OverlapProbe<Int>()
        let subscription = source.take(until: trigger).subscribe(probe)
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            if thread == 7 {
                trigger.onNext(0)
            } else {
                for value in 0..<1_000 { source.onNext(value) }
            }
        }
        #expect(probe.overlapCount == 0)
        #expect(probe.stopEvents == ["completed"])
        subscription.dispose()
    }
}
