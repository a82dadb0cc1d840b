import TestSupport
import Testing

@testable import ObservableCore

/// `just(x).map(f)` is one observable (no sink between the two); it must behave exactly as the
/// pair: `f` runs per subscriber, when it subscribes, and its error replaces the completion.
@Suite struct MapJustTests {
    @Test func isOneObservable() {
        #expect(Observable.just(2).map { $0 * 10 } is MapJustObservable<Int, Int>)
        #expect(Observable.of(2).map { $0 * 10 } is MapObservable<Int, Int>)
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
}
