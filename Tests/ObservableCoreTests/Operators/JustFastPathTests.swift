import TestSupport
import Testing

@testable import ObservableCore

/// `just`'s fast paths must behave exactly as the general ones: `just(x).map(f)` is one
/// observable (no sink between the two), with `f` run per subscriber, when it subscribes, and its
/// error replacing the completion; `subscribe(onNext:…)` on `just` (mapped or not) calls the
/// closures itself, with no sink, in the order a sink calls them.
@Suite struct JustFastPathTests {
    @Test func isOneObservable() {
        #expect(Observable.just(2).map { $0 * 10 } is _MapJustObservable<Int, Int>)
        #expect(Observable.of(2).map { $0 * 10 } is _MapObservable<Int, Int>)
    }

    @Test func deliversTheTransformedElementThenCompletes() {
        let (recorder, _) = Observable.just(2).map { $0 * 10 }.record()
        #expect(recorder.events == [.next(20), .completed])
    }

    @Test func transformRunsForEachSubscriberWhenItSubscribes() {
        var calls = 0
        let mapped = Observable.just("a").map { text -> String in
            calls += 1
            return text.uppercased()
        }
        #expect(calls == 0)
        let (first, _) = mapped.record()
        let (second, _) = mapped.record()
        #expect(calls == 2)
        #expect(first.events == [.next("A"), .completed])
        #expect(second.events == first.events)
    }

    @Test func aThrownErrorReplacesTheElementAndTheCompletion() {
        let (recorder, _) = Observable.just(1).map { _ -> Int in throw TestError(id: 7) }.record()
        #expect(recorder.events == [.error("TestError(7)")])
    }

    @Test func subscribeWithClosuresSeesElementCompletionAndDisposal() {
        var log: [String] = []
        _ = Observable.just(3).map { "\($0)!" }.subscribe(
            onNext: { log.append($0) }, onError: { log.append("error \($0)") },
            onCompleted: { log.append("completed") }, onDisposed: { log.append("disposed") })
        #expect(log == ["3!", "completed", "disposed"])
    }

    @Test func anUnhandledErrorReachesTheHook() {
        var reported: [String] = []
        Hooks.withDefaultErrorHandler({ _, error in reported.append("\(error)") }) {
            _ = Observable.just(1).map { _ -> Int in throw TestError(id: 2) }.subscribe(onNext: { _ in })
        }
        #expect(reported == ["TestError(2)"])
    }

    @Test func behavesAsMapOverAnyOtherSourceOfOneElement() {
        // `of(x)` is not fused: the same chain through a map sink is the reference.
        let transform: (Int) throws -> Int = { value in
            if value < 0 { throw TestError(id: value) }
            return value + 1
        }
        for input in [-3, 0, 41] {
            let (fused, _) = Observable.just(input).map(transform).take(1).record()
            let (reference, _) = Observable.of(input).map(transform).take(1).record()
            #expect(fused.events == reference.events)
        }
    }

    @Test func composesWithFurtherOperatorsAndRetry() {
        var attempts = 0
        let (recorder, _) = Observable.just(5)
            .map { value -> Int in
                attempts += 1
                if attempts < 3 { throw TestError(id: attempts) }
                return value * attempts
            }
            .retry(3)
            .map { $0 + 1 }
            .record()
        #expect(attempts == 3)
        #expect(recorder.events == [.next(16), .completed])
    }

    @Test func theTraitsStillMap() {
        var single: [String] = []
        _ = Single.just(4).map { $0 * 2 }.subscribe(
            onSuccess: { single.append("success \($0)") }, onFailure: { single.append("failure \($0)") })
        #expect(single == ["success 8"])
        let (maybe, _) = Maybe.just(4).map { $0 + 1 }.asObservable().record()
        #expect(maybe.events == [.next(5), .completed])
    }

    @Test func closuresRunInTheSinksOrderAndTheSubscriptionIsOver() {
        var log: [String] = []
        let subscription = Observable.just("x").subscribe(
            onNext: { log.append("next \($0)") }, onError: { log.append("error \($0)") },
            onCompleted: { log.append("completed") }, onDisposed: { log.append("disposed") })
        #expect(log == ["next x", "completed", "disposed"])
        #expect(subscription is _NopDisposable)  // no sink was made
        subscription.dispose()
        subscription.dispose()
        #expect(log == ["next x", "completed", "disposed"])
    }

    @Test func aMappedErrorGoesToOnErrorThenOnDisposed() {
        var log: [String] = []
        _ = Observable.just(1).map { _ -> Int in throw TestError(id: 3) }.subscribe(
            onNext: { log.append("next \($0)") }, onError: { log.append("error \($0)") },
            onCompleted: { log.append("completed") }, onDisposed: { log.append("disposed") })
        #expect(log == ["error TestError(3)", "disposed"])
    }

    @Test func anyClosureMayBeLeftOut() {
        var disposed = 0
        _ = Observable.just(1).subscribe(onDisposed: { disposed += 1 })
        _ = Observable.just(1).map { $0 }.subscribe()
        _ = Observable.just(1).map { $0 }.subscribe(onDisposed: { disposed += 1 })
        #expect(disposed == 2)
    }

    @Test func matchesTheSinkPathOfAnotherSourceOfOneElement() {
        func log(_ source: Observable<Int>) -> [String] {
            var log: [String] = []
            var reported: [String] = []
            Hooks.withDefaultErrorHandler({ _, error in reported.append("\(error)") }) {
                _ = source.subscribe(
                    onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") },
                    onDisposed: { log.append("disposed") })
            }
            return log + reported.map { "unhandled \($0)" }
        }
        let transform: (Int) throws -> Int = { value in
            if value < 0 { throw TestError(id: value) }
            return value * 2
        }
        for input in [-1, 0, 21] {
            #expect(log(.just(input)) == log(.of(input)))
            #expect(log(Observable.just(input).map(transform)) == log(Observable.of(input).map(transform)))
        }
    }

    @Test func aSubscriptionMadeFromOnNextIsServedToo() {
        var log: [String] = []
        _ = Observable.just(1).subscribe(
            onNext: { first in
                _ = Observable.just(first + 1).map { $0 * 10 }.subscribe(
                    onNext: { log.append("inner \($0)") }, onDisposed: { log.append("inner disposed") })
                log.append("outer \(first)")
            }, onDisposed: { log.append("outer disposed") })
        #expect(log == ["inner 20", "inner disposed", "outer 1", "outer disposed"])
    }
}
