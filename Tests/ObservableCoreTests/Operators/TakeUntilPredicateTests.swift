import ObservableCore
import TestSupport
import Testing

@Suite struct TakeUntilPredicateTests {
    @available(*, deprecated, message: "exercises the seed's deprecated spelling")
    @Test func seedTakeUntilInclusive() {
        let (recorder, _) = Observable.of(1, 2, 3, 4).takeUntil(.inclusive) { $0 > 1 }.record()
        #expect(recorder.events == [.next(1), .next(2), .completed])
    }

    @available(*, deprecated, message: "exercises the deprecated type name")
    @Test func deprecatedBehaviorName() {
        let behavior: TakeUntilBehavior = .exclusive
        let (recorder, _) = Observable.of(1, 2, 3).takeUntil(behavior) { $0 > 1 }.record()
        #expect(recorder.events == [.next(1), .completed])
    }

    @Test func exclusiveByDefault() {
        let source = ManualSource<Int>()
        let (recorder, _) = source.observable.take(until: { $0 > 1 }).record()
        source.onNext(1)
        source.onNext(2)
        source.onNext(0)
        #expect(recorder.events == [.next(1), .completed])
        #expect(source.observerCount == 0)
    }

    @Test func inclusive() {
        let (recorder, _) = Observable.of(1, 2, 3).take(until: { $0 > 1 }, behavior: .inclusive).record()
        #expect(recorder.events == [.next(1), .next(2), .completed])
    }

    @Test func neverSatisfied() {
        let (recorder, _) = Observable.of(1, 2).take(until: { _ in false }).record()
        #expect(recorder.events == [.next(1), .next(2), .completed])
    }

    @Test func empty() {
        let (recorder, _) = Observable<Int>.empty().take(until: { _ in true }).record()
        #expect(recorder.events == [.completed])
    }

    @Test func error() {
        let source = ManualSource<Int>()
        let (recorder, _) = source.observable.take(until: { $0 > 5 }).record()
        source.onNext(1)
        source.onError(TestError(id: 7))
        #expect(recorder.events == [.next(1), .error("TestError(7)")])
    }

    @Test func throwingPredicate() {
        let (recorder, _) = Observable.of(1, 2, 3).take(until: { value in
            if value == 2 { throw TestError(id: 8) }
            return false
        }).record()
        #expect(recorder.events == [.next(1), .error("TestError(8)")])
    }

    @Test func disposalMidway() {
        let source = ManualSource<Int>()
        let (recorder, subscription) = source.observable.take(until: { $0 > 5 }).record()
        source.onNext(1)
        subscription.dispose()
        source.onNext(2)
        #expect(recorder.events == [.next(1)])
        #expect(source.observerCount == 0)
    }

    @Test func observerDisposingDuringTheInclusiveElement() {
        let source = ManualSource<Int>()
        var events: [String] = []
        var subscription: Disposable?
        subscription = source.observable.take(until: { $0 > 1 }, behavior: .inclusive).subscribe { event in
            events.append("\(event)")
            if event.element == 2 { subscription?.dispose() }
        }
        source.onNext(1)
        source.onNext(2)
        #expect(events == ["next(1)", "next(2)"])
        #expect(source.observerCount == 0)
        subscription = nil  // the closure holds it: break the cycle
    }

    @Test func sinksAreReleased() {
        let source = ManualSource<Int>()
        #expect(observerIsReleased(source.observable.take(until: { $0 > 1 })) { $0.dispose() })
        #expect(observerIsReleased(source.observable.take(until: { $0 > 1 })) { _ in source.onNext(2) })
        #expect(source.observerCount == 0)
    }
}
