import Dispatch
import ObservableCore
import TestSupport
import Testing

@Suite struct ShareTests {
    struct Weather: Equatable {
        var city: String
        var temperature: Int
    }

    @Test func replayOneSharesOneUpstreamSubscriptionAmongFourSubscribers() {
        // The seed's search pattern: four labels bound to one shared request stream.
        let search = SharedManualSource<Weather>()
        let shared = search.observable.share(replay: 1)
        let temperature = Recorder<String>()
        let city = Recorder<String>()
        let humidity = Recorder<String>()
        let icon = Recorder<String>()
        let bag = DisposeBag()
        shared.map { "\($0.temperature)° C" }.subscribe(temperature).disposed(by: bag)
        shared.map(\.city).subscribe(city).disposed(by: bag)
        shared.map { "\($0.temperature * 2)%" }.subscribe(humidity).disposed(by: bag)
        shared.map { $0.temperature > 20 ? "sun" : "cloud" }.subscribe(icon).disposed(by: bag)
        search.send(.next(Weather(city: "Lyon", temperature: 25)))
        search.send(.next(Weather(city: "Oslo", temperature: 3)))
        #expect(search.subscriptions == 1)
        #expect(temperature.events == [.next("25° C"), .next("3° C")])
        #expect(city.events == [.next("Lyon"), .next("Oslo")])
        #expect(humidity.events == [.next("50%"), .next("6%")])
        #expect(icon.events == [.next("sun"), .next("cloud")])
    }

    @Test func aLateSubscriberGetsTheReplayThenLiveElements() {
        let source = SharedManualSource<Int>()
        let shared = source.observable.share(replay: 2)
        let (early, _) = shared.record()
        source.send(.next(1))
        source.send(.next(2))
        source.send(.next(3))
        let (late, _) = shared.record()
        source.send(.next(4))
        source.send(.completed)
        #expect(early.events == [.next(1), .next(2), .next(3), .next(4), .completed])
        #expect(late.events == [.next(2), .next(3), .next(4), .completed])
        #expect(source.subscriptions == 1)
    }

    @Test func withoutReplayALateSubscriberGetsOnlyLiveElements() {
        let source = SharedManualSource<Int>()
        let shared = source.observable.share()
        let (early, subscription) = shared.record()
        source.send(.next(1))
        let (late, subscription2) = shared.record()
        source.send(.next(2))
        #expect(early.events == [.next(1), .next(2)])
        #expect(late.events == [.next(2)])
        subscription.dispose()
        subscription2.dispose()
    }

    @Test func aSynchronousSourceRunsAgainForEachSubscriberAfterItEnds() {
        let subscriptions = TallyCounter()
        let shared = Observable<Int>.create { observer in
            subscriptions.increment()
            observer.onNext(1)
            observer.onNext(2)
            observer.onNext(3)
            observer.onCompleted()
            return Disposables.create()
        }
        .share(replay: 1)
        let (first, _) = shared.record()
        let (second, _) = shared.record()
        #expect(first.events == [.next(1), .next(2), .next(3), .completed])
        #expect(second.events == [.next(1), .next(2), .next(3), .completed])
        #expect(subscriptions.current == 2)
    }

    @Test func emptySourceCompletesEverySubscriber() {
        let source = SharedManualSource<Int>()
        let shared = source.observable.share(replay: 1)
        let (first, _) = shared.record()
        let (second, _) = shared.record()
        source.send(.completed)
        #expect(first.events == [.completed])
        #expect(second.events == [.completed])
    }

    @Test func anErrorReachesEverySubscriberAndTheNextSubscriberStartsAgain() {
        let source = SharedManualSource<Int>()
        let shared = source.observable.share(replay: 1)
        let (first, subscription) = shared.record()
        let (second, subscription2) = shared.record()
        source.send(.next(1))
        source.send(.error(TestError(id: 7)))
        #expect(first.events == [.next(1), .error("TestError(7)")])
        #expect(second.events == [.next(1), .error("TestError(7)")])
        #expect(source.disposals == 1)
        let (third, subscription3) = shared.record()
        #expect(third.events == [])
        #expect(source.subscriptions == 2)
        source.send(.next(2))
        #expect(third.events == [.next(2)])
        subscription.dispose()
        subscription2.dispose()
        subscription3.dispose()
    }

    @Test func whileConnectedRestartsAfterEveryoneLeftWithoutStaleReplay() {
        let source = SharedManualSource<Int>()
        let shared = source.observable.share(replay: 1)
        let (first, firstSubscription) = shared.record()
        let (second, secondSubscription) = shared.record()
        source.send(.next(1))
        firstSubscription.dispose()
        #expect(source.disposals == 0)
        source.send(.next(2))
        secondSubscription.dispose()
        #expect(source.disposals == 1)
        let (third, subscription) = shared.record()
        #expect(source.subscriptions == 2)
        source.send(.next(3))
        #expect(first.events == [.next(1)])
        #expect(second.events == [.next(1), .next(2)])
        #expect(third.events == [.next(3)])
        subscription.dispose()
    }

    @Test func foreverKeepsTheReplayAcrossReconnections() {
        let source = SharedManualSource<Int>()
        let shared = source.observable.share(replay: 1, scope: .forever)
        let (first, firstSubscription) = shared.record()
        source.send(.next(1))
        firstSubscription.dispose()
        #expect(source.disposals == 1)
        let (second, subscription) = shared.record()
        #expect(source.subscriptions == 2)
        source.send(.next(2))
        #expect(first.events == [.next(1)])
        #expect(second.events == [.next(1), .next(2)])
        subscription.dispose()
    }

    @Test func foreverReplaysTheBufferAndTheStopEventWithoutResubscribing() {
        let source = SharedManualSource<Int>()
        let shared = source.observable.share(replay: 2, scope: .forever)
        let (first, _) = shared.record()
        source.send(.next(1))
        source.send(.next(2))
        source.send(.next(3))
        source.send(.completed)
        let (late, _) = shared.record()
        #expect(first.events == [.next(1), .next(2), .next(3), .completed])
        #expect(late.events == [.next(2), .next(3), .completed])
        #expect(source.subscriptions == 1)
    }

    @Test func foreverWithoutReplayRepeatsTheErrorToLateSubscribers() {
        let source = SharedManualSource<Int>()
        let shared = source.observable.share(scope: .forever)
        _ = shared.record()
        source.send(.next(1))
        source.send(.error(TestError(id: 2)))
        let (late, _) = shared.record()
        #expect(late.events == [.error("TestError(2)")])
        #expect(source.subscriptions == 1)
    }

    @Test func theLastSubscriberLeavingReleasesTheUpstreamSubscription() {
        let source = SharedManualSource<Int>()
        let shared = source.observable.share(replay: 1)
        let subscriptions = (0..<3).map { _ in shared.subscribe(onNext: { _ in }) }
        subscriptions[0].dispose()
        subscriptions[1].dispose()
        #expect(source.disposals == 0)
        subscriptions[2].dispose()
        subscriptions[2].dispose()
        #expect(source.disposals == 1)
    }

    @Test func subscribersAndTheSharedStateAreReleased() {
        weak var observerCapture: LifetimeToken?
        weak var elementCapture: LifetimeToken?
        let source = SharedManualSource<LifetimeToken>()
        let shared = source.observable.share(replay: 1)
        do {
            let token = LifetimeToken()
            observerCapture = token
            let subscription = shared.subscribe(onNext: { _ in _ = token })
            let element = LifetimeToken()
            elementCapture = element
            source.send(.next(element))
            subscription.dispose()
        }
        #expect(observerCapture == nil)
        #expect(elementCapture == nil)
    }

    @Test func aSubscriberThatDisposesDuringDeliveryGetsNothingMore() {
        let source = SharedManualSource<Int>()
        let shared = source.observable.share()
        let recorder = Recorder<Int>()
        let subscription = SingleAssignmentDisposable()
        subscription.setDisposable(
            shared.subscribe { event in
                recorder.on(event)
                subscription.dispose()
            })
        let (other, otherSubscription) = shared.record()
        source.send(.next(1))
        source.send(.next(2))
        #expect(recorder.events == [.next(1)])
        #expect(other.events == [.next(1), .next(2)])
        otherSubscription.dispose()
    }

    @Test func aSubscriberThatFeedsTheSourceGetsTheNewElementAfterTheCurrentOne() {
        let source = SharedManualSource<Int>()
        let shared = source.observable.share(replay: 1)
        let log = EventLog()
        let subscription = shared.subscribe(onNext: { value in
            log.append("begin \(value)")
            if value == 1 { source.send(.next(2)) }
            log.append("end \(value)")
        })
        source.send(.next(1))
        #expect(log.all == ["begin 1", "end 1", "begin 2", "end 2"])
        subscription.dispose()
    }

    @Test func aSubscriberThatSubscribesAnotherDuringDeliveryDoesNotDeadlock() {
        let source = SharedManualSource<Int>()
        let shared = source.observable.share(replay: 1)
        let inner = Recorder<Int>()
        var nested: Disposable?
        let subscription = shared.subscribe(onNext: { _ in
            if nested == nil { nested = shared.subscribe(inner) }
        })
        source.send(.next(1))
        source.send(.next(2))
        #expect(inner.events == [.next(1), .next(2)])
        #expect(source.subscriptions == 1)
        subscription.dispose()
        nested?.dispose()
        nested = nil  // the closure holds it: break the cycle
    }

    @Test func lateSubscribersOnOtherThreadsSeeTheReplayAndLiveElementsInOrder() async {
        let source = SharedManualSource<Int>()
        let shared = source.observable.share(replay: 1)
        let (first, subscription) = shared.record()
        source.send(.next(0))
        let recorders = (0..<8).map { _ in Recorder<Int>() }
        let done = TestSignal(count: 1 + recorders.count)
        DispatchQueue.global().async {
            for value in 1...2000 { source.send(.next(value)) }
            done.fire()
        }
        // Observables are used from any thread; the type is not `Sendable` (as in RxSwift).
        nonisolated(unsafe) let sharedAcrossThreads = shared
        let late = CompositeDisposable()
        for recorder in recorders {
            DispatchQueue.global().async {
                _ = late.insert(sharedAcrossThreads.subscribe(recorder))
                done.fire()
            }
        }
        #expect(await done.wait())
        #expect(first.elements == Array(0...2000))
        for recorder in recorders {
            let elements = recorder.elements
            // A contiguous run ending at the last element: nothing lost, repeated or reordered.
            #expect(elements.last == 2000)
            #expect(elements == Array((elements.first ?? 0)...2000))
        }
        subscription.dispose()
        late.dispose()
    }
}
