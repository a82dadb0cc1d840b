import ObservableCore
import TestSupport
import Testing

@Suite struct SingleOperatorsTests {

    @Test func filterAndCompactMapGiveMaybes() {
        #expect(outcome(Single.just(3).filter { $0 > 5 }) == ["completed"])
        #expect(outcome(Single.just(7).filter { $0 > 5 }) == ["success(7)"])
        #expect(outcome(Single.just("42").compactMap { Int($0) }) == ["success(42)"])
        #expect(outcome(Single.just("x").compactMap { Int($0) }) == ["completed"])
        #expect(outcome(Single.just(1).filter { _ in throw TestError(id: 1) }) == ["error(TestError(1))"])
    }

    @Test func flatMapMaybeAndFlatMapCompletable() {
        #expect(outcome(Single.just(2).flatMapMaybe { Maybe.just($0 * 10) }) == ["success(20)"])
        #expect(outcome(Single.just(2).flatMapMaybe { _ in Maybe<Int>.empty() }) == ["completed"])
        #expect(
            outcome(Single<Int>.error(TestError(id: 1)).flatMapMaybe { Maybe.just($0) }) == [
                "error(TestError(1))"
            ])
        #expect(
            outcome(Single.just(1).flatMapMaybe { _ -> Maybe<Int> in throw TestError(id: 2) }) == [
                "error(TestError(2))"
            ])
        var log: [String] = []
        _ = Single.just("file").flatMapCompletable { name in
            log.append("save \(name)")
            return Completable.empty()
        }.subscribe { log.append("\($0)") }
        #expect(log == ["save file", "completed"])
    }

    @Test func catchAndReturnAndAsCompletable() {
        #expect(outcome(Single<Int>.error(TestError()).catchAndReturn(0)) == ["success(0)"])
        #expect(outcome(Single.just(1).catchAndReturn(0)) == ["success(1)"])
        var log: [String] = []
        _ = Single.just(1).asCompletable().subscribe { log.append("\($0)") }
        _ = Single<Int>.error(TestError(id: 5)).asCompletable().subscribe { log.append("\($0)") }
        #expect(log == ["completed", "error(TestError(5))"])
    }

    @Test @available(*, deprecated) func deprecatedCatchErrorJustReturn() {
        #expect(outcome(Single<Int>.error(TestError()).catchErrorJustReturn(3)) == ["success(3)"])
        #expect(outcome(Maybe<Int>.error(TestError()).catchErrorJustReturn(4)) == ["success(4)"])
    }

    @Test func zipOfACollection() {
        #expect(outcome(Single.zip([Single.just(1), Single.just(2)])) == ["success([1, 2])"])
        #expect(outcome(Single.zip([Single.just(1), Single.just(2)]) { $0.reduce(0, +) }) == ["success(3)"])
        #expect(outcome(Single.zip([Single<Int>]())) == ["success([])"])
        #expect(outcome(Single.zip([Single<Int>]()) { $0.count }) == ["success(0)"])
        #expect(outcome(Single.zip([Single.just(1), .error(TestError(id: 2))])) == ["failure(TestError(2))"])
        #expect(
            outcome(Single.zip([Single.just(1)]) { _ -> Int in throw TestError(id: 3) }) == [
                "failure(TestError(3))"
            ])
    }

    @Test func doRunsSideEffects() {
        var log: [String] = []
        _ = Single.just(1).do(
            onSuccess: { log.append("onSuccess \($0)") }, afterSuccess: { log.append("afterSuccess \($0)") }
        ).subscribe(onSuccess: { log.append("success \($0)") })
        #expect(log == ["onSuccess 1", "success 1", "afterSuccess 1"])
        #expect(
            outcome(Single.just(1).do(onSuccess: { _ in throw TestError(id: 6) })) == [
                "failure(TestError(6))"
            ])
    }

    @Test func zipWaitsForEveryOneAndDisposalMidway() {
        let first = ManualSource<Int>()
        let second = ManualSource<Int>()
        var log: [String] = []
        let subscription = Single.zip([first.observable.asSingle(), second.observable.asSingle()])
            .subscribe { log.append("\($0)") }
        first.onNext(1)
        first.onCompleted()
        #expect(log == [])
        subscription.dispose()
        #expect(second.observerCount == 0)
    }
}
