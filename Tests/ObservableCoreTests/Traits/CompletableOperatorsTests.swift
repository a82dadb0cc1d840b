import ObservableCore
import TestSupport
import Testing

@Suite struct CompletableOperatorsTests {
    private func step(_ name: String, _ log: Recorder<String>, fails: Bool = false) -> Completable {
        Completable.create { observer in
            log.on(.next(name))
            observer(fails ? .error(TestError(id: 9)) : .completed)
            return Disposables.create()
        }
    }

    @Test func concatRunsOneAfterAnotherAndStopsAtAnError() {
        let log = Recorder<String>()
        #expect(outcome(step("a", log).concat(step("b", log))) == ["completed"])
        #expect(
            outcome(Completable.concat(step("c", log), step("d", log, fails: true), step("e", log))) == [
                "error(TestError(9))"
            ])
        #expect(outcome(Completable.concat([step("f", log)])) == ["completed"])
        #expect(outcome(Completable.concat((0..<2).lazy.map { self.step("g\($0)", log) })) == ["completed"])
        #expect(outcome(Completable.concat([Completable]())) == ["completed"])
        #expect(log.elements == ["a", "b", "c", "d", "f", "g0", "g1"])
    }

    @Test func zipRunsAllAtOnceAndCompletesWhenAllHave() {
        let first = ManualSource<Never>()
        let second = ManualSource<Never>()
        var log: [String] = []
        _ = Completable.zip(first.observable.asCompletable(), second.observable.asCompletable())
            .subscribe { log.append("\($0)") }
        #expect(first.subscribeCount == 1 && second.subscribeCount == 1)
        first.onCompleted()
        #expect(log == [])
        second.onCompleted()
        #expect(log == ["completed"])
        #expect(
            outcome(Completable.zip([Completable.empty(), .error(TestError(id: 1))])) == [
                "error(TestError(1))"
            ])
        #expect(outcome(Completable.zip(Set<Int>().map { _ in Completable.empty() })) == ["completed"])
    }

    @Test @available(*, deprecated) func mergeIsTheOldNameOfZip() {
        #expect(outcome(Completable.merge(.empty(), .empty())) == ["completed"])
        #expect(outcome(Completable.merge([.error(TestError(id: 2))])) == ["error(TestError(2))"])
    }

    @Test func doRunsSideEffectsInOrder() {
        var log: [String] = []
        _ = Completable.empty().do(
            onCompleted: { log.append("onCompleted") }, afterCompleted: { log.append("afterCompleted") },
            onSubscribe: { log.append("onSubscribe") }, onSubscribed: { log.append("onSubscribed") },
            onDispose: { log.append("onDispose") }
        ).subscribe(onCompleted: { log.append("completed") })
        #expect(
            log == ["onSubscribe", "onCompleted", "completed", "afterCompleted", "onSubscribed", "onDispose"]
                || log == [
                    "onSubscribe", "onCompleted", "completed", "afterCompleted", "onDispose", "onSubscribed",
                ])
        var errors: [String] = []
        _ = Completable.error(TestError(id: 3)).do(onError: { errors.append("\($0)") }).subscribe(onError: {
            _ in
        })
        #expect(errors == ["TestError(3)"])
    }

    @Test func throwingDoClosureFails() {
        #expect(
            outcome(Completable.empty().do(onCompleted: { throw TestError(id: 4) })) == [
                "error(TestError(4))"
            ])
    }
}
