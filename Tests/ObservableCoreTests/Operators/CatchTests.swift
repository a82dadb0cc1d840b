import ObservableCore
import TestSupport
import Testing

@Suite struct CatchTests {
    @Test func continuesWithTheFallback() {
        var caught: [String] = []
        let source = ManualSource<Int>()
        let (recorder, _) = source.observable.catch { error in
            caught.append("\(error)")
            return Observable.of(7, 8)
        }.record()
        source.onNext(1)
        source.onError(TestError(id: 1))
        #expect(recorder.events == [.next(1), .next(7), .next(8), .completed])
        #expect(caught == ["TestError(1)"])
        #expect(source.observerCount == 0)
    }

    @Test func withoutAnErrorNothingChanges() {
        let (recorder, _) = Observable.of(1, 2).catch { _ in .just(0) }.record()
        #expect(recorder.events == [.next(1), .next(2), .completed])
    }

    @Test func empty() {
        let (recorder, _) = Observable<Int>.empty().catch { _ in .just(0) }.record()
        #expect(recorder.events == [.completed])
    }

    @Test func synchronousFailureKeepsTheFallbackAlive() {
        let fallback = ManualSource<Int>()
        let (recorder, _) = Observable<Int>.error(TestError(id: 2)).catch { _ in fallback.observable }
            .record()
        fallback.onNext(5)
        fallback.onCompleted()
        #expect(recorder.events == [.next(5), .completed])
        #expect(fallback.subscribeCount == 1)
    }

    @Test func fallbackErrorsAreNotCaughtAgain() {
        var calls = 0
        let (recorder, _) = Observable<Int>.error(TestError(id: 1)).catch { _ in
            calls += 1
            return Observable.error(TestError(id: 2))
        }.record()
        #expect(recorder.events == [.error("TestError(2)")])
        #expect(calls == 1)
    }

    @Test func throwingHandler() {
        let (recorder, _) = Observable<Int>.error(TestError(id: 1)).catch { _ in throw TestError(id: 3) }
            .record()
        #expect(recorder.events == [.error("TestError(3)")])
    }

    @Test func catchAndReturn() {
        let source = ManualSource<Int>()
        let (recorder, _) = source.observable.catchAndReturn(0).record()
        source.onNext(1)
        source.onError(TestError())
        #expect(recorder.events == [.next(1), .next(0), .completed])
    }

    @available(*, deprecated, message: "exercises the deprecated aliases")
    @Test func deprecatedAliases() {
        let (caught, _) = Observable<Int>.error(TestError()).catchError { _ in .just(1) }.record()
        #expect(caught.events == [.next(1), .completed])
        let (returned, _) = Observable<Int>.error(TestError()).catchErrorJustReturn(2).record()
        #expect(returned.events == [.next(2), .completed])
    }

    @Test func disposalMidwayDisposesTheSource() {
        let source = ManualSource<Int>()
        let (recorder, subscription) = source.observable.catchAndReturn(0).record()
        source.onNext(1)
        subscription.dispose()
        source.onError(TestError())
        #expect(recorder.events == [.next(1)])
        #expect(source.observerCount == 0)
    }

    @Test func disposalDuringTheFallbackDisposesIt() {
        let fallback = ManualSource<Int>()
        let (recorder, subscription) = Observable<Int>.error(TestError()).catch { _ in fallback.observable }
            .record()
        fallback.onNext(1)
        subscription.dispose()
        fallback.onNext(2)
        #expect(recorder.events == [.next(1)])
        #expect(fallback.observerCount == 0)
    }

    @Test func observerDisposingDuringTheFallback() {
        let fallback = ManualSource<Int>()
        var received: [Int] = []
        var subscription: Disposable?
        subscription = Observable<Int>.error(TestError()).catch { _ in fallback.observable }
            .subscribe(onNext: { value in
                received.append(value)
                subscription?.dispose()
                fallback.onNext(value + 1)
            })
        fallback.onNext(1)
        #expect(received == [1])
        #expect(fallback.observerCount == 0)
        subscription = nil  // the closure holds it: break the cycle
    }

    @Test func sinksAreReleased() {
        let source = ManualSource<Int>()
        let fallback = ManualSource<Int>()
        let caught = source.observable.catch { _ in fallback.observable }
        #expect(observerIsReleased(caught) { $0.dispose() })
        #expect(observerIsReleased(caught) { _ in source.onCompleted() })
        #expect(
            observerIsReleased(caught) { _ in
                source.onError(TestError()); fallback.onCompleted()
            })
        #expect(
            observerIsReleased(caught) { subscription in
                source.onError(TestError()); subscription.dispose()
            })
        #expect(source.observerCount == 0)
        #expect(fallback.observerCount == 0)
    }
}
