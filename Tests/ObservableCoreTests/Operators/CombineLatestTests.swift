import Dispatch
import ObservableCore
import ObservableCoreTesting
import TestSupport
import Testing

@Suite struct CombineLatestTests {
    @Test func seedLeftAndRight() {
        let left = TestPublishSubject<String>()
        let right = TestPublishSubject<String>()
        let observable = Observable.combineLatest(left, right) { lastLeft, lastRight in
            "\(lastLeft) \(lastRight)"
        }
        var printed: [String] = []
        _ = observable.subscribe(onNext: { value in printed.append(value) })
        printed.append("> Sending a value to Left")
        left.onNext("Hello,")
        printed.append("> Sending a value to Right")
        right.onNext("world")
        printed.append("> Sending another value to Right")
        right.onNext("RxSwift")
        printed.append("> Sending another value to Left")
        left.onNext("Have a good day,")
        left.onCompleted()
        right.onCompleted()
        #expect(
            printed == [
                "> Sending a value to Left",
                "> Sending a value to Right",
                "Hello, world",
                "> Sending another value to Right",
                "Hello, RxSwift",
                "> Sending another value to Left",
                "Have a good day, RxSwift",
            ])
    }

    @Test func synchronousSourcesInterleaveAsInRxSwift() {
        let (recorder, _) = Observable.combineLatest(Observable.of(1, 2, 3), Observable.of(10, 20)) {
            "\($0)-\($1)"
        }
        .record()
        #expect(recorder.events == [.next("1-10"), .next("2-10"), .next("2-20"), .next("3-20"), .completed])
    }

    @Test func tupleFormsForEveryArity() {
        let a = Observable.just(1)
        let b = Observable.just("b")
        var results: [String] = []
        _ = Observable.combineLatest(a, b).subscribe(onNext: { results.append("\($0)") })
        _ = Observable.combineLatest(a, b, a).subscribe(onNext: { results.append("\($0)") })
        _ = Observable.combineLatest(a, b, a, b).subscribe(onNext: { results.append("\($0)") })
        _ = Observable.combineLatest(a, a, a, a, a).subscribe(onNext: { results.append("\($0)") })
        _ = Observable.combineLatest(a, a, a, a, a, a).subscribe(onNext: { results.append("\($0)") })
        _ = Observable.combineLatest(a, a, a, a, a, a, a).subscribe(onNext: { results.append("\($0)") })
        _ = Observable.combineLatest(a, a, a, a, a, a, a, b).subscribe(onNext: { results.append("\($0)") })
        #expect(
            results == [
                #"(1, "b")"#, #"(1, "b", 1)"#, #"(1, "b", 1, "b")"#, "(1, 1, 1, 1, 1)", "(1, 1, 1, 1, 1, 1)",
                "(1, 1, 1, 1, 1, 1, 1)", #"(1, 1, 1, 1, 1, 1, 1, "b")"#,
            ])
    }

    @Test func selectorFormsForEveryArity() {
        let one = Observable.just(1)
        var sums: [Int] = []
        _ = Observable.combineLatest(one, one) { $0 + $1 }.subscribe(onNext: { sums.append($0) })
        _ = Observable.combineLatest(one, one, one) { $0 + $1 + $2 }.subscribe(onNext: { sums.append($0) })
        _ = Observable.combineLatest(one, one, one, one) { $0 + $1 + $2 + $3 }.subscribe(onNext: {
            sums.append($0)
        })
        _ = Observable.combineLatest(one, one, one, one, one) { $0 + $1 + $2 + $3 + $4 }
            .subscribe(onNext: { sums.append($0) })
        _ = Observable.combineLatest(one, one, one, one, one, one) { $0 + $1 + $2 + $3 + $4 + $5 }
            .subscribe(onNext: { sums.append($0) })
        _ = Observable.combineLatest(one, one, one, one, one, one, one) { $0 + $1 + $2 + $3 + $4 + $5 + $6 }
            .subscribe(onNext: { sums.append($0) })
        _ = Observable.combineLatest(one, one, one, one, one, one, one, one) { a, b, c, d, e, f, g, h in
            a + b + c + d + e + f + g + h
        }
        .subscribe(onNext: { sums.append($0) })
        #expect(sums == [2, 3, 4, 5, 6, 7, 8])
    }

    @Test func collectionForms() {
        let (arrays, _) = Observable.combineLatest([Observable.of(1, 2), Observable.just(10)]).record()
        #expect(arrays.events == [.next([1, 10]), .next([2, 10]), .completed])
        let (sums, _) = Observable.combineLatest([Observable.of(1, 2, 3), Observable.of(10, 20)]) {
            $0.reduce(0, +)
        }
        .record()
        #expect(sums.events == [.next(11), .next(12), .next(22), .next(23), .completed])
        #expect(Observable.combineLatest([Observable<Int>]()).record().0.events == [.next([]), .completed])
    }

    @Test func anEmptyCollectionEmitsTheSelectorOfNothingThenCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable.combineLatest([Observable<Int>]()) { $0.reduce(0, +) }
        }
        #expect(res.events == [.next(200, 0), .completed(200)])
        let (thrown, _) = Observable.combineLatest([Observable<Int>]()) { _ -> Int in throw TestError(id: 9) }
            .record()
        #expect(thrown.events == [.error("TestError(9)")])
    }

    @Test func completesWhenASourceEmitsAfterTheOthersCompletedWithoutAValue() {
        // RxSwift 6: completing without a value ends nothing by itself…
        let left = TestPublishSubject<Int>()
        let right = TestPublishSubject<Int>()
        let (recorder, _) = Observable.combineLatest([left, right]).record()
        right.onCompleted()
        #expect(recorder.events == [])
        // …but the next element that cannot be combined, with every other source done, does.
        left.onNext(1)
        #expect(recorder.events == [.completed])
        #expect(left.observerCount == 0)
    }

    @Test func completesWhenAllSourcesHaveCompleted() {
        let left = TestPublishSubject<Int>()
        let right = TestPublishSubject<Int>()
        let (recorder, _) = Observable.combineLatest(left, right) { $0 + $1 }.record()
        left.onNext(1)
        right.onNext(10)
        left.onCompleted()
        right.onNext(20)
        #expect(recorder.events == [.next(11), .next(21)])
        right.onCompleted()
        #expect(recorder.events == [.next(11), .next(21), .completed])
    }

    @Test func errorEndsIt() {
        let left = TestPublishSubject<Int>()
        let right = TestPublishSubject<Int>()
        let (recorder, _) = Observable.combineLatest(left, right) { $0 + $1 }.record()
        left.onNext(1)
        right.onError(TestError(id: 1))
        left.onNext(2)
        #expect(recorder.events == [.error("TestError(1)")])
        #expect(left.observerCount == 0)
    }

    @Test func throwingSelectorBecomesAnError() {
        let left = TestPublishSubject<Int>()
        let right = TestPublishSubject<Int>()
        let (recorder, _) = Observable.combineLatest(left, right) { lhs, rhs -> Int in
            if rhs == 2 { throw TestError(id: 2) }
            return lhs + rhs
        }.record()
        left.onNext(10)
        right.onNext(1)
        right.onNext(2)
        right.onNext(3)
        #expect(recorder.events == [.next(11), .error("TestError(2)")])
        #expect(left.observerCount == 0 && right.observerCount == 0)
    }

    @Test func disposalMidway() {
        let left = TestPublishSubject<Int>()
        let right = TestPublishSubject<Int>()
        let (recorder, subscription) = Observable.combineLatest(left, right) { $0 + $1 }.record()
        left.onNext(1)
        right.onNext(1)
        subscription.dispose()
        left.onNext(5)
        #expect(recorder.events == [.next(2)])
        #expect(left.observerCount == 0 && right.observerCount == 0)
    }

    @Test func observerFeedingASourceIsQueued() {
        let left = TestPublishSubject<Int>()
        let right = TestPublishSubject<Int>()
        var log: [String] = []
        let subscription = Observable.combineLatest(left, right) { $0 + $1 }.subscribe(onNext: { sum in
            log.append("begin \(sum)")
            if sum == 11 { left.onNext(2) }
            log.append("end \(sum)")
        })
        left.onNext(1)
        right.onNext(10)
        #expect(log == ["begin 11", "end 11", "begin 12", "end 12"])
        subscription.dispose()
    }

    @Test func sinksAreReleased() {
        let left = TestPublishSubject<Int>()
        #expect(
            recorderIsReleased { recorder in
                let subscription = Observable.combineLatest(left, Observable.just(1)) { $0 + $1 }.subscribe(
                    recorder)
                left.onNext(1)
                subscription.dispose()
            })
        #expect(left.observerCount == 0)
        #expect(
            recorderIsReleased { recorder in
                _ = Observable.combineLatest(Observable.of(1, 2), Observable.just(1)) { $0 + $1 }.subscribe(
                    recorder)
            })
    }

    @Test func eightThreadsLoseNothingAndNeverOverlap() async {
        let threads = 8
        let perThread = 1_000
        let subjects = (0..<threads).map { _ in TestPublishSubject<Int>() }
        let probe = OverlapProbe<[Int]>()
        let subscription = Observable.combineLatest(subjects).subscribe(probe)
        for (index, subject) in subjects.enumerated() { subject.onNext(index * perThread) }
        await performConcurrently(iterations: threads) { thread in
            for value in 1..<perThread { subjects[thread].onNext(thread * perThread + value) }
            subjects[thread].onCompleted()
        }
        let received = probe.received
        #expect(probe.overlapCount == 0)
        // One combination per element once all had a value: 1 + 8 × 999.
        #expect(received.count == 1 + threads * (perThread - 1))
        // Each slot only moves forward, one element at a time, and ends at its last element.
        for slot in 0..<threads {
            let values = received.map { $0[slot] }
            #expect(zip(values, values.dropFirst()).allSatisfy { $1 == $0 || $1 == $0 + 1 })
            #expect(values.last == slot * perThread + perThread - 1)
        }
        #expect(probe.stopEvents == ["completed"])
        subscription.dispose()
    }
}
