import ObservableCore
import TestSupport
import Testing

@Suite struct UsingTests {
    /// A resource that reports its disposal.
    private final class Resource: Disposable {
        let onDispose: () -> Void
        init(_ onDispose: @escaping () -> Void) { self.onDispose = onDispose }
        func dispose() { onDispose() }
    }

    @Test func resourceIsDisposedAfterTheSequenceEnds() {
        var log: [String] = []
        let numbers = Observable.using(
            { Resource { log.append("resource disposed") } },
            observableFactory: { _ in Observable.of(1, 2) })
        _ = numbers.subscribe { log.append("\($0)") }
        #expect(log == ["next(1)", "next(2)", "completed", "resource disposed"])
    }

    @Test func resourceIsMadeOncePerSubscriptionAndHandedToTheFactory() {
        final class Connection: Disposable {
            let id: Int
            var disposed = false
            init(id: Int) { self.id = id }
            func dispose() { disposed = true }
        }
        var made: [Connection] = []
        let observable = Observable.using(
            { () -> Connection in
                let connection = Connection(id: made.count)
                made.append(connection)
                return connection
            }, observableFactory: { connection in Observable.just(connection.id) })
        #expect(observable.record().0.events == [.next(0), .completed])
        #expect(observable.record().0.events == [.next(1), .completed])
        #expect(made.map(\.disposed) == [true, true])
    }

    @Test func errorOfTheSequenceDisposesTheResource() {
        var log: [String] = []
        _ = Observable<Int>.using(
            { Resource { log.append("resource disposed") } },
            observableFactory: { _ in .error(TestError(id: 1)) }
        ).subscribe { log.append("\($0)") }
        #expect(log == ["error(TestError(1))", "resource disposed"])
    }

    @Test func throwingFactories() {
        var log: [String] = []
        _ = Observable<Int>.using(
            { () throws -> Resource in throw TestError(id: 1) },
            observableFactory: { _ in .just(1) }
        ).subscribe { log.append("\($0)") }
        _ = Observable<Int>.using(
            { Resource { log.append("resource disposed") } },
            observableFactory: { _ in throw TestError(id: 2) }
        ).subscribe { log.append("\($0)") }
        #expect(log == ["error(TestError(1))", "error(TestError(2))", "resource disposed"])
    }

    @Test func disposalMidwayDisposesTheSubscriptionThenTheResource() {
        var log: [String] = []
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            return Disposables.create { log.append("source disposed") }
        }
        let subscription = Observable.using(
            { Resource { log.append("resource disposed") } }, observableFactory: { _ in source }
        ).subscribe(onNext: { log.append("next \($0)") })
        subscription.dispose()
        #expect(log == ["next 1", "source disposed", "resource disposed"])
    }

    @Test func neverKeepsTheResource() {
        var disposed = false
        let subscription = Observable<Int>.using(
            { Resource { disposed = true } }, observableFactory: { _ in .never() }
        ).subscribe()
        #expect(!disposed)
        subscription.dispose()
        #expect(disposed)
    }

    @Test func observerDisposingDuringDelivery() {
        var log: [String] = []
        var subscription: Disposable?
        let source = PublishSubject<Int>()
        subscription = Observable.using(
            { Resource { log.append("resource disposed") } },
            observableFactory: { _ in source.asObservable() }
        ).subscribe(onNext: { value in
            log.append("next \(value)")
            subscription?.dispose()
        })
        source.onNext(1)
        source.onNext(2)
        #expect(log == ["next 1", "resource disposed"])
        subscription = nil  // the closure holds it: break the cycle
    }
}
