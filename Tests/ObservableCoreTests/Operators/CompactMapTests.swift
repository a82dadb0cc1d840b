import ObservableCore
import TestSupport
import Testing

@Suite struct CompactMapTests {
    @Test func dropsNilResults() {
        let (recorder, _) = Observable.of("1", "x", "3").compactMap { Int($0) }.record()
        #expect(recorder.events == [.next(1), .next(3), .completed])
    }

    @Test func empty() {
        let (recorder, _) = Observable<String>.empty().compactMap { Int($0) }.record()
        #expect(recorder.events == [.completed])
    }

    @Test func error() {
        let source = ManualSource<String>()
        let (recorder, _) = source.observable.compactMap { Int($0) }.record()
        source.onNext("1")
        source.onError(TestError(id: 1))
        #expect(recorder.events == [.next(1), .error("TestError(1)")])
    }

    @Test func throwingTransform() {
        let source = ManualSource<Int>()
        let (recorder, _) = source.observable.compactMap { value -> Int? in
            if value == 2 { throw TestError(id: 2) }
            return value
        }.record()
        source.onNext(1)
        source.onNext(2)
        source.onNext(3)
        #expect(recorder.events == [.next(1), .error("TestError(2)")])
        #expect(source.observerCount == 0)
    }

    @Test func disposalMidway() {
        let source = ManualSource<Int>()
        let (recorder, subscription) = source.observable.compactMap { $0 }.record()
        source.onNext(1)
        subscription.dispose()
        source.onNext(2)
        #expect(recorder.events == [.next(1)])
        #expect(source.observerCount == 0)
    }

    @Test func observerDisposingDuringDelivery() {
        let source = ManualSource<Int>()
        var received: [Int] = []
        var subscription: Disposable?
        subscription = source.observable.compactMap { $0 }.subscribe(onNext: { value in
            received.append(value)
            subscription?.dispose()
            source.onNext(value + 1)
        })
        source.onNext(1)
        #expect(received == [1])
        #expect(source.observerCount == 0)
        subscription = nil  // the closure holds it: break the cycle
    }

    @Test func sinksAreReleased() {
        let source = ManualSource<Int>()
        #expect(observerIsReleased(source.observable.compactMap { $0 }) { $0.dispose() })
        #expect(observerIsReleased(source.observable.compactMap { $0 }) { _ in source.onCompleted() })
        #expect(source.observerCount == 0)
    }
}
