import ObservableCore
import TestSupport
import Testing

@Suite struct FlatMapFirstTests {
    @Test func dropsSourceElementsWhileAnInnerIsActive() {
        let inner = TestPublishSubject<String>()
        let taps = TestPublishSubject<Int>()
        var selected: [Int] = []
        let (recorder, _) = taps.flatMapFirst { tap -> TestPublishSubject<String> in
            selected.append(tap)
            return inner
        }.record()
        taps.onNext(1)
        taps.onNext(2)
        inner.onNext("a")
        inner.onCompleted()
        taps.onNext(3)  // `inner` has completed: re-subscribed, and terminated subjects complete at once
        taps.onCompleted()
        #expect(selected == [1, 3])
        #expect(recorder.events == [.next("a"), .completed])
    }

    @Test func empty() {
        #expect(
            Observable<Int>.empty().flatMapFirst { Observable.just($0) }.record().0.events == [.completed])
    }

    @Test func error() {
        let (recorder, _) = Observable.just(1).flatMapFirst { _ in Observable<Int>.error(TestError(id: 1)) }
            .record()
        #expect(recorder.events == [.error("TestError(1)")])
    }

    @Test func throwingSelector() {
        let (recorder, _) = Observable.just(1).flatMapFirst { _ -> Observable<Int> in throw TestError(id: 4) }
            .record()
        #expect(recorder.events == [.error("TestError(4)")])
    }

    @Test func disposalMidwayAndRelease() {
        let inner = TestPublishSubject<Int>()
        let outer = TestPublishSubject<Int>()
        var events: [RecordedEvent<Int>] = []
        let released = recorderIsReleased { recorder in
            let subscription = outer.flatMapFirst { _ in inner }.subscribe(recorder)
            outer.onNext(0)
            inner.onNext(1)
            subscription.dispose()
            inner.onNext(2)
            events = recorder.events
        }
        #expect(released)
        #expect(events == [.next(1)])
        #expect(inner.observerCount == 0 && outer.observerCount == 0)
    }

    @Test func reentrantSourceElementDuringDeliveryIsDropped() {
        let inner = TestPublishSubject<Int>()
        let outer = TestPublishSubject<Int>()
        var selected: [Int] = []
        let subscription = outer.flatMapFirst { value -> TestPublishSubject<Int> in
            selected.append(value)
            return inner
        }.subscribe(onNext: { _ in outer.onNext(99) })
        outer.onNext(1)
        inner.onNext(5)
        #expect(selected == [1])
        subscription.dispose()
    }
}
