import ObservableCore
import TestSupport
import Testing

/// `create` hands a subscriber that takes elements (`subscribe(onNext:)`, `map`, `reduce`) each
/// `onNext` through the observer's element entry, with no event made; these tests drive that path
/// (`record()` subscribes an observer of events, which takes the other).
@Suite struct CreateTests {
    /// Subscribes with closures, which take elements; returns the history as text.
    private func history<Element>(of source: Observable<Element>) -> (
        events: [String], subscription: Disposable
    ) {
        let events = Box<[String]>([])
        let subscription = source.subscribe(
            onNext: { events.value.append("next(\($0))") },
            onError: { events.value.append("error(\($0))") },
            onCompleted: { events.value.append("completed") },
            onDisposed: { events.value.append("disposed") })
        return (events.value, subscription)
    }

    @Test func valuesReachAnElementSubscriber() {
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onNext(2)
            observer.onCompleted()
            return Disposables.create()
        }
        #expect(history(of: source).events == ["next(1)", "next(2)", "completed", "disposed"])
    }

    @Test func empty() {
        let source = Observable<Int>.create { observer in
            observer.onCompleted()
            return Disposables.create()
        }
        #expect(history(of: source).events == ["completed", "disposed"])
    }

    @Test func errorStopsTheElementPath() {
        var disposed = 0
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onError(TestError(id: 4))
            observer.onNext(2)
            observer.onCompleted()
            return Disposables.create { disposed += 1 }
        }
        #expect(history(of: source).events == ["next(1)", "error(TestError(4))", "disposed"])
        #expect(disposed == 1)
    }

    @Test func nothingAfterCompletedOnTheElementPath() {
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onCompleted()
            observer.onNext(2)
            return Disposables.create()
        }
        #expect(history(of: source).events == ["next(1)", "completed", "disposed"])
    }

    @Test func nothingAfterCompletedThroughMerge() {
        // `merge` goes on after one source completes: `create`'s observer itself must stop
        // lending that source's elements, since the merged subscriber would still take them.
        let observers = Box<[AnyObserver<Int>]>([])
        let first = Observable<Int>.create { observer in
            observers.value.append(observer)
            return Disposables.create()
        }
        let second = Observable<Int>.create { observer in
            observers.value.append(observer)
            return Disposables.create()
        }
        let events = Box<[String]>([])
        let subscription = Observable.merge(first, second).subscribe(
            onNext: { events.value.append("next(\($0))") },
            onCompleted: { events.value.append("completed") })
        observers.value[0].onNext(1)
        observers.value[0].onCompleted()
        observers.value[0].onNext(2)
        observers.value[1].onNext(3)
        observers.value[1].onCompleted()
        observers.value[1].onNext(4)
        #expect(events.value == ["next(1)", "next(3)", "completed"])
        subscription.dispose()
        observers.value = []
    }

    @Test func disposalMidwayStopsTheElementPath() {
        let observers = Box<[AnyObserver<Int>]>([])
        let source = Observable<Int>.create { observer in
            observers.value.append(observer)
            return Disposables.create()
        }
        let events = Box<[String]>([])
        let subscription = source.subscribe(onNext: { events.value.append("next(\($0))") })
        observers.value[0].onNext(1)
        subscription.dispose()
        observers.value[0].onNext(2)
        observers.value[0].onCompleted()
        #expect(events.value == ["next(1)"])
    }

    @Test func disposalFromTheSubscriberStopsTheRest() {
        let observers = Box<[AnyObserver<Int>]>([])
        let source = Observable<Int>.create { observer in
            observers.value.append(observer)
            return Disposables.create()
        }
        let events = Box<[String]>([])
        let subscription = SingleAssignmentDisposable()
        subscription.setDisposable(
            source.subscribe(
                onNext: { value in
                    events.value.append("next(\(value))")
                    if value == 2 { subscription.dispose() }
                }, onDisposed: { events.value.append("disposed") }))
        for value in 1...4 { observers.value[0].onNext(value) }
        observers.value[0].onCompleted()
        #expect(events.value == ["next(1)", "next(2)", "disposed"])
    }

    @Test func throwingMapOnTheElementPath() {
        var disposed = 0
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onNext(2)
            observer.onNext(3)
            return Disposables.create { disposed += 1 }
        }
        let mapped = source.map { value -> Int in
            if value == 2 { throw TestError(id: 5) }
            return value * 10
        }
        #expect(history(of: mapped).events == ["next(10)", "error(TestError(5))", "disposed"])
        #expect(disposed == 1)
    }

    @Test func reentrantOnNextIsDeliveredAtOnce() {
        // As RxSwift: `create` does not serialize, so an element sent from the subscriber's own
        // closure arrives before the closure returns.
        let observers = Box<[AnyObserver<Int>]>([])
        let source = Observable<Int>.create { observer in
            observers.value.append(observer)
            return Disposables.create()
        }
        let events = Box<[String]>([])
        let subscription = source.subscribe(onNext: { value in
            events.value.append("begin \(value)")
            if value == 1 { observers.value[0].onNext(2) }
            events.value.append("end \(value)")
        })
        observers.value[0].onNext(1)
        #expect(events.value == ["begin 1", "begin 2", "end 2", "end 1"])
        // The subscriber's closure reaches the observer, which reaches the subscriber: a test that
        // leaks nothing breaks the cycle.
        subscription.dispose()
        observers.value = []
    }

    @Test func anEventSubscriberStillGetsEvents() {
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.on(.next(2))
            observer.onCompleted()
            return Disposables.create()
        }
        let (recorder, _) = source.record()
        #expect(recorder.events == [.next(1), .next(2), .completed])
    }

    @Test func theSubscriberIsReleasedOnDisposal() {
        let source = ManualSource<Int>()
        weak var weakTracker: Box<Int>?
        var subscription: Disposable?
        do {
            let tracker = Box(0)
            weakTracker = tracker
            subscription = source.observable.subscribe(onNext: { tracker.value += $0 })
        }
        source.onNext(3)
        #expect(weakTracker?.value == 3)
        subscription?.dispose()
        #expect(source.observerCount == 0)
        // The source no longer holds the observer, nor its element entry.
        subscription = nil
        #expect(weakTracker == nil)
    }
}

private final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}
