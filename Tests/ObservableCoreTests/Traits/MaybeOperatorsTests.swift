import ObservableCore
import TestSupport
import Testing

@Suite struct MaybeOperatorsTests {

    @Test func filterAndCompactMap() {
        #expect(outcome(Maybe.just(4).filter { $0.isMultiple(of: 2) }) == ["success(4)"])
        #expect(outcome(Maybe.just(3).filter { $0.isMultiple(of: 2) }) == ["completed"])
        #expect(outcome(Maybe<Int>.empty().filter { _ in true }) == ["completed"])
        #expect(outcome(Maybe.just(1).filter { _ in throw TestError(id: 1) }) == ["error(TestError(1))"])
        #expect(outcome(Maybe.just("7").compactMap { Int($0) }) == ["success(7)"])
        #expect(outcome(Maybe.just("x").compactMap { Int($0) }) == ["completed"])
    }

    @Test func ifEmptyDefaultGivesASingle() {
        #expect(outcome(Maybe<Int>.empty().ifEmpty(default: 0)) == ["success(0)"])
        #expect(outcome(Maybe.just(5).ifEmpty(default: 0)) == ["success(5)"])
        #expect(outcome(Maybe<Int>.error(TestError(id: 1)).ifEmpty(default: 0)) == ["failure(TestError(1))"])
    }

    @Test func ifEmptySwitchesToAnotherMaybeOrSingle() {
        #expect(outcome(Maybe<Int>.empty().ifEmpty(switchTo: Maybe.just(7))) == ["success(7)"])
        #expect(outcome(Maybe<Int>.empty().ifEmpty(switchTo: Maybe<Int>.empty())) == ["completed"])
        #expect(outcome(Maybe.just(1).ifEmpty(switchTo: Maybe.just(7))) == ["success(1)"])
        #expect(outcome(Maybe<Int>.empty().ifEmpty(switchTo: Single.just(8))) == ["success(8)"])
        #expect(
            outcome(Maybe<Int>.empty().ifEmpty(switchTo: Single<Int>.error(TestError(id: 2)))) == [
                "failure(TestError(2))"
            ])
    }

    @Test func catchAndReturn() {
        #expect(outcome(Maybe<Int>.error(TestError()).catchAndReturn(0)) == ["success(0)"])
        #expect(outcome(Maybe<Int>.empty().catchAndReturn(0)) == ["completed"])
    }

    @Test func doRunsSideEffects() {
        var log: [String] = []
        _ = Maybe<Int>.empty().do(
            onNext: { log.append("next \($0)") }, onCompleted: { log.append("onCompleted") },
            afterCompleted: { log.append("afterCompleted") }
        ).subscribe(onCompleted: { log.append("completed") })
        #expect(log == ["onCompleted", "completed", "afterCompleted"])
        #expect(outcome(Maybe.just(1).do(onNext: { _ in throw TestError(id: 3) })) == ["error(TestError(3))"])
    }

    @Test func disposalMidwayOfTheSwitchedToMaybe() {
        let other = ManualSource<Int>()
        var log: [String] = []
        let subscription = Maybe<Int>.empty().ifEmpty(switchTo: other.observable.asMaybe())
            .subscribe { log.append("\($0)") }
        #expect(other.subscribeCount == 1)
        subscription.dispose()
        other.onNext(1)
        other.onCompleted()
        #expect(log == [])
        #expect(other.observerCount == 0)
    }
}
