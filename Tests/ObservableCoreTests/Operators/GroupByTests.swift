import ObservableCore
import TestSupport
import Testing

@Suite struct GroupByTests {
    @Test func emitsAGroupPerKeyThenItsElements() {
        var log: [String] = []
        _ = Observable.of(1, 2, 3, 4, 5).groupBy { $0 % 2 == 0 ? "even" : "odd" }
            .subscribe(
                onNext: { group in
                    log.append("group \(group.key)")
                    _ = group.subscribe { log.append("\(group.key) \($0)") }
                }, onCompleted: { log.append("completed") })
        #expect(
            log == [
                "group odd", "odd next(1)", "group even", "even next(2)", "odd next(3)", "even next(4)",
                "odd next(5)", "odd completed", "even completed", "completed",
            ]
                || log == [
                    "group odd", "odd next(1)", "group even", "even next(2)", "odd next(3)", "even next(4)",
                    "odd next(5)", "even completed", "odd completed", "completed",
                ])
    }

    @Test func errorReachesTheGroupsThenTheResult() {
        let source = ManualSource<Int>()
        var log: [String] = []
        _ = source.observable.groupBy { $0 }.subscribe(
            onNext: { group in _ = group.subscribe { log.append("\(group.key) \($0)") } },
            onError: { log.append("error \($0)") })
        source.onNext(1)
        source.onError(TestError(id: 1))
        #expect(log == ["1 next(1)", "1 error(TestError(1))", "error TestError(1)"])
    }

    @Test func throwingKeySelectorFailsEverything() {
        let source = ManualSource<Int>()
        var log: [String] = []
        _ = source.observable.groupBy { value -> Int in
            if value == 2 { throw TestError(id: 2) }
            return value
        }
        .subscribe(
            onNext: { group in _ = group.subscribe { log.append("\(group.key) \($0)") } },
            onError: { log.append("error \($0)") })
        source.onNext(1)
        source.onNext(2)
        source.onNext(3)
        #expect(log == ["1 next(1)", "1 error(TestError(2))", "error TestError(2)"])
        #expect(source.observerCount == 0)
    }

    @Test func groupsAreHot() {
        let source = ManualSource<Int>()
        var groups: [GroupedObservable<Int, Int>] = []
        _ = source.observable.groupBy { $0 % 2 }.subscribe(onNext: { groups.append($0) })
        source.onNext(1)
        let (recorder, _) = groups[0].record()
        source.onNext(3)
        source.onCompleted()
        #expect(groups.map(\.key) == [1])
        #expect(recorder.events == [.next(3), .completed])
        let (late, _) = groups[0].asObservable().record()
        #expect(late.events == [.completed])
    }

    @Test func sourceStaysSubscribedWhileAGroupIsSubscribed() {
        let source = ManualSource<Int>()
        var inner: [Int] = []
        var groupSubscription: Disposable?
        let (outer, subscription) = source.observable.groupBy { $0 % 2 }
            .map { group -> Int in
                if groupSubscription == nil {
                    groupSubscription = group.subscribe(onNext: { inner.append($0) })
                }
                return group.key
            }
            .record()
        source.onNext(1)
        subscription.dispose()
        source.onNext(3)
        source.onNext(2)
        #expect(outer.events == [.next(1)])
        #expect(inner == [1, 3])
        #expect(source.observerCount == 1)
        groupSubscription?.dispose()
        #expect(source.observerCount == 0)
    }

    @Test func emptyNeverAndDisposal() {
        #expect(Observable<Int>.empty().groupBy { $0 }.map(\.key).record().0.events == [.completed])
        let source = ManualSource<Int>()
        let (recorder, subscription) = source.observable.groupBy { $0 }.map(\.key).record()
        source.onNext(4)
        subscription.dispose()
        source.onNext(5)
        #expect(recorder.events == [.next(4)])
        #expect(source.observerCount == 0)
    }

    @Test func observerFeedingTheSourceDuringDelivery() {
        let source = PublishSubject<Int>()
        var log: [String] = []
        let groups = CompositeDisposable()
        let subscription = source.groupBy { $0 % 2 }.subscribe(onNext: { group in
            _ = groups.insert(
                group.subscribe(onNext: { value in
                    log.append("\(group.key): \(value)")
                    if value == 1 { source.onNext(3) }
                }))
        })
        source.onNext(1)
        #expect(log == ["1: 1", "1: 3"])
        subscription.dispose()
        groups.dispose()
    }
}
