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
}
