import ObservableCore
import TestSupport
import Testing

@Suite struct IgnoreElementsTests {
    @Test func seedPrintsOnceOnCompletion() {
        let strikes = ManualSource<String>()
        let disposeBag = DisposeBag()
        var printed: [String] = []
        strikes.observable
            .ignoreElements()
            .subscribe { _ in printed.append("You're out!") }
            .disposed(by: disposeBag)
        strikes.onNext("X")
        strikes.onNext("X")
        strikes.onNext("X")
        #expect(printed.isEmpty)
        strikes.onCompleted()
        #expect(printed == ["You're out!"])
    }

    @Test func dropsElementsAndCompletes() {
        let (recorder, _) = Observable.of(1, 2, 3).ignoreElements().record()
        #expect(recorder.events == [.completed])
    }

    @Test func empty() {
        let (recorder, _) = Observable<Int>.empty().ignoreElements().record()
        #expect(recorder.events == [.completed])
    }

    @Test func error() {
        let source = ManualSource<Int>()
        let (recorder, _) = source.observable.ignoreElements().record()
        source.onNext(1)
        source.onError(TestError(id: 1))
        source.onCompleted()
        #expect(recorder.events == [.error("TestError(1)")])
        #expect(source.observerCount == 0)
    }

    @Test func disposalMidway() {
        let source = ManualSource<Int>()
        let (recorder, subscription) = source.observable.ignoreElements().record()
        source.onNext(1)
        subscription.dispose()
        source.onCompleted()
        #expect(recorder.events == [])
        #expect(source.disposeCount == 1)
    }

    @Test func observerDisposingDuringCompletionIsHarmless() {
        let source = ManualSource<Int>()
        var subscription: Disposable?
        var events: [String] = []
        subscription = source.observable.ignoreElements().subscribe { event in
            events.append("\(event)")
            subscription?.dispose()
        }
        source.onCompleted()
        source.onCompleted()
        #expect(events == ["completed"])
        #expect(source.observerCount == 0)
        subscription = nil  // the closure holds it: break the cycle
    }

    @Test func sinksAreReleased() {
        let source = ManualSource<Int>()
        #expect(observerIsReleased(source.observable.ignoreElements()) { $0.dispose() })
        #expect(observerIsReleased(source.observable.ignoreElements()) { _ in source.onCompleted() })
        #expect(source.observerCount == 0)
        // Control: a subscription that is still live keeps its observer, so the check can fail.
        #expect(!observerIsReleased(source.observable.ignoreElements()) { _ in })
        source.onCompleted()
    }
}
