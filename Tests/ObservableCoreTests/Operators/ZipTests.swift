import Dispatch
import ObservableCore
import TestSupport
import Testing

@Suite struct ZipTests {
    enum Weather {
        case cloudy
        case sunny
    }

    @Test func seedWeather() {
        let left: Observable<Weather> = Observable.of(.sunny, .cloudy, .cloudy, .sunny)
        let right = Observable.of("Lisbon", "Copenhagen", "London", "Madrid", "Vienna")
        let observable = Observable.zip(left, right) { weather, city in
            return "It's \(weather) in \(city)"
        }
        let (recorder, _) = observable.record()
        #expect(
            recorder.events == [
                .next("It's sunny in Lisbon"),
                .next("It's cloudy in Copenhagen"),
                .next("It's cloudy in London"),
                .next("It's sunny in Madrid"),
                .completed,
            ])
    }

    @Test func pairsByPositionAndBuffersTheFasterSource() {
        let left = TestPublishSubject<Int>()
        let right = TestPublishSubject<String>()
        let (recorder, subscription) = Observable.zip(left, right) { "\($0)\($1)" }.record()
        left.onNext(1)
        left.onNext(2)
        left.onNext(3)
        right.onNext("a")
        right.onNext("b")
        #expect(recorder.events == [.next("1a"), .next("2b")])
        subscription.dispose()
    }

    @Test func completesOnlyWhenAllSourcesHaveCompleted() {
        // RxSwift 6's fixed-arity zip: a completed source that ran out does not end the zip.
        let left = TestPublishSubject<Int>()
        let right = TestPublishSubject<Int>()
        let (recorder, _) = Observable.zip(left, right) { $0 + $1 }.record()
        left.onNext(1)
        left.onNext(2)
        left.onCompleted()  // two elements still waiting
        right.onNext(10)
        right.onNext(20)  // uses up the last of `left`
        right.onNext(30)  // can never be paired
        #expect(recorder.events == [.next(11), .next(22)])
        right.onCompleted()
        #expect(recorder.events == [.next(11), .next(22), .completed])
        #expect(right.observerCount == 0)
    }

    @Test func collectionFormCompletesOnAnUnpairableElementOnceTheOthersAreDone() {
        // RxSwift 6's collection zip also ends when an element arrives that cannot be paired
        // while every other source is done.
        let left = TestPublishSubject<Int>()
        let right = TestPublishSubject<Int>()
        let (recorder, _) = Observable.zip([left, right]).record()
        left.onCompleted()
        #expect(recorder.events == [])
        right.onNext(1)
        #expect(recorder.events == [.completed])
        #expect(right.observerCount == 0)
    }

    @Test func tupleAndSelectorFormsForEveryArity() {
        let a = Observable.of(1, 2)
        var results: [String] = []
        func add<Element>(_ observable: Observable<Element>) {
            _ = observable.subscribe(onNext: { results.append("\($0)") })
        }
        add(Observable.zip(a, a))
        add(Observable.zip(a, a, a))
        add(Observable.zip(a, a, a, a))
        add(Observable.zip(a, a, a, a, a))
        add(Observable.zip(a, a, a, a, a, a))
        add(Observable.zip(a, a, a, a, a, a, a))
        add(Observable.zip(a, a, a, a, a, a, a, Observable.just("x")))
        add(Observable.zip(a, a) { $0 + $1 })
        add(Observable.zip(a, a, a) { $0 + $1 + $2 })
        add(Observable.zip(a, a, a, a) { $0 + $1 + $2 + $3 })
        add(Observable.zip(a, a, a, a, a) { $0 + $1 + $2 + $3 + $4 })
        add(Observable.zip(a, a, a, a, a, a) { $0 + $1 + $2 + $3 + $4 + $5 })
        add(Observable.zip(a, a, a, a, a, a, a) { $0 + $1 + $2 + $3 + $4 + $5 + $6 })
        add(Observable.zip(a, a, a, a, a, a, a, a) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 })
        #expect(
            results == [
                "(1, 1)", "(2, 2)", "(1, 1, 1)", "(2, 2, 2)", "(1, 1, 1, 1)", "(2, 2, 2, 2)",
                "(1, 1, 1, 1, 1)", "(2, 2, 2, 2, 2)", "(1, 1, 1, 1, 1, 1)", "(2, 2, 2, 2, 2, 2)",
                "(1, 1, 1, 1, 1, 1, 1)", "(2, 2, 2, 2, 2, 2, 2)", #"(1, 1, 1, 1, 1, 1, 1, "x")"#,
                "2", "4", "3", "6", "4", "8", "5", "10", "6", "12", "7", "14", "8", "16",
            ])
    }

    @Test func collectionForms() {
        let (arrays, _) = Observable.zip([Observable.of(1, 2, 3), Observable.of(10, 20)]).record()
        #expect(arrays.events == [.next([1, 10]), .next([2, 20]), .completed])
        let (sums, _) = Observable.zip([Observable.of(1, 2, 3), Observable.of(10, 20)]) { $0.reduce(0, +) }
            .record()
        #expect(sums.events == [.next(11), .next(22), .completed])
        #expect(Observable.zip([Observable<Int>]()).record().0.events == [.completed])
    }

    @Test func errorEndsIt() {
        let left = TestPublishSubject<Int>()
        let right = TestPublishSubject<Int>()
        let (recorder, _) = Observable.zip(left, right) { $0 + $1 }.record()
        left.onNext(1)
        right.onError(TestError(id: 1))
        #expect(recorder.events == [.error("TestError(1)")])
        #expect(left.observerCount == 0)
    }

    @Test func throwingSelectorBecomesAnError() {
        let (recorder, _) = Observable.zip(Observable.of(1, 2, 3), Observable.of(1, 2, 3)) {
            lhs, rhs -> Int in
            if lhs == 2 { throw TestError(id: 2) }
            return lhs + rhs
        }.record()
        #expect(recorder.events == [.next(2), .error("TestError(2)")])
    }

    @Test func disposalMidway() {
        let left = TestPublishSubject<Int>()
        let right = TestPublishSubject<Int>()
        let (recorder, subscription) = Observable.zip(left, right) { $0 + $1 }.record()
        left.onNext(1)
        right.onNext(1)
        subscription.dispose()
        left.onNext(5)
        right.onNext(5)
        #expect(recorder.events == [.next(2)])
        #expect(left.observerCount == 0 && right.observerCount == 0)
    }

    @Test func observerFeedingASourceIsQueued() {
        let left = TestPublishSubject<Int>()
        let right = TestPublishSubject<Int>()
        var log: [String] = []
        let subscription = Observable.zip(left, right) { $0 + $1 }.subscribe(onNext: { sum in
            log.append("begin \(sum)")
            if sum == 11 {
                left.onNext(2)
                right.onNext(20)
            }
            log.append("end \(sum)")
        })
        left.onNext(1)
        right.onNext(10)
        #expect(log == ["begin 11", "end 11", "begin 22", "end 22"])
        subscription.dispose()
    }

    @Test func sinksAreReleased() {
        let left = TestPublishSubject<Int>()
        #expect(
            recorderIsReleased { recorder in
                let subscription = Observable.zip(left, Observable.of(1, 2)) { $0 + $1 }.subscribe(recorder)
                left.onNext(1)
                subscription.dispose()
            })
        #expect(left.observerCount == 0)
        #expect(
            recorderIsReleased { recorder in
                _ = Observable.zip(Observable.of(1, 2), Observable.just(1)) { $0 + $1 }.subscribe(recorder)
            })
    }

    @Test func eightThreadsLoseNothingDuplicateNothingAndNeverOverlap() async {
        let threads = 8
        let perThread = 1_000
        let subjects = (0..<threads).map { _ in TestPublishSubject<Int>() }
        let probe = OverlapProbe<[Int]>()
        let subscription = Observable.zip(subjects).subscribe(probe)
        await performConcurrently(iterations: threads) { thread in
            for value in 0..<perThread { subjects[thread].onNext(value) }
            subjects[thread].onCompleted()
        }
        #expect(probe.overlapCount == 0)
        #expect(probe.received == (0..<perThread).map { Array(repeating: $0, count: threads) })
        #expect(probe.stopEvents == ["completed"])
        subscription.dispose()
    }
}
