import ObservableCore
import TestSupport
import Testing

@Suite struct DoTests {
    /// A `do` that logs every hook into `log`.
    private func logged(_ source: Observable<Int>, _ log: @escaping (String) -> Void) -> Observable<Int> {
        source.do(
            onNext: { log("onNext \($0)") }, afterNext: { log("afterNext \($0)") },
            onError: { log("onError \($0)") }, afterError: { log("afterError \($0)") },
            onCompleted: { log("onCompleted") }, afterCompleted: { log("afterCompleted") },
            onSubscribe: { log("onSubscribe") }, onSubscribed: { log("onSubscribed") },
            onDispose: { log("onDispose") })
    }

    @Test func hookOrderWithAnEventClosure() {
        var log: [String] = []
        _ = logged(Observable.of(1)) { log.append($0) }.subscribe { log.append("observer \($0)") }
        #expect(
            log == [
                "onSubscribe", "onSubscribed", "onNext 1", "observer next(1)", "afterNext 1", "onCompleted",
                "observer completed", "afterCompleted", "onDispose",
            ])
    }

    @Test func hookOrderWithSubscribeClosures() {
        var log: [String] = []
        _ = logged(Observable.of(1)) { log.append($0) }.subscribe(
            onNext: { log.append("observer \($0)") }, onCompleted: { log.append("observer completed") },
            onDisposed: { log.append("observer disposed") })
        #expect(
            log == [
                "onSubscribe", "onSubscribed", "onNext 1", "observer 1", "afterNext 1", "onCompleted",
                "observer completed", "observer disposed", "afterCompleted", "onDispose",
            ])
    }

    @Test func errorHooks() {
        var log: [String] = []
        _ = logged(Observable.error(TestError(id: 1))) { log.append($0) }.subscribe {
            log.append("observer \($0)")
        }
        #expect(
            log == [
                // The source fails while being subscribed: as in RxSwift, `onSubscribed` still
                // comes before `onDispose`.
                "onSubscribe", "onError TestError(1)", "observer error(TestError(1))",
                "afterError TestError(1)", "onSubscribed", "onDispose",
            ])
    }

    @Test func empty() {
        var log: [String] = []
        let (recorder, _) = logged(Observable.empty()) { log.append($0) }.record()
        #expect(recorder.events == [.completed])
        #expect(log == ["onSubscribe", "onCompleted", "afterCompleted", "onSubscribed", "onDispose"])
    }

    @Test func eventsPassThroughUnchanged() {
        let (recorder, _) = Observable.of(1, 2, 3).do(onNext: { _ in }).record()
        #expect(recorder.events == [.next(1), .next(2), .next(3), .completed])
    }

    @Test func throwingOnNextBecomesAnError() {
        let source = ManualSource<Int>()
        var log: [String] = []
        let (recorder, _) = source.observable.do(
            onNext: { if $0 == 2 { throw TestError(id: 2) } }, onError: { log.append("onError \($0)") },
            onDispose: { log.append("onDispose") }
        ).record()
        source.onNext(1)
        source.onNext(2)
        source.onNext(3)
        #expect(recorder.events == [.next(1), .error("TestError(2)")])
        #expect(log == ["onDispose"])
        #expect(source.observerCount == 0)
    }

    @Test func throwingAfterNextFollowsTheElementWithAnError() {
        let (recorder, _) = Observable.of(1, 2).do(afterNext: { _ in throw TestError(id: 3) }).record()
        #expect(recorder.events == [.next(1), .error("TestError(3)")])
    }

    @Test func throwingOnCompletedReplacesCompletion() {
        let (recorder, _) = Observable.of(1).do(onCompleted: { throw TestError(id: 4) }).record()
        #expect(recorder.events == [.next(1), .error("TestError(4)")])
    }

    @Test func throwingOnErrorReplacesTheError() {
        let failing = Observable<Int>.error(TestError(id: 5))
        let (recorder, _) = failing.do(onError: { _ in throw TestError(id: 6) }).record()
        #expect(recorder.events == [.error("TestError(6)")])
    }

    @Test func throwingAfterCompletedIsIgnored() {
        var disposed = 0
        let (recorder, _) = Observable.of(1).do(
            afterCompleted: { throw TestError(id: 7) }, onDispose: { disposed += 1 }
        ).record()
        #expect(recorder.events == [.next(1), .completed])
        #expect(disposed == 1)
    }

    @Test func disposalMidwayRunsOnDisposeOnce() {
        let source = ManualSource<Int>()
        var log: [String] = []
        let (recorder, subscription) = logged(source.observable) { log.append($0) }.record()
        source.onNext(1)
        subscription.dispose()
        subscription.dispose()
        source.onNext(2)
        #expect(recorder.events == [.next(1)])
        #expect(log == ["onSubscribe", "onSubscribed", "onNext 1", "afterNext 1", "onDispose"])
        #expect(source.observerCount == 0)
    }

    @Test func observerDisposingDuringAnElement() {
        let source = ManualSource<Int>()
        var log: [String] = []
        var subscription: Disposable?
        subscription = logged(source.observable) { log.append($0) }.subscribe(onNext: { value in
            log.append("observer \(value)")
            subscription?.dispose()
        })
        source.onNext(1)
        source.onNext(2)
        // As in RxSwift, disposal runs `onDispose` at once; `afterNext` still follows.
        #expect(
            log == ["onSubscribe", "onSubscribed", "onNext 1", "observer 1", "onDispose", "afterNext 1"])
        subscription = nil  // the closure holds it: break the cycle
    }

    @Test func observerFeedingTheSourceBack() {
        let source = ManualSource<Int>()
        var log: [String] = []
        let subscription = source.observable.do(
            onNext: { log.append("onNext \($0)") }, afterNext: { log.append("afterNext \($0)") }
        )
        .subscribe(onNext: { value in
            log.append("observer \(value)")
            if value == 1 { source.onNext(2) }
        })
        source.onNext(1)
        #expect(
            log == ["onNext 1", "observer 1", "onNext 2", "observer 2", "afterNext 2", "afterNext 1"])
        subscription.dispose()
    }

    @Test func sinksAreReleased() {
        let source = ManualSource<Int>()
        #expect(observerIsReleased(source.observable.do(onNext: { _ in })) { $0.dispose() })
        #expect(observerIsReleased(source.observable.do(onNext: { _ in })) { _ in source.onCompleted() })
        #expect(source.observerCount == 0)
    }

    /// A source made with `create` that logs its subscription and its disposal, and runs `emit`
    /// while being subscribed.
    private func loggingSource(
        _ log: @escaping (String) -> Void, emit: @escaping (AnyObserver<Int>) -> Void
    ) -> Observable<Int> {
        Observable.create { observer in
            log("source subscribed")
            emit(observer)
            return Disposables.create { log("source disposed") }
        }
    }

    @Test func theSourceIsDisposedBeforeOnDisposeWhenItCompletesLater() {
        var log: [String] = []
        var sourceObserver: AnyObserver<Int>?
        let source = loggingSource({ log.append($0) }) { sourceObserver = $0 }
        _ = logged(source) { log.append($0) }.subscribe()
        sourceObserver?.onNext(0)
        sourceObserver?.onCompleted()
        #expect(
            log == [
                // The subscriber releases the chain once it has the completion, so the source
                // goes before `afterCompleted` (RxSwift's subscriber does not; see the
                // Compatibility article), and always before `onDispose`.
                "onSubscribe", "source subscribed", "onSubscribed", "onNext 0", "afterNext 0", "onCompleted",
                "source disposed", "afterCompleted", "onDispose",
            ])
    }

    @Test func theSourceIsDisposedBeforeOnDisposeWhenItCompletesWhileSubscribed() {
        var log: [String] = []
        let source = loggingSource({ log.append($0) }) { observer in
            observer.onNext(0)
            observer.onCompleted()
        }
        _ = logged(source) { log.append($0) }.subscribe()
        #expect(
            log == [
                "onSubscribe", "source subscribed", "onNext 0", "afterNext 0", "onCompleted",
                "afterCompleted",
                "source disposed", "onSubscribed", "onDispose",
            ])
    }

    @Test func theSourceIsDisposedBeforeOnDisposeWhenItFailsWhileSubscribed() {
        var log: [String] = []
        let source = loggingSource({ log.append($0) }) { observer in observer.onError(TestError(id: 2)) }
        _ = logged(source) { log.append($0) }.subscribe { _ in }
        #expect(
            log == [
                "onSubscribe", "source subscribed", "onError TestError(2)", "afterError TestError(2)",
                "source disposed", "onSubscribed", "onDispose",
            ])
    }

    @Test func theSourceIsDisposedBeforeOnDisposeWhenTheSubscriberDisposes() {
        var log: [String] = []
        let source = loggingSource({ log.append($0) }) { $0.onNext(0) }
        let subscription = logged(source) { log.append($0) }.subscribe()
        log.append("dispose")
        subscription.dispose()
        #expect(
            log == [
                "onSubscribe", "source subscribed", "onNext 0", "afterNext 0", "onSubscribed", "dispose",
                "source disposed", "onDispose",
            ])
    }
}
