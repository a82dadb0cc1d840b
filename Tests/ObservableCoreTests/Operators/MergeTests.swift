import Dispatch
import ObservableCore
import TestSupport
import Testing

@Suite struct MergeTests {
    @Test func seedLeftAndRightArriveAsTheyAreSent() {
        let left = TestPublishSubject<String>()
        let right = TestPublishSubject<String>()
        let source = Observable.of(left.asObservable(), right.asObservable())
        let (recorder, _) = source.merge().record()
        var leftValues = ["Berlin", "Munich", "Frankfurt"]
        var rightValues = ["Madrid", "Barcelona", "Valencia"]
        var expected: [RecordedEvent<String>] = []
        var generator = SystemRandomNumberGenerator()
        repeat {
            switch Bool.random(using: &generator) {
            case true where !leftValues.isEmpty:
                let value = "Left: " + leftValues.removeFirst()
                left.onNext(value)
                expected.append(.next(value))
            case false where !rightValues.isEmpty:
                let value = "Right: " + rightValues.removeFirst()
                right.onNext(value)
                expected.append(.next(value))
            default:
                break
            }
        } while !leftValues.isEmpty || !rightValues.isEmpty
        left.onCompleted()
        #expect(recorder.events == expected)
        right.onCompleted()
        #expect(recorder.events == expected + [.completed])
    }

    @Test func synchronousSourcesInterleaveAsInRxSwift() {
        let (recorder, _) = Observable.merge(Observable.of(1, 2), Observable.of(10, 20)).record()
        #expect(recorder.events == [.next(1), .next(10), .next(2), .next(20), .completed])
        let (fromArray, _) = Observable.merge([Observable.just(1), Observable.just(2)]).record()
        #expect(fromArray.events == [.next(1), .next(2), .completed])
        let (fromSlice, _) = Observable.merge(
            [Observable.just(0), Observable.just(1), Observable.just(2)].dropFirst()
        )
        .record()
        #expect(fromSlice.events == [.next(1), .next(2), .completed])
    }

    @Test func completesOnlyWhenOuterAndAllInnersComplete() {
        let inner = TestPublishSubject<Int>()
        let outer = TestPublishSubject<Observable<Int>>()
        let (recorder, _) = outer.merge().record()
        outer.onNext(inner.asObservable())
        outer.onCompleted()
        inner.onNext(1)
        #expect(recorder.events == [.next(1)])
        inner.onCompleted()
        #expect(recorder.events == [.next(1), .completed])
    }

    @Test func empty() {
        #expect(Observable<Int>.merge([]).record().0.events == [.completed])
        #expect(Observable<Observable<Int>>.empty().merge().record().0.events == [.completed])
        let (recorder, _) = Observable.of(Observable<Int>.empty(), .empty()).merge().record()
        #expect(recorder.events == [.completed])
    }

    @Test func innerOrOuterErrorEndsEverything() {
        let a = TestPublishSubject<Int>()
        let b = TestPublishSubject<Int>()
        let (recorder, _) = Observable.merge(a.asObservable(), b.asObservable()).record()
        a.onNext(1)
        b.onError(TestError(id: 2))
        a.onNext(3)
        #expect(recorder.events == [.next(1), .error("TestError(2)")])
        #expect(a.observerCount == 0)

        let outer = TestPublishSubject<Observable<Int>>()
        let (outerRecorder, _) = outer.merge().record()
        outer.onNext(a.asObservable())
        outer.onError(TestError(id: 3))
        #expect(outerRecorder.events == [.error("TestError(3)")])
        #expect(a.observerCount == 0)
    }

    @Test func maxConcurrentQueuesTheRest() {
        let one = TestPublishSubject<Int>()
        let two = TestPublishSubject<Int>()
        let three = TestPublishSubject<Int>()
        let outer = TestPublishSubject<Observable<Int>>()
        let (recorder, _) = outer.merge(maxConcurrent: 2).record()
        outer.onNext(one.asObservable())
        outer.onNext(two.asObservable())
        outer.onNext(three.asObservable())
        three.onNext(30)  // waiting, not subscribed
        one.onNext(1)
        two.onNext(2)
        one.onCompleted()
        three.onNext(31)
        outer.onCompleted()
        two.onCompleted()
        three.onCompleted()
        #expect(recorder.events == [.next(1), .next(2), .next(31), .completed])
    }

    @Test func disposalMidwayUnsubscribesEverything() {
        let a = TestPublishSubject<Int>()
        let b = TestPublishSubject<Int>()
        let (recorder, subscription) = Observable.merge(a.asObservable(), b.asObservable()).record()
        a.onNext(1)
        subscription.dispose()
        b.onNext(2)
        #expect(recorder.events == [.next(1)])
        #expect(a.observerCount == 0 && b.observerCount == 0)
    }

    @Test func reentrantEventsAreQueuedNotNested() {
        let a = TestPublishSubject<Int>()
        let b = TestPublishSubject<Int>()
        var log: [String] = []
        let subscription = Observable.merge(a.asObservable(), b.asObservable()).subscribe(onNext: { value in
            log.append("begin \(value)")
            if value == 1 { b.onNext(2) }
            log.append("end \(value)")
        })
        a.onNext(1)
        #expect(log == ["begin 1", "end 1", "begin 2", "end 2"])
        subscription.dispose()
    }

    @Test func observerDisposingDuringDeliveryStopsAtOnce() {
        let a = TestPublishSubject<Int>()
        var received: [Int] = []
        var subscription: Disposable?
        subscription = Observable.merge(a.asObservable(), Observable.never()).subscribe(onNext: { value in
            received.append(value)
            subscription?.dispose()
            a.onNext(value + 1)
        })
        a.onNext(1)
        #expect(received == [1])
        #expect(a.observerCount == 0)
        subscription = nil  // the closure holds it: break the cycle
    }

    @Test func sinksAreReleasedAfterDisposeAndAfterCompletion() {
        let a = TestPublishSubject<Int>()
        #expect(
            recorderIsReleased { recorder in
                let subscription = Observable.merge(a.asObservable(), Observable.never()).subscribe(recorder)
                a.onNext(1)
                subscription.dispose()
            })
        #expect(a.observerCount == 0)
        #expect(
            recorderIsReleased { recorder in
                _ = Observable.of(Observable.of(1, 2), Observable.just(3)).merge().subscribe(recorder)
            })
    }

    @Test func eightThreadsLoseNothingDuplicateNothingAndNeverOverlap() async {
        let threads = 8
        let perThread = 2_000
        let subjects = (0..<threads).map { _ in TestPublishSubject<Int>() }
        let probe = OverlapProbe<Int>()
        let subscription = Observable.merge(subjects.map { $0.asObservable() }).subscribe(probe)
        await performConcurrently(iterations: threads) { thread in
            for value in 0..<perThread { subjects[thread].onNext(thread * perThread + value) }
            subjects[thread].onCompleted()
        }
        #expect(probe.overlapCount == 0)
        #expect(probe.received.sorted() == Array(0..<threads * perThread))
        #expect(probe.stopEvents == ["completed"])
        subscription.dispose()
    }

    // MARK: the element path: a subscriber that takes elements, sources that lend them (`map`)

    /// Subscribes with closures, which take elements (merge's element entry); the history as text.
    private func subscribeElements(
        _ source: Observable<Int>, log: @escaping (String) -> Void
    ) -> Disposable {
        source.subscribe(
            onNext: { log("next(\($0))") }, onError: { log("error(\($0))") },
            onCompleted: { log("completed") })
    }

    @Test func lentElementsArriveAsTheyAreSent() {
        let a = TestPublishSubject<Int>()
        let b = TestPublishSubject<Int>()
        var log: [String] = []
        _ = subscribeElements(Observable.merge(a.map { $0 * 10 }, b.map { $0 })) { log.append($0) }
        a.onNext(1)
        b.onNext(2)
        a.onNext(3)
        a.onCompleted()
        #expect(log == ["next(10)", "next(2)", "next(30)"])
        b.onCompleted()
        #expect(log == ["next(10)", "next(2)", "next(30)", "completed"])
    }

    @Test func lentAndEventSourcesMixInOrder() {
        let a = TestPublishSubject<Int>()
        let b = TestPublishSubject<Int>()
        var log: [String] = []
        _ = subscribeElements(Observable.merge(a.map { $0 }, b.asObservable(), .empty())) { log.append($0) }
        a.onNext(1)
        b.onNext(2)
        a.onNext(3)
        b.onCompleted()
        a.onCompleted()
        #expect(log == ["next(1)", "next(2)", "next(3)", "completed"])
    }

    @Test func emptyOnTheElementPath() {
        var log: [String] = []
        _ = subscribeElements(Observable.merge(Observable<Int>.empty().map { $0 })) { log.append($0) }
        #expect(log == ["completed"])
    }

    @Test func aThrowingLendingSourceEndsEverything() {
        let a = TestPublishSubject<Int>()
        let b = TestPublishSubject<Int>()
        var log: [String] = []
        let failing = a.map { value -> Int in
            if value == 2 { throw TestError(id: 8) }
            return value
        }
        _ = subscribeElements(Observable.merge(failing, b.map { $0 })) { log.append($0) }
        a.onNext(1)
        a.onNext(2)
        b.onNext(3)
        #expect(log == ["next(1)", "error(TestError(8))"])
        #expect(a.observerCount == 0 && b.observerCount == 0)
    }

    @Test func disposalMidwayOnTheElementPath() {
        let a = TestPublishSubject<Int>()
        let b = TestPublishSubject<Int>()
        var log: [String] = []
        let subscription = subscribeElements(Observable.merge(a.map { $0 }, b.map { $0 })) { log.append($0) }
        a.onNext(1)
        subscription.dispose()
        b.onNext(2)
        #expect(log == ["next(1)"])
        #expect(a.observerCount == 0 && b.observerCount == 0)
    }

    @Test func reentrantLentElementsAreQueuedNotNested() {
        let a = TestPublishSubject<Int>()
        let b = TestPublishSubject<Int>()
        var log: [String] = []
        let subscription = Observable.merge(a.map { $0 }, b.map { $0 }).subscribe(onNext: { value in
            log.append("begin \(value)")
            if value == 1 { b.onNext(2) }
            log.append("end \(value)")
        })
        a.onNext(1)
        #expect(log == ["begin 1", "end 1", "begin 2", "end 2"])
        subscription.dispose()
    }

    @Test func observerDisposingDuringALentElementStopsAtOnce() {
        let a = TestPublishSubject<Int>()
        var received: [Int] = []
        var subscription: Disposable?
        subscription = Observable.merge(a.map { $0 }, Observable.never()).subscribe(onNext: { value in
            received.append(value)
            subscription?.dispose()
            a.onNext(value + 1)
        })
        a.onNext(1)
        #expect(received == [1])
        #expect(a.observerCount == 0)
        subscription = nil  // the closure holds it: break the cycle
    }

    @Test func eightThreadsLendingLoseNothingDuplicateNothingAndNeverOverlap() async {
        let threads = 8
        let perThread = 2_000
        let subjects = (0..<threads).map { _ in TestPublishSubject<Int>() }
        let probe = OverlapProbe<Int>()
        let subscription = Observable.merge(subjects.map { $0.map { $0 } }).subscribe(
            onNext: { probe.on(.next($0)) }, onError: { probe.on(.error($0)) },
            onCompleted: { probe.on(.completed) })
        await performConcurrently(iterations: threads) { thread in
            for value in 0..<perThread { subjects[thread].onNext(thread * perThread + value) }
            subjects[thread].onCompleted()
        }
        #expect(probe.overlapCount == 0)
        #expect(probe.received.sorted() == Array(0..<threads * perThread))
        #expect(probe.stopEvents == ["completed"])
        subscription.dispose()
    }
}
