import ObservableCore
import TestSupport
import Testing

@Suite struct DistinctUntilChangedTests {
    private struct Point: Equatable, CustomStringConvertible {
        var x: Int
        var y: Int
        var description: String { "(\(x),\(y))" }
    }

    @Test func seedDropsConsecutiveDuplicates() {
        let (recorder, _) = Observable.of("A", "A", "B", "B", "A").distinctUntilChanged().record()
        #expect(recorder.events == [.next("A"), .next("B"), .next("A"), .completed])
    }

    @Test func keySelector() {
        let (recorder, _) = Observable.of("apple", "avocado", "banana", "blueberry", "apricot")
            .distinctUntilChanged { $0.first }
            .record()
        #expect(recorder.events == [.next("apple"), .next("banana"), .next("apricot"), .completed])
    }

    @Test func comparer() {
        let (recorder, _) = Observable.of(1, 11, 2, 12, 22, 3)
            .distinctUntilChanged { $0 % 10 == $1 % 10 }
            .record()
        #expect(recorder.events == [.next(1), .next(2), .next(3), .completed])
    }

    @Test func comparesWithTheLastEmittedElementNotTheLastReceived() {
        // 1 and 2 are "equal", 2 and 3 are "equal", 1 and 3 are not: 3 is compared with 1.
        let (recorder, _) = Observable.of(1, 2, 3)
            .distinctUntilChanged { abs($0 - $1) <= 1 }
            .record()
        #expect(recorder.events == [.next(1), .next(3), .completed])
    }

    @Test func keySelectorAndComparer() {
        let (recorder, _) = Observable.of("a", "A", "b", "B", "a")
            .distinctUntilChanged({ $0.lowercased() }, comparer: { $0 == $1 })
            .record()
        #expect(recorder.events == [.next("a"), .next("b"), .next("a"), .completed])
    }

    @Test func keyPath() {
        let points = [Point(x: 1, y: 0), Point(x: 1, y: 5), Point(x: 2, y: 5), Point(x: 2, y: 6)]
        let (recorder, _) = Observable.from(points).distinctUntilChanged(at: \.x).record()
        #expect(recorder.events == [.next(points[0]), .next(points[2]), .completed])
    }

    @Test func empty() {
        let (recorder, _) = Observable<Int>.empty().distinctUntilChanged().record()
        #expect(recorder.events == [.completed])
    }

    @Test func error() {
        let source = ManualSource<Int>()
        let (recorder, _) = source.observable.distinctUntilChanged().record()
        source.onNext(1)
        source.onNext(1)
        source.onError(TestError(id: 1))
        #expect(recorder.events == [.next(1), .error("TestError(1)")])
    }

    @Test func throwingKeySelector() {
        let (recorder, _) = Observable.of(1, 2, 3).distinctUntilChanged { value -> Int in
            if value == 2 { throw TestError(id: 2) }
            return value
        }.record()
        #expect(recorder.events == [.next(1), .error("TestError(2)")])
    }

    @Test func throwingComparer() {
        let source = ManualSource<Int>()
        let (recorder, _) = source.observable.distinctUntilChanged { (_: Int, _: Int) -> Bool in
            throw TestError(id: 3)
        }.record()
        source.onNext(1)  // The first element is not compared.
        source.onNext(2)
        source.onNext(3)
        #expect(recorder.events == [.next(1), .error("TestError(3)")])
        #expect(source.observerCount == 0)
    }

    @Test func disposalMidway() {
        let source = ManualSource<Int>()
        let (recorder, subscription) = source.observable.distinctUntilChanged().record()
        source.onNext(1)
        subscription.dispose()
        source.onNext(2)
        #expect(recorder.events == [.next(1)])
        #expect(source.observerCount == 0)
    }

    @Test func observerFeedingTheSourceBack() {
        let source = ManualSource<Int>()
        var received: [Int] = []
        let subscription = source.observable.distinctUntilChanged().subscribe(onNext: { value in
            received.append(value)
            // Fed back while 1 is delivered: compared with 1, so dropped.
            if value == 1 { source.onNext(1) }
        })
        source.onNext(1)
        source.onNext(2)
        #expect(received == [1, 2])
        subscription.dispose()
    }

    @Test func sinksAreReleased() {
        let source = ManualSource<Int>()
        #expect(observerIsReleased(source.observable.distinctUntilChanged()) { $0.dispose() })
        #expect(observerIsReleased(source.observable.distinctUntilChanged()) { _ in source.onCompleted() })
        #expect(source.observerCount == 0)
    }
}
