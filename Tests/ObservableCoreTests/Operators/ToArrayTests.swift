import ObservableCore
import TestSupport
import Testing

@Suite struct ToArrayTests {
    @Test func seedCollectsTheElements() {
        var printed: [String] = []
        _ = Observable.of("A", "B", "C").toArray().subscribe(onSuccess: { printed.append("\($0)") })
        #expect(printed == [#"["A", "B", "C"]"#])
    }

    @Test func emitsOnlyOnCompletion() {
        let subject = PublishSubject<Int>()
        let (recorder, _) = subject.toArray().asObservable().record()
        subject.onNext(1)
        subject.onNext(2)
        #expect(recorder.events == [])
        subject.onCompleted()
        #expect(recorder.events == [.next([1, 2]), .completed])
    }

    @Test func emptySucceedsWithAnEmptyArray() {
        let (recorder, _) = Observable<Int>.empty().toArray().asObservable().record()
        #expect(recorder.events == [.next([]), .completed])
    }

    @Test func errorFailsAndDropsTheElements() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        _ = subject.toArray().subscribe(
            onSuccess: { log.append("\($0)") }, onFailure: { log.append("failure \($0)") })
        subject.onNext(1)
        subject.onError(TestError(id: 3))
        #expect(log == ["failure TestError(3)"])
    }

    @Test func disposalMidwayReleasesTheSource() {
        let subject = PublishSubject<Int>()
        let (recorder, subscription) = subject.toArray().asObservable().record()
        subject.onNext(1)
        subscription.dispose()
        subject.onCompleted()
        #expect(recorder.events == [])
        #expect(!subject.hasObservers)
    }

    @Test func subscribersCollectIndependently() {
        let source = Observable.of(1, 2)
        let single = source.toArray()
        #expect(single.asObservable().record().0.events == [.next([1, 2]), .completed])
        #expect(single.asObservable().record().0.events == [.next([1, 2]), .completed])
    }

    @Test func observerFeedingTheSourceBackIsIgnoredAfterTheOutcome() {
        let subject = ReplaySubject<Int>.createUnbounded()
        subject.onNext(1)
        var log: [[Int]] = []
        _ = subject.toArray().subscribe(onSuccess: { values in
            log.append(values)
            subject.onNext(9)
        })
        subject.onNext(2)
        subject.onCompleted()
        #expect(log == [[1, 2]])
    }

    @Test func sinkIsReleasedAfterCompletion() {
        weak var weakProbe: Probe?
        do {
            let probe = Probe()
            weakProbe = probe
            _ = Observable.of(1).toArray().subscribe(onSuccess: { _ in probe.touch() })
        }
        #expect(weakProbe == nil)
    }
}

private final class Probe {
    var touches = 0
    func touch() { touches += 1 }
}
