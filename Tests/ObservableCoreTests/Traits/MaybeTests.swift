import ObservableCore
import TestSupport
import Testing

@Suite struct MaybeTests {
    @Test func createReportsTheFirstOutcomeOnly() {
        var log: [String] = []
        for outcome in [MaybeEvent.success(1), .completed, .error(TestError(id: 1))] {
            _ = Maybe<Int>.create { observer in
                observer(outcome)
                observer(.success(9))
                observer(.completed)
                return Disposables.create { log.append("released") }
            }.subscribe { log.append("\($0)") }
        }
        #expect(
            log == [
                "success(1)", "released", "completed", "released", "error(TestError(1))", "released",
            ])
    }

    @Test func subscribeCallsExactlyOneOutcomeThenOnDisposed() {
        var log: [String] = []
        func subscribe(_ maybe: Maybe<Int>) {
            _ = maybe.subscribe(
                onSuccess: { log.append("success \($0)") },
                onError: { log.append("error \($0)") },
                onCompleted: { log.append("completed") },
                onDisposed: { log.append("disposed") })
        }
        subscribe(.just(1))
        subscribe(.empty())
        subscribe(.error(TestError(id: 2)))
        #expect(
            log == [
                "success 1", "disposed", "completed", "disposed", "error TestError(2)", "disposed",
            ])
    }

    @Test func asObservableShowsTheEvents() {
        #expect(Maybe.just(1).asObservable().record().0.events == [.next(1), .completed])
        #expect(Maybe<Int>.empty().asObservable().record().0.events == [.completed])
        #expect(Maybe<Int>.never().asObservable().record().0.events == [])
    }

    @Test func mapTransformsTheElement() {
        var log: [String] = []
        _ = Maybe.just(2).map { $0 * 10 }.subscribe { log.append("\($0)") }
        _ = Maybe<Int>.empty().map { $0 * 10 }.subscribe { log.append("\($0)") }
        _ = Maybe.just(2).map { _ -> Int in throw TestError(id: 3) }.subscribe { log.append("\($0)") }
        #expect(log == ["success(20)", "completed", "error(TestError(3))"])
    }

    @Test func flatMapContinuesWithTheNextMaybe() {
        var log: [String] = []
        var calls = 0
        _ = Maybe.just(2).flatMap { Maybe.just($0 * 10) }.subscribe { log.append("\($0)") }
        _ = Maybe.just(2).flatMap { _ in Maybe<Int>.empty() }.subscribe { log.append("\($0)") }
        _ = Maybe<Int>.empty().flatMap { value -> Maybe<Int> in
            calls += 1
            return .just(value)
        }.subscribe { log.append("\($0)") }
        _ = Maybe.just(2).flatMap { _ -> Maybe<Int> in throw TestError(id: 4) }.subscribe {
            log.append("\($0)")
        }
        #expect(log == ["success(20)", "completed", "completed", "error(TestError(4))"])
        #expect(calls == 0)
    }

    @Test func disposalMidwayReleasesTheWork() {
        var log: [String] = []
        let subscription = Maybe<Int>.create { _ in Disposables.create { log.append("released") } }
            .subscribe(onDisposed: { log.append("disposed") })
        subscription.dispose()
        #expect(log == ["released", "disposed"])
    }

    @Test func subjectFedBackFromOnSuccessIsIgnored() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        _ = subject.asMaybe().subscribe(
            onSuccess: { value in
                log.append("success \(value)")
                subject.onNext(value + 1)
            }, onCompleted: { log.append("completed") })
        subject.onNext(1)
        subject.onCompleted()
        #expect(log == ["success 1"])
    }

    @Test func subscriptionIsReleasedAfterCompletion() {
        weak var weakProbe: Probe?
        do {
            let probe = Probe()
            weakProbe = probe
            _ = Maybe<Int>.empty().subscribe(onCompleted: { probe.touch() })
        }
        #expect(weakProbe == nil)
    }
}

private final class Probe {
    var touches = 0
    func touch() { touches += 1 }
}
