import ObservableCore
import ObservableCoreTesting
import TestSupport
import Testing

/// Records an infallible sequence's events as the observable recorder does.
private func record<Element: Equatable>(_ infallible: Infallible<Element>) -> [RecordedEvent<Element>] {
    let disposeAtEnd = DisposeBag()  // never-ending sources: disposed when the test ends
    let recorder = Recorder<Element>()
    disposeAtEnd.insert(infallible.subscribe { recorder.on($0.event) })
    return recorder.events
}

@Suite struct InfallibleCreationTests {
    @Test func createDeliversElementsAndCompletionAndReleasesOnDispose() {
        let log = EventLog()
        let ticks = Infallible<Int>.create { observer in
            observer(.next(1))
            observer(.next(2))
            observer(.completed)
            observer(.next(3))  // after the completion: dropped
            return Disposables.create { log.append("disposed") }
        }
        #expect(record(ticks) == [.next(1), .next(2), .completed])
        #expect(log.all == ["disposed"])
    }

    @Test func createRunsOncePerSubscription() {
        let disposeAtEnd = DisposeBag()  // never-ending sources: disposed when the test ends
        let subscriptions = TallyCounter()
        let counted = Infallible<Int>.create { observer in
            observer(.next(subscriptions.increment()))
            return Disposables.create()
        }
        disposeAtEnd.insert(counted.subscribe())
        disposeAtEnd.insert(counted.subscribe())
        #expect(subscriptions.current == 2)
    }

    @Test func factories() {
        #expect(record(Infallible.just(1)) == [.next(1), .completed])
        #expect(record(Infallible<Int>.empty()) == [.completed])
        #expect(record(Infallible<Int>.never()) == [])
        #expect(record(Infallible.of(1, 2)) == [.next(1), .next(2), .completed])
        #expect(record(Infallible.from([3, 4])) == [.next(3), .next(4), .completed])
        #expect(record(Infallible.from(5...6)) == [.next(5), .next(6), .completed])
        var calls = 0
        let deferred = Infallible.deferred {
            calls += 1
            return Infallible.just(calls)
        }
        #expect(record(deferred) == [.next(1), .completed])
        #expect(record(deferred) == [.next(2), .completed])
    }

    @Test func justOnAScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Infallible.just(1, scheduler: scheduler) }
        #expect(res.events == [.next(201, 1), .completed(202)])
    }

    @Test func neverIsDisposed() {
        let log = EventLog()
        let subscription = Infallible<Int>.never().subscribe(onDisposed: { log.append("disposed") })
        subscription.dispose()
        subscription.dispose()
        #expect(log.all == ["disposed"])
    }
}

@Suite struct InfallibleConversionTests {
    @Test func onErrorJustReturnReplacesTheErrorThenCompletes() {
        let source = Observable.of(1).concat(Observable<Int>.error(TestError(id: 1)))
        #expect(record(source.asInfallible(onErrorJustReturn: 0)) == [.next(1), .next(0), .completed])
    }

    @Test func onErrorFallbackToContinues() {
        let source = Observable.of(1).concat(Observable<Int>.error(TestError(id: 1)))
        #expect(
            record(source.asInfallible(onErrorFallbackTo: .of(8, 9))) == [
                .next(1), .next(8), .next(9), .completed,
            ])
    }

    @Test func onErrorRecoverSeesTheError() {
        let source = Observable<String>.error(TestError(id: 7))
        let recovered = source.asInfallible(onErrorRecover: { Infallible.just("\($0)") })
        #expect(record(recovered) == [.next("TestError(7)"), .completed])
    }

    @Test func aSourceWithoutAnErrorPassesUnchanged() {
        #expect(
            record(Observable.of(1, 2).asInfallible(onErrorJustReturn: 0)) == [
                .next(1), .next(2), .completed,
            ])
        #expect(record(Observable<Int>.never().asInfallible(onErrorJustReturn: 0)) == [])
    }

    @Test func relaysAndAsObservable() {
        let disposeAtEnd = DisposeBag()  // never-ending sources: disposed when the test ends
        let publish = PublishRelay<Int>()
        let behavior = BehaviorRelay(value: 0)
        let replay = ReplayRelay<Int>.create(bufferSize: 1)
        replay.accept(5)
        let recorder = Recorder<Int>()
        disposeAtEnd.insert(publish.asInfallible().asObservable().subscribe(recorder))
        disposeAtEnd.insert(behavior.asInfallible().subscribe(onNext: { recorder.on(.next($0)) }))
        disposeAtEnd.insert(replay.asInfallible().subscribe(onNext: { recorder.on(.next($0)) }))
        publish.accept(1)
        behavior.accept(2)
        #expect(recorder.events == [.next(0), .next(5), .next(1), .next(2)])
    }

    @Test func subscribeFormsSeeElementsCompletionAndDisposal() {
        let disposeAtEnd = DisposeBag()  // never-ending sources: disposed when the test ends
        let log = EventLog()
        disposeAtEnd.insert(
            Infallible.of(1, 2).subscribe(
                onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") },
                onDisposed: { log.append("disposed") }))
        final class Screen { var seen: [Int] = [] }
        let screen = Screen()
        disposeAtEnd.insert(
            Infallible.of(3).subscribe(
                with: screen, onNext: { $0.seen.append($1) },
                onCompleted: { _ in log.append("with completed") },
                onDisposed: { _ in log.append("with disposed") }))
        #expect(log.all == ["next 1", "next 2", "completed", "disposed", "with completed", "with disposed"])
        #expect(screen.seen == [3])
    }

    @Test func anErrorFromABrokenContractGoesToTheHooks() {
        let disposeAtEnd = DisposeBag()  // never-ending sources: disposed when the test ends
        let reported = EventLog()
        Hooks.withDefaultErrorHandler({ _, error in reported.append("\(error)") }) {
            let broken = Infallible.just(1).flatMap { _ in Observable<Int>.error(TestError(id: 4)) }
            let seen = EventLog()
            disposeAtEnd.insert(broken.subscribe { seen.append("\($0)") })
            disposeAtEnd.insert(broken.subscribe(onNext: { _ in }, onCompleted: { seen.append("completed") }))
            #expect(seen.all == [])
        }
        #expect(reported.all == ["TestError(4)", "TestError(4)"])
    }

    @Test func theEventConvertsToAnEvent() {
        #expect(RecordedEvent(InfallibleEvent.next(1).event) == .next(1))
        #expect(RecordedEvent(InfallibleEvent<Int>.completed.event) == .completed)
    }
}

@Suite struct InfallibleOperatorTests {
    @Test func transforming() {
        let source = Infallible.of(1, 2, 3, 4)
        #expect(record(source.map { $0 * 10 }) == [.next(10), .next(20), .next(30), .next(40), .completed])
        #expect(record(source.filter { $0.isMultiple(of: 2) }) == [.next(2), .next(4), .completed])
        #expect(
            record(Infallible.of("1", "x", "3").compactMap { Int($0) }) == [.next(1), .next(3), .completed])
        #expect(
            record(source.scan(0, accumulator: +)) == [.next(1), .next(3), .next(6), .next(10), .completed])
        #expect(
            record(source.scan(into: 0) { $0 += $1 }) == [
                .next(1), .next(3), .next(6), .next(10), .completed,
            ])
        #expect(record(source.startWith(-1, 0).take(3)) == [.next(-1), .next(0), .next(1), .completed])
    }

    @Test func distinctUntilChanged() {
        #expect(
            record(Infallible.of(1, 1, 2, 1).distinctUntilChanged()) == [
                .next(1), .next(2), .next(1), .completed,
            ])
        #expect(
            record(Infallible.of("a", "A", "b").distinctUntilChanged { $0.lowercased() }) == [
                .next("a"), .next("b"), .completed,
            ])
        #expect(
            record(Infallible.of(1, 2, 5).distinctUntilChanged { abs($0 - $1) < 2 }) == [
                .next(1), .next(5), .completed,
            ])
        #expect(
            record(Infallible.of("a", "bb", "cc").distinctUntilChanged({ $0.count }, comparer: ==))
                == [.next("a"), .next("bb"), .completed])
        #expect(
            record(Infallible.of("a", "b", "cc").distinctUntilChanged(at: \.count)) == [
                .next("a"), .next("cc"), .completed,
            ])
    }

    @Test func flattening() {
        let source = Infallible.of(1, 2)
        #expect(
            record(source.flatMap { Infallible.of($0, $0 * 10) })
                == [.next(1), .next(10), .next(2), .next(20), .completed])
        #expect(
            record(source.concatMap { Infallible.of($0, $0) }) == [
                .next(1), .next(1), .next(2), .next(2), .completed,
            ])
        let inner = PublishSubject<Int>()
        let outer = PublishSubject<Int>()
        let recorder = Recorder<Int>()
        let latest = outer.asInfallible(onErrorJustReturn: 0).flatMapLatest { value in
            inner.map { $0 + value }.asInfallible(onErrorJustReturn: -1)
        }
        .subscribe { recorder.on($0.event) }
        defer { latest.dispose() }
        outer.onNext(10)
        inner.onNext(1)
        outer.onNext(20)
        inner.onNext(2)
        #expect(recorder.events == [.next(11), .next(22)])
        let first = Recorder<Int>()
        let firsts = outer.asInfallible(onErrorJustReturn: 0).flatMapFirst { value in
            inner.map { $0 + value }.take(1).asInfallible(onErrorJustReturn: -1)
        }
        .subscribe { first.on($0.event) }
        defer { firsts.dispose() }
        outer.onNext(100)
        outer.onNext(200)  // dropped: the first inner sequence still runs
        inner.onNext(3)
        outer.onNext(300)
        inner.onNext(4)
        #expect(first.events == [.next(103), .next(304)])
    }

    @Test func concatAndMerge() {
        let expected: [RecordedEvent<Int>] = [.next(1), .next(2), .completed]
        #expect(record(Infallible.of(1).concat(Infallible.of(2))) == expected)
        #expect(record(Infallible.concat(AnySequence([Infallible.of(1), Infallible.of(2)]))) == expected)
        #expect(record(Infallible.concat([Infallible.of(1), Infallible.of(2)])) == expected)
        #expect(record(Infallible.concat(Infallible.of(1), Infallible.of(2))) == expected)
        #expect(record(Infallible.merge(Infallible.of(1), Infallible.of(2))) == expected)
        #expect(record(Infallible.merge([Infallible.of(1), Infallible.of(2)])) == expected)
        // The collection form merges (RxSwift's concatenates): a never-ending first source
        // does not hold the second back.
        let sources: ArraySlice = [Infallible<Int>.never(), Infallible.of(2)]
        #expect(record(Infallible.merge(sources)) == [.next(2)])
    }

    @Test func takeAndSkip() {
        let disposeAtEnd = DisposeBag()  // never-ending sources: disposed when the test ends
        let source = Infallible.of(1, 2, 3, 1)
        #expect(record(source.take(2)) == [.next(1), .next(2), .completed])
        #expect(record(source.take(while: { $0 < 2 })) == [.next(1), .completed])
        #expect(
            record(source.take(while: { $0 < 2 }, behavior: .inclusive)) == [.next(1), .next(2), .completed])
        #expect(record(source.take(until: { $0 == 2 })) == [.next(1), .completed])
        #expect(
            record(source.take(until: { $0 == 2 }, behavior: .inclusive)) == [.next(1), .next(2), .completed])
        #expect(record(source.skip(2)) == [.next(3), .next(1), .completed])
        #expect(record(source.skip(while: { $0 < 2 })) == [.next(2), .next(3), .next(1), .completed])
        let values = PublishRelay<Int>()
        let trigger = PublishRelay<Void>()
        let until = Recorder<Int>()
        disposeAtEnd.insert(
            values.asInfallible().take(until: trigger.asInfallible()).subscribe { until.on($0.event) })
        let untilObservable = Recorder<Int>()
        disposeAtEnd.insert(
            values.asInfallible().take(until: trigger.asObservable()).subscribe {
                untilObservable.on($0.event)
            })
        let after = Recorder<Int>()
        disposeAtEnd.insert(
            values.asInfallible().skip(until: trigger.asObservable()).subscribe { after.on($0.event) })
        values.accept(1)
        trigger.accept(())
        values.accept(2)
        #expect(until.events == [.next(1), .completed])
        #expect(untilObservable.events == [.next(1), .completed])
        #expect(after.events == [.next(2)])
    }

    @Test func timeOperatorsOnVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(215, 2), .next(240, 3), .completed(250),
        ])
        let infallible = xs.asInfallible(onErrorJustReturn: -1)
        let debounced = scheduler.start { infallible.debounce(.seconds(10), scheduler: scheduler) }
        #expect(debounced.events == [.next(225, 2), .next(250, 3), .completed(250)])
        let second = TestScheduler(initialClock: 0)
        let ys = second.createHotObservable([.next(210, 1), .next(215, 2), .next(240, 3), .completed(250)])
        let throttled = second.start {
            ys.asInfallible(onErrorJustReturn: -1).throttle(.seconds(10), scheduler: second)
        }
        #expect(throttled.events == [.next(210, 1), .next(220, 2), .next(240, 3), .completed(250)])
        let third = TestScheduler(initialClock: 0)
        let zs = third.createHotObservable([.next(210, 1), .next(230, 2)])
        let taken = third.start {
            zs.asInfallible(onErrorJustReturn: -1).take(for: .seconds(20), scheduler: third)
        }
        #expect(taken.events == [.next(210, 1), .completed(220)])
    }

    @Test func sharingAndSideEffects() {
        let subscriptions = TallyCounter()
        let log = EventLog()
        let source = Infallible<Int>.create { observer in
            _ = subscriptions.increment()
            observer(.next(1))
            return Disposables.create()
        }
        let shared = source.do(
            onNext: { log.append("do \($0)") }, afterNext: { log.append("after \($0)") },
            onSubscribe: { log.append("subscribe") }, onSubscribed: { log.append("subscribed") },
            onDispose: { log.append("dispose") }
        )
        .share(replay: 1)
        let first = shared.subscribe(onNext: { log.append("first \($0)") })
        let second = shared.subscribe(onNext: { log.append("second \($0)") })
        first.dispose()
        second.dispose()
        #expect(subscriptions.current == 1)
        #expect(
            log.all == ["subscribe", "do 1", "first 1", "after 1", "subscribed", "second 1", "dispose"])
        let completions = EventLog()
        _ = Infallible.of(1).do(
            onCompleted: { completions.append("on") }, afterCompleted: { completions.append("after") }
        )
        .subscribe(onCompleted: { completions.append("observer") })
        #expect(completions.all == ["on", "observer", "after"])
    }

    @Test func withUnretainedCompletesOnceTheObjectIsGone() {
        let disposeAtEnd = DisposeBag()  // never-ending sources: disposed when the test ends
        final class Screen { let name = "home" }
        var screen: Screen? = Screen()
        let values = PublishRelay<Int>()
        let recorder = Recorder<String>()
        disposeAtEnd.insert(
            values.asInfallible().withUnretained(screen!) { "\($0.name) \($1)" }.subscribe {
                recorder.on($0.event)
            })
        let pairs = Recorder<Int>()
        disposeAtEnd.insert(
            values.asInfallible().withUnretained(screen!).map { $0.1 }.subscribe { pairs.on($0.event) })
        values.accept(1)
        screen = nil
        values.accept(2)
        #expect(recorder.events == [.next("home 1"), .completed])
        #expect(pairs.events == [.next(1), .completed])
    }

    @Test func withLatestFrom() {
        let disposeAtEnd = DisposeBag()  // never-ending sources: disposed when the test ends
        let name = BehaviorRelay(value: "Ada")
        let taps = PublishRelay<Int>()
        let combined = Recorder<String>()
        disposeAtEnd.insert(
            taps.asInfallible().withLatestFrom(name.asInfallible()) { "\($1) \($0)" }.subscribe {
                combined.on($0.event)
            })
        let latest = Recorder<String>()
        disposeAtEnd.insert(
            taps.asInfallible().withLatestFrom(name.asInfallible()).subscribe { latest.on($0.event) })
        taps.accept(1)
        name.accept("Grace")
        taps.accept(2)
        #expect(combined.events == [.next("Ada 1"), .next("Grace 2")])
        #expect(latest.events == [.next("Ada"), .next("Grace")])
    }

    @Test func debugPassesEventsThrough() {
        #expect(record(Infallible.of(1).debug("one")) == [.next(1), .completed])
    }
}

@Suite struct InfallibleCombiningTests {
    @Test func combineLatestOfTwoToFour() {
        let disposeAtEnd = DisposeBag()  // never-ending sources: disposed when the test ends
        let a = PublishRelay<Int>()
        let b = PublishRelay<String>()
        let c = BehaviorRelay(value: true)
        let pairs = Recorder<String>()
        disposeAtEnd.insert(
            Infallible.combineLatest(a.asInfallible(), b.asInfallible()).map { "\($0)\($1)" }
                .subscribe { pairs.on($0.event) })
        let triples = Recorder<String>()
        let tripled = Infallible.combineLatest(a.asInfallible(), b.asInfallible(), c.asInfallible()) {
            "\($0)\($1)\($2)"
        }
        .subscribe { triples.on($0.event) }
        defer { tripled.dispose() }
        a.accept(1)
        b.accept("x")
        a.accept(2)
        c.accept(false)
        #expect(pairs.events == [.next("1x"), .next("2x")])
        #expect(triples.events == [.next("1xtrue"), .next("2xtrue"), .next("2xfalse")])
        let four = Infallible.combineLatest(
            Infallible.just(1), Infallible.just("a"), Infallible.just(2.5), Infallible.just(true)
        ) { "\($0) \($1) \($2) \($3)" }
        #expect(record(four) == [.next("1 a 2.5 true"), .completed])
    }

    @Test func combineLatestCompletesWhenAllComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let ys = scheduler.createHotObservable([.next(215, 10), .next(230, 20), .completed(240)])
        let res = scheduler.start {
            Infallible.combineLatest(
                xs.asInfallible(onErrorJustReturn: 0), ys.asInfallible(onErrorJustReturn: 0),
                resultSelector: +)
        }
        #expect(res.events == [.next(215, 11), .next(230, 21), .completed(240)])
    }

    @Test func combineLatestOfACollection() {
        let sources = [Infallible.of(1, 2), Infallible.just(10)]
        // On the trampoline, as in RxSwift: `just` emits while subscribed, `of` once the
        // subscription returns.
        #expect(record(Infallible.combineLatest(sources)) == [.next([1, 10]), .next([2, 10]), .completed])
        #expect(
            record(Infallible.combineLatest(sources) { $0.reduce(0, +) }) == [
                .next(11), .next(12), .completed,
            ])
    }

    @Test func zipPairsByIndex() {
        let numbers = Infallible.of(1, 2, 3)
        let letters = Infallible.of("a", "b")
        #expect(
            record(Infallible.zip(numbers, letters).map { "\($0)\($1)" }) == [
                .next("1a"), .next("2b"), .completed,
            ])
        #expect(
            record(Infallible.zip(numbers, letters, Infallible.of(true, false)) { "\($0)\($1)\($2)" })
                == [.next("1atrue"), .next("2bfalse"), .completed])
    }

    @Test func zipOnVirtualTimeMatchesTheObservableForm() {
        func events(_ make: @escaping (TestableObservable<Int>, TestableObservable<Int>) -> Observable<Int>)
            -> [Recorded<Event<Int>>]
        {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
            let ys = scheduler.createHotObservable([
                .next(215, 10), .next(240, 20), .next(250, 30), .completed(260),
            ])
            return scheduler.start { make(xs, ys) }.events
        }
        let infallible = events { xs, ys in
            Infallible.zip(
                xs.asInfallible(onErrorJustReturn: 0), ys.asInfallible(onErrorJustReturn: 0),
                resultSelector: +
            )
            .asObservable()
        }
        let observable = events { xs, ys in Observable.zip(xs, ys, resultSelector: +) }
        #expect(infallible == observable)
        // RxSwift's zip of fixed arity completes once every source has completed.
        #expect(infallible == [.next(215, 11), .next(240, 22), .completed(260)])
    }

    @Test func anObserverThatFeedsASourceGetsTheNewCombinationAfterTheCurrentOne() {
        let disposeAtEnd = DisposeBag()  // never-ending sources: disposed when the test ends
        let a = PublishRelay<Int>()
        let b = BehaviorRelay(value: 0)
        let log = EventLog()
        disposeAtEnd.insert(
            Infallible.combineLatest(a.asInfallible(), b.asInfallible(), resultSelector: +).subscribe(
                onNext: { sum in
                    log.append("begin \(sum)")
                    if sum == 1 { b.accept(10) }
                    log.append("end \(sum)")
                }))
        a.accept(1)
        #expect(log.all == ["begin 1", "end 1", "begin 11", "end 11"])
    }
}

@Suite struct InfallibleBindTests {
    @Test func bindToObserversAndRelays() {
        let disposeAtEnd = DisposeBag()  // never-ending sources: disposed when the test ends
        let subject = PublishSubject<Int>()
        let recorder = Recorder<Int>()
        disposeAtEnd.insert(subject.subscribe(recorder))
        let optional = BehaviorSubject<Int?>(value: nil)
        _ = Infallible.just(1).bind(to: subject)
        _ = Infallible.just(2).bind(to: optional)
        #expect(recorder.events == [.next(1), .completed])
        #expect((try? optional.value()) == .some(2))

        let behavior = BehaviorRelay(value: 0)
        let optionalBehavior = BehaviorRelay<Int?>(value: nil)
        let publish = PublishRelay<Int>()
        let optionalPublish = PublishRelay<Int?>()
        let replay = ReplayRelay<Int>.create(bufferSize: 1)
        let optionalReplay = ReplayRelay<Int?>.create(bufferSize: 1)
        let published = Recorder<Int>()
        disposeAtEnd.insert(publish.subscribe(published))
        let optionalPublished = Recorder<Int?>()
        disposeAtEnd.insert(optionalPublish.subscribe(optionalPublished))
        _ = Infallible.just(5).bind(to: behavior)
        _ = Infallible.just(6).bind(to: optionalBehavior)
        _ = Infallible.just(7).bind(to: publish)
        _ = Infallible.just(8).bind(to: optionalPublish)
        _ = Infallible.just(9).bind(to: replay)
        _ = Infallible.just(10).bind(to: optionalReplay)
        let replayed = Recorder<Int>()
        disposeAtEnd.insert(replay.subscribe(replayed))
        let optionalReplayed = Recorder<Int?>()
        disposeAtEnd.insert(optionalReplay.subscribe(optionalReplayed))
        #expect(behavior.value == 5)
        #expect(optionalBehavior.value == 6)
        #expect(published.events == [.next(7)])  // relays never complete
        #expect(optionalPublished.events == [.next(8)])
        #expect(replayed.events == [.next(9)])
        #expect(optionalReplayed.events == [.next(10)])
    }

    @Test func bindToFunctionsAndOnNext() {
        func printAll(_ numbers: Infallible<Int>) -> [Int] {
            var seen: [Int] = []
            _ = numbers.subscribe(onNext: { seen.append($0) })
            return seen
        }
        #expect(Infallible.of(1, 2).bind(to: printAll) == [1, 2])
        func prefixed(_ numbers: Infallible<Int>) -> (String) -> [String] {
            { prefix in
                var seen: [String] = []
                _ = numbers.subscribe(onNext: { seen.append("\(prefix)\($0)") })
                return seen
            }
        }
        #expect(Infallible.of(1).bind(to: prefixed, curriedArgument: "v") == ["v1"])
        let log = EventLog()
        _ = Infallible.of(3).bind(onNext: { log.append("\($0)") })
        #expect(log.all == ["3"])
    }
}

@Suite struct ReplayRelayBindTests {
    @Test func elementsGoToTheRelaysAndStopEventsEndOnlyTheBinding() {
        let disposeAtEnd = DisposeBag()  // never-ending sources: disposed when the test ends
        let relay = ReplayRelay<Int>.create(bufferSize: 2)
        let optional = ReplayRelay<Int?>.create(bufferSize: 1)
        _ = Observable.of(1, 2, 3).bind(to: relay)
        _ = Observable.just(4).bind(to: optional)
        let recorder = Recorder<Int>()
        disposeAtEnd.insert(relay.subscribe(recorder))
        let optionalRecorder = Recorder<Int?>()
        disposeAtEnd.insert(optional.subscribe(optionalRecorder))
        relay.accept(5)
        #expect(recorder.events == [.next(2), .next(3), .next(5)])
        #expect(optionalRecorder.events == [.next(4)])
        let failing = ReplayRelay<Int>.create(bufferSize: 1)
        _ = Observable<Int>.error(TestError(id: 1)).bind(to: failing)
        failing.accept(6)
        let after = Recorder<Int>()
        disposeAtEnd.insert(failing.subscribe(after))
        #expect(after.events == [.next(6)])
    }
}
