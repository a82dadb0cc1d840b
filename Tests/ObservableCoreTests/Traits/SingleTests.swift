import ObservableCore
import TestSupport
import Testing

@Suite struct SingleTests {
    @Test func createReportsSuccessOnceThenDisposes() {
        var log: [String] = []
        let single = Single<Int>.create { observer in
            observer(.success(1))
            observer(.success(2))
            observer(.failure(TestError()))
            return Disposables.create { log.append("released") }
        }
        _ = single.subscribe(
            onSuccess: { log.append("success \($0)") },
            onFailure: { log.append("failure \($0)") },
            onDisposed: { log.append("disposed") })
        // As in RxSwift: the subscriber's onDisposed runs at once, the body's disposable once
        // the body has returned it.
        #expect(log == ["success 1", "disposed", "released"])
    }

    @Test func createReportsFailure() {
        var log: [String] = []
        _ = Single<Int>.create { observer in
            observer(.failure(TestError(id: 2)))
            return Disposables.create()
        }.subscribe(
            onSuccess: { log.append("success \($0)") },
            onFailure: { log.append("failure \($0)") },
            onDisposed: { log.append("disposed") })
        #expect(log == ["failure TestError(2)", "disposed"])
    }

    @Test func eventSubscribeDeliversResultOnce() {
        var log: [String] = []
        _ = Single.just(1).subscribe { log.append("\($0)") }
        _ = Single<Int>.error(TestError(id: 3)).subscribe { log.append("\($0)") }
        #expect(log == ["success(1)", "failure(TestError(3))"])
    }

    @Test func asObservableShowsNextThenCompleted() {
        let (recorder, _) = Single.just("A").asObservable().record()
        #expect(recorder.events == [.next("A"), .completed])
        let (never, _) = Single<Int>.never().asObservable().record()
        #expect(never.events == [])
    }

    @Test func mapTransformsTheElement() {
        var log: [String] = []
        _ = Single.just(2).map { $0 * 10 }.subscribe { log.append("\($0)") }
        _ = Single<Int>.error(TestError(id: 1)).map { $0 * 10 }.subscribe { log.append("\($0)") }
        _ = Single.just(2).map { _ -> Int in throw TestError(id: 4) }.subscribe { log.append("\($0)") }
        #expect(log == ["success(20)", "failure(TestError(1))", "failure(TestError(4))"])
    }

    @Test func flatMapContinuesWithTheNextSingle() {
        var log: [String] = []
        _ = Single.just(2).flatMap { Single.just("#\($0)") }.subscribe { log.append("\($0)") }
        _ = Single.just(2).flatMap { _ in Single<Int>.error(TestError(id: 5)) }.subscribe {
            log.append("\($0)")
        }
        _ = Single.just(2).flatMap { _ -> Single<Int> in throw TestError(id: 6) }.subscribe {
            log.append("\($0)")
        }
        _ = Single<Int>.error(TestError(id: 7)).flatMap { Single.just($0) }.subscribe { log.append("\($0)") }
        #expect(
            log == [
                "success(\"#2\")", "failure(TestError(5))", "failure(TestError(6))", "failure(TestError(7))",
            ])
    }

    @Test func flatMapReleasesTheSourceWhenItSwitches() {
        var log: [String] = []
        let source = Single<Int>.create { observer in
            observer(.success(1))
            return Disposables.create { log.append("source released") }
        }
        let inner = PublishSubject<String>()
        let subscription = source.flatMap { _ in inner.asSingle() }.subscribe { log.append("\($0)") }
        #expect(log == ["source released"])
        #expect(inner.hasObservers)
        subscription.dispose()
        #expect(!inner.hasObservers)
    }

    @Test func disposalMidwayReleasesTheWork() {
        var log: [String] = []
        let pending = Single<Int>.create { _ in Disposables.create { log.append("released") } }
        let subscription = pending.subscribe(
            onSuccess: { log.append("success \($0)") }, onDisposed: { log.append("disposed") })
        subscription.dispose()
        subscription.dispose()
        #expect(log == ["released", "disposed"])
    }

    @Test func subjectFedBackFromOnSuccessIsIgnoredAfterTheOutcome() {
        let subject = PublishSubject<Int>()
        var log: [Int] = []
        _ = subject.asSingle().subscribe(onSuccess: { value in
            log.append(value)
            subject.onNext(value + 1)
        })
        subject.onNext(1)
        subject.onCompleted()
        #expect(log == [1])
    }

    @Test func deferredMakesASinglePerSubscription() {
        var calls = 0
        let single = Single<Int>.deferred {
            calls += 1
            if calls == 2 { throw TestError(id: calls) }
            return .just(calls)
        }
        var log: [String] = []
        _ = single.subscribe { log.append("\($0)") }
        _ = single.subscribe { log.append("\($0)") }
        #expect(log == ["success(1)", "failure(TestError(2))"])
    }

    @Test func subscribeWithObjectHoldsItWeakly() {
        final class Screen { var title = "" }
        let screen = Screen()
        _ = Single.just("Hi").subscribe(with: screen, onSuccess: { screen, title in screen.title = title })
        #expect(screen.title == "Hi")
    }

    @Test func asMaybeKeepsTheOutcome() {
        var log: [String] = []
        _ = Single.just(1).asMaybe().subscribe { log.append("\($0)") }
        #expect(log == ["success(1)"])
    }

    @Test func subscriptionIsReleasedAfterSuccess() {
        weak var weakProbe: Probe?
        do {
            let probe = Probe()
            weakProbe = probe
            _ = Single.just(1).subscribe(onSuccess: { _ in probe.touch() })
        }
        #expect(weakProbe == nil)
    }

    @Test func subscriptionIsReleasedAfterDispose() {
        weak var weakProbe: Probe?
        var subscription: Disposable?
        do {
            let probe = Probe()
            weakProbe = probe
            subscription = Single<Int>.never().flatMap { _ in Single.just(1) }
                .subscribe(onSuccess: { _ in probe.touch() })
        }
        subscription?.dispose()
        subscription = nil
        #expect(weakProbe == nil)
    }
}

private final class Probe {
    var touches = 0
    func touch() { touches += 1 }
}
