import DelegateProxyKit
import ObservableCoreTesting
import TestSupport
import Testing

// The operators that join shared sequences, on virtual time (see DriverTests for the +1 ticks).

@Suite @MainActor struct SharedSequenceOperatorTests {
    @Test func mergeInAllItsForms() {
        func sources(_ scheduler: TestScheduler) -> [Driver<Int>] {
            [
                scheduler.createHotObservable([.next(210, 1), .next(230, 3)]).asDriver(onErrorJustReturn: 0),
                scheduler.createHotObservable([.next(220, 2), .completed(240)]).asDriver(
                    onErrorJustReturn: 0),
            ]
        }
        let expected: [Recorded<Event<Int>>] = [.next(211, 1), .next(221, 2), .next(231, 3)]
        #expect(onVirtualTime { Driver.merge(sources($0)) } == expected)
        #expect(onVirtualTime { Driver.merge(sources($0)[...]) } == expected)
        #expect(
            onVirtualTime {
                let all = sources($0); return Driver.merge(all[0], all[1])
            } == expected)
        #expect(onVirtualTime { Driver.from(sources($0)).merge() } == expected)
        #expect(onVirtualTime { Driver.from(sources($0)).merge(maxConcurrent: 2) } == expected)
    }

    @Test func concatWaitsForEachSequenceToComplete() {
        let events = onVirtualTime { scheduler in
            let first = scheduler.createColdObservable([.next(10, "a"), .completed(20)])
            let second = scheduler.createColdObservable([.next(5, "b"), .completed(10)])
            return Driver.concat([
                first.asDriver(onErrorJustReturn: ""), second.asDriver(onErrorJustReturn: ""),
            ])
        }
        #expect(events == [.next(211, "a"), .next(227, "b"), .completed(232)])
    }

    @Test func switchLatestAndFlatMapFirst() {
        func outer(_ scheduler: TestScheduler) -> Driver<String> {
            scheduler.createHotObservable([.next(210, "a"), .next(220, "b"), .next(260, "c")])
                .asDriver(onErrorJustReturn: "")
        }
        func inner(_ scheduler: TestScheduler, _ name: String) -> Driver<String> {
            scheduler.createColdObservable([.next(15, name + "1"), .next(30, name + "2"), .completed(35)])
                .asDriver(onErrorJustReturn: "")
        }
        let latest = onVirtualTime { scheduler in outer(scheduler).map { inner(scheduler, $0) }.switchLatest()
        }
        let first = onVirtualTime { scheduler in outer(scheduler).flatMapFirst { inner(scheduler, $0) } }
        let all = onVirtualTime { scheduler in outer(scheduler).flatMap { inner(scheduler, $0) } }
        #expect(latest == [.next(237, "b1"), .next(252, "b2"), .next(277, "c1"), .next(292, "c2")])
        #expect(first == [.next(227, "a1"), .next(242, "a2"), .next(277, "c1"), .next(292, "c2")])
        #expect(
            all == [
                .next(227, "a1"), .next(237, "b1"), .next(242, "a2"), .next(252, "b2"), .next(277, "c1"),
                .next(292, "c2"),
            ])
    }

    @Test func anObserverThatFeedsTheSourceAgainGetsEachElementInTurn() {
        let scheduler = TestScheduler(initialClock: 0)
        let relay = BehaviorRelay(value: 0)
        let observer = scheduler.createObserver(Int.self)
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = relay.asDriver()
            var subscription: Disposable?
            scheduler.scheduleAt(200) {
                subscription = driver.drive(onNext: { value in
                    observer.on(.next(value))
                    if value < 3 { relay.accept(value + 1) }
                })
            }
            scheduler.scheduleAt(300) { subscription?.dispose() }
            scheduler.start()
        }
        #expect(observer.events == [.next(201, 0), .next(202, 1), .next(203, 2), .next(204, 3)])
    }

    @Test func driveHandsItsObservableToBinderFunctions() {
        var log: [String] = []
        func bind(_ source: Observable<Int>) -> (String) -> Disposable {
            { prefix in source.subscribe(onNext: { log.append("\(prefix) \($0)") }) }
        }
        _ = Driver.just(1).drive(bind, curriedArgument: "curried")
        _ = Driver.just(2).drive { $0.subscribe(onNext: { log.append("plain \($0)") }) }
        #expect(log == ["curried 1", "plain 2"])
    }

    @Test func disposingReleasesTheObserverAndTheSourceSubscription() {
        let source = SharedManualSource<Int>()
        weak var weakToken: LifetimeToken?
        var seen: [Int] = []
        var subscription: Disposable?
        do {
            let token = LifetimeToken()
            weakToken = token
            subscription = source.observable.asDriver(onErrorJustReturn: -1)
                .drive(onNext: { value in
                    _ = token
                    seen.append(value)
                })
        }
        source.send(.next(1))
        subscription?.dispose()
        // Released as well, as a DisposeBag releases what it disposes.
        subscription = nil
        source.send(.next(2))
        #expect(seen == [1])
        #expect(source.disposals == 1)
        #expect(weakToken == nil)
    }

    @Test func valuesStreamsTheElementsWithoutThrowing() async {
        var received: [Int] = []
        for await value in Driver.of(1, 2, 3).values {
            received.append(value)
        }
        #expect(received == [1, 2, 3])
    }
}
