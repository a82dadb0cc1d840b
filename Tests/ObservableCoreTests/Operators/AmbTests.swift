import ObservableCore
import TestSupport
import Testing

@Suite struct AmbTests {
    @Test func mirrorsTheFirstToReactAndDisposesTheOther() {
        let left = ManualSource<Int>()
        let right = ManualSource<Int>()
        let (recorder, _) = left.observable.amb(right.observable).record()
        right.onNext(1)
        left.onNext(2)
        right.onNext(3)
        right.onCompleted()
        #expect(recorder.events == [.next(1), .next(3), .completed])
        #expect(left.observerCount == 0 && left.disposeCount == 1)
        #expect(right.observerCount == 0)
    }

    @Test func synchronousSourcesTheFirstSubscribedWins() {
        let (recorder, _) = Observable.of(1, 2).amb(Observable.of(3, 4)).record()
        #expect(recorder.events == [.next(1), .next(2), .completed])
    }

    @Test func staticFormOverManySources() {
        let sources = (0..<3).map { _ in ManualSource<Int>() }
        let (recorder, subscription) = Observable.amb(sources.map(\.observable)).record()
        sources[1].onNext(10)
        sources[0].onNext(0)
        sources[2].onNext(20)
        sources[1].onNext(11)
        #expect(recorder.events == [.next(10), .next(11)])
        #expect(sources[0].observerCount == 0 && sources[2].observerCount == 0)
        #expect(Observable<Int>.amb([]).record().0.events == [])
        subscription.dispose()
    }

    @Test func aLoserThatStopsDuringItsSubscriptionLeavesTheWinnerAlone() {
        // RxSwift 6.10 disposes the winner here (its right-hand observer cancels the left-hand
        // subscription), so `2` and the completion never arrive there: a bug, not copied (the
        // Compatibility article).
        let left = ManualSource<Int>()
        var log: [String] = []
        let subscription = left.observable.startWith(1)
            .amb(Observable.empty().do(onSubscribe: { log.append("right subscribe") }))
            .subscribe(onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") })
        #expect(log == ["next 1", "right subscribe"])
        #expect(left.observerCount == 1)
        left.onNext(2)
        left.onCompleted()
        #expect(log == ["next 1", "right subscribe", "next 2", "completed"])
        #expect(left.observerCount == 0 && left.disposeCount == 1)
        subscription.dispose()
    }

    @Test func emptyAndNever() {
        #expect(Observable<Int>.empty().amb(Observable.never()).record().0.events == [.completed])
        let (never, subscription) = Observable<Int>.never().amb(Observable.never()).record()
        #expect(never.events == [])
        subscription.dispose()
    }

    @Test func anErrorCountsAsReacting() {
        let left = ManualSource<Int>()
        let right = ManualSource<Int>()
        let (recorder, _) = left.observable.amb(right.observable).record()
        left.onError(TestError(id: 1))
        right.onNext(1)
        #expect(recorder.events == [.error("TestError(1)")])
        #expect(right.observerCount == 0)
    }

    @Test func disposalMidway() {
        let left = ManualSource<Int>()
        let right = ManualSource<Int>()
        let (recorder, subscription) = left.observable.amb(right.observable).record()
        left.onNext(1)
        subscription.dispose()
        left.onNext(2)
        #expect(recorder.events == [.next(1)])
        #expect(left.observerCount == 0 && right.observerCount == 0)
    }

    @Test func observerFeedingTheWinnerIsServedInOrder() {
        let left = PublishSubject<Int>()
        let right = PublishSubject<Int>()
        var log: [String] = []
        let subscription = left.amb(right).subscribe(onNext: { value in
            log.append("begin \(value)")
            if value == 1 {
                left.onNext(2)
                right.onNext(3)
            }
            log.append("end \(value)")
        })
        left.onNext(1)
        #expect(log == ["begin 1", "end 1", "begin 2", "end 2"])
        subscription.dispose()
    }

    @Test func sinksAreReleased() {
        let left = ManualSource<Int>()
        let right = ManualSource<Int>()
        #expect(
            recorderIsReleased { recorder in
                _ = left.observable.amb(right.observable).subscribe(recorder)
                right.onCompleted()
            })
        #expect(left.observerCount == 0 && right.observerCount == 0)
    }
}
