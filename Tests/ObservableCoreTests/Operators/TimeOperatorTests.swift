import ObservableCore
import ObservableCoreTesting
import TestSupport
import Testing

// The time operators added with ObservableCoreTesting, on virtual time: values, empty, error,
// disposal midway, reentrancy (an observer that feeds the source while it is being delivered to)
// and release of the observer. RxSwift's own schedules for them are in ObservableCoreTestingTests.

@Suite struct DebounceTests {
    @Test func valuesGoOutAfterAQuietSpanAndTheLastOneOnCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(215, 2), .next(240, 3), .next(245, 4), .completed(250),
        ])
        let res = scheduler.start { xs.debounce(.seconds(10), scheduler: scheduler) }
        #expect(res.events == [.next(225, 2), .next(250, 4), .completed(250)])
    }

    @Test func empty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable([.completed(300)])
        let res = scheduler.start { xs.debounce(.seconds(10), scheduler: scheduler) }
        #expect(res.events == [.completed(300)])
    }

    @Test func errorDropsTheWaitingElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(215, TestError(id: 1))])
        let res = scheduler.start { xs.debounce(.seconds(10), scheduler: scheduler) }
        #expect(res.events == [.error(215, TestError(id: 1))])
    }

    @Test func disposalMidwayCancelsTheTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
        let res = scheduler.start(disposed: 235) { xs.debounce(.seconds(10), scheduler: scheduler) }
        #expect(res.events == [.next(220, 1)])
        #expect(xs.subscriptions == [Subscription(200, 235)])
        scheduler.advanceTo(300)
        #expect(res.events == [.next(220, 1)])
    }

    @Test func anObserverThatFeedsTheSourceGetsItsElementAfterTheDueTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        let observer = scheduler.createObserver(Int.self)
        let subscription = subject.debounce(.seconds(10), scheduler: scheduler).subscribe { event in
            observer.on(event)
            if case .next(1) = event { subject.onNext(2) }
        }
        scheduler.scheduleAt(210) { subject.onNext(1) }
        scheduler.start()
        #expect(observer.events == [.next(220, 1), .next(230, 2)])
        subscription.dispose()
    }

    @Test func theObserverIsReleased() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = ManualSource<Int>()
        #expect(
            observerIsReleased(source.observable.debounce(.seconds(10), scheduler: scheduler)) {
                subscription in
                source.onNext(1)
                subscription.dispose()
            })
        #expect(
            observerIsReleased(source.observable.debounce(.seconds(10), scheduler: scheduler)) { _ in
                source.onNext(1)
                source.onCompleted()
            })
    }
}

@Suite struct ThrottleTests {
    @Test func theFirstElementGoesAtOnceThenTheLatestOfEachWindow() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(215, 2), .next(218, 3), .next(240, 4), .completed(245),
        ])
        let res = scheduler.start { xs.throttle(.seconds(10), scheduler: scheduler) }
        #expect(res.events == [.next(210, 1), .next(220, 3), .next(240, 4), .completed(245)])
    }

    @Test func withoutLatestTheWindowDropsElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(215, 2), .next(218, 3), .next(240, 4), .completed(245),
        ])
        let res = scheduler.start { xs.throttle(.seconds(10), latest: false, scheduler: scheduler) }
        #expect(res.events == [.next(210, 1), .next(240, 4), .completed(245)])
    }

    @Test func empty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable([.completed(300)])
        let res = scheduler.start { xs.throttle(.seconds(10), scheduler: scheduler) }
        #expect(res.events == [.completed(300)])
    }

    @Test func errorDropsTheHeldElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(212, 2), .error(215, TestError(id: 1))])
        let res = scheduler.start { xs.throttle(.seconds(10), scheduler: scheduler) }
        #expect(res.events == [.next(210, 1), .error(215, TestError(id: 1))])
    }

    @Test func disposalMidwayCancelsTheHeldElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(212, 2)])
        let res = scheduler.start(disposed: 215) { xs.throttle(.seconds(10), scheduler: scheduler) }
        scheduler.advanceTo(300)
        #expect(res.events == [.next(210, 1)])
        #expect(xs.subscriptions == [Subscription(200, 215)])
    }

    @Test func anObserverThatFeedsTheSourceGetsItsElementAtTheEndOfTheWindow() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        let observer = scheduler.createObserver(Int.self)
        let subscription = subject.throttle(.seconds(10), scheduler: scheduler).subscribe { event in
            observer.on(event)
            if case .next(1) = event { subject.onNext(2) }
        }
        scheduler.scheduleAt(210) { subject.onNext(1) }
        scheduler.start()
        #expect(observer.events == [.next(210, 1), .next(220, 2)])
        subscription.dispose()
    }

    @Test func theObserverIsReleased() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = ManualSource<Int>()
        #expect(
            observerIsReleased(source.observable.throttle(.seconds(10), scheduler: scheduler)) {
                subscription in
                source.onNext(1)
                source.onNext(2)
                subscription.dispose()
            })
    }
}

@Suite struct TimeoutTests {
    @Test func valuesWithinTheDueTimePassThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(225, 2), .completed(240)])
        let res = scheduler.start { xs.timeout(.seconds(20), scheduler: scheduler) }
        #expect(res.events == [.next(210, 1), .next(225, 2), .completed(240)])
    }

    @Test func emptyCompletesBeforeTheDueTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable([.completed(210)])
        let res = scheduler.start { xs.timeout(.seconds(20), scheduler: scheduler) }
        #expect(res.events == [.completed(210)])
    }

    @Test func silenceFailsWithTheTimeoutError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2)])
        let res = scheduler.start { xs.timeout(.seconds(20), scheduler: scheduler) }
        #expect(res.events == [.next(210, 1), .error(230, RxError.timeout)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func anErrorPassesThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable([.error(210, TestError(id: 1))])
        let res = scheduler.start { xs.timeout(.seconds(20), scheduler: scheduler) }
        #expect(res.events == [.error(210, TestError(id: 1))])
    }

    @Test func disposalMidwayCancelsTheTimerAndTheOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let ys = scheduler.createColdObservable([.next(5, -1), .next(50, -2)])
        let res = scheduler.start(disposed: 240) { xs.timeout(.seconds(20), other: ys, scheduler: scheduler) }
        scheduler.advanceTo(400)
        #expect(res.events == [.next(210, 1), .next(235, -1)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
        #expect(ys.subscriptions == [Subscription(230, 240)])
    }

    @Test func anObserverThatFeedsTheSourceRestartsTheTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        let observer = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            _ = subject.timeout(.seconds(50), scheduler: scheduler).subscribe { event in
                observer.on(event)
                if case .next(1) = event { subject.onNext(2) }
            }
        }
        scheduler.scheduleAt(210) { subject.onNext(1) }
        scheduler.start()
        #expect(observer.events == [.next(210, 1), .next(210, 2), .error(260, RxError.timeout)])
    }

    @Test func theObserverIsReleased() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = ManualSource<Int>()
        #expect(
            observerIsReleased(source.observable.timeout(.seconds(10), scheduler: scheduler)) {
                subscription in
                source.onNext(1)
                subscription.dispose()
            })
        #expect(
            observerIsReleased(source.observable.timeout(.seconds(10), scheduler: scheduler)) { _ in
                scheduler.advanceTo(scheduler.clock + 20)
            })
    }
}

@Suite struct BufferTests {
    @Test func buffersCloseOnTheCountOrTheTimeSpan() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(260, 3), .completed(320)])
        let res = scheduler.start { xs.buffer(timeSpan: .seconds(50), count: 2, scheduler: scheduler) }
        #expect(res.events == [.next(220, [1, 2]), .next(270, [3]), .next(320, []), .completed(320)])
    }

    @Test func emptyEmitsTheEmptyBufferThenCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable([.completed(210)])
        let res = scheduler.start { xs.buffer(timeSpan: .seconds(50), count: 2, scheduler: scheduler) }
        #expect(res.events == [.next(210, []), .completed(210)])
    }

    @Test func errorDropsTheBuffer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError(id: 1))])
        let res = scheduler.start { xs.buffer(timeSpan: .seconds(50), count: 2, scheduler: scheduler) }
        #expect(res.events == [.error(220, TestError(id: 1))])
    }

    @Test func disposalMidwayStopsTheTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let res = scheduler.start(disposed: 260) {
            xs.buffer(timeSpan: .seconds(50), count: 2, scheduler: scheduler)
        }
        scheduler.advanceTo(500)
        #expect(res.events == [.next(250, [1])])
        #expect(xs.subscriptions == [Subscription(200, 260)])
    }

    @Test func anObserverThatFeedsTheSourceFillsTheNextBuffer() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        let observer = scheduler.createObserver([Int].self)
        _ = subject.buffer(timeSpan: .seconds(100), count: 2, scheduler: scheduler).subscribe { event in
            observer.on(event)
            if case .next([1, 2]) = event { subject.onNext(3) }
        }
        scheduler.scheduleAt(10) { subject.onNext(1) }
        scheduler.scheduleAt(20) { subject.onNext(2) }
        scheduler.scheduleAt(150) { subject.onCompleted() }
        scheduler.start()
        #expect(observer.events == [.next(20, [1, 2]), .next(120, [3]), .next(150, []), .completed(150)])
    }

    @Test func theObserverIsReleased() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = ManualSource<Int>()
        #expect(
            observerIsReleased(
                source.observable.buffer(timeSpan: .seconds(10), count: 3, scheduler: scheduler)
            ) {
                subscription in
                source.onNext(1)
                subscription.dispose()
            })
    }
}

@Suite struct WindowTests {
    /// Every window's events, labelled with the window's index.
    private static func labelled(_ windows: Observable<Observable<Int>>) -> Observable<String> {
        windows.enumerated()
            .map { index, window in window.materialize().map { "\(index) \($0)" } }
            .merge()
    }

    @Test func windowsCloseOnTheCountOrTheTimeSpan() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(260, 3), .completed(300)])
        let res = scheduler.start {
            Self.labelled(xs.window(timeSpan: .seconds(50), count: 2, scheduler: scheduler))
        }
        #expect(
            res.events == [
                .next(210, "0 next(1)"), .next(220, "0 next(2)"), .next(220, "0 completed"),
                .next(260, "1 next(3)"),
                .next(270, "1 completed"), .next(300, "2 completed"), .completed(300),
            ])
    }

    @Test func emptyCompletesTheOnlyWindow() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable([.completed(210)])
        let res = scheduler.start {
            Self.labelled(xs.window(timeSpan: .seconds(50), count: 2, scheduler: scheduler))
        }
        #expect(res.events == [.next(210, "0 completed"), .completed(210)])
    }

    @Test func errorReachesTheOpenWindowAndTheOuterSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError(id: 1))])
        let windows = scheduler.createObserver(Observable<Int>.self)
        let inner = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            _ = xs.window(timeSpan: .seconds(50), count: 5, scheduler: scheduler).subscribe { event in
                windows.on(event)
                if case .next(let window) = event { _ = window.subscribe(inner) }
            }
        }
        scheduler.start()
        #expect(windows.events.map(\.time) == [200, 220])
        #expect(windows.events.last?.value.error.map { "\($0)" } == "TestError(1)")
        #expect(inner.events == [.next(210, 1), .error(220, TestError(id: 1))])
    }

    @Test func disposalMidwayStopsTheWindows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(280, 2)])
        let res = scheduler.start(disposed: 260) {
            Self.labelled(xs.window(timeSpan: .seconds(50), count: 5, scheduler: scheduler))
        }
        scheduler.advanceTo(500)
        #expect(res.events == [.next(210, "0 next(1)"), .next(250, "0 completed")])
        #expect(xs.subscriptions == [Subscription(200, 260)])
    }

    @Test func anObserverThatFeedsTheSourceDuringAWindowSeesItInTheNextWindow() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        let observer = scheduler.createObserver(String.self)
        let subscription = Self.labelled(
            subject.window(timeSpan: .seconds(100), count: 1, scheduler: scheduler)
        )
        .subscribe { event in
            observer.on(event)
            if case .next("0 next(1)") = event { subject.onNext(2) }
        }
        scheduler.scheduleAt(10) { subject.onNext(1) }
        // Windows open on a timer forever: end the subscription before the next one opens.
        scheduler.scheduleAt(50) { subscription.dispose() }
        scheduler.start()
        #expect(
            observer.events == [
                .next(10, "0 next(1)"), .next(10, "0 completed"), .next(10, "1 next(2)"),
                .next(10, "1 completed"),
            ])
    }

    @Test func theObserverIsReleased() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = ManualSource<Int>()
        #expect(
            observerIsReleased(
                source.observable.window(timeSpan: .seconds(10), count: 3, scheduler: scheduler).map { _ in 0
                }
            ) {
                subscription in
                source.onNext(1)
                subscription.dispose()
            })
    }
}
