import ObservableCore
import TestSupport
import Testing

@Suite struct PrimitiveSequenceZipTests {

    @Test func singleZipOfTwoToEight() {
        #expect(outcome(Single.zip(Single.just("Lisbon"), Single.just(21))) == ["success(\"Lisbon\", 21)"])
        #expect(
            outcome(Single.zip(Single.just("Lisbon"), Single.just(21)) { "\($0): \($1)°" }) == [
                "success(\"Lisbon: 21°\")"
            ])
        let eight = Single.zip(
            Single.just(1), Single.just(2), Single.just(3), Single.just(4), Single.just(5), Single.just(6),
            Single.just(7), Single.just("8")
        ) { "\($0 + $1 + $2 + $3 + $4 + $5 + $6)\($7)" }
        #expect(outcome(eight) == ["success(\"288\")"])
    }

    @Test func zipOfSourcesOfOneElementTypeInfersTheTuple() {
        // RxSwift code writes it this way: `Single.zip`, without the tuple type spelled out.
        let pair = Single.zip(Single.just(1), Single.just(2))
        #expect(outcome(pair) == ["success(1, 2)"])
        #expect(outcome(Single.zip(Single.just(1), Single.just(2)) { $0 + $1 }) == ["success(3)"])
        #expect(outcome(Single.zip(Single.just(1), Single.just(2), Single.just(3))) == ["success(1, 2, 3)"])
        #expect(outcome(Maybe.zip(Maybe.just(1), Maybe.just(2))) == ["success(1, 2)"])
        #expect(outcome(Maybe.zip(Maybe.just(1), Maybe.just(2)) { $0 * $1 }) == ["success(2)"])
        let typed: Single<(Int, Int)> = Single<(Int, Int)>.zip(Single.just(1), Single.just(2))
        #expect(outcome(typed) == ["success(1, 2)"])
    }

    @Test func singleZipFailsWithTheFirstFailure() {
        let first = ManualSource<Int>()
        let second = ManualSource<String>()
        var log: [String] = []
        _ = Single.zip(first.observable.asSingle(), second.observable.asSingle()).subscribe {
            log.append("\($0)")
        }
        second.onError(TestError(id: 1))
        #expect(log == ["failure(TestError(1))"])
        #expect(first.observerCount == 0)
        #expect(
            outcome(Single.zip(Single.just(1), Single.just(2)) { _, _ -> Int in throw TestError(id: 2) }) == [
                "failure(TestError(2))"
            ])
    }

    @Test func maybeZipCompletesEmptyWhenOneIsEmpty() {
        #expect(outcome(Maybe.zip(Maybe.just(1), Maybe.just("a"))) == ["success(1, \"a\")"])
        #expect(outcome(Maybe.zip(Maybe.just(1), Maybe<Int>.empty()) { $0 + $1 }) == ["completed"])
        #expect(
            outcome(Maybe.zip(Maybe.just(1), Maybe<Int>.error(TestError(id: 3))) { $0 + $1 }) == [
                "error(TestError(3))"
            ])
    }

    @Test func disposalMidway() {
        let first = ManualSource<Int>()
        let second = ManualSource<Int>()
        var log: [String] = []
        let subscription = Single.zip(first.observable.asSingle(), second.observable.asSingle()) { $0 + $1 }
            .subscribe { log.append("\($0)") }
        first.onNext(1)
        first.onCompleted()
        subscription.dispose()
        second.onNext(2)
        second.onCompleted()
        #expect(log == [])
        #expect(second.observerCount == 0)
    }
}
