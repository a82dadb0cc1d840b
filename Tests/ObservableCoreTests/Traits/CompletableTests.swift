import ObservableCore
import TestSupport
import Testing

@Suite struct CompletableTests {
    @Test func createReportsTheFirstOutcomeOnly() {
        var log: [String] = []
        for outcome in [CompletableEvent.completed, .error(TestError(id: 1))] {
            _ = Completable.create { observer in
                observer(outcome)
                observer(.completed)
                return Disposables.create { log.append("released") }
            }.subscribe { log.append("\($0)") }
        }
        #expect(log == ["completed", "released", "error(TestError(1))", "released"])
    }

    @Test func subscribeCallsOneOutcomeThenOnDisposed() {
        var log: [String] = []
        func subscribe(_ completable: Completable) {
            _ = completable.subscribe(
                onCompleted: { log.append("completed") },
                onError: { log.append("error \($0)") },
                onDisposed: { log.append("disposed") })
        }
        subscribe(.empty())
        subscribe(.error(TestError(id: 2)))
        subscribe(.never())
        #expect(log == ["completed", "disposed", "error TestError(2)", "disposed"])
    }

    @Test func asCompletableWrapsAnObservableOfNever() {
        let subject = PublishSubject<Never>()
        var log: [String] = []
        _ = subject.asCompletable().subscribe { log.append("\($0)") }
        subject.onCompleted()
        #expect(log == ["completed"])
        #expect(Completable.empty().asObservable().record().0.events == [.completed])
    }

    @Test func deferredMakesACompletablePerSubscription() {
        var calls = 0
        let work = Completable.deferred {
            calls += 1
            if calls == 2 { throw TestError(id: 3) }
            return .empty()
        }
        var log: [String] = []
        _ = work.subscribe { log.append("\($0)") }
        _ = work.subscribe { log.append("\($0)") }
        #expect(log == ["completed", "error(TestError(3))"])
    }

    @Test func disposalMidwayReleasesTheWork() {
        var log: [String] = []
        let subscription = Completable.create { _ in Disposables.create { log.append("released") } }
            .subscribe(onDisposed: { log.append("disposed") })
        subscription.dispose()
        #expect(log == ["released", "disposed"])
    }

    @Test func subscribeWithObjectHoldsItWeakly() {
        final class Screen { var done = false }
        let screen = Screen()
        _ = Completable.empty().subscribe(with: screen, onCompleted: { $0.done = true })
        #expect(screen.done)
    }

    @Test func subscriptionIsReleasedAfterAnError() {
        weak var weakProbe: Probe?
        do {
            let probe = Probe()
            weakProbe = probe
            _ = Completable.error(TestError()).subscribe(onError: { _ in probe.touch() })
        }
        #expect(weakProbe == nil)
    }
}

private final class Probe {
    var touches = 0
    func touch() { touches += 1 }
}
