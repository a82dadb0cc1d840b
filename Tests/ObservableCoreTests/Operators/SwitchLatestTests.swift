import ObservableCore
import TestSupport
import Testing

@Suite struct SwitchLatestTests {
    @Test func seedOnlyTheLatestSequenceGetsThrough() {
        let one = TestPublishSubject<String>()
        let two = TestPublishSubject<String>()
        let three = TestPublishSubject<String>()
        let source = TestPublishSubject<Observable<String>>()
        let observable = source.switchLatest()
        var printed: [String] = []
        let disposable = observable.subscribe(onNext: { value in printed.append(value) })
        source.onNext(one.asObservable())
        one.onNext("Some text from sequence one")
        two.onNext("Some text from sequence two")
        source.onNext(two.asObservable())
        two.onNext("More text from sequence two")
        one.onNext("and also from sequence one")
        source.onNext(three.asObservable())
        two.onNext("Why don't you see me?")
        one.onNext("I'm alone, help me")
        three.onNext("Hey it's three. I win.")
        source.onNext(one.asObservable())
        one.onNext("Nope. It's me, one!")
        disposable.dispose()
        #expect(
            printed == [
                "Some text from sequence one",
                "More text from sequence two",
                "Hey it's three. I win.",
                "Nope. It's me, one!",
            ])
        #expect(one.observerCount == 0 && source.observerCount == 0)
    }

    @Test func synchronousInners() {
        let (recorder, _) = Observable.of(Observable.of(1, 2), Observable.of(3)).switchLatest().record()
        // The second inner arrives (trampoline turn) after the first emitted 1: 2 is cut off.
        #expect(recorder.events == [.next(1), .next(3), .completed])
    }

    @Test func empty() {
        #expect(Observable<Observable<Int>>.empty().switchLatest().record().0.events == [.completed])
    }

    @Test func error() {
        let (recorder, _) = Observable.of(Observable.just(1), Observable<Int>.error(TestError(id: 1)))
            .switchLatest().record()
        #expect(recorder.events == [.next(1), .error("TestError(1)")])
    }

    @Test func disposalMidwayAndRelease() {
        let inner = TestPublishSubject<Int>()
        let source = TestPublishSubject<Observable<Int>>()
        var events: [RecordedEvent<Int>] = []
        let released = recorderIsReleased { recorder in
            let subscription = source.switchLatest().subscribe(recorder)
            source.onNext(inner.asObservable())
            inner.onNext(1)
            subscription.dispose()
            inner.onNext(2)
            events = recorder.events
        }
        #expect(released)
        #expect(events == [.next(1)])
        #expect(inner.observerCount == 0 && source.observerCount == 0)
    }

    @Test func observerFeedingTheInnerIsQueued() {
        let inner = TestPublishSubject<Int>()
        let source = TestPublishSubject<Observable<Int>>()
        var log: [String] = []
        let subscription = source.switchLatest().subscribe(onNext: { value in
            log.append("begin \(value)")
            if value == 1 { inner.onNext(2) }
            log.append("end \(value)")
        })
        source.onNext(inner.asObservable())
        inner.onNext(1)
        #expect(log == ["begin 1", "end 1", "begin 2", "end 2"])
        subscription.dispose()
    }
}
