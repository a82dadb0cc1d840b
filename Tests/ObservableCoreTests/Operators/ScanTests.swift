import ObservableCore
import TestSupport
import Testing

@Suite struct ScanTests {
    @Test func emitsEveryAccumulation() {
        let (recorder, _) = Observable.of(1, 2, 3).scan(0, accumulator: +).record()
        #expect(recorder.events == [.next(1), .next(3), .next(6), .completed])
    }

    @Test func intoUpdatesInPlace() {
        let (recorder, _) = Observable.of("a", "b").scan(into: "") { $0 += $1 }.record()
        #expect(recorder.events == [.next("a"), .next("ab"), .completed])
    }

    @Test func eachSubscriptionStartsFromTheSeed() {
        let scanned = Observable.of(1, 2).scan(10, accumulator: +)
        let (first, _) = scanned.record()
        let (second, _) = scanned.record()
        #expect(first.events == [.next(11), .next(13), .completed])
        #expect(second.events == first.events)
    }

    @Test func emptyEmitsNothing() {
        let (recorder, _) = Observable<Int>.empty().scan(0, accumulator: +).record()
        #expect(recorder.events == [.completed])
    }

    @Test func error() {
        let source = ManualSource<Int>()
        let (recorder, _) = source.observable.scan(0, accumulator: +).record()
        source.onNext(1)
        source.onError(TestError(id: 1))
        #expect(recorder.events == [.next(1), .error("TestError(1)")])
    }

    @Test func throwingAccumulator() {
        let source = ManualSource<Int>()
        let (recorder, _) = source.observable.scan(0) { sum, value in
            if value == 2 { throw TestError(id: 2) }
            return sum + value
        }.record()
        source.onNext(1)
        source.onNext(2)
        source.onNext(3)
        #expect(recorder.events == [.next(1), .error("TestError(2)")])
        #expect(source.observerCount == 0)
    }

    @Test func disposalMidway() {
        let source = ManualSource<Int>()
        let (recorder, subscription) = source.observable.scan(0, accumulator: +).record()
        source.onNext(1)
        subscription.dispose()
        source.onNext(2)
        #expect(recorder.events == [.next(1)])
        #expect(source.observerCount == 0)
    }

    @Test func observerFeedingTheSourceBack() {
        let source = ManualSource<Int>()
        var received: [Int] = []
        let subscription = source.observable.scan(0, accumulator: +).subscribe(onNext: { sum in
            received.append(sum)
            if sum == 1 { source.onNext(10) }
        })
        source.onNext(1)
        source.onNext(100)
        #expect(received == [1, 11, 111])
        subscription.dispose()
    }

    @Test func sinksAreReleased() {
        let source = ManualSource<Int>()
        #expect(observerIsReleased(source.observable.scan(0, accumulator: +)) { $0.dispose() })
        #expect(observerIsReleased(source.observable.scan(0, accumulator: +)) { _ in source.onCompleted() })
        #expect(source.observerCount == 0)
    }
}
