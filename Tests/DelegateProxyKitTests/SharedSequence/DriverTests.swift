import DelegateProxyKit
import Dispatch
import ObservableCoreTesting
import TestSupport
import Testing

// RxCocoa's Driver on virtual time: `SharingScheduler.mock` puts the driver on the test scheduler,
// where work due now runs one tick later (RxTest's processing delay), so `observe(on:)` shows as +1.
// `drive` must be called on the main thread, hence `@MainActor`; tests that need no virtual time run
// unmocked there, where a sharing strategy's fresh MainScheduler delivers at once.

@Suite @MainActor struct DriverTests {
    @Test func anErrorBecomesTheReturnedElementThenCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .error(230, TestError(id: 1)),
        ])
        let observer = SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start { source.asDriver(onErrorJustReturn: -1) }
        }
        #expect(
            observer.events == [.next(211, 1), .next(221, 2), .next(231, -1), .completed(231)])
        #expect(source.subscriptions == [Subscription(200, 230)])
    }

    @Test func anErrorIsReplacedByTheDriverToDriveWith() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .error(230, TestError(id: 1))])
        let observer = SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start { source.asDriver(onErrorDriveWith: Driver.of(7, 8)) }
        }
        #expect(observer.events == [.next(211, 1), .next(232, 7), .next(233, 8), .completed(234)])
    }

    @Test func anErrorIsHandedToTheRecovery() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .error(230, TestError(id: 5))])
        let observer = SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start {
                source.asDriver(onErrorRecover: { error in
                    Driver.just((error as? TestError)?.id ?? 0)
                })
            }
        }
        #expect(observer.events == [.next(211, 1), .next(232, 5), .completed(232)])
    }

    @Test func aLateObserverGetsTheLatestElementReplayed() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3)])
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = source.asDriver(onErrorJustReturn: -1)
            let bag = CompositeDisposable()
            scheduler.scheduleAt(200) { _ = bag.insert(driver.drive(early)) }
            scheduler.scheduleAt(230) { _ = bag.insert(driver.drive(late)) }
            scheduler.scheduleAt(300) { bag.dispose() }
            scheduler.start()
        }
        #expect(early.events == [.next(211, 1), .next(221, 2), .next(241, 3)])
        #expect(late.events == [.next(230, 2), .next(241, 3)])
        // Both observers share one subscription to the source.
        #expect(source.subscriptions == [Subscription(200, 300)])
    }

    @Test func afterEveryoneLeavesTheNextObserverStartsAFreshSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createColdObservable([.next(10, "a"), .next(20, "b")])
        let first = scheduler.createObserver(String.self)
        let second = scheduler.createObserver(String.self)
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = source.asDriver(onErrorJustReturn: "")
            var subscription: Disposable?
            scheduler.scheduleAt(200) { subscription = driver.drive(first) }
            scheduler.scheduleAt(225) { subscription?.dispose() }
            scheduler.scheduleAt(300) { subscription = driver.drive(second) }
            scheduler.scheduleAt(400) { subscription?.dispose() }
            scheduler.start()
        }
        #expect(first.events == [.next(211, "a"), .next(221, "b")])
        // `.whileConnected`: nothing is replayed from the ended connection.
        #expect(second.events == [.next(311, "a"), .next(321, "b")])
        #expect(source.subscriptions == [Subscription(200, 225), Subscription(300, 400)])
    }

    @Test func justOfAndEmptyDeliverOnTheSharingScheduler() {
        #expect(onVirtualTime { Driver.just(1) } == [.next(201, 1), .completed(201)])
        #expect(onVirtualTime { Driver.of(1, 2) } == [.next(201, 1), .next(202, 2), .completed(203)])
        #expect(onVirtualTime { Driver<Int>.empty() } == [.completed(201)])
        #expect(onVirtualTime { Driver.from([1]) } == [.next(201, 1), .completed(202)])
        #expect(onVirtualTime { Driver.from(optional: 1) } == [.next(201, 1), .completed(202)])
        #expect(onVirtualTime(disposed: 500) { Driver<Int>.never() } == [])
    }

    @Test func operatorsKeepTheDriverShape() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(210, 1), .next(220, 1), .next(230, 2), .next(240, 3), .completed(250),
        ])
        let observer = SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start {
                source.asDriver(onErrorJustReturn: 0)
                    .distinctUntilChanged()
                    .map { $0 * 10 }
                    .filter { $0 != 20 }
                    .scan(0, accumulator: +)
                    .startWith(-1)
            }
        }
        #expect(observer.events == [.next(200, -1), .next(211, 10), .next(241, 40), .completed(251)])
    }

    @Test func timeOperatorsRunOnTheSharingScheduler() {
        let events: [Recorded<Event<Int>>] = [.next(210, 1), .next(215, 2), .next(240, 3), .completed(300)]
        let debounced = onVirtualTime { scheduler in
            scheduler.createHotObservable(events).asDriver(onErrorJustReturn: 0).debounce(.seconds(10))
        }
        let throttled = onVirtualTime { scheduler in
            scheduler.createHotObservable(events).asDriver(onErrorJustReturn: 0).throttle(.seconds(20))
        }
        let delayed = onVirtualTime { scheduler in
            scheduler.createHotObservable(events).asDriver(onErrorJustReturn: 0).delay(.seconds(5))
        }
        #expect(debounced == [.next(226, 2), .next(251, 3), .completed(301)])
        #expect(throttled == [.next(211, 1), .next(231, 2), .next(251, 3), .completed(301)])
        #expect(delayed == [.next(216, 1), .next(221, 2), .next(246, 3), .completed(306)])
        #expect(
            onVirtualTime(disposed: 235) { Driver<Int>.interval(.seconds(10)) }
                == [.next(210, 0), .next(220, 1), .next(230, 2)])
        #expect(
            onVirtualTime(disposed: 235) { Driver<Int>.timer(.seconds(5), period: .seconds(20)) }
                == [.next(205, 0), .next(225, 1)])
    }

    @Test func combineLatestAndZipOfDrivers() {
        func sources(_ scheduler: TestScheduler) -> (Driver<Int>, Driver<String>) {
            (
                scheduler.createHotObservable([.next(210, 1), .next(230, 2)]).asDriver(onErrorJustReturn: 0),
                scheduler.createHotObservable([.next(220, "a"), .next(240, "b")]).asDriver(
                    onErrorJustReturn: "")
            )
        }
        let combined = onVirtualTime { scheduler in
            let (left, right) = sources(scheduler)
            return Driver.combineLatest(left, right) { "\($0)\($1)" }
        }
        let combinedTuples = onVirtualTime { scheduler in
            let (left, right) = sources(scheduler)
            return Driver.combineLatest(left, right).map { "\($0)\($1)" }
        }
        let zipped = onVirtualTime { scheduler in
            let (left, right) = sources(scheduler)
            return Driver.zip(left, right).map { "\($0)\($1)" }
        }
        let zippedCollection = onVirtualTime { scheduler in
            let (left, _) = sources(scheduler)
            return Driver.zip([left, left.map { $0 * 10 }]) { "\($0)" }
        }
        #expect(combined == [.next(221, "1a"), .next(231, "2a"), .next(241, "2b")])
        #expect(combinedTuples == [.next(221, "1a"), .next(231, "2a"), .next(241, "2b")])
        #expect(zipped == [.next(221, "1a"), .next(241, "2b")])
        #expect(zippedCollection == [.next(211, "[1, 10]"), .next(231, "[2, 20]")])
    }

    @Test func flatMapLatestFollowsTheNewestInnerDriver() {
        let scheduler = TestScheduler(initialClock: 0)
        let queries = scheduler.createHotObservable([.next(210, "a"), .next(250, "b")])
        let observer = SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start(disposed: 320) {
                queries.asDriver(onErrorJustReturn: "")
                    .flatMapLatest { query in
                        Driver<Int>.timer(.seconds(30), period: .seconds(30)).map { "\(query)\($0)" }
                    }
            }
        }
        #expect(observer.events == [.next(241, "a0"), .next(281, "b0"), .next(311, "b1")])
    }

    @Test func withLatestFromSamplesTheOtherDriver() {
        let scheduler = TestScheduler(initialClock: 0)
        let taps = scheduler.createHotObservable([.next(205, ()), .next(225, ()), .next(245, ())])
        let text = scheduler.createHotObservable([.next(210, "a"), .next(230, "ab")])
        let observer = SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start {
                taps.asDriver(onErrorJustReturn: ()).withLatestFrom(text.asDriver(onErrorJustReturn: ""))
            }
        }
        #expect(observer.events == [.next(226, "a"), .next(246, "ab")])
    }

    @Test func driveSendsToRelaysObserversAndClosures() {
        let relay = BehaviorRelay(value: 0)
        let optionalRelay = BehaviorRelay<Int?>(value: nil)
        let replay = ReplayRelay<Int>.create(bufferSize: 4)
        let subject = PublishSubject<Int?>()
        let (fromSubject, fromSubjectSubscription) = subject.record()
        defer { fromSubjectSubscription.dispose() }
        var closure: [String] = []
        let source = PublishSubject<Int>()
        do {
            let driver = source.asDriver(onErrorJustReturn: -1)
            let bag = DisposeBag()
            driver.drive(relay).disposed(by: bag)
            driver.drive(optionalRelay).disposed(by: bag)
            driver.drive(replay).disposed(by: bag)
            driver.drive(subject).disposed(by: bag)
            driver.drive(
                onNext: { closure.append("next \($0)") }, onCompleted: { closure.append("completed") },
                onDisposed: { closure.append("disposed") }
            ).disposed(by: bag)
            driver.drive().disposed(by: bag)
            source.onNext(1)
            source.onNext(2)
            source.onCompleted()
        }
        #expect(relay.value == 2)
        #expect(optionalRelay.value == 2)
        let (fromReplay, fromReplaySubscription) = replay.record()
        defer { fromReplaySubscription.dispose() }
        #expect(fromReplay.events == [.next(1), .next(2)])
        #expect(fromSubject.events == [.next(1), .next(2), .completed])
        #expect(closure == ["next 1", "next 2", "completed", "disposed"])
    }

    @Test func driveWithAnObjectStopsOnceItIsGone() {
        final class Owner { var seen: [Int] = [] }
        var owner: Owner? = Owner()
        weak let weakOwner = owner
        let source = PublishSubject<Int>()
        var log: [Int] = []
        do {
            let subscription = source.asDriver(onErrorJustReturn: -1)
                .drive(
                    with: owner!,
                    onNext: { owner, value in
                        log.append(value); owner.seen.append(value)
                    })
            source.onNext(1)
            owner = nil
            source.onNext(2)
            subscription.dispose()
        }
        #expect(weakOwner == nil)
        #expect(log == [1])
    }

    @Test func unmockedItObservesOnTheMainThread() async {
        let log = EventLog()
        let done = TestSignal()
        let source = PublishSubject<Int>()
        let subscription = source.asDriver(onErrorJustReturn: -1).drive(onNext: { value in
            log.append("\(value) main=\(MainScheduler.isMainThread)")
            done.fire()
        })
        #expect(await Watchdog.run(threads: 1) { _ in source.onNext(1) })
        #expect(await done.wait())
        #expect(log.all == ["1 main=true"])
        subscription.dispose()
    }

    @Test func relayAndControlConversions() {
        let relay = BehaviorRelay(value: "a")
        let property = ControlProperty(values: Observable.of("x"), valueSink: AnyObserver<String> { _ in })
        let event = ControlEvent(events: Observable.of(1, 2))
        do {
            let (fromRelay, fromRelaySubscription) = relay.asDriver().asObservable().record()
            defer { fromRelaySubscription.dispose() }
            relay.accept("b")
            #expect(fromRelay.events == [.next("a"), .next("b")])
            let (fromProperty, fromPropertySubscription) = property.asDriver().asObservable().record()
            defer { fromPropertySubscription.dispose() }
            #expect(fromProperty.events == [.next("x"), .completed])
            let (fromEvent, fromEventSubscription) = event.asDriver().asObservable().record()
            defer { fromEventSubscription.dispose() }
            #expect(fromEvent.events == [.next(1), .next(2), .completed])
            let (fromInfallible, fromInfallibleSubscription) = Infallible.of(3).asDriver().asObservable()
                .record()
            defer { fromInfallibleSubscription.dispose() }
            #expect(fromInfallible.events == [.next(3), .completed])
        }
    }

    @Test func aControlEventThatFailsStopsADebugBuild() async {
        await #expect(processExitsWith: .failure) {
            // On the main thread, where a control event subscribes at once.
            await MainActor.run {
                let event = ControlEvent(events: Observable<Int>.error(TestError(id: 1)))
                let scheduler = TestScheduler(initialClock: 0)
                SharingScheduler.mock(scheduler: scheduler) {
                    _ = event.asDriver().asObservable().subscribe()
                }
                scheduler.start()
            }
        }
    }

    @Test nonisolated func drivingOffTheMainThreadStopsADebugBuild() async {
        await #expect(processExitsWith: .failure) {
            // A queue of its own: its work is never on the main queue, whichever thread runs it.
            DispatchQueue(label: "off-main").sync { _ = Driver.just(1).drive() }
        }
    }
}

/// The events `make`'s sequence delivers to an observer subscribed at 200 and disposed at
/// `disposed`, on a new test scheduler that the sharing strategies use.
@MainActor func onVirtualTime<Element>(
    disposed: TestTime = 1000,
    _ make: @escaping (TestScheduler) -> SharedSequence<some SharingStrategyProtocol, Element>
) -> [Recorded<Event<Element>>] {
    let scheduler = TestScheduler(initialClock: 0)
    return SharingScheduler.mock(scheduler: scheduler) {
        scheduler.start(disposed: disposed) { make(scheduler) }.events
    }
}

/// ``onVirtualTime(disposed:_:)`` for a sequence that does not need the scheduler.
@MainActor func onVirtualTime<Element>(
    disposed: TestTime = 1000, _ make: @escaping () -> SharedSequence<some SharingStrategyProtocol, Element>
) -> [Recorded<Event<Element>>] {
    onVirtualTime(disposed: disposed) { (_: TestScheduler) in make() }
}
