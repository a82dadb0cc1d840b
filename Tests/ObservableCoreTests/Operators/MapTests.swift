import ObservableCore
import TestSupport
import Testing

/// `map` before a subscriber that takes elements (`subscribe(onNext:)`): each result goes to the
/// subscriber's element entry with no event made. `record()` subscribes an observer of events,
/// which takes the other path (covered with the other operators in CoreGrammarTests and
/// MapFilterFusionTests).
@Suite struct MapTests {
    private final class Log {
        var entries: [String] = []
    }

    private func subscribeElements<Element>(_ source: Observable<Element>, _ log: Log) -> Disposable {
        source.subscribe(
            onNext: { log.entries.append("next(\($0))") }, onError: { log.entries.append("error(\($0))") },
            onCompleted: { log.entries.append("completed") }, onDisposed: { log.entries.append("disposed") })
    }

    @Test func valuesReachAnElementSubscriber() {
        let source = ManualSource<Int>()
        let log = Log()
        _ = subscribeElements(source.observable.map { "#\($0)" }, log)
        source.onNext(1)
        source.onNext(2)
        source.onCompleted()
        #expect(log.entries == ["next(#1)", "next(#2)", "completed", "disposed"])
    }

    @Test func fromALendingSource() {
        // `create`'s observer lends what it is sent with `onNext`: map takes it, transforms it and
        // lends the result in turn.
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onNext(2)
            observer.onCompleted()
            return Disposables.create()
        }
        let log = Log()
        _ = subscribeElements(source.map { $0 * 10 }, log)
        #expect(log.entries == ["next(10)", "next(20)", "completed", "disposed"])
    }

    @Test func empty() {
        let log = Log()
        _ = subscribeElements(Observable<Int>.empty().map { $0 }, log)
        #expect(log.entries == ["completed", "disposed"])
    }

    @Test func error() {
        let source = ManualSource<Int>()
        let log = Log()
        _ = subscribeElements(source.observable.map { $0 }, log)
        source.onNext(1)
        source.onError(TestError(id: 9))
        source.onNext(2)
        #expect(log.entries == ["next(1)", "error(TestError(9))", "disposed"])
        #expect(source.observerCount == 0)
    }

    @Test func throwingTransform() {
        let source = ManualSource<Int>()
        let log = Log()
        _ = subscribeElements(
            source.observable.map { value -> Int in
                if value == 2 { throw TestError(id: 10) }
                return value
            }, log)
        source.onNext(1)
        source.onNext(2)
        source.onNext(3)
        #expect(log.entries == ["next(1)", "error(TestError(10))", "disposed"])
        #expect(source.observerCount == 0)
    }

    @Test func disposalMidway() {
        let source = ManualSource<Int>()
        let log = Log()
        let subscription = subscribeElements(source.observable.map { $0 }, log)
        source.onNext(1)
        subscription.dispose()
        source.onNext(2)
        #expect(log.entries == ["next(1)", "disposed"])
        #expect(source.observerCount == 0)
    }

    @Test func disposalDuringTheTransformDropsItsResult() {
        let source = ManualSource<Int>()
        let log = Log()
        var subscription: Disposable?
        subscription = subscribeElements(
            source.observable.map { value -> Int in
                if value == 2 { subscription?.dispose() }
                return value
            }, log)
        source.onNext(1)
        source.onNext(2)
        #expect(log.entries == ["next(1)", "disposed"])
        subscription = nil  // the closure holds it: break the cycle
    }

    @Test func reentrantElementsAreDeliveredAtOnce() {
        // As RxSwift: `map` does not serialize, so an element sent from the subscriber's closure
        // arrives before that closure returns.
        let source = ManualSource<Int>()
        var log: [String] = []
        _ = source.observable.map { $0 * 10 }.subscribe(onNext: { value in
            log.append("begin \(value)")
            if value == 10 { source.onNext(2) }
            log.append("end \(value)")
        })
        source.onNext(1)
        #expect(log == ["begin 10", "begin 20", "end 20", "end 10"])
    }

    @Test func theSubscriberIsReleased() {
        let source = ManualSource<Int>()
        weak var weakLog: Log?
        var subscription: Disposable?
        do {
            let log = Log()
            weakLog = log
            subscription = subscribeElements(source.observable.map { $0 }, log)
        }
        source.onNext(1)
        #expect(weakLog?.entries == ["next(1)"])
        subscription?.dispose()
        subscription = nil
        #expect(weakLog == nil)
        #expect(source.observerCount == 0)
    }
}
