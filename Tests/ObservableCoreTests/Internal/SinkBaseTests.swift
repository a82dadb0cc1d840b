import ObservableCore
import Testing

/// What every sink does with its upstream subscription: disposed exactly once, whether the
/// subscriber disposes, the source stops, or the source stops before its subscription is stored;
/// and let go of then, though the subscriber still holds the sink. Both kinds of sink are tested:
/// an operator's (`map`, and `subscribe(_:)`'s event closure) and `subscribe(onNext:…)`'s.
@Suite struct SinkBaseTests {
    final class Token {}

    final class Counter {
        var count = 0
    }

    /// A disposable that is not a class, holding an object that shows when it is let go of.
    struct CountingDisposable: Disposable {
        let counter: Counter
        let token: Token

        func dispose() { counter.count += 1 }
    }

    /// The ways a test subscribes: each through a different sink.
    enum Subscriber: CaseIterable {
        case onNext, eventClosure, mapThenOnNext

        func subscribe(_ source: Observable<Int>) -> Disposable {
            switch self {
            case .onNext: source.subscribe(onNext: { _ in })
            case .eventClosure: source.subscribe { _ in }
            case .mapThenOnNext: source.map { $0 + 1 }.subscribe(onNext: { _ in })
            }
        }
    }

    @Test(arguments: Subscriber.allCases)
    func disposalDisposesAValueTypeUpstreamOnceAndLetsGoOfIt(_ subscriber: Subscriber) {
        let counter = Counter()
        weak var token: Token?
        let source = Observable<Int>.create { _ in
            let made = Token()
            token = made
            return CountingDisposable(counter: counter, token: made)
        }
        let subscription = subscriber.subscribe(source)
        #expect(counter.count == 0)
        #expect(token != nil)
        subscription.dispose()
        #expect(counter.count == 1)
        #expect(token == nil)
        subscription.dispose()
        #expect(counter.count == 1)
    }

    @Test(arguments: Subscriber.allCases)
    func aStopEventDisposesAValueTypeUpstreamOnceAndLetsGoOfIt(_ subscriber: Subscriber) {
        let counter = Counter()
        weak var token: Token?
        var observers: [AnyObserver<Int>] = []
        let source = Observable<Int>.create { observer in
            observers.append(observer)
            let made = Token()
            token = made
            return CountingDisposable(counter: counter, token: made)
        }
        let subscription = subscriber.subscribe(source)
        observers[0].onNext(1)
        #expect(counter.count == 0)
        observers[0].onCompleted()
        #expect(counter.count == 1)
        #expect(token == nil)
        subscription.dispose()
        observers[0].onNext(2)
        #expect(counter.count == 1)
    }

    @Test(arguments: Subscriber.allCases)
    func anUpstreamStoredAfterTheSourceStoppedIsDisposedAtOnceAndOnce(_ subscriber: Subscriber) {
        let counter = Counter()
        weak var token: Token?
        let source = Observable<Int>.create { observer in
            observer.onCompleted()
            let made = Token()
            token = made
            return CountingDisposable(counter: counter, token: made)
        }
        let subscription = subscriber.subscribe(source)
        #expect(counter.count == 1)
        #expect(token == nil)
        subscription.dispose()
        #expect(counter.count == 1)
    }

    @Test(arguments: Subscriber.allCases)
    func aClassUpstreamIsDisposedOnce(_ subscriber: Subscriber) {
        var disposed = 0
        let subscription = subscriber.subscribe(
            Observable<Int>.create { _ in Disposables.create { disposed += 1 } })
        subscription.dispose()
        subscription.dispose()
        #expect(disposed == 1)
    }

    @Test(arguments: Subscriber.allCases)
    func disposalLeavesTheSubjectAndLetsGoOfTheOperatorsClosures(_ subscriber: Subscriber) {
        let subject = PublishSubject<Int>()
        weak var token: Token?
        let subscription: Disposable
        do {
            let made = Token()
            token = made
            subscription = subscriber.subscribe(subject.do(onNext: { _ in _ = made }))
        }
        #expect(subject.hasObservers)
        #expect(token != nil)
        subscription.dispose()
        #expect(!subject.hasObservers)
        #expect(token == nil)
    }

    @Test func aClassIsKeptAsItselfAValueInAnObjectOfItsOwnANoOpAsNothing() {
        let counter = Counter()
        let value = CountingDisposable(counter: counter, token: Token())
        let boxed = value._disposableObject
        #expect(boxed != nil)
        boxed?.dispose()
        #expect(counter.count == 1)

        let object = BooleanDisposable()
        #expect(object._disposableObject === object)
        let erased: Disposable = object
        #expect(erased._disposableObject === object)

        #expect(Disposables.create()._disposableObject == nil)
    }
}
