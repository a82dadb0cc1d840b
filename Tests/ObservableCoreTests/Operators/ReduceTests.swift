import ObservableCore
import TestSupport
import Testing

@Suite struct ReduceTests {
    @Test func emitsTheFinalValueOnCompletion() {
        let source = ManualSource<Int>()
        let (recorder, _) = source.observable.reduce(0, accumulator: +).record()
        source.onNext(1)
        source.onNext(2)
        source.onNext(3)
        #expect(recorder.events == [])
        source.onCompleted()
        #expect(recorder.events == [.next(6), .completed])
    }

    @Test func mapResult() {
        let (recorder, _) = Observable.of(1, 2, 3).reduce(0, accumulator: +, mapResult: { "sum: \($0)" })
            .record()
        #expect(recorder.events == [.next("sum: 6"), .completed])
    }

    @Test func emptyEmitsTheSeed() {
        let (recorder, _) = Observable<Int>.empty().reduce(7, accumulator: +).record()
        #expect(recorder.events == [.next(7), .completed])
    }

    @Test func error() {
        let source = ManualSource<Int>()
        let (recorder, _) = source.observable.reduce(0, accumulator: +).record()
        source.onNext(1)
        source.onError(TestError(id: 1))
        #expect(recorder.events == [.error("TestError(1)")])
    }

    @Test func throwingAccumulator() {
        let source = ManualSource<Int>()
        let (recorder, _) = source.observable.reduce(0) { _, _ in throw TestError(id: 2) }.record()
        source.onNext(1)
        source.onNext(2)
        source.onCompleted()
        #expect(recorder.events == [.error("TestError(2)")])
        #expect(source.observerCount == 0)
    }

    @Test func throwingMapResult() {
        let (recorder, _) = Observable.of(1).reduce(
            0, accumulator: +, mapResult: { _ -> Int in throw TestError(id: 3) }
        ).record()
        #expect(recorder.events == [.error("TestError(3)")])
    }

    @Test func disposalMidway() {
        let source = ManualSource<Int>()
        let (recorder, subscription) = source.observable.reduce(0, accumulator: +).record()
        source.onNext(1)
        subscription.dispose()
        source.onCompleted()
        #expect(recorder.events == [])
        #expect(source.observerCount == 0)
    }

    @Test func observerDisposingDuringTheResult() {
        let source = ManualSource<Int>()
        var events: [String] = []
        var subscription: Disposable?
        subscription = source.observable.reduce(0, accumulator: +).subscribe { event in
            events.append("\(event)")
            subscription?.dispose()
        }
        source.onNext(4)
        source.onCompleted()
        // Disposed while the result is delivered: the completion that would follow is not.
        #expect(events == ["next(4)"])
        #expect(source.observerCount == 0)
        subscription = nil  // the closure holds it: break the cycle
    }

    @Test func sinksAreReleased() {
        let source = ManualSource<Int>()
        #expect(observerIsReleased(source.observable.reduce(0, accumulator: +)) { $0.dispose() })
        #expect(observerIsReleased(source.observable.reduce(0, accumulator: +)) { _ in source.onCompleted() })
        #expect(source.observerCount == 0)
    }

    // MARK: reduce(into:)

    @Test func intoMutatesTheAccumulatorInPlace() {
        let source = ManualSource<String>()
        let (recorder, _) = source.observable.reduce(into: [String: Int]()) { $0[$1, default: 0] += 1 }
            .map { $0.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ",") }
            .record()
        source.onNext("a")
        source.onNext("b")
        source.onNext("a")
        #expect(recorder.events == [])
        source.onCompleted()
        #expect(recorder.events == [.next("a=2,b=1"), .completed])
    }

    @Test func intoNeverCopiesTheAccumulator() {
        // Each update records whether the accumulator's storage had no other owner. With
        // `reduce(into:)` only the first update finds it shared — with the seed, which the
        // observable keeps for its next subscriber — and every later one updates it in place,
        // while the value form's closure that copies its accumulator shares it every time.
        let (inPlace, _) = Observable.of(1, 2, 3).reduce(into: Tally()) { tally, _ in
            tally.record(isKnownUniquelyReferenced(&tally.storage))
        }.map(\.storage.uniqueness).record()
        #expect(inPlace.events == [.next([false, true, true]), .completed])

        let (copied, _) = Observable.of(1, 2, 3).reduce(Tally()) { tally, _ in
            var next = tally
            next.record(isKnownUniquelyReferenced(&next.storage))
            return next
        }.map(\.storage.uniqueness).record()
        #expect(copied.events == [.next([false, false, false]), .completed])
    }

    @Test func intoEmptyEmitsTheSeed() {
        let (recorder, _) = Observable<Int>.empty().reduce(into: 7) { $0 += $1 }.record()
        #expect(recorder.events == [.next(7), .completed])
    }

    @Test func intoError() {
        let source = ManualSource<Int>()
        let (recorder, _) = source.observable.reduce(into: 0) { $0 += $1 }.record()
        source.onNext(1)
        source.onError(TestError(id: 4))
        #expect(recorder.events == [.error("TestError(4)")])
    }

    @Test func intoThrowingAccumulator() {
        let source = ManualSource<Int>()
        let (recorder, _) = source.observable.reduce(into: 0) { _, _ in throw TestError(id: 5) }.record()
        source.onNext(1)
        source.onNext(2)
        source.onCompleted()
        #expect(recorder.events == [.error("TestError(5)")])
        #expect(source.observerCount == 0)
    }

    @Test func intoDisposalMidway() {
        let source = ManualSource<Int>()
        let (recorder, subscription) = source.observable.reduce(into: 0) { $0 += $1 }.record()
        source.onNext(1)
        subscription.dispose()
        source.onCompleted()
        #expect(recorder.events == [])
        #expect(source.observerCount == 0)
        #expect(observerIsReleased(source.observable.reduce(into: 0) { $0 += $1 }) { $0.dispose() })
    }

    // MARK: from a source with an element entry (`create`'s `onNext`), no event in between

    /// A `create` source that sends `values`, then `end` (nil: nothing more), and counts its
    /// disposals.
    private func created(
        _ values: [Int], end: Event<Int>? = .completed, disposed: @escaping () -> Void = {}
    ) -> Observable<Int> {
        Observable.create { observer in
            for value in values { observer.onNext(value) }
            if let end { observer.on(end) }
            return Disposables.create(with: disposed)
        }
    }

    @Test func intoFromAnElementSource() {
        let (recorder, _) = created([1, 2, 3]).reduce(into: 10) { $0 += $1 }.record()
        #expect(recorder.events == [.next(16), .completed])
    }

    @Test func intoFromAnEmptyElementSource() {
        let (recorder, _) = created([]).reduce(into: 10) { $0 += $1 }.record()
        #expect(recorder.events == [.next(10), .completed])
    }

    @Test func intoFromAnElementSourceThatFails() {
        let (recorder, _) = created([1], end: .error(TestError(id: 6))).reduce(into: 0) { $0 += $1 }.record()
        #expect(recorder.events == [.error("TestError(6)")])
    }

    @Test func throwingAccumulatorOnTheElementPath() {
        var disposed = 0
        var seen: [Int] = []
        let (recorder, _) = created([1, 2, 3], disposed: { disposed += 1 }).reduce(into: 0) { sum, value in
            seen.append(value)
            if value == 2 { throw TestError(id: 7) }
            sum += value
        }.record()
        #expect(recorder.events == [.error("TestError(7)")])
        #expect(seen == [1, 2])
        #expect(disposed == 1)
    }

    @Test func disposalMidwayOnTheElementPath() {
        var observer: AnyObserver<Int>?
        let source = Observable<Int>.create {
            observer = $0
            return Disposables.create()
        }
        var seen: [Int] = []
        let (recorder, subscription) = source.reduce(into: 0) { sum, value in
            seen.append(value)
            sum += value
        }.record()
        observer?.onNext(1)
        subscription.dispose()
        observer?.onNext(2)
        observer?.onCompleted()
        #expect(recorder.events == [])
        #expect(seen == [1])
    }

    @Test func observerDisposingDuringTheResultOnTheElementPath() {
        var observer: AnyObserver<Int>?
        var disposed = 0
        let source = Observable<Int>.create {
            observer = $0
            return Disposables.create { disposed += 1 }
        }
        var events: [String] = []
        var subscription: Disposable?
        subscription = source.reduce(into: 0) { $0 += $1 }.subscribe { event in
            events.append("\(event)")
            subscription?.dispose()
        }
        observer?.onNext(4)
        observer?.onCompleted()
        // Disposed while the result is delivered: the completion that would follow is not.
        #expect(events == ["next(4)"])
        #expect(disposed == 1)
        subscription = nil  // the closure holds it: break the cycle
    }
}

/// An accumulator whose storage is a class instance, so a test can see whether it was shared.
private struct Tally {
    final class Storage {
        var uniqueness: [Bool] = []
    }
    var storage = Storage()

    /// Appends to a copy of the storage when it is shared, as a copy-on-write value does.
    mutating func record(_ unique: Bool) {
        if !unique {
            let copy = Storage()
            copy.uniqueness = storage.uniqueness
            storage = copy
        }
        storage.uniqueness.append(unique)
    }
}
