import ObservableCore
import TestSupport
import Testing

@Suite struct AsSingleTests {
    @Test func oneElementSucceedsOnCompletion() {
        let subject = PublishSubject<Int>()
        let (recorder, _) = subject.asSingle().asObservable().record()
        subject.onNext(1)
        #expect(recorder.events == [])
        subject.onCompleted()
        #expect(recorder.events == [.next(1), .completed])
    }

    @Test func emptyFailsWithNoElements() {
        let (recorder, _) = Observable<Int>.empty().asSingle().asObservable().record()
        #expect(recorder.events == [.error(String(describing: RxError.noElements))])
    }

    @Test func secondElementFailsAtOnceAndReleasesTheSource() {
        let subject = PublishSubject<Int>()
        let (recorder, _) = subject.asSingle().asObservable().record()
        subject.onNext(1)
        subject.onNext(2)
        #expect(recorder.events == [.error(String(describing: RxError.moreThanOneElement))])
        #expect(!subject.hasObservers)
    }

    @Test func errorIsForwarded() {
        let (recorder, _) = Observable<Int>.error(TestError(id: 1)).asSingle().asObservable().record()
        #expect(recorder.events == [.error("TestError(1)")])
    }

    @Test func seedSubscribeOnFailureSeesTheLibraryError() {
        var log: [String] = []
        _ = Observable<Int>.empty().asSingle().subscribe(onFailure: { log.append("\($0)") })
        #expect(log == ["Sequence doesn't contain any elements."])
    }

    @Test func disposalMidwayReleasesTheSource() {
        let subject = PublishSubject<Int>()
        let (recorder, subscription) = subject.asSingle().asObservable().record()
        subject.onNext(1)
        subscription.dispose()
        subject.onCompleted()
        #expect(recorder.events == [])
        #expect(!subject.hasObservers)
    }

    @Test func observerFeedingTheSourceBackIsIgnoredAfterTheOutcome() {
        let subject = BehaviorSubject(value: 1)
        var log: [String] = []
        _ = subject.asSingle().subscribe { event in
            log.append("\(event)")
            subject.onNext(2)
        }
        subject.onCompleted()
        #expect(log == ["success(1)"])
    }

    @Test func sinkIsReleasedAfterCompletion() {
        weak var weakProbe: Probe?
        do {
            let probe = Probe()
            weakProbe = probe
            _ = Observable.just(1).asSingle().subscribe(onSuccess: { _ in probe.touch() })
        }
        #expect(weakProbe == nil)
    }
}

private final class Probe {
    var touches = 0
    func touch() { touches += 1 }
}
