import DelegateProxyKit
import ObservableCoreTesting
import TestSupport
import Testing

// RxCocoa's Signal on virtual time (see DriverTests): a Driver without the replay.

@Suite @MainActor struct SignalTests {
    @Test func aLateObserverGetsNothingReplayed() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3)])
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        SharingScheduler.mock(scheduler: scheduler) {
            let signal = source.asSignal(onErrorJustReturn: -1)
            let bag = CompositeDisposable()
            scheduler.scheduleAt(200) { _ = bag.insert(signal.emit(to: early)) }
            scheduler.scheduleAt(230) { _ = bag.insert(signal.emit(to: late)) }
            scheduler.scheduleAt(300) { bag.dispose() }
            scheduler.start()
        }
        #expect(early.events == [.next(211, 1), .next(221, 2), .next(241, 3)])
        #expect(late.events == [.next(241, 3)])
        #expect(source.subscriptions == [Subscription(200, 300)])
    }

    @Test func errorsBecomeTheRecovery() {
        func failing(_ scheduler: TestScheduler) -> TestableObservable<Int> {
            scheduler.createHotObservable([.next(210, 1), .error(230, TestError(id: 2))])
        }
        let justReturn = onVirtualTime { failing($0).asSignal(onErrorJustReturn: -1) }
        let signalWith = onVirtualTime { failing($0).asSignal(onErrorSignalWith: Signal.just(-2)) }
        let recover = onVirtualTime { scheduler in
            failing(scheduler).asSignal(onErrorRecover: { Signal.just(($0 as? TestError)?.id ?? 0) })
        }
        #expect(justReturn == [.next(211, 1), .next(231, -1), .completed(231)])
        #expect(signalWith == [.next(211, 1), .next(232, -2), .completed(232)])
        #expect(recover == [.next(211, 1), .next(232, 2), .completed(232)])
    }

    @Test func emitSendsToRelaysObserversAndClosures() {
        let publish = PublishRelay<Int>()
        let (fromPublish, fromPublishSubscription) = publish.record()
        defer { fromPublishSubscription.dispose() }
        let optionalPublish = PublishRelay<Int?>()
        let (fromOptionalPublish, fromOptionalPublishSubscription) = optionalPublish.record()
        defer { fromOptionalPublishSubscription.dispose() }
        let behavior = BehaviorRelay(value: 0)
        let subject = PublishSubject<Int>()
        let (fromSubject, fromSubjectSubscription) = subject.record()
        defer { fromSubjectSubscription.dispose() }
        var closure: [String] = []
        let source = PublishSubject<Int>()
        do {
            let signal = source.asSignal(onErrorJustReturn: -1)
            let bag = DisposeBag()
            signal.emit(to: publish).disposed(by: bag)
            signal.emit(to: optionalPublish).disposed(by: bag)
            signal.emit(to: behavior).disposed(by: bag)
            signal.emit(to: subject).disposed(by: bag)
            signal.emit(
                onNext: { closure.append("next \($0)") }, onCompleted: { closure.append("completed") },
                onDisposed: { closure.append("disposed") }
            ).disposed(by: bag)
            signal.emit().disposed(by: bag)
            source.onNext(1)
            source.onError(TestError(id: 1))
        }
        #expect(fromPublish.events == [.next(1), .next(-1)])
        #expect(fromOptionalPublish.events == [.next(1), .next(-1)])
        #expect(behavior.value == -1)
        #expect(fromSubject.events == [.next(1), .next(-1), .completed])
        #expect(closure == ["next 1", "next -1", "completed", "disposed"])
    }

    @Test func publishRelayAndControlEventConvertToSignals() {
        let relay = PublishRelay<String>()
        let event = ControlEvent(events: Observable.of(1, 2))
        do {
            let (fromRelay, fromRelaySubscription) = relay.asSignal().asObservable().record()
            defer { fromRelaySubscription.dispose() }
            relay.accept("tap")
            #expect(fromRelay.events == [.next("tap")])
            let (fromEvent, fromEventSubscription) = event.asSignal().asObservable().record()
            defer { fromEventSubscription.dispose() }
            #expect(fromEvent.events == [.next(1), .next(2), .completed])
        }
    }

    @Test func withUnretainedCompletesOnceTheObjectIsGone() {
        final class Owner {}
        var owner: Owner? = Owner()
        let source = PublishSubject<Int>()
        var log: [String] = []
        do {
            let subscription = source.asSignal(onErrorJustReturn: -1).withUnretained(owner!)
                .emit(
                    onNext: { _, value in log.append("\(value)") }, onCompleted: { log.append("completed") })
            source.onNext(1)
            owner = nil
            source.onNext(2)
            subscription.dispose()
        }
        #expect(log == ["1", "completed"])
    }

    @Test func aControlEventThatFailsStopsADebugBuild() async {
        await #expect(processExitsWith: .failure) {
            // On the main thread, where a control event subscribes at once.
            await MainActor.run {
                let event = ControlEvent(events: Observable<Int>.error(TestError(id: 1)))
                let scheduler = TestScheduler(initialClock: 0)
                SharingScheduler.mock(scheduler: scheduler) {
                    _ = event.asSignal().asObservable().subscribe()
                }
                scheduler.start()
            }
        }
    }
}
