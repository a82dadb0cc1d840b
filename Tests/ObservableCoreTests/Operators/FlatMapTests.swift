import ObservableCore
import TestSupport
import Testing

@Suite struct FlatMapTests {
    @Test func seedStudentScoresAllGetThrough() {
        let laura = Student(score: TestBehaviorSubject(value: 80))
        let charlotte = Student(score: TestBehaviorSubject(value: 90))
        let student = TestPublishSubject<Student>()
        var printed: [Int] = []
        let bag = DisposeBag()
        student
            .flatMap { $0.score }
            .subscribe(onNext: { printed.append($0) })
            .disposed(by: bag)
        student.onNext(laura)
        laura.score.onNext(85)
        student.onNext(charlotte)
        laura.score.onNext(95)
        charlotte.score.onNext(100)
        #expect(printed == [80, 85, 90, 95, 100])
    }

    @Test func synchronousInnersInterleaveOnTheTrampoline() {
        let (recorder, _) = Observable.of(1, 2).flatMap { Observable.of($0, $0 * 10) }.record()
        #expect(recorder.events == [.next(1), .next(10), .next(2), .next(20), .completed])
    }

    @Test func completesWhenOuterAndAllInnersComplete() {
        let inner = TestPublishSubject<Int>()
        let outer = TestPublishSubject<Int>()
        let (recorder, _) = outer.flatMap { _ in inner }.record()
        outer.onNext(0)
        outer.onNext(1)  // subscribes `inner` a second time
        inner.onNext(5)
        outer.onCompleted()
        #expect(recorder.events == [.next(5), .next(5)])
        inner.onCompleted()
        #expect(recorder.events == [.next(5), .next(5), .completed])
    }

    @Test func empty() {
        #expect(Observable<Int>.empty().flatMap { Observable.just($0) }.record().0.events == [.completed])
        #expect(
            Observable.of(1, 2).flatMap { _ in Observable<Int>.empty() }.record().0.events == [.completed])
    }

    @Test func errorsFromOuterAndInnerEndTheSubscription() {
        let inner = TestPublishSubject<Int>()
        let outer = TestPublishSubject<Int>()
        let (recorder, _) = outer.flatMap { _ in inner }.record()
        outer.onNext(0)
        inner.onNext(1)
        inner.onError(TestError(id: 1))
        inner.onNext(2)
        #expect(recorder.events == [.next(1), .error("TestError(1)")])
        #expect(outer.observerCount == 0)

        let (outerFailure, _) = Observable<Int>.error(TestError(id: 2)).flatMap { Observable.just($0) }
            .record()
        #expect(outerFailure.events == [.error("TestError(2)")])
    }

    @Test func throwingSelectorBecomesAnError() {
        let inner = TestPublishSubject<Int>()
        let outer = TestPublishSubject<Int>()
        let (recorder, _) = outer.flatMap { value -> TestPublishSubject<Int> in
            if value == 2 { throw TestError(id: 7) }
            return inner
        }.record()
        outer.onNext(1)
        inner.onNext(10)
        outer.onNext(2)
        inner.onNext(11)
        #expect(recorder.events == [.next(10), .error("TestError(7)")])
        #expect(inner.observerCount == 0 && outer.observerCount == 0)
    }

    @Test func disposalMidwayReleasesOuterAndInners() {
        let inner = TestPublishSubject<Int>()
        let outer = TestPublishSubject<Int>()
        let (recorder, subscription) = outer.flatMap { _ in inner }.record()
        outer.onNext(0)
        inner.onNext(1)
        subscription.dispose()
        inner.onNext(2)
        #expect(recorder.events == [.next(1)])
        #expect(inner.observerCount == 0 && outer.observerCount == 0)
    }

    @Test func observerFeedingTheOuterSourceIsQueued() {
        let outer = TestPublishSubject<Int>()
        var log: [String] = []
        let subscription = outer.flatMap { Observable.just($0) }.subscribe(onNext: { value in
            log.append("begin \(value)")
            if value < 3 { outer.onNext(value + 1) }
            log.append("end \(value)")
        })
        outer.onNext(1)
        #expect(log == ["begin 1", "end 1", "begin 2", "end 2", "begin 3", "end 3"])
        subscription.dispose()
    }

    @Test func sinksAreReleasedAfterDisposeAndAfterCompletion() {
        let inner = TestPublishSubject<Int>()
        let outer = TestPublishSubject<Int>()
        #expect(
            recorderIsReleased { recorder in
                let subscription = outer.flatMap { _ in inner }.subscribe(recorder)
                outer.onNext(0)
                subscription.dispose()
            })
        #expect(inner.observerCount == 0 && outer.observerCount == 0)
        #expect(
            recorderIsReleased { recorder in
                _ = Observable.of(1, 2).flatMap { Observable.of($0) }.subscribe(recorder)
            })
    }

    @Test func manyInnersCompletingOutOfOrder() {
        let inners = (0..<6).map { _ in TestPublishSubject<Int>() }
        let outer = TestPublishSubject<Int>()
        let (recorder, _) = outer.flatMap { inners[$0] }.record()
        for index in inners.indices { outer.onNext(index) }
        outer.onCompleted()
        var expected: [RecordedEvent<Int>] = []
        for index in [3, 0, 5, 1, 4, 2] {
            for other in inners.indices where inners[other].observerCount > 0 {
                inners[other].onNext(other * 10 + index)
                expected.append(.next(other * 10 + index))
            }
            #expect(recorder.events == expected)
            inners[index].onCompleted()
            #expect(inners[index].observerCount == 0)
        }
        #expect(recorder.events == expected + [.completed])
    }

    @Test func innersEndingWhileSubscribedMixWithOpenOnes() {
        let open = [TestPublishSubject<Int>(), TestPublishSubject<Int>()]
        let outer = TestPublishSubject<Int>()
        let (recorder, _) = outer.flatMap { $0 < 0 ? open[-$0 - 1].asObservable() : Observable.just($0) }
            .record()
        outer.onNext(1)
        outer.onNext(-1)
        outer.onNext(2)
        open[0].onNext(10)
        outer.onNext(-2)
        outer.onNext(3)
        open[1].onNext(20)
        open[0].onCompleted()
        outer.onNext(4)
        open[1].onNext(21)
        outer.onCompleted()
        #expect(recorder.events == [.next(1), .next(2), .next(10), .next(3), .next(20), .next(4), .next(21)])
        open[1].onCompleted()
        #expect(recorder.events.last == .completed)
        #expect(open[0].observerCount == 0 && open[1].observerCount == 0)
    }

    @Test func disposalMidwayReleasesEveryInner() {
        let inners = (0..<5).map { _ in TestPublishSubject<Int>() }
        let outer = TestPublishSubject<Int>()
        var events: [RecordedEvent<Int>] = []
        #expect(
            recorderIsReleased { recorder in
                let subscription = outer.flatMap { inners[$0] }.subscribe(recorder)
                for index in inners.indices { outer.onNext(index) }
                outer.onNext(2)  // a second subscription to the same inner
                inners[2].onNext(2)
                inners[3].onCompleted()
                subscription.dispose()
                inners[4].onNext(4)
                events = recorder.events
            })
        #expect(events == [.next(2), .next(2)])
        #expect(inners.allSatisfy { $0.observerCount == 0 } && outer.observerCount == 0)
    }

    @Test func innerSubscriptionsAreReleasedWhenTheyEnd() {
        let ledger = TokenLedger()
        let ends = TestPublishSubject<Int>()
        let outer = TestPublishSubject<Int>()
        let (recorder, subscription) = outer.flatMap { value in
            Observable<Int>.create { observer in
                let token = ledger.makeToken()
                let end = ends.subscribe(onNext: { if $0 == value { observer.onCompleted() } })
                return Disposables.create {
                    withExtendedLifetime(token) {}
                    end.dispose()
                }
            }
        }
        .record()
        for value in 0..<4 { outer.onNext(value) }
        ends.onNext(2)
        ends.onNext(0)
        #expect(ledger.released == 2)
        outer.onNext(4)  // served while two inners are open, after two have ended
        ends.onNext(4)
        #expect(ledger.released == 3)
        subscription.dispose()
        #expect(ledger.released == 5)
        #expect(recorder.events == [])
        #expect(ends.observerCount == 0)
    }

    @Test func newOuterElementFromInsideAnOpenInnersEvent() {
        let inner = TestPublishSubject<Int>()
        let outer = TestPublishSubject<Int>()
        var log: [Int] = []
        let subscription = outer.flatMap { $0 == 0 ? inner.asObservable() : Observable.just($0) }.subscribe(
            onNext: { value in
                log.append(value)
                if value == 5 { outer.onNext(6) }
            })
        outer.onNext(0)
        inner.onNext(5)
        inner.onNext(7)
        #expect(log == [5, 6, 7])
        subscription.dispose()
        #expect(inner.observerCount == 0)
    }
}
