import ObservableCore
import TestSupport
import Testing

/// `subscribe(onNext:onError:onCompleted:onDisposed:)` keeps its stop and disposal closures apart
/// from the sink, made only when one is given: each combination still runs what it was given.
@Suite struct SubscribeClosuresTests {
    final class Token {}

    @Test func onNextAloneReceivesElementsAndCompletes() {
        let subject = PublishSubject<Int>()
        var seen: [Int] = []
        let subscription = subject.subscribe(onNext: { seen.append($0) })
        subject.onNext(1)
        subject.onNext(2)
        subject.onCompleted()
        subject.onNext(3)
        #expect(seen == [1, 2])
        subscription.dispose()
    }

    @Test func onDisposedAloneRunsOnceWhateverEndsTheSubscription() {
        let subject = PublishSubject<Int>()
        var disposed = 0
        let subscription = subject.subscribe(onDisposed: { disposed += 1 })
        subject.onNext(1)
        #expect(disposed == 0)
        subject.onCompleted()
        #expect(disposed == 1)
        subscription.dispose()
        #expect(disposed == 1)

        let other = PublishSubject<Int>()
        let disposedEarly = other.subscribe(onDisposed: { disposed += 1 })
        disposedEarly.dispose()
        disposedEarly.dispose()
        #expect(disposed == 2)
    }

    @Test func eachStopClosureRunsWithoutTheOthers() {
        let failing = PublishSubject<Int>()
        var log: [String] = []
        _ = failing.subscribe(onError: { log.append("error \($0)") })
        failing.onError(TestError(id: 7))

        let completing = PublishSubject<Int>()
        _ = completing.subscribe(onCompleted: { log.append("completed") })
        completing.onNext(1)
        #expect(log == ["error TestError(7)"])

        completing.onCompleted()
        completing.onCompleted()
        #expect(log == ["error TestError(7)", "completed"])
    }

    @Test func disposalReleasesOnDisposedAtOnceAndTheRestWithTheSubscription() {
        let subject = PublishSubject<Int>()
        weak var capturedByNext: Token?
        weak var capturedByDisposed: Token?
        var subscriptions: [Disposable] = []
        do {
            let nextToken = Token()
            let disposedToken = Token()
            capturedByNext = nextToken
            capturedByDisposed = disposedToken
            subscriptions.append(subject.subscribe(onNext: { _ in _ = nextToken }))
            subscriptions.append(subject.subscribe(onNext: { _ in }, onDisposed: { _ = disposedToken }))
        }
        #expect(capturedByNext != nil)
        #expect(capturedByDisposed != nil)
        for subscription in subscriptions { subscription.dispose() }
        #expect(capturedByDisposed == nil)
        subscriptions = []
        #expect(capturedByNext == nil)
    }
}
