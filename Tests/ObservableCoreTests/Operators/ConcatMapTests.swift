import ObservableCore
import TestSupport
import Testing

@Suite struct ConcatMapTests {
    @Test func seedCitiesComeOneCountryAfterAnother() {
        let sequences = [
            "German cities": Observable.of("Berlin", "Münich", "Frankfurt"),
            "Spanish cities": Observable.of("Madrid", "Barcelona", "Valencia"),
        ]
        let observable = Observable.of("German cities", "Spanish cities")
            .concatMap { country in sequences[country] ?? .empty() }
        var printed: [String] = []
        _ = observable.subscribe(onNext: { string in printed.append(string) })
        #expect(printed == ["Berlin", "Münich", "Frankfurt", "Madrid", "Barcelona", "Valencia"])
    }

    @Test func waitsForEachInnerToComplete() {
        let subjects = [TestPublishSubject<Int>(), TestPublishSubject<Int>()]
        let outer = TestPublishSubject<Int>()
        let (recorder, _) = outer.concatMap { subjects[$0] }.record()
        outer.onNext(0)
        outer.onNext(1)
        subjects[1].onNext(10)  // not subscribed yet
        subjects[0].onNext(0)
        subjects[0].onCompleted()
        subjects[1].onNext(11)
        outer.onCompleted()
        subjects[1].onCompleted()
        #expect(recorder.events == [.next(0), .next(11), .completed])
    }

    @Test func empty() {
        #expect(Observable<Int>.empty().concatMap { Observable.just($0) }.record().0.events == [.completed])
    }

    @Test func error() {
        let (recorder, _) = Observable.of(1, 2, 3)
            .concatMap { $0 == 2 ? Observable.error(TestError(id: 2)) : Observable.just($0) }
            .record()
        #expect(recorder.events == [.next(1), .error("TestError(2)")])
    }

    @Test func throwingSelectorBecomesAnError() {
        let (recorder, _) = Observable.of(1, 2, 3)
            .concatMap { value -> Observable<Int> in
                if value == 3 { throw TestError(id: 3) }
                return .just(value)
            }
            .record()
        #expect(recorder.events == [.next(1), .next(2), .error("TestError(3)")])
    }

    @Test func disposalMidway() {
        let inner = TestPublishSubject<Int>()
        let outer = TestPublishSubject<Int>()
        let (recorder, subscription) = outer.concatMap { _ in inner }.record()
        outer.onNext(0)
        outer.onNext(1)
        inner.onNext(5)
        subscription.dispose()
        inner.onNext(6)
        #expect(recorder.events == [.next(5)])
        #expect(inner.observerCount == 0 && outer.observerCount == 0)
    }

    @Test func manySynchronousInnersKeepTheStackFlat() {
        var sum = 0
        _ = Observable.range(start: 0, count: 100_000).concatMap { Observable.just($0) }
            .subscribe(onNext: { sum += $0 })
        #expect(sum == (0..<100_000).reduce(0, +))
    }

    @Test func queuedInnersThatCompleteSynchronouslyKeepTheStackFlat() {
        let outer = TestPublishSubject<Int>()
        let gate = TestPublishSubject<Int>()
        var sum = 0
        let subscription = outer.concatMap { $0 < 0 ? gate.asObservable() : Observable.just($0) }.subscribe(
            onNext: {
                sum += $0
            })
        outer.onNext(-1)  // holds the line until `gate` completes
        for value in 0..<50_000 { outer.onNext(value) }
        gate.onCompleted()
        #expect(sum == (0..<50_000).reduce(0, +))
        subscription.dispose()
    }

    @Test func observerFeedingTheSourceIsQueued() {
        let outer = TestPublishSubject<Int>()
        var received: [Int] = []
        let subscription = outer.concatMap { Observable.of($0, $0) }.subscribe(onNext: { value in
            received.append(value)
            if value == 1 && received.count == 1 { outer.onNext(2) }
        })
        outer.onNext(1)
        #expect(received == [1, 1, 2, 2])
        subscription.dispose()
    }

    @Test func sinksAreReleased() {
        let outer = TestPublishSubject<Int>()
        #expect(
            recorderIsReleased { recorder in
                let subscription = outer.concatMap { _ in Observable<Int>.never() }.subscribe(recorder)
                outer.onNext(1)
                outer.onNext(2)
                subscription.dispose()
            })
        #expect(outer.observerCount == 0)
        #expect(
            recorderIsReleased { recorder in
                _ = Observable.of(1, 2).concatMap { Observable.just($0) }.subscribe(recorder)
            })
    }

    @Test func innersEndingWhileSubscribedAlternateWithOpenOnes() {
        let open = [TestPublishSubject<Int>(), TestPublishSubject<Int>()]
        let outer = TestPublishSubject<Int>()
        let (recorder, _) = outer.concatMap { $0 < 0 ? open[-$0 - 1].asObservable() : Observable.just($0) }
            .record()
        outer.onNext(1)
        outer.onNext(-1)
        outer.onNext(2)
        outer.onNext(-2)
        outer.onNext(3)
        open[1].onNext(99)  // waiting, not subscribed
        open[0].onNext(10)
        #expect(open[1].observerCount == 0)
        open[0].onCompleted()
        #expect(recorder.events == [.next(1), .next(10), .next(2)])
        open[1].onNext(20)
        outer.onCompleted()
        open[1].onCompleted()
        #expect(recorder.events == [.next(1), .next(10), .next(2), .next(20), .next(3), .completed])
        #expect(open[0].observerCount == 0 && open[1].observerCount == 0)
    }

    @Test func errorOfAnOpenInnerDisposesTheRest() {
        let first = TestPublishSubject<Int>()
        let outer = TestPublishSubject<Int>()
        let (recorder, _) = outer.concatMap { $0 == 0 ? first.asObservable() : Observable.just($0) }.record()
        outer.onNext(0)
        outer.onNext(1)
        first.onError(TestError(id: 1))
        outer.onNext(2)
        #expect(recorder.events == [.error("TestError(1)")])
        #expect(first.observerCount == 0 && outer.observerCount == 0)
    }
}
