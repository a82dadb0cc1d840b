import Dispatch
import ObservableCore
import TestSupport
import Testing

@Suite struct WithLatestFromTests {
    @Test func seedButtonAndTextField() {
        let button = TestPublishSubject<Void>()
        let textField = TestPublishSubject<String>()
        let observable = button.withLatestFrom(textField)
        var printed: [String] = []
        let subscription = observable.subscribe(onNext: { value in printed.append(value) })
        textField.onNext("Par")
        textField.onNext("Pari")
        textField.onNext("Paris")
        button.onNext()
        button.onNext()
        #expect(printed == ["Paris", "Paris"])
        subscription.dispose()
    }

    @Test func resultSelectorAndDroppedElementsBeforeSecondEmits() {
        let first = TestPublishSubject<Int>()
        let second = TestPublishSubject<String>()
        let (recorder, _) = first.withLatestFrom(second) { "\($0)\($1)" }.record()
        first.onNext(0)
        second.onNext("a")
        first.onNext(1)
        second.onNext("b")
        second.onCompleted()  // keeps its latest value
        first.onNext(2)
        first.onCompleted()
        #expect(recorder.events == [.next("1a"), .next("2b"), .completed])
    }

    @Test func secondIsSubscribedFirst() {
        let (recorder, _) = Observable.just(1).withLatestFrom(Observable.just("x")) { "\($0)\($1)" }.record()
        #expect(recorder.events == [.next("1x"), .completed])
    }

    @Test func empty() {
        #expect(Observable<Int>.empty().withLatestFrom(Observable.just(1)).record().0.events == [.completed])
    }

    @Test func errorsOfEitherSourceEndIt() {
        let first = TestPublishSubject<Int>()
        let second = TestPublishSubject<Int>()
        let (recorder, _) = first.withLatestFrom(second).record()
        second.onNext(1)
        first.onNext(0)
        second.onError(TestError(id: 2))
        first.onNext(0)
        #expect(recorder.events == [.next(1), .error("TestError(2)")])
        #expect(first.observerCount == 0)

        let (firstFailure, _) = Observable<Int>.error(TestError(id: 3)).withLatestFrom(Observable.just(1))
            .record()
        #expect(firstFailure.events == [.error("TestError(3)")])
    }

    @Test func throwingSelectorBecomesAnError() {
        let first = TestPublishSubject<Int>()
        let second = TestBehaviorSubject(value: 10)
        let (recorder, _) = first.withLatestFrom(second) { lhs, rhs -> Int in
            if lhs == 2 { throw TestError(id: 4) }
            return lhs + rhs
        }.record()
        first.onNext(1)
        first.onNext(2)
        first.onNext(3)
        #expect(recorder.events == [.next(11), .error("TestError(4)")])
        #expect(first.observerCount == 0 && second.observerCount == 0)
    }

    @Test func disposalMidway() {
        let first = TestPublishSubject<Int>()
        let second = TestBehaviorSubject(value: 10)
        let (recorder, subscription) = first.withLatestFrom(second).record()
        first.onNext(1)
        subscription.dispose()
        first.onNext(2)
        #expect(recorder.events == [.next(10)])
        #expect(first.observerCount == 0 && second.observerCount == 0)
    }

    @Test func observerFeedingBothSourcesIsQueued() {
        let first = TestPublishSubject<Int>()
        let second = TestBehaviorSubject(value: "a")
        var log: [String] = []
        let subscription = first.withLatestFrom(second) { "\($0)\($1)" }.subscribe(onNext: { value in
            log.append("begin \(value)")
            if value == "1a" {
                second.onNext("b")
                first.onNext(2)
            }
            log.append("end \(value)")
        })
        first.onNext(1)
        #expect(log == ["begin 1a", "end 1a", "begin 2b", "end 2b"])
        subscription.dispose()
    }

    @Test func sinksAreReleased() {
        let first = TestPublishSubject<Int>()
        let second = TestBehaviorSubject(value: 1)
        #expect(
            recorderIsReleased { recorder in
                let subscription = first.withLatestFrom(second).subscribe(recorder)
                first.onNext(0)
                subscription.dispose()
            })
        #expect(first.observerCount == 0 && second.observerCount == 0)
        #expect(
            recorderIsReleased { recorder in
                _ = Observable.of(1, 2).withLatestFrom(second).subscribe(recorder)
            })
        #expect(second.observerCount == 0)
    }

    @Test func eightThreadsNeverOverlap() async {
        let threads = 8
        let perThread = 1_000
        let first = TestPublishSubject<Int>()
        let second = TestBehaviorSubject(value: 0)
        let probe = OverlapProbe<Int>()
        let subscription = first.withLatestFrom(second) { lhs, _ in lhs }.subscribe(probe)
        await performConcurrently(iterations: threads) { thread in
            for value in 0..<perThread {
                if thread.isMultiple(of: 2) {
                    first.onNext(thread * perThread + value)
                } else {
                    second.onNext(value)
                }
            }
        }
        first.onCompleted()
        #expect(probe.overlapCount == 0)
        let expected = (0..<threads).filter { $0.isMultiple(of: 2) }.flatMap { thread in
            (0..<perThread).map { thread * perThread + $0 }
        }
        #expect(probe.received.sorted() == expected)
        #expect(probe.stopEvents == ["completed"])
        subscription.dispose()
    }
}
