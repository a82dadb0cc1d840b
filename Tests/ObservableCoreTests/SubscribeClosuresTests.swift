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

    /// How a subscription in ``everyCombinationLetsGoAtItsEndWhileItsDisposableIsHeld`` ends.
    enum Ending: CaseIterable, Sendable { case dispose, complete, fail }

    /// Every subset of the four closures (the subscription is made from the smallest objects that
    /// hold what was given), ended every way: each closure runs as given, an unhandled error goes
    /// to `Hooks`, `onDisposed` runs once, and everything the closures capture is released while
    /// the caller still holds the disposable.
    @Test(arguments: Array(0..<16), Ending.allCases)
    func everyCombinationLetsGoAtItsEndWhileItsDisposableIsHeld(given: Int, ending: Ending) {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        var reported: [String] = []
        weak var captured: Token?
        var subscription: Disposable?
        Hooks.withDefaultErrorHandler({ _, error in reported.append("\(error)") }) {
            do {
                let token = Token()
                captured = token
                subscription = subject.subscribe(
                    onNext: given & 1 == 0
                        ? nil
                        : {
                            _ = token; log.append("next \($0)")
                        },
                    onError: given & 2 == 0
                        ? nil
                        : {
                            _ = token; log.append("error \($0)")
                        },
                    onCompleted: given & 4 == 0
                        ? nil
                        : {
                            _ = token; log.append("completed")
                        },
                    onDisposed: given & 8 == 0
                        ? nil
                        : {
                            _ = token; log.append("disposed")
                        })
            }
            subject.onNext(1)
            switch ending {
            case .dispose: subscription?.dispose()
            case .complete: subject.onCompleted()
            case .fail: subject.onError(TestError(id: 3))
            }
            subject.onNext(2)
            subscription?.dispose()
        }
        var expected: [String] = given & 1 == 0 ? [] : ["next 1"]
        switch ending {
        case .dispose: break
        case .complete: if given & 4 != 0 { expected.append("completed") }
        case .fail: if given & 2 != 0 { expected.append("error TestError(3)") }
        }
        if given & 8 != 0 { expected.append("disposed") }
        #expect(log == expected)
        #expect(reported == (ending == .fail && given & 2 == 0 ? ["TestError(3)"] : []))
        #expect(captured == nil, "released while the disposable is held")
        #expect(subject.hasObservers == false)
        withExtendedLifetime(subscription) {}
    }
}
