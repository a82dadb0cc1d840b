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

    /// `concat([just(n), recursion(n + 1)])`, built lazily and without end: RxSwift's
    /// tail-recursive shape, through a collection (whose remaining count is known). Each `just`
    /// delivers from the current-thread trampoline, as in RxSwift's test, so that subscribing
    /// returns before the elements come and `take` can stop the recursion.
    static func recursiveCollection(_ index: Int) -> Observable<Int> {
        let sources = [0, 1].lazy.map { part in
            part == 0
                ? Observable.just(index, scheduler: CurrentThreadScheduler.instance)
                : recursiveCollection(index + 1)
        }
        return Observable.concat(sources)
    }

    /// The same recursion through a sequence that is not a collection (no remaining count).
    static func recursiveSequence(_ index: Int) -> Observable<Int> {
        let sources = [0, 1].lazy.map { part in
            part == 0
                ? Observable.just(index, scheduler: CurrentThreadScheduler.instance)
                : recursiveSequence(index + 1)
        }
        return Observable.concat(AnySequence(sources))
    }

    @Test func aRecursiveConcatOneHundredThousandDeepKeepsAFlatStack() {
        // Subscribing each nested concat instead of taking its sources in would nest a sink and
        // a few frames per level: a hundred thousand levels would overflow the thread's stack.
        let count = 100_000
        var received = 0
        var completed = false
        _ = Self.recursiveCollection(0).take(count)
            .subscribe(
                onNext: { value in
                    if value == received { received += 1 }
                }, onCompleted: { completed = true })
        #expect(received == count)
        #expect(completed)
        var fromSequence = 0
        _ = Self.recursiveSequence(0).take(count).subscribe(onNext: { value in
            if value == fromSequence { fromSequence += 1 }
        })
        #expect(fromSequence == count)
    }

    @Test func aNestedConcatIsTakenInWithItsEventsInOrder() {
        let inner = TestPublishSubject<Int>()
        let (recorder, subscription) = Observable.concat(
            Observable.of(1, 2).concat(inner), Observable.just(9)
        )
        .record()
        // The nested concat's sources run inside the outer subscription: `inner` is subscribed
        // once `of(1, 2)` completes, and `just(9)` once `inner` completes.
        #expect(inner.observerCount == 1)
        inner.onNext(3)
        inner.onCompleted()
        #expect(recorder.events == [.next(1), .next(2), .next(3), .next(9), .completed])
        subscription.dispose()
    }

    #if TRACE_RESOURCES
        /// `maxTailRecursiveSinkStackSize` is process-wide, and any concat of a concat run by a
        /// test in parallel raises it: these figures are taken in a process of their own.
        @Test func maxTailRecursiveSinkStackSizeStaysAtOneThroughCollections() async {
            let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
                maxTailRecursiveSinkStackSize = 0
                var elements: [Int] = []
                _ = ConcatTests.recursiveCollection(0).take(100).subscribe(onNext: { elements.append($0) })
                print(elements == Array(0..<100), maxTailRecursiveSinkStackSize)
                maxTailRecursiveSinkStackSize = 0
                elements = []
                _ = ConcatTests.recursiveSequence(0).take(100).subscribe(onNext: { elements.append($0) })
                print(elements == Array(0..<100), maxTailRecursiveSinkStackSize)
                maxTailRecursiveSinkStackSize = 0
                _ = Observable.concat((0..<1000).map { Observable.just($0) }).subscribe()
                print(maxTailRecursiveSinkStackSize)
            }
            let output = String(decoding: result?.standardOutputContent ?? [], as: UTF8.self)
            // As RxSwift: a collection's finished iterator is dropped before the nested one is
            // taken in, so the stack holds one; a sequence's stays (it cannot say it is on its
            // last source), one more per level; a concat of plain sources pushes nothing.
            #expect(output == "true 1\ntrue 100\n0\n")
        }
    #endif
}
