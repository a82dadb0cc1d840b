import ObservableCore
import TestSupport
import Testing

@Suite struct ConcatTests {
    @Test func instanceConcatEmitsSecondAfterFirst() {
        let germanCities = Observable.of("Berlin", "Münich", "Frankfurt")
        let spanishCities = Observable.of("Madrid", "Barcelona", "Valencia")
        let (recorder, _) = germanCities.concat(spanishCities).record()
        #expect(
            recorder.events == [
                .next("Berlin"), .next("Münich"), .next("Frankfurt"),
                .next("Madrid"), .next("Barcelona"), .next("Valencia"), .completed,
            ])
    }

    @Test func staticConcatOverCollectionSequenceAndVariadic() {
        let first = Observable.of(1, 2, 3)
        let second = Observable.of(4, 5, 6)
        let expected: [RecordedEvent<Int>] = [
            .next(1), .next(2), .next(3), .next(4), .next(5), .next(6), .completed,
        ]
        #expect(Observable.concat([first, second]).record().0.events == expected)
        #expect(Observable.concat(AnySequence([first, second])).record().0.events == expected)
        #expect(Observable.concat(first, second).record().0.events == expected)
    }

    @Test func concatOfObservablesWaitsForEachInner() {
        let one = TestPublishSubject<Int>()
        let two = TestPublishSubject<Int>()
        let outer = TestPublishSubject<Observable<Int>>()
        let (recorder, _) = outer.concat().record()
        outer.onNext(one.asObservable())
        outer.onNext(two.asObservable())
        two.onNext(20)  // not subscribed yet
        one.onNext(1)
        one.onCompleted()
        two.onNext(21)
        outer.onCompleted()
        two.onCompleted()
        #expect(recorder.events == [.next(1), .next(21), .completed])
    }

    @Test func emptyCollectionCompletesAtOnce() {
        #expect(Observable<Int>.concat([]).record().0.events == [.completed])
        #expect(
            Observable<Int>.concat(Observable.empty(), Observable.empty()).record().0.events == [.completed])
    }

    @Test func errorStopsTheChain() {
        let failing = Observable<Int>.concat(
            Observable.just(1), Observable.error(TestError(id: 1)), Observable.just(2))
        #expect(failing.record().0.events == [.next(1), .error("TestError(1)")])
    }

    @Test func disposalMidwayStopsAndReleasesTheCurrentSource() {
        let first = TestPublishSubject<Int>()
        let second = TestPublishSubject<Int>()
        let (recorder, subscription) = first.concat(second).record()
        first.onNext(1)
        first.onCompleted()
        second.onNext(2)
        subscription.dispose()
        second.onNext(3)
        #expect(recorder.events == [.next(1), .next(2)])
        #expect(second.observerCount == 0)
    }

    @Test func concatOfOneHundredThousandSynchronousSourcesDoesNotOverflow() {
        let count = 100_000
        var received = 0
        var completed = false
        _ = Observable.concat((0..<count).map { Observable.just($0) })
            .subscribe(
                onNext: { value in
                    if value == received { received += 1 }
                }, onCompleted: { completed = true })
        #expect(received == count)
        #expect(completed)
    }

    @Test func concatOfManyTrampolinedSourcesDoesNotOverflow() {
        let count = 100_000
        var sum = 0
        _ = Observable.concat((0..<count).map { Observable.of($0) }).subscribe(onNext: { sum += $0 })
        #expect(sum == (0..<count).reduce(0, +))
    }

    @Test func reentrantObserverFeedingTheSourceGetsEventsInOrder() {
        let first = TestPublishSubject<Int>()
        var log: [String] = []
        _ = first.concat(Observable.just(100)).subscribe(onNext: { value in
            log.append("begin \(value)")
            if value == 1 {
                first.onNext(2)
                first.onCompleted()
            }
            log.append("end \(value)")
        })
        first.onNext(1)
        // A single source delivers in its own order; the next source starts once it completes.
        #expect(log == ["begin 1", "begin 2", "end 2", "begin 100", "end 100", "end 1"])
    }

    @Test func sinksAreReleasedAfterDisposeAndAfterCompletion() {
        let subject = TestPublishSubject<Int>()
        #expect(
            recorderIsReleased { recorder in
                let subscription = subject.concat(Observable.just(1)).subscribe(recorder)
                subject.onNext(0)
                subscription.dispose()
            })
        #expect(subject.observerCount == 0)
        var events: [RecordedEvent<Int>] = []
        let released = recorderIsReleased { recorder in
            _ = Observable.concat(Observable.of(1, 2), Observable.just(3)).subscribe(recorder)
            events = recorder.events
        }
        #expect(released)
        #expect(events == [.next(1), .next(2), .next(3), .completed])
    }
}
