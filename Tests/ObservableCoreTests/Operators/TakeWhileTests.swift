import ObservableCore
import TestSupport
import Testing

@Suite struct TakeWhileTests {
    @available(*, deprecated, message: "exercises the seed's deprecated spelling")
    @Test func seedTakeWhile() {
        let (recorder, _) = Observable.of(1, 2, 3, 4, 1).takeWhile { $0 < 3 }.record()
        #expect(recorder.events == [.next(1), .next(2), .completed])
    }

    @Test func exclusiveByDefault() {
        let source = ManualSource<Int>()
        let (recorder, _) = source.observable.take(while: { $0 < 3 }).record()
        source.onNext(1)
        source.onNext(2)
        source.onNext(3)
        source.onNext(1)
        #expect(recorder.events == [.next(1), .next(2), .completed])
        #expect(source.observerCount == 0)
    }

    @Test func inclusiveEmitsTheFirstFailingElement() {
        let (recorder, _) = Observable.of(2, 4, 5, 6).take(
            while: { $0.isMultiple(of: 2) }, behavior: .inclusive
        )
        .record()
        #expect(recorder.events == [.next(2), .next(4), .next(5), .completed])
    }

    @Test func everythingPasses() {
        let (recorder, _) = Observable.of(1, 2).take(while: { _ in true }).record()
        #expect(recorder.events == [.next(1), .next(2), .completed])
    }

    @Test func empty() {
        let (recorder, _) = Observable<Int>.empty().take(while: { _ in true }).record()
        #expect(recorder.events == [.completed])
    }

    @Test func error() {
        let source = ManualSource<Int>()
        let (recorder, _) = source.observable.take(while: { _ in true }).record()
        source.onNext(1)
        source.onError(TestError(id: 5))
        #expect(recorder.events == [.next(1), .error("TestError(5)")])
    }

    @Test func throwingPredicate() {
        let (recorder, _) = Observable.of(1, 2, 3).take(while: { value in
            if value == 2 { throw TestError(id: 6) }
            return true
        }).record()
        #expect(recorder.events == [.next(1), .error("TestError(6)")])
    }

    @Test func disposalMidway() {
        let source = ManualSource<Int>()
        let (recorder, subscription) = source.observable.take(while: { _ in true }).record()
        source.onNext(1)
        subscription.dispose()
        source.onNext(2)
        #expect(recorder.events == [.next(1)])
        #expect(source.observerCount == 0)
    }

    @Test func observerFeedingTheSourceBack() {
        let source = ManualSource<Int>()
        var events: [String] = []
        _ = source.observable.take(while: { $0 < 3 }, behavior: .inclusive).subscribe { event in
            events.append("\(event)")
            if let value = event.element { source.onNext(value + 1) }
        }
        source.onNext(1)
        // 4, fed back while 3 (the inclusive last element) is delivered, is ignored.
        #expect(events == ["next(1)", "next(2)", "next(3)", "completed"])
        #expect(source.observerCount == 0)
    }

    @Test func sinksAreReleased() {
        let source = ManualSource<Int>()
        #expect(observerIsReleased(source.observable.take(while: { $0 < 3 })) { $0.dispose() })
        #expect(observerIsReleased(source.observable.take(while: { $0 < 3 })) { _ in source.onNext(5) })
        #expect(source.observerCount == 0)
    }
}
