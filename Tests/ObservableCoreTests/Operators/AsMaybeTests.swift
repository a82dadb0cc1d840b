import ObservableCore
import TestSupport
import Testing

@Suite struct AsMaybeTests {
    @Test func oneElementSucceedsOnCompletion() {
        let subject = PublishSubject<Int>()
        let (recorder, _) = subject.asMaybe().asObservable().record()
        subject.onNext(1)
        #expect(recorder.events == [])
        subject.onCompleted()
        #expect(recorder.events == [.next(1), .completed])
    }

    @Test func emptyCompletes() {
        #expect(Observable<Int>.empty().asMaybe().asObservable().record().0.events == [.completed])
    }

    @Test func secondElementFailsAtOnce() {
        let subject = PublishSubject<Int>()
        let (recorder, _) = subject.asMaybe().asObservable().record()
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        #expect(recorder.events == [.error(String(describing: RxError.moreThanOneElement))])
        #expect(!subject.hasObservers)
    }

    @Test func errorIsForwarded() {
        let (recorder, _) = Observable<Int>.error(TestError(id: 2)).asMaybe().asObservable().record()
        #expect(recorder.events == [.error("TestError(2)")])
    }

    @Test func disposalMidwayReleasesTheSource() {
        let subject = PublishSubject<Int>()
        let (recorder, subscription) = subject.asMaybe().asObservable().record()
        subscription.dispose()
        subject.onCompleted()
        #expect(recorder.events == [])
        #expect(!subject.hasObservers)
    }

    @Test func observerFeedingTheSourceBackIsIgnored() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        _ = subject.asMaybe().subscribe { event in
            log.append("\(event)")
            subject.onNext(5)
        }
        subject.onCompleted()
        #expect(log == ["completed"])
    }

    @Test func sinkIsReleasedAfterCompletion() {
        weak var weakProbe: Probe?
        do {
            let probe = Probe()
            weakProbe = probe
            _ = Observable<Int>.empty().asMaybe().subscribe(onCompleted: { probe.touch() })
        }
        #expect(weakProbe == nil)
    }
}

private final class Probe {
    var touches = 0
    func touch() { touches += 1 }
}
