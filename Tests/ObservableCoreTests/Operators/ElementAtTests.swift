import ObservableCore
import TestSupport
import Testing

@Suite struct ElementAtTests {
    @Test func seedFiresOnTheThirdStrike() {
        let strikes = ManualSource<String>()
        let disposeBag = DisposeBag()
        var printed: [String] = []
        strikes.observable
            .element(at: 2)
            .subscribe(onNext: { _ in printed.append("You're out!") })
            .disposed(by: disposeBag)
        strikes.onNext("X")
        strikes.onNext("X")
        #expect(printed.isEmpty)
        strikes.onNext("X")
        strikes.onNext("X")
        #expect(printed == ["You're out!"])
        #expect(strikes.observerCount == 0)
    }

    @available(*, deprecated, message: "exercises the deprecated alias")
    @Test func deprecatedAlias() {
        let (recorder, _) = Observable.of("A", "B", "C").elementAt(1).record()
        #expect(recorder.events == [.next("B"), .completed])
    }

    @Test func values() {
        let (recorder, _) = Observable.of(10, 20, 30, 40).element(at: 0).record()
        #expect(recorder.events == [.next(10), .completed])
        let (last, _) = Observable.of(10, 20, 30, 40).element(at: 3).record()
        #expect(last.events == [.next(40), .completed])
    }

    @Test func completingBeforeTheIndexIsOutOfRange() {
        let (recorder, _) = Observable.of(1, 2).element(at: 2).record()
        #expect(recorder.events == [.error("\(RxError.argumentOutOfRange)")])
    }

    @Test func empty() {
        let (recorder, _) = Observable<Int>.empty().element(at: 0).record()
        #expect(recorder.events == [.error("\(RxError.argumentOutOfRange)")])
    }

    @Test func error() {
        let source = ManualSource<Int>()
        let (recorder, _) = source.observable.element(at: 5).record()
        source.onNext(1)
        source.onError(TestError(id: 3))
        #expect(recorder.events == [.error("TestError(3)")])
    }

    @Test func disposalMidway() {
        let source = ManualSource<Int>()
        let (recorder, subscription) = source.observable.element(at: 2).record()
        source.onNext(1)
        subscription.dispose()
        source.onNext(2)
        source.onNext(3)
        #expect(recorder.events == [])
        #expect(source.observerCount == 0)
    }

    @Test func observerFeedingTheSourceBack() {
        let source = ManualSource<Int>()
        let recorder = Recorder<Int>()
        let subscription = source.observable.element(at: 1).subscribe(recorder)
        var fed = false
        let subscription2 = source.observable.subscribe(onNext: { _ in
            if !fed {
                fed = true
                source.onNext(99)
            }
        })
        source.onNext(1)
        // The element fed back arrives second, so it is the one at index 1.
        #expect(recorder.events == [.next(99), .completed])
        subscription.dispose()
        subscription2.dispose()
    }

    @Test func elementFedBackWhileTheChosenOneIsDeliveredIsIgnored() {
        let source = ManualSource<Int>()
        var events: [String] = []
        _ = source.observable.element(at: 0).subscribe { event in
            events.append("\(event)")
            if let value = event.element { source.onNext(value + 1) }
        }
        source.onNext(1)
        #expect(events == ["next(1)", "completed"])
        #expect(source.observerCount == 0)
    }

    @Test func sinksAreReleased() {
        let source = ManualSource<Int>()
        #expect(observerIsReleased(source.observable.element(at: 1)) { $0.dispose() })
        #expect(
            observerIsReleased(source.observable.element(at: 1)) { _ in
                source.onNext(1); source.onNext(2)
            })
        #expect(observerIsReleased(source.observable.element(at: 1)) { _ in source.onCompleted() })
        #expect(source.observerCount == 0)
    }
}
