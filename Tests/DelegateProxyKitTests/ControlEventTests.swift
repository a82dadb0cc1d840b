import DelegateProxyKit
import TestSupport
import Testing

@Suite struct ControlEventTests {
    @Test func offTheMainThreadItSubscribesOnTheMainThread() async {
        let log = EventLog()
        let done = TestSignal()
        let source = Observable<Int>.create { observer in
            log.append("subscribed main=\(MainScheduler.isMainThread)")
            observer.onNext(1)
            observer.onNext(2)
            return Disposables.create()
        }
        let recorder = Recorder<Int>()
        let subscription = ControlEvent(events: source).subscribe { event in
            recorder.on(event)
            if case .next(2) = event { done.fire() }
        }
        #expect(await done.wait())
        #expect(log.all == ["subscribed main=true"])
        #expect(recorder.events == [.next(1), .next(2)])
        subscription.dispose()
    }

    @Test @MainActor func onTheMainThreadItSubscribesAtOnce() {
        let (recorder, _) = ControlEvent(events: Observable.of(1, 2)).record()
        #expect(recorder.events == [.next(1), .next(2), .completed])
    }

    @Test @MainActor func emptyOnlyCompletes() {
        let (recorder, _) = ControlEvent(events: Observable<Int>.empty()).record()
        #expect(recorder.events == [.completed])
    }

    @Test @MainActor func anErrorFromTheSourcePassesThroughAsInRxCocoa() {
        let (recorder, _) = ControlEvent(events: Observable<Int>.error(TestError(id: 3))).record()
        #expect(recorder.events == [.error("TestError(3)")])
    }

    @Test @MainActor func disposingMidwayStopsEventsAndDisposesTheSource() {
        let source = SharedManualSource<Int>()
        let (recorder, subscription) = ControlEvent(events: source.observable).record()
        source.send(.next(1))
        subscription.dispose()
        source.send(.next(2))
        #expect(recorder.events == [.next(1)])
        #expect(source.disposals == 1)
    }

    @Test @MainActor func anObserverThatDisposesDuringDeliveryGetsNothingMore() {
        let source = SharedManualSource<Int>()
        let recorder = Recorder<Int>()
        let subscription = SingleAssignmentDisposable()
        subscription.setDisposable(
            ControlEvent(events: source.observable).subscribe { event in
                recorder.on(event)
                subscription.dispose()
            })
        source.send(.next(1))
        source.send(.next(2))
        #expect(recorder.events == [.next(1)])
    }

    @Test @MainActor func asObservableAndAsControlEventShareTheEvents() {
        let event = ControlEvent(events: Observable.of("tap"))
        let (viaObservable, _) = event.asObservable().record()
        let (viaControlEvent, _) = event.asControlEvent().record()
        #expect(viaObservable.events == [.next("tap"), .completed])
        #expect(viaControlEvent.events == [.next("tap"), .completed])
    }

    @Test @MainActor func theSubscriptionIsReleasedAfterDispose() {
        weak var capture: LifetimeToken?
        do {
            let token = LifetimeToken()
            capture = token
            let subscription = ControlEvent(events: Observable<Int>.never())
                .subscribe(onNext: { _ in _ = token })
            subscription.dispose()
        }
        #expect(capture == nil)
    }
}
