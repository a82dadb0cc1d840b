import ObservableCore
import TestSupport
import Testing

@Suite struct SkipWhileTests {
    @Test func skipsUntilThePredicateFailsThenLetsEverythingThrough() {
        var calls: [Int] = []
        let (recorder, _) = Observable.of(2, 2, 3, 4, 4)
            .skip(while: { value in
                calls.append(value)
                return value.isMultiple(of: 2)
            })
            .record()
        #expect(recorder.events == [.next(3), .next(4), .next(4), .completed])
        #expect(calls == [2, 2, 3])
    }

    @available(*, deprecated, message: "exercises the deprecated alias")
    @Test func deprecatedAlias() {
        let (recorder, _) = Observable.of(1, 2, 3, 1).skipWhile { $0 < 2 }.record()
        #expect(recorder.events == [.next(2), .next(3), .next(1), .completed])
    }

    @Test func everythingSkipped() {
        let (recorder, _) = Observable.of(1, 1).skip(while: { _ in true }).record()
        #expect(recorder.events == [.completed])
    }

    @Test func empty() {
        let (recorder, _) = Observable<Int>.empty().skip(while: { _ in true }).record()
        #expect(recorder.events == [.completed])
    }

    @Test func error() {
        let source = ManualSource<Int>()
        let (recorder, _) = source.observable.skip(while: { $0 < 2 }).record()
        source.onNext(1)
        source.onNext(2)
        source.onError(TestError(id: 2))
        #expect(recorder.events == [.next(2), .error("TestError(2)")])
    }

    @Test func throwingPredicate() {
        let source = ManualSource<Int>()
        let (recorder, _) = source.observable.skip(while: { value in
            if value == 2 { throw TestError(id: 9) }
            return true
        }).record()
        source.onNext(1)
        source.onNext(2)
        source.onNext(3)
        #expect(recorder.events == [.error("TestError(9)")])
        #expect(source.observerCount == 0)
    }

    @Test func disposalMidway() {
        let source = ManualSource<Int>()
        let (recorder, subscription) = source.observable.skip(while: { $0 < 2 }).record()
        source.onNext(1)
        source.onNext(2)
        subscription.dispose()
        source.onNext(3)
        #expect(recorder.events == [.next(2)])
        #expect(source.observerCount == 0)
    }

    @Test func observerFeedingTheSourceBack() {
        let source = ManualSource<Int>()
        var received: [Int] = []
        let subscription = source.observable.skip(while: { $0 < 2 }).subscribe(onNext: { value in
            received.append(value)
            if value == 2 { source.onNext(0) }
        })
        source.onNext(1)
        source.onNext(2)
        #expect(received == [2, 0])
        subscription.dispose()
    }

    @Test func sinksAreReleased() {
        let source = ManualSource<Int>()
        #expect(observerIsReleased(source.observable.skip(while: { $0 < 2 })) { $0.dispose() })
        #expect(observerIsReleased(source.observable.skip(while: { $0 < 2 })) { _ in source.onCompleted() })
        #expect(source.observerCount == 0)
    }
}
