import ObservableCore
import TestSupport
import Testing

@Suite struct CoreGrammarTests {
    @Test func ofMapFilterDeliversInOrder() {
        let (recorder, _) = Observable.of(1, 2, 3, 4).map { $0 * 10 }.filter { $0 != 20 }.record()
        #expect(recorder.events == [.next(10), .next(30), .next(40), .completed])
    }

    @Test func createIgnoresEventsAfterStop() {
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onCompleted()
            observer.onNext(2)
            observer.onError(TestError())
            return Disposables.create()
        }
        let (recorder, _) = source.record()
        #expect(recorder.events == [.next(1), .completed])
    }

    @Test func throwingMapBecomesErrorAndDisposesUpstream() {
        var disposed = 0
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onNext(2)
            observer.onNext(3)
            return Disposables.create { disposed += 1 }
        }
        let (recorder, _) = source.map { value -> Int in
            if value == 2 { throw TestError(id: 2) }
            return value
        }.record()
        #expect(recorder.events == [.next(1), .error("TestError(2)")])
        #expect(disposed == 1)
    }

    @Test func synchronousSourcesInterleaveOnTheTrampoline() {
        // RxSwift order: elements of `of` sources subscribed during emission are queued.
        let (recorder, _) = Observable.of(1, 2, 3)
            .map { Observable.of($0, $0 * 10) }
            .record(flattening: true)
        #expect(recorder.events.first == .next(1))
    }

    @Test func justEmitsAtOnceWithoutATrampolineTurn() {
        // RxSwift's `Just` delivers straight to its observer: a sequence subscribed while it
        // emits runs at once, before `just` completes (a queued one would run after).
        var events: [String] = []
        _ = Observable.just(1).subscribe(
            onNext: { value in
                events.append("just \(value)")
                _ = Observable.of(2, 3).subscribe(onNext: { events.append("of \($0)") })
            },
            onCompleted: { events.append("just completed") })
        #expect(events == ["just 1", "of 2", "of 3", "just completed"])
    }

    @Test func printingAnEventShowsItsCase() {
        #expect(String(describing: Event.next(1)) == "next(1)")
        #expect(String(describing: Event<Int>.completed) == "completed")
    }
}

extension Observable where Element == Observable<Int> {
    fileprivate func record(flattening: Bool) -> (Recorder<Int>, Disposable) {
        let recorder = Recorder<Int>()
        let subscription = subscribe(onNext: { inner in _ = inner.subscribe(recorder) })
        return (recorder, subscription)
    }
}
