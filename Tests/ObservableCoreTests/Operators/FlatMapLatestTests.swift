import Dispatch
import ObservableCore
import TestSupport
import Testing

@Suite struct FlatMapLatestTests {
    @Test func seedStudentSwitchesToTheLatestScore() {
        let laura = Student(score: TestBehaviorSubject(value: 80))
        let charlotte = Student(score: TestBehaviorSubject(value: 90))
        let student = TestPublishSubject<Student>()
        var printed: [Int] = []
        let bag = DisposeBag()
        student
            .flatMapLatest { $0.score }
            .subscribe(onNext: { printed.append($0) })
            .disposed(by: bag)
        student.onNext(laura)
        laura.score.onNext(85)
        student.onNext(charlotte)
        laura.score.onNext(95)
        charlotte.score.onNext(100)
        #expect(printed == [80, 85, 90, 100])
        #expect(laura.score.observerCount == 0)
    }

    @Test func completesWhenOuterAndLatestInnerComplete() {
        let first = TestPublishSubject<Int>()
        let second = TestPublishSubject<Int>()
        let outer = TestPublishSubject<Int>()
        let (recorder, _) = outer.flatMapLatest { $0 == 1 ? first : second }.record()
        outer.onNext(1)
        first.onNext(1)
        outer.onNext(2)
        first.onCompleted()  // no longer the latest: ignored
        second.onNext(2)
        outer.onCompleted()
        #expect(recorder.events == [.next(1), .next(2)])
        second.onCompleted()
        #expect(recorder.events == [.next(1), .next(2), .completed])
    }

    @Test func outerCompletingAfterTheLatestInnerCompletes() {
        let (recorder, _) = Observable.of(1, 2).flatMapLatest { Observable.just($0 * 10) }.record()
        #expect(recorder.events == [.next(10), .next(20), .completed])
    }

    @Test func empty() {
        #expect(
            Observable<Int>.empty().flatMapLatest { Observable.just($0) }.record().0.events == [.completed])
    }

    @Test func errorsOfTheLatestInnerAndTheOuterEndIt() {
        let first = TestPublishSubject<Int>()
        let second = TestPublishSubject<Int>()
        let outer = TestPublishSubject<Int>()
        let (recorder, _) = outer.flatMapLatest { $0 == 1 ? first : second }.record()
        outer.onNext(1)
        outer.onNext(2)
        first.onError(TestError(id: 1))  // previous inner: already unsubscribed
        second.onError(TestError(id: 2))
        #expect(recorder.events == [.error("TestError(2)")])
        #expect(outer.observerCount == 0)

        let (outerFailure, _) = Observable<Int>.error(TestError(id: 3)).flatMapLatest { Observable.just($0) }
            .record()
        #expect(outerFailure.events == [.error("TestError(3)")])
    }

    @Test func throwingSelectorBecomesAnError() {
        let inner = TestPublishSubject<Int>()
        let outer = TestPublishSubject<Int>()
        let (recorder, _) = outer.flatMapLatest { value -> TestPublishSubject<Int> in
            if value == 2 { throw TestError(id: 5) }
            return inner
        }.record()
        outer.onNext(1)
        inner.onNext(1)
        outer.onNext(2)
        #expect(recorder.events == [.next(1), .error("TestError(5)")])
        #expect(inner.observerCount == 0 && outer.observerCount == 0)
    }

    @Test func disposalMidway() {
        let inner = TestPublishSubject<Int>()
        let outer = TestPublishSubject<Int>()
        let (recorder, subscription) = outer.flatMapLatest { _ in inner }.record()
        outer.onNext(0)
        inner.onNext(1)
        subscription.dispose()
        inner.onNext(2)
        #expect(recorder.events == [.next(1)])
        #expect(inner.observerCount == 0 && outer.observerCount == 0)
    }

    @Test func observerSwitchingTheSourceDuringDelivery() {
        let scores = [TestBehaviorSubject(value: 1), TestBehaviorSubject(value: 2)]
        let outer = TestPublishSubject<Int>()
        var received: [Int] = []
        let subscription = outer.flatMapLatest { scores[$0] }.subscribe(onNext: { value in
            received.append(value)
            if value == 1 {
                outer.onNext(1)
                scores[0].onNext(10)  // already switched away: dropped
            }
        })
        outer.onNext(0)
        #expect(received == [1, 2])
        #expect(scores[0].observerCount == 0 && scores[1].observerCount == 1)
        subscription.dispose()
    }

    @Test func sinksAreReleased() {
        let inner = TestPublishSubject<Int>()
        let outer = TestPublishSubject<Int>()
        #expect(
            recorderIsReleased { recorder in
                let subscription = outer.flatMapLatest { _ in inner }.subscribe(recorder)
                outer.onNext(0)
                subscription.dispose()
            })
        #expect(inner.observerCount == 0 && outer.observerCount == 0)
        #expect(
            recorderIsReleased { recorder in
                _ = Observable.of(1, 2).flatMapLatest { Observable.of($0) }.subscribe(recorder)
            })
    }

    @Test func eachSwitchDisposesAndReleasesThePreviousInnerSubscription() {
        let inners = TrackedInners()
        let outer = TestPublishSubject<Int>()
        let (recorder, subscription) = outer.flatMapLatest { inners.make($0) }.record()
        outer.onNext(0)
        #expect(inners.ledger.released == 0)
        for value in 1...3 {
            outer.onNext(value)
            #expect(inners.disposed == Array(0..<value))
            #expect(inners.ledger.released == value)  // what the ended subscription held is let go of
        }
        subscription.dispose()
        #expect(inners.disposed == [0, 1, 2, 3])
        #expect(inners.ledger.released == 4)
        #expect(recorder.events == [.next(0), .next(1), .next(2), .next(3)])
    }

    @Test func anInnerSwitchingTheSourceWhileSubscribedIsDisposedAndReleased() {
        let inners = TrackedInners()
        let outer = TestPublishSubject<Int>()
        let (recorder, subscription) = outer.flatMapLatest { value in
            // Element 0's inner sends a newer element while it is being subscribed to; its own
            // element, sent after that, is stale and dropped.
            inners.make(value, whileSubscribing: { if value == 0 { outer.onNext(1) } })
        }
        .record()
        outer.onNext(0)
        #expect(recorder.events == [.next(1)])
        #expect(inners.disposed == [0])
        #expect(inners.ledger.released == 1)
        subscription.dispose()
        #expect(inners.disposed == [0, 1])
        #expect(inners.ledger.released == 2)
    }

    @Test func eightThreadsFeedingTheLatestInnerNeverOverlap() async {
        let threads = 8
        let perThread = 2_000
        let inner = TestPublishSubject<Int>()
        let outer = TestPublishSubject<Int>()
        let probe = OverlapProbe<Int>()
        let subscription = outer.flatMapLatest { _ in inner }.subscribe(probe)
        outer.onNext(0)
        await performConcurrently(iterations: threads) { thread in
            for value in 0..<perThread { inner.onNext(thread * perThread + value) }
        }
        outer.onCompleted()
        inner.onCompleted()
        #expect(probe.overlapCount == 0)
        #expect(probe.received.sorted() == Array(0..<threads * perThread))
        #expect(probe.stopEvents == ["completed"])
        subscription.dispose()
    }

    @Test func switchingFromAnotherThreadWhileInnersEmitLosesOnlyStaleEvents() async {
        let inners = (0..<4).map { _ in TestPublishSubject<Int>() }
        let outer = TestPublishSubject<Int>()
        let probe = OverlapProbe<Int>()
        let subscription = outer.flatMapLatest { inners[$0] }.subscribe(probe)
        outer.onNext(0)
        await performConcurrently(iterations: 5) { worker in
            if worker == 4 {
                for index in 1..<4 { outer.onNext(index) }
            } else {
                for value in 0..<1_000 { inners[worker].onNext(worker * 1_000 + value) }
            }
        }
        inners[3].onNext(-1)
        #expect(probe.overlapCount == 0)
        #expect(probe.received.last == -1)
        #expect(Set(probe.received).count == probe.received.count)
        #expect(inners[0].observerCount == 0 && inners[1].observerCount == 0 && inners[2].observerCount == 0)
        subscription.dispose()
    }
}

/// Inner observables that each hold a token of `ledger` while subscribed and log their disposal.
/// (That the sink lets go of an ended subscription itself is what `sinksAreReleased` checks.)
private final class TrackedInners {
    let ledger = TokenLedger()
    private(set) var disposed: [Int] = []

    /// An observable that runs `whileSubscribing`, emits `value`, and on disposal logs `value`
    /// and lets go of its token.
    func make(_ value: Int, whileSubscribing: @escaping () -> Void = {}) -> Observable<Int> {
        Observable.create { observer in
            let token = self.ledger.makeToken()
            whileSubscribing()
            observer.onNext(value)
            return Disposables.create {
                withExtendedLifetime(token) {}
                self.disposed.append(value)
            }
        }
    }
}
