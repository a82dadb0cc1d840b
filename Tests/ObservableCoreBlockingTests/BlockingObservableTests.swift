import Dispatch
import ObservableCore
import ObservableCoreBlocking
import TestSupport
import Testing

/// What `body` throws, as text (`RxError` is not `Equatable`), or `nil`.
private func thrown(_ body: () throws -> Any?) -> String? {
    do {
        _ = try body()
        return nil
    } catch {
        return "\(error)"
    }
}

@Suite struct BlockingObservableTests {
    @Test func toArrayReturnsEveryElement() throws {
        #expect(try Observable.of(1, 2, 3).toBlocking().toArray() == [1, 2, 3])
        #expect(try Observable<Int>.empty().toBlocking().toArray() == [])
    }

    @Test func toArrayThrowsTheError() {
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onError(TestError(id: 1))
            return Disposables.create()
        }
        #expect(throws: TestError(id: 1)) { try source.toBlocking().toArray() }
    }

    @Test func elementsSentOnAnotherThreadAreWaitedFor() throws {
        let worker = ConcurrentDispatchQueueScheduler(qos: .default)
        let source = Observable.of(1, 2, 3).subscribe(on: worker)
        #expect(try source.toBlocking().toArray() == [1, 2, 3])
        #expect(try source.toBlocking(timeout: 60).last() == 3)
    }

    @Test func firstStopsAtTheFirstElement() throws {
        let source = ManualSource<Int>()
        let blocking = Observable<Int>.create { observer in
            let subscription = source.observable.subscribe(observer)
            source.onNext(1)
            source.onNext(2)
            return subscription
        }
        #expect(try blocking.toBlocking().first() == 1)
        #expect(source.observerCount == 0)
        #expect(try Observable<Int>.empty().toBlocking().first() == nil)
        #expect(throws: TestError(id: 2)) { try Observable<Int>.error(TestError(id: 2)).toBlocking().first() }
    }

    @Test func lastIsTheLastElement() throws {
        #expect(try Observable.of(1, 2, 3).toBlocking().last() == 3)
        #expect(try Observable<Int>.empty().toBlocking().last() == nil)
    }

    @Test func singleWantsExactlyOneElement() throws {
        #expect(try Observable.just(7).toBlocking().single() == 7)
        #expect(thrown { try Observable<Int>.empty().toBlocking().single() } == "\(RxError.noElements)")
        #expect(thrown { try Observable.of(1, 2).toBlocking().single() } == "\(RxError.moreThanOneElement)")
        #expect(try Observable.of(1, 2, 3).toBlocking().single { $0 == 2 } == 2)
        #expect(
            thrown { try Observable.of(1, 2, 3).toBlocking().single { $0 > 1 } }
                == "\(RxError.moreThanOneElement)")
        #expect(throws: TestError(id: 3)) {
            try Observable.of(1).toBlocking().single { _ in throw TestError(id: 3) }
        }
    }

    @Test func singleStopsCallingThePredicateAtTheSecondMatch() {
        var seen: [Int] = []
        #expect(
            thrown {
                try Observable.of(42, 43, 44, 45).toBlocking().single {
                    seen.append($0)
                    return $0 >= 43
                }
            } == "\(RxError.moreThanOneElement)")
        #expect(seen == [42, 43, 44])
        seen = []
        #expect(
            thrown {
                try Observable.of(1, 2, 3).toBlocking().single {
                    seen.append($0)
                    if $0 == 2 { throw TestError(id: 4) }
                    return false
                }
            } == "\(TestError(id: 4))")
        #expect(seen == [1, 2])
    }

    @Test func onTheMainThreadTheMainQueueRunsWhileItWaits() async throws {
        let result = try await ChildProcess.run("BlockingOnTheMainThread", [])
        #expect(
            result
                == ChildProcess.Result(
                    status: 0,
                    output: """
                        main thread: true
                        just on MainScheduler: [42]
                        delay on MainScheduler: [1]
                        observe(on: asyncInstance): [1, 2, 3]
                        from another queue: [7, 8]
                        first on MainScheduler: [5]
                        never, with a timeout: \(RxError.timeout)

                        """,
                    errorOutput: ""))
    }

    @Test func materializeTellsHowItEnded() {
        guard case .completed(let elements) = Observable.of(1, 2).toBlocking().materialize() else {
            Issue.record("expected completion")
            return
        }
        #expect(elements == [1, 2])
        let failing = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onError(TestError(id: 4))
            return Disposables.create()
        }
        guard case .failed(let before, let error) = failing.toBlocking().materialize() else {
            Issue.record("expected failure")
            return
        }
        #expect(before == [1])
        #expect(error as? TestError == TestError(id: 4))
    }

    @Test func traitsReadBlocking() throws {
        #expect(try Single.just(1).toBlocking().first() == 1)
        #expect(try Maybe<Int>.empty().toBlocking().toArray() == [])
        #expect(try Completable.empty().toBlocking().toArray().isEmpty)
        // As RxSwift's tests write it.
        #expect(try Single.zip(Single.just(1), Single.just(1)).toBlocking().first().map { $0 + $1 } == 2)
    }

    /// The one test that waits for real: the timeout is the behaviour under test, so it is kept
    /// short.
    @Test func aSequenceThatDoesNotEndInTimeThrowsTimeout() {
        let disposed = TallyCounter()
        let never = Observable<Int>.never().do(onDispose: { disposed.increment() })
        #expect(thrown { try never.toBlocking(timeout: 0.05).toArray() } == "\(RxError.timeout)")
        #expect(disposed.current == 1)
        guard case .failed(let elements, let error) = never.toBlocking(timeout: 0.01).materialize() else {
            Issue.record("expected failure")
            return
        }
        #expect(elements == [])
        #expect("\(error)" == "\(RxError.timeout)")
    }
}
