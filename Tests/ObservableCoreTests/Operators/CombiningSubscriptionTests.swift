import ObservableCore
import TestSupport
import Testing

/// A source of `zip` or `combineLatest` that stops the operator while it is being subscribed (one
/// that fails at once) does not keep RxSwift from subscribing the sources after it: each is
/// subscribed, so its subscription side effects happen, and all are disposed once the last
/// subscription is made, in source order. The histories expected here are RxSwift 6.10's, taken
/// by running the same programs against it.
@Suite struct CombiningSubscriptionTests {
    /// What the sources, the operator's user closures and the observer did, in order.
    final class Log {
        var entries: [String] = []

        func logged(_ name: String, _ source: Observable<Int>) -> Observable<Int> {
            source.do(
                onNext: { self.entries.append("\(name) next \($0)") },
                onError: { _ in self.entries.append("\(name) error") },
                onCompleted: { self.entries.append("\(name) completed") },
                onSubscribe: { self.entries.append("\(name) subscribe") },
                onDispose: { self.entries.append("\(name) dispose") })
        }

        /// Sources `s1` to `s<count>`: the one at `failing` fails during its subscription (after
        /// emitting its number, if `emitsFirst`), every other emits its number at once and never
        /// ends, so only the operator's disposal ends it.
        func sources(_ count: Int, failing: Int, emitsFirst: Bool = false) -> [Observable<Int>] {
            (1...count).map { index in
                guard index == failing else {
                    return logged("s\(index)", Observable<Int>.never().startWith(index))
                }
                guard emitsFirst else { return logged("s\(index)", .error(TestError(id: index))) }
                return logged(
                    "s\(index)",
                    Observable.create { observer in
                        observer.onNext(index)
                        observer.onError(TestError(id: index))
                        return Disposables.create()
                    })
            }
        }

        /// A result selector that logs what it is given.
        func selector(_ values: [Int]) -> Int {
            entries.append("selector \(values)")
            return values.reduce(0, +)
        }

        /// Subscribes, then disposes, and returns the history.
        func run(_ observable: Observable<Int>) -> [String] {
            entries = []
            let subscription = observable.subscribe(
                onNext: { self.entries.append("observer next \($0)") },
                onError: { self.entries.append("observer error \($0)") },
                onCompleted: { self.entries.append("observer completed") })
            entries.append("subscribed")
            subscription.dispose()
            entries.append("disposed")
            return entries
        }
    }

    /// RxSwift's history for ``Log/sources(_:failing:emitsFirst:)`` without `emitsFirst`: every
    /// source subscribed in order, the failing one ending itself; then the others disposed.
    static func expectedHistory(count: Int, failing: Int) -> [String] {
        var history: [String] = []
        for index in 1...count {
            history.append("s\(index) subscribe")
            if index == failing {
                history += ["s\(index) error", "observer error TestError(\(index))", "s\(index) dispose"]
            } else {
                history.append("s\(index) next \(index)")
            }
        }
        history += (1...count).filter { $0 != failing }.map { "s\($0) dispose" }
        return history + ["subscribed", "disposed"]
    }

    static func zip(_ sources: [Observable<Int>], _ log: Log) -> Observable<Int> {
        let s = sources
        switch s.count {
        case 2: return Observable.zip(s[0], s[1]) { log.selector([$0, $1]) }
        case 3: return Observable.zip(s[0], s[1], s[2]) { log.selector([$0, $1, $2]) }
        case 4: return Observable.zip(s[0], s[1], s[2], s[3]) { log.selector([$0, $1, $2, $3]) }
        case 5: return Observable.zip(s[0], s[1], s[2], s[3], s[4]) { log.selector([$0, $1, $2, $3, $4]) }
        case 6:
            return Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5]) {
                log.selector([$0, $1, $2, $3, $4, $5])
            }
        case 7:
            return Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) {
                log.selector([$0, $1, $2, $3, $4, $5, $6])
            }
        default:
            return Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) {
                log.selector([$0, $1, $2, $3, $4, $5, $6, $7])
            }
        }
    }

    static func zipTuples(_ sources: [Observable<Int>]) -> Observable<Int> {
        let s = sources
        switch s.count {
        case 2: return Observable.zip(s[0], s[1]).map { $0 + $1 }
        case 3: return Observable.zip(s[0], s[1], s[2]).map { $0 + $1 + $2 }
        case 4: return Observable.zip(s[0], s[1], s[2], s[3]).map { $0 + $1 + $2 + $3 }
        case 5: return Observable.zip(s[0], s[1], s[2], s[3], s[4]).map { $0 + $1 + $2 + $3 + $4 }
        case 6: return Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5]).map { $0.0 + $0.5 }
        case 7: return Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6]).map { $0.0 + $0.6 }
        default: return Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]).map { $0.0 + $0.7 }
        }
    }

    static func combineLatest(_ sources: [Observable<Int>], _ log: Log) -> Observable<Int> {
        let s = sources
        switch s.count {
        case 2: return Observable.combineLatest(s[0], s[1]) { log.selector([$0, $1]) }
        case 3: return Observable.combineLatest(s[0], s[1], s[2]) { log.selector([$0, $1, $2]) }
        case 4: return Observable.combineLatest(s[0], s[1], s[2], s[3]) { log.selector([$0, $1, $2, $3]) }
        case 5:
            return Observable.combineLatest(s[0], s[1], s[2], s[3], s[4]) {
                log.selector([$0, $1, $2, $3, $4])
            }
        case 6:
            return Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5]) {
                log.selector([$0, $1, $2, $3, $4, $5])
            }
        case 7:
            return Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) {
                log.selector([$0, $1, $2, $3, $4, $5, $6])
            }
        default:
            return Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) {
                log.selector([$0, $1, $2, $3, $4, $5, $6, $7])
            }
        }
    }

    static func combineLatestTuples(_ sources: [Observable<Int>]) -> Observable<Int> {
        let s = sources
        switch s.count {
        case 2: return Observable.combineLatest(s[0], s[1]).map { $0 + $1 }
        case 3: return Observable.combineLatest(s[0], s[1], s[2]).map { $0 + $1 + $2 }
        case 4: return Observable.combineLatest(s[0], s[1], s[2], s[3]).map { $0 + $1 + $2 + $3 }
        case 5: return Observable.combineLatest(s[0], s[1], s[2], s[3], s[4]).map { $0.0 + $0.4 }
        case 6: return Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5]).map { $0.0 + $0.5 }
        case 7: return Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6]).map { $0.0 + $0.6 }
        default:
            return Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]).map {
                $0.0 + $0.7
            }
        }
    }

    @Test(arguments: 2...8) func zipSubscribesTheSourcesAfterOneThatFailsAtOnce(count: Int) {
        let log = Log()
        for failing in 1...count {
            let expected = Self.expectedHistory(count: count, failing: failing)
            #expect(log.run(Self.zip(log.sources(count, failing: failing), log)) == expected)
            #expect(log.run(Self.zipTuples(log.sources(count, failing: failing))) == expected)
        }
    }

    @Test(arguments: 2...8) func combineLatestSubscribesTheSourcesAfterOneThatFailsAtOnce(count: Int) {
        let log = Log()
        for failing in 1...count {
            let expected = Self.expectedHistory(count: count, failing: failing)
            #expect(log.run(Self.combineLatest(log.sources(count, failing: failing), log)) == expected)
            #expect(log.run(Self.combineLatestTuples(log.sources(count, failing: failing))) == expected)
        }
    }

    @Test(arguments: 1...4) func collectionFormsSubscribeTheSourcesAfterOneThatFailsAtOnce(failing: Int) {
        let log = Log()
        let expected = Self.expectedHistory(count: 4, failing: failing)
        #expect(
            log.run(Observable.zip(log.sources(4, failing: failing), resultSelector: log.selector))
                == expected)
        #expect(log.run(Observable.zip(log.sources(4, failing: failing)).map { $0.reduce(0, +) }) == expected)
        #expect(
            log.run(Observable.combineLatest(log.sources(4, failing: failing), resultSelector: log.selector))
                == expected)
        #expect(
            log.run(Observable.combineLatest(log.sources(4, failing: failing)).map { $0.reduce(0, +) })
                == expected)
    }

    @Test func elementsAfterTheStopRunNoUserCode() {
        // RxSwift's fixed-arity forms and its collection `combineLatest` still call the result
        // selector for elements that complete a combination after the stop (and drop its
        // result); its collection `zip` does not. Here no form does: a stopped operator runs no
        // user code (the Compatibility article).
        let log = Log()
        let expected = [
            "s1 subscribe", "s1 next 1", "s2 subscribe", "s2 next 2", "s2 error",
            "observer error TestError(2)",
            "s2 dispose", "s3 subscribe", "s3 next 3", "s1 dispose", "s3 dispose", "subscribed", "disposed",
        ]
        #expect(log.run(Self.zip(log.sources(3, failing: 2, emitsFirst: true), log)) == expected)
        #expect(log.run(Self.combineLatest(log.sources(3, failing: 2, emitsFirst: true), log)) == expected)
        #expect(
            log.run(
                Observable.zip(log.sources(3, failing: 2, emitsFirst: true), resultSelector: log.selector))
                == expected)
        #expect(
            log.run(
                Observable.combineLatest(
                    log.sources(3, failing: 2, emitsFirst: true), resultSelector: log.selector))
                == expected)
    }

    @Test func aCombinationBeforeTheFailureIsDelivered() {
        let log = Log()
        #expect(
            log.run(Self.zip(log.sources(3, failing: 3, emitsFirst: true), log)) == [
                "s1 subscribe", "s1 next 1", "s2 subscribe", "s2 next 2", "s3 subscribe", "s3 next 3",
                "selector [1, 2, 3]", "observer next 6", "s3 error", "observer error TestError(3)",
                "s3 dispose",
                "s1 dispose", "s2 dispose", "subscribed", "disposed",
            ])
    }

    @Test func withLatestFromAlreadySubscribesTheFirstAfterTheSecondFails() {
        // RxSwift subscribes `second`, then `first`, whatever `second` did; so does ours.
        let log = Log()
        let first = log.logged("first", Observable<Int>.never().startWith(1))
        #expect(
            log.run(first.withLatestFrom(log.logged("second", .error(TestError(id: 2))))) == [
                "second subscribe", "second error", "observer error TestError(2)", "second dispose",
                "first subscribe", "first next 1", "first dispose", "subscribed", "disposed",
            ])
    }

    @Test func singleZipSubscribesTheSinglesAfterOneThatFailsAtOnce() {
        var log: [String] = []
        func logged(_ name: String, _ single: Single<Int>) -> Single<Int> {
            single.do(
                onSuccess: { log.append("\(name) success \($0)") },
                onError: { _ in log.append("\(name) error") },
                onSubscribe: { log.append("\(name) subscribe") }, onDispose: { log.append("\(name) dispose") }
            )
        }
        let tuple = Single.zip(
            logged("a", .error(TestError(id: 1))), logged("b", .never()), logged("c", .just(3))
        )
        .subscribe(onSuccess: { _ in log.append("success") }, onFailure: { log.append("failure \($0)") })
        tuple.dispose()
        #expect(
            log == [
                "a subscribe", "a error", "failure TestError(1)", "a dispose", "b subscribe", "c subscribe",
                "c success 3", "c dispose", "b dispose",
            ])
        log = []
        let collection = Single.zip([
            logged("a", .never()), logged("b", .error(TestError(id: 2))), logged("c", .never()),
        ])
        .subscribe(onSuccess: { _ in log.append("success") }, onFailure: { log.append("failure \($0)") })
        collection.dispose()
        #expect(
            log == [
                "a subscribe", "b subscribe", "b error", "failure TestError(2)", "b dispose", "c subscribe",
                "a dispose", "c dispose",
            ])
        log = []
        let maybes = Maybe.zip(
            Maybe<Int>.error(TestError(id: 3)).do(onSubscribe: { log.append("a subscribe") }),
            Maybe<Int>.never().do(
                onSubscribe: { log.append("b subscribe") }, onDispose: { log.append("b dispose") })
        ).subscribe(onSuccess: { _ in log.append("success") }, onError: { log.append("error \($0)") })
        maybes.dispose()
        #expect(log == ["a subscribe", "error TestError(3)", "b subscribe", "b dispose"])
    }

    @Test func aSourceSubscribedAfterTheStopIsDisposedAndTheSinkReleased() {
        weak var weakSink: AnyObject?
        let source = ManualSource<Int>()
        do {
            let subscription = Observable.zip(Observable<Int>.error(TestError(id: 1)), source.observable)
                .subscribe()
            weakSink = subscription as AnyObject
            #expect(source.subscribeCount == 1 && source.disposeCount == 1 && source.observerCount == 0)
        }
        #expect(weakSink == nil)
    }
}
