import TestSupport
import Testing

@testable import ObservableCore

/// `map(f).filter(p)` and `filter(p).map(f)` are one stage each (`_MapFilterObservable`,
/// `_FilterMapObservable`: one sink): each must deliver exactly what the pair through two sinks
/// delivers. The reference here is that pair, built without the fusion (`_FilterObservable` over
/// `_MapObservable`, and the other way round).
@Suite struct MapFilterFusionTests {
    /// `map(transform).filter(predicate)` through two sinks, as before the fusion.
    func unfused<Source, Result>(
        _ source: Observable<Source>, _ transform: @escaping (Source) throws -> Result,
        _ predicate: @escaping (Result) throws -> Bool
    ) -> Observable<Result> {
        _FilterObservable(source: _MapObservable(source: source, transform: transform), predicate: predicate)
    }

    /// `filter(predicate).map(transform)` through two sinks, as before the fusion.
    func unfused<Source, Result>(
        _ source: Observable<Source>, _ predicate: @escaping (Source) throws -> Bool,
        _ transform: @escaping (Source) throws -> Result
    ) -> Observable<Result> {
        _MapObservable(source: _FilterObservable(source: source, predicate: predicate), transform: transform)
    }

    @Test func filterAndMapNextToEachOtherAreOneStage() {
        let subject = PublishSubject<Int>()
        #expect(subject.map { $0 * 2 }.filter { $0 > 2 } is _MapFilterObservable<Int, Int>)
        #expect(subject.map { "\($0)" }.filter { !$0.isEmpty } is _MapFilterObservable<Int, String>)
        #expect(subject.filter { $0 > 2 }.map { $0 * 2 } is _FilterMapObservable<Int, Int>)
        #expect(subject.filter { $0 > 2 }.map { "\($0)" } is _FilterMapObservable<Int, String>)
        // A stage takes two operators, no more: a third one keeps a sink of its own, as do a
        // filter over anything but a `map` and `just(x).map(f)` (one observable of its own).
        #expect(subject.filter { $0 > 2 } is _FilterObservable<Int>)
        #expect(subject.map { $0 * 2 }.filter { $0 > 2 }.filter { $0 > 4 } is _FilterObservable<Int>)
        #expect(subject.map { $0 * 2 }.filter { $0 > 2 }.map { $0 + 1 } is _MapObservable<Int, Int>)
        #expect(subject.filter { $0 > 2 }.map { $0 * 2 }.filter { $0 > 4 } is _FilterObservable<Int>)
        #expect(subject.filter { $0 > 2 }.map { $0 * 2 }.map { $0 + 1 } is _MapObservable<Int, Int>)
        #expect(Observable.just(1).map { $0 * 2 }.filter { $0 > 2 } is _FilterObservable<Int>)
    }

    @Test func filterThenMapDeliversTheMappedElementsThatPass() {
        let source = ManualSource<Int>()
        var transformed: [Int] = []
        let (recorder, _) = source.observable
            .filter { $0.isMultiple(of: 2) }
            .map { value -> String in
                transformed.append(value)
                if value == 6 { throw TestError(id: 6) }
                return "#\(value)"
            }
            .record()
        for value in 1...8 { source.onNext(value) }
        #expect(recorder.events == [.next("#2"), .next("#4"), .error("TestError(6)")])
        #expect(transformed == [2, 4, 6])  // only what passed, nothing after the error
        #expect(source.observerCount == 0)
    }

    @Test func deliversWhatPassesThenCompletes() {
        let (recorder, _) = Observable.from(Array(1...10)).map { $0 * 3 }.filter { $0.isMultiple(of: 2) }
            .record()
        #expect(recorder.events == [.next(6), .next(12), .next(18), .next(24), .next(30), .completed])
    }

    @Test func emptyCompletesAndErrorPassesThrough() {
        let (empty, _) = Observable<Int>.empty().map { $0 + 1 }.filter { _ in true }.record()
        #expect(empty.events == [.completed])
        let subject = PublishSubject<Int>()
        let (failed, _) = subject.map { $0 + 1 }.filter { $0 > 1 }.record()
        subject.onNext(1)
        subject.onNext(0)
        subject.onError(TestError(id: 4))
        subject.onNext(5)
        #expect(failed.events == [.next(2), .error("TestError(4)")])
    }

    @Test func aThrowingTransformOrPredicateEndsTheSubscriptionAndDisposesUpstream() {
        let source = ManualSource<Int>()
        let (throwingTransform, _) = source.observable
            .map { value -> Int in
                if value == 3 { throw TestError(id: 3) }
                return value
            }
            .filter { _ in true }
            .record()
        let (throwingPredicate, _) = source.observable
            .map { $0 * 10 }
            .filter { value -> Bool in
                if value == 20 { throw TestError(id: 20) }
                return true
            }
            .record()
        #expect(source.observerCount == 2)
        for value in 1...4 { source.onNext(value) }
        #expect(throwingTransform.events == [.next(1), .next(2), .error("TestError(3)")])
        #expect(throwingPredicate.events == [.next(10), .error("TestError(20)")])
        #expect(source.observerCount == 0)
        #expect(source.disposeCount == 2)
    }

    @Test func disposalMidwayStopsTheClosuresAndDisposesUpstream() {
        let source = ManualSource<Int>()
        var transformed: [Int] = []
        let (recorder, subscription) = source.observable
            .map { value -> Int in
                transformed.append(value)
                return value
            }
            .filter { _ in true }
            .record()
        source.onNext(1)
        subscription.dispose()
        source.onNext(2)
        #expect(recorder.events == [.next(1)])
        #expect(transformed == [1])
        #expect(source.disposeCount == 1)
    }

    @Test func disposingFromInsideTheObserverStopsAtOnce() {
        // Reentrancy: the observer sends to the source, then disposes while the sink is delivering.
        let subject = PublishSubject<Int>()
        var seen: [Int] = []
        var transformed: [Int] = []
        var subscription: Disposable?
        subscription =
            subject
            .map { value -> Int in
                transformed.append(value)
                return value
            }
            .filter { $0 > 0 }
            .subscribe(onNext: { value in
                seen.append(value)
                if value < 10 { subject.onNext(value + 10) }  // a reentrant send passes through
                if value == 12 { subscription?.dispose() }
            })
        subject.onNext(2)
        subject.onNext(3)
        #expect(seen == [2, 12])
        #expect(transformed == [2, 12])
        subscription = nil
    }

    @Test func eachSubscriptionRunsItsOwnClosures() {
        var transforms = 0
        var predicates = 0
        let stage = Observable.of(1, 2).map { value -> Int in
            transforms += 1
            return value
        }
        .filter { _ in
            predicates += 1
            return true
        }
        #expect(transforms == 0)
        let (first, _) = stage.record()
        let (second, _) = stage.record()
        #expect(first.events == [.next(1), .next(2), .completed])
        #expect(second.events == first.events)
        #expect(transforms == 4)
        #expect(predicates == 4)
    }

    @Test func releasesItsObserverWhenDisposedOrCompleted() {
        let subject = PublishSubject<Int>()
        let stage = subject.map { $0 + 1 }.filter { $0 > 0 }
        let otherWay = subject.filter { $0 > 0 }.map { $0 + 1 }
        #expect(observerIsReleased(stage) { $0.dispose() })
        #expect(observerIsReleased(otherWay) { $0.dispose() })
        #expect(observerIsReleased(stage) { _ in subject.onCompleted() })
        #expect(observerIsReleased(otherWay) { _ in subject.onCompleted() })
    }

    @Test func matchesTheUnfusedPairOnEveryCase() {
        // Every combination of a transform and a predicate that pass, drop or throw, over a source
        // that completes or fails: the fused stage and the pair record the same history.
        let transforms: [(Int) throws -> Int] = [
            { $0 * 3 },
            { value in
                if value == 4 { throw TestError(id: 40) }
                return value - 1
            },
        ]
        let predicates: [(Int) throws -> Bool] = [
            { _ in true },
            { _ in false },
            { $0.isMultiple(of: 2) },
            { value in
                if value > 5 { throw TestError(id: 50) }
                return value.isMultiple(of: 3)
            },
        ]
        let ends: [Event<Int>] = [.completed, .error(TestError(id: 9))]
        // Each closure is used in both orders: map then filter, and filter then map.
        for transform in transforms {
            for predicate in predicates {
                for end in ends {
                    let fusedSource = PublishSubject<Int>()
                    let pairSource = PublishSubject<Int>()
                    let (fused, _) = fusedSource.map(transform).filter(predicate).record()
                    let (pair, _) = unfused(pairSource.asObservable(), transform, predicate).record()
                    let (fusedTheOtherWay, _) = fusedSource.filter(predicate).map(transform).record()
                    let (pairTheOtherWay, _) = unfused(pairSource.asObservable(), predicate, transform)
                        .record()
                    for value in 0..<8 {
                        fusedSource.onNext(value)
                        pairSource.onNext(value)
                    }
                    fusedSource.on(end)
                    pairSource.on(end)
                    #expect(fused.events == pair.events)
                    #expect(!fused.events.isEmpty)
                    #expect(fusedTheOtherWay.events == pairTheOtherWay.events)
                    #expect(!fusedTheOtherWay.events.isEmpty)
                }
            }
        }
    }

    @Test func lentElementsGoThroughTheStage() {
        // A source that lends its elements (as a proxy's typed streams do) hands them to the
        // stage's element entry; stop events still come as events.
        var send: ((Int) -> Void)?
        var stop: EventHandler<Int>?
        let lending = ElementProducer<Int> { handler, next in
            send = next
            stop = handler
            return Disposables.create()
        }
        var log: [String] = []
        _ = lending.map { $0 * 2 }.filter { $0 != 4 }.subscribe(
            onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") })
        #expect(send != nil)  // the stage asked for its elements one by one
        for value in 1...3 { send?(value) }
        stop?(.completed)
        send?(4)
        #expect(log == ["next 2", "next 6", "completed"])
        send = nil
        log = []
        _ = lending.filter { $0 != 2 }.map { $0 * 10 }.subscribe(
            onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") })
        #expect(send != nil)
        for value in 1...3 { send?(value) }
        stop?(.completed)
        #expect(log == ["next 10", "next 30", "completed"])
    }
}
