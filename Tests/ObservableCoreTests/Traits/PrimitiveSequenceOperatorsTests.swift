import ObservableCore
import TestSupport
import Testing

@Suite struct PrimitiveSequenceOperatorsTests {

    @Test func catchContinuesWithTheSameTrait() {
        #expect(outcome(Single<Int>.error(TestError()).catch { _ in .just(0) }) == ["success(0)"])
        #expect(
            outcome(Single<Int>.error(TestError()).catch { _ in throw TestError(id: 2) }) == [
                "failure(TestError(2))"
            ])
        var log: [String] = []
        _ = Maybe<Int>.error(TestError()).catch { _ in .empty() }.subscribe { log.append("\($0)") }
        _ = Completable.error(TestError()).catch { _ in .empty() }.subscribe { log.append("\($0)") }
        #expect(log == ["completed", "completed"])
    }

    @Test func retryCountsAttempts() {
        var attempts = 0
        let flaky = Single<Int>.deferred {
            attempts += 1
            return attempts < 3 ? .error(TestError(id: attempts)) : .just(attempts)
        }
        #expect(outcome(flaky.retry(2)) == ["failure(TestError(2))"])
        attempts = 0
        #expect(outcome(flaky.retry(3)) == ["success(3)"])
    }

    @Test func retryWhenForTraits() {
        var attempts = 0
        let flaky = Single<Int>.deferred {
            attempts += 1
            return attempts < 3 ? .error(TestError(id: attempts)) : .just(attempts)
        }
        #expect(outcome(flaky.retry(when: { (errors: Observable<TestError>) in errors })) == ["success(3)"])
        var log: [String] = []
        _ = Maybe<Int>.error(TestError()).retry(when: { errors in errors.take(1) }).subscribe {
            log.append("\($0)")
        }
        #expect(log == ["completed"])
    }

    @Test @available(*, deprecated) func deprecatedSpellings() {
        #expect(outcome(Single<Int>.error(TestError()).catchError { _ in .just(1) }) == ["success(1)"])
        #expect(
            Single<Int>.error(TestError()).retryWhen { $0.take(1) }.asObservable().record().0.events == [
                .completed
            ])
        #expect(outcome(Single.just(1).observeOn(CurrentThreadScheduler.instance)) == ["success(1)"])
        #expect(outcome(Single.just(1).subscribeOn(CurrentThreadScheduler.instance)) == ["success(1)"])
    }

    @Test func usingTiesTheResourceToTheSubscription() {
        final class Connection: Disposable {
            var log: [String] = []
            func dispose() { log.append("closed") }
        }
        let connection = Connection()
        let single = Single.using({ connection }, primitiveSequenceFactory: { _ in Single.just(1) })
        _ = single.subscribe(onSuccess: { connection.log.append("success \($0)") })
        #expect(connection.log == ["success 1", "closed"])
        #expect(
            outcome(
                Single<Int>.using({ connection }, primitiveSequenceFactory: { _ in throw TestError(id: 1) }))
                == [
                    "failure(TestError(1))"
                ])
    }

    @Test func schedulingOperatorsKeepTheTrait() {
        #expect(outcome(Single.just(1).observe(on: CurrentThreadScheduler.instance)) == ["success(1)"])
        #expect(outcome(Single.just(1).subscribe(on: CurrentThreadScheduler.instance)) == ["success(1)"])
    }

    @Test func debugPrintsAndPassesTheOutcome() {
        #expect(outcome(Single.just(1).debug("trait")) == ["success(1)"])
    }
}
