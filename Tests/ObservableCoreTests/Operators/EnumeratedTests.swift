import ObservableCore
import TestSupport
import Testing

@Suite struct EnumeratedTests {
    @Test func pairsElementsWithTheirIndex() {
        let (recorder, _) = Observable.of("A", "B", "C").enumerated().map { "\($0.index):\($0.element)" }
            .record()
        #expect(recorder.events == [.next("0:A"), .next("1:B"), .next("2:C"), .completed])
    }

    @Test func labelsAreIndexAndElement() {
        var pairs: [String] = []
        _ = Observable.of("x").enumerated().subscribe(onNext: { pair in
            pairs.append("\(pair.index) \(pair.element)")
        })
        #expect(pairs == ["0 x"])
    }

    @Test func empty() {
        let (recorder, _) = Observable<Int>.empty().enumerated().map(\.index).record()
        #expect(recorder.events == [.completed])
    }

    @Test func error() {
        let source = ManualSource<Int>()
        let (recorder, _) = source.observable.enumerated().map(\.index).record()
        source.onNext(5)
        source.onError(TestError(id: 1))
        #expect(recorder.events == [.next(0), .error("TestError(1)")])
    }

    @Test func disposalMidway() {
        let source = ManualSource<Int>()
        let (recorder, subscription) = source.observable.enumerated().map(\.index).record()
        source.onNext(5)
        subscription.dispose()
        source.onNext(6)
        #expect(recorder.events == [.next(0)])
        #expect(source.observerCount == 0)
    }

    @Test func observerFeedingTheSourceBack() {
        let source = ManualSource<String>()
        var pairs: [String] = []
        let subscription = source.observable.enumerated().subscribe(onNext: { pair in
            pairs.append("\(pair.index):\(pair.element)")
            if pair.element == "a" { source.onNext("b") }
        })
        source.onNext("a")
        source.onNext("c")
        #expect(pairs == ["0:a", "1:b", "2:c"])
        subscription.dispose()
    }

    @Test func sinksAreReleased() {
        let source = ManualSource<Int>()
        #expect(observerIsReleased(source.observable.enumerated().map(\.index)) { $0.dispose() })
        #expect(observerIsReleased(source.observable.enumerated().map(\.index)) { _ in source.onCompleted() })
        #expect(source.observerCount == 0)
    }
}
