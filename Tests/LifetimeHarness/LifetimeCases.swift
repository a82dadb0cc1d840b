import DelegateProxyKit
import Foundation
import ObservableCore
import Observation

// The table of forms the harness runs. Each case builds its observable from the sources and
// captures the tracked object in every closure the form takes, so that a form that kept its
// closures after disposal, or after a stop event, is caught.
//
// `covers` names the public declarations a case runs; `LifetimeHarnessTests` checks that every
// public operator of the core (and of Driver/Signal) is named by a case or by
// `lifetimeExemptNames`, with the reason it needs no case.

private let stopOnA: @Sendable (HarnessSources, HarnessEnd) -> Void = { s, end in
    LifetimeCase.endSources(s, end)
}

/// Ends through `b` only: for forms that end when their trigger or second source does.
private let endB: @Sendable (HarnessSources, HarnessEnd) -> Void = { s, end in
    switch end {
    case .dispose, .withoutStopEvent: return
    case .completed: s.b.onCompleted()
    case .error: s.b.onError(HarnessError())
    }
    s.scheduler.advanceTo(1_000)
}

/// Every case of the harness.
public let lifetimeCases: [LifetimeCase] =
    coreCases + traitCases + subjectCases + cocoaCases + observationCases + issueForms

private let coreCases: [LifetimeCase] = [
    // Creation.
    LifetimeCase("create", ends: [.dispose, .completed, .error]) { s, t in
        Observable.create { observer in
            let inner = s.a.subscribe(observer)
            return Disposables.create {
                _ = t; inner.dispose()
            }
        }
    },
    LifetimeCase("deferred") { s, t in
        Observable.deferred {
            _ = t; return s.a.asObservable()
        }
    },
    LifetimeCase("empty", ends: [.dispose, .completed]) { _, _ in Observable.empty() },
    LifetimeCase("error", ends: [.dispose, .error]) { _, _ in Observable.error(HarnessError()) },
    LifetimeCase("just", ends: [.dispose, .completed]) { _, _ in Observable.just(1) },
    LifetimeCase("never", ends: [.dispose]) { _, _ in Observable.never() },
    LifetimeCase("of", ends: [.dispose, .completed]) { s, _ in Observable.of(1, 2, scheduler: s.scheduler) },
    LifetimeCase("from", ends: [.dispose, .completed]) { s, _ in
        Observable.from([1, 2], scheduler: s.scheduler)
    },
    LifetimeCase("from(optional:)", covers: ["from"], ends: [.dispose, .completed]) { s, _ in
        Observable.from(optional: 1, scheduler: s.scheduler)
    },
    LifetimeCase("range", ends: [.dispose, .completed]) { s, _ in
        Observable.range(start: 0, count: 3, scheduler: s.scheduler)
    },
    LifetimeCase("repeatElement", ends: [.dispose]) { s, _ in
        Observable.repeatElement(1, scheduler: s.scheduler)
    },
    LifetimeCase("generate", ends: [.dispose, .completed]) { s, t in
        Observable.generate(initialState: 0, condition: { t.id($0) < 3 }, scheduler: s.scheduler) { $0 + 1 }
    },
    LifetimeCase("interval", ends: [.dispose]) { s, _ in
        Observable.interval(.seconds(1), scheduler: s.scheduler)
    },
    LifetimeCase("timer", ends: [.dispose, .completed]) { s, _ in
        Observable.timer(.seconds(20), scheduler: s.scheduler)
    },
    LifetimeCase("using") { s, t in
        Observable.using(
            { TrackedResource(t) },
            observableFactory: { _ in
                _ = t; return s.a.asObservable()
            })
    },
    // Transforming.
    LifetimeCase("map") { s, t in s.a.map { t.id($0) } },
    LifetimeCase("map+filter chain", covers: ["map", "filter"]) { s, t in
        s.a.map { t.id($0) }.filter { t.yes($0) }.map { $0 + 1 }
    },
    LifetimeCase("filter") { s, t in s.a.filter { t.yes($0) } },
    LifetimeCase("compactMap") { s, t in s.a.compactMap { Optional(t.id($0)) } },
    LifetimeCase("scan") { s, t in s.a.scan(0) { t.id($0 + $1) } },
    LifetimeCase("reduce") { s, t in s.a.reduce(0) { t.id($0 + $1) } },
    LifetimeCase("toArray") { s, _ in s.a.toArray().asObservable().map { $0.count } },
    LifetimeCase("enumerated") { s, _ in s.a.enumerated().map { $0.element } },
    LifetimeCase("materialize", covers: ["materialize", "dematerialize"]) { s, _ in
        s.a.materialize().dematerialize()
    },
    LifetimeCase("distinctUntilChanged") { s, t in s.a.distinctUntilChanged { t.id($0) == $1 } },
    LifetimeCase("distinctUntilChanged(key)", covers: ["distinctUntilChanged"]) { s, t in
        s.a.distinctUntilChanged { t.id($0) }
    },
    LifetimeCase("withUnretained") { s, t in s.a.withUnretained(t) { $0.id($1) } },
    LifetimeCase("decode") { s, t in
        s.a.map { _ in Data("1".utf8) }.decode(type: Int.self, decoder: JSONDecoder()).map { t.id($0) }
    },
    LifetimeCase("do") { s, t in
        s.a.do(
            onNext: { _ = t.id($0) }, afterNext: { _ = t.id($0) }, onError: { _ = t.id($0) },
            afterError: { _ = t.id($0) }, onCompleted: { _ = t }, afterCompleted: { _ = t },
            onSubscribe: { _ = t }, onSubscribed: { _ = t }, onDispose: { _ = t })
    },
    LifetimeCase("debug") { s, _ in s.a.debug("harness", trimOutput: true) },
    LifetimeCase("startWith") { s, t in s.a.map { t.id($0) }.startWith(0) },
    LifetimeCase("groupBy", covers: ["groupBy"]) { s, t in
        s.a.groupBy { t.id($0) % 2 }.flatMap { $0.asObservable() }
    },
    LifetimeCase("buffer") { s, _ in
        s.a.buffer(timeSpan: .seconds(5), count: 2, scheduler: s.scheduler).map { $0.count }
    },
    LifetimeCase("window") { s, _ in
        s.a.window(timeSpan: .seconds(5), count: 2, scheduler: s.scheduler).flatMap { $0 }
    },
    // Filtering.
    LifetimeCase("take") { s, t in s.a.map { t.id($0) }.take(5) },
    LifetimeCase("take(for:)", covers: ["take"]) { s, t in
        s.a.map { t.id($0) }.take(for: .seconds(100), scheduler: s.scheduler)
    },
    LifetimeCase("take(while:)", covers: ["take", "takeWhile"]) { s, t in s.a.take(while: { t.yes($0) }) },
    LifetimeCase("take(until: predicate)", covers: ["take", "takeUntil"]) { s, t in
        s.a.take(until: { _ in t.yes(0) && false }, behavior: .inclusive)
    },
    LifetimeCase("take(until: other)", covers: ["take", "takeUntil"], finish: endB) { s, t in
        s.a.map { t.id($0) }.take(until: s.b)
    },
    LifetimeCase("takeLast") { s, t in s.a.map { t.id($0) }.takeLast(1) },
    LifetimeCase("skip") { s, t in s.a.map { t.id($0) }.skip(1) },
    LifetimeCase("skip(duration)", covers: ["skip"]) { s, t in
        s.a.map { t.id($0) }.skip(.seconds(1), scheduler: s.scheduler)
    },
    LifetimeCase("skip(while:)", covers: ["skip", "skipWhile"]) { s, t in s.a.skip(while: { !t.yes($0) }) },
    LifetimeCase("skip(until:)", covers: ["skip", "skipUntil"]) { s, t in
        s.a.map { t.id($0) }.skip(until: s.b)
    },
    LifetimeCase(
        "skip(until:) ended before its trigger", covers: ["skip", "skipUntil"],
        ends: [.dispose, .error, .withoutStopEvent], finish: endBeforeTrigger
    ) { s, t in
        s.a.map { t.id($0) }.skip(until: s.b.filter { $0 > 2 })
    },
    LifetimeCase("element(at:)", covers: ["element", "elementAt"]) { s, t in
        s.a.map { t.id($0) }.element(at: 3)
    },
    LifetimeCase("first") { s, t in s.a.map { t.id($0) }.first().asObservable().map { $0 ?? 0 } },
    LifetimeCase("single") { s, t in s.a.map { t.id($0) }.single() },
    LifetimeCase("ignoreElements") { s, t in
        s.a.map { t.id($0) }.ignoreElements().asObservable().materialize().filter { _ in false }.map { _ in 0
        }
    },
    LifetimeCase("ifEmpty(default:)", covers: ["ifEmpty"]) { s, t in s.a.map { t.id($0) }.ifEmpty(default: 0)
    },
    LifetimeCase("ifEmpty(switchTo:)", covers: ["ifEmpty"]) { s, t in
        s.a.map { t.id($0) }.ifEmpty(switchTo: s.b.asObservable())
    },
    LifetimeCase("sample") { s, t in s.a.map { t.id($0) }.sample(s.b) },
    LifetimeCase("debounce") { s, t in s.a.map { t.id($0) }.debounce(.seconds(5), scheduler: s.scheduler) },
    LifetimeCase("throttle") { s, t in s.a.map { t.id($0) }.throttle(.seconds(5), scheduler: s.scheduler) },
    // Combining.
    LifetimeCase("merge") { s, t in Observable.merge(s.a.map { t.id($0) }, s.b.asObservable()) },
    LifetimeCase("merge(maxConcurrent:)", covers: ["merge"]) { s, t in
        Observable.of(s.a.map { t.id($0) }, s.b.asObservable()).merge(maxConcurrent: 1)
    },
    LifetimeCase("concat") { s, t in Observable.concat(s.a.map { t.id($0) }, s.b.asObservable()) },
    LifetimeCase("zip") { s, t in Observable.zip(s.a, s.b) { t.id($0 + $1) } },
    LifetimeCase("combineLatest") { s, t in Observable.combineLatest(s.a, s.b) { t.id($0 + $1) } },
    LifetimeCase("withLatestFrom") { s, t in s.a.withLatestFrom(s.b) { t.id($0 + $1) } },
    LifetimeCase("amb") { s, t in s.a.map { t.id($0) }.amb(s.b) },
    LifetimeCase("switchLatest") { s, t in s.a.map { _ in s.b.map { t.id($0) } }.switchLatest() },
    LifetimeCase("flatMap") { s, t in s.a.flatMap { _ in s.b.map { t.id($0) } } },
    LifetimeCase("flatMapLatest") { s, t in s.a.flatMapLatest { _ in s.b.map { t.id($0) } } },
    LifetimeCase("flatMapFirst") { s, t in s.a.flatMapFirst { _ in s.b.map { t.id($0) } } },
    LifetimeCase("concatMap") { s, t in s.a.concatMap { _ in s.b.map { t.id($0) } } },
    // Errors.
    LifetimeCase("catch", ends: [.dispose, .completed, .error], finish: endCatch) { s, t in
        s.a.catch { _ in
            _ = t; return s.b.asObservable()
        }
    },
    LifetimeCase("catchAndReturn", ends: [.dispose, .completed]) { s, t in
        s.a.map { t.id($0) }.catchAndReturn(0)
    },
    LifetimeCase("retry", ends: [.dispose, .completed]) { s, t in s.a.map { t.id($0) }.retry() },
    LifetimeCase("retry(when:)", covers: ["retry", "retryWhen"], ends: [.dispose, .completed]) { s, t in
        s.a.map { t.id($0) }.retry(when: { errors in errors.map { _ in t.id(0) } })
    },
    LifetimeCase("timeout") { s, t in s.a.map { t.id($0) }.timeout(.seconds(100), scheduler: s.scheduler) },
    LifetimeCase("timeout(other:)", covers: ["timeout"]) { s, t in
        s.a.map { t.id($0) }.timeout(.seconds(100), other: s.b, scheduler: s.scheduler)
    },
    // Time and threads.
    LifetimeCase("delay") { s, t in s.a.map { t.id($0) }.delay(.seconds(5), scheduler: s.scheduler) },
    LifetimeCase("delaySubscription") { s, t in
        s.a.map { t.id($0) }.delaySubscription(.seconds(5), scheduler: s.scheduler)
    },
    LifetimeCase("observe(on:)", covers: ["observe", "observeOn"]) { s, t in
        s.a.map { t.id($0) }.observe(on: s.scheduler)
    },
    LifetimeCase("subscribe(on:)", covers: ["subscribeOn"], disposesOnScheduler: true) { s, t in
        s.a.map { t.id($0) }.subscribe(on: s.scheduler)
    },
    // Sharing.
    LifetimeCase("share") { s, t in s.a.map { t.id($0) }.share() },
    LifetimeCase("share(replay:)", covers: ["share"]) { s, t in s.a.map { t.id($0) }.share(replay: 1) },
    LifetimeCase("share(replay:scope: .forever)", covers: ["share"]) { s, t in
        s.a.map { t.id($0) }.share(replay: 1, scope: .forever)
    },
    LifetimeCase("publish+refCount", covers: ["publish", "refCount"]) { s, t in
        s.a.map { t.id($0) }.publish().refCount()
    },
    LifetimeCase("replay+refCount", covers: ["replay", "refCount"]) { s, t in
        s.a.map { t.id($0) }.replay(1).refCount()
    },
    LifetimeCase("replayAll+refCount", covers: ["replayAll", "refCount"]) { s, t in
        s.a.map { t.id($0) }.replayAll().refCount()
    },
    LifetimeCase("multicast", covers: ["multicast", "refCount"]) { s, t in
        s.a.map { t.id($0) }.multicast { PublishSubject<Int>() }.refCount()
    },
]

/// Ends `a` while `b` (whose elements the harness sends do not pass the case's filter) has not
/// fired: `skip(until:)` then ends with no event for the subscriber, as in RxSwift.
private let endBeforeTrigger: @Sendable (HarnessSources, HarnessEnd) -> Void = { s, end in
    switch end {
    case .dispose: return
    case .completed, .withoutStopEvent: s.a.onCompleted()
    case .error: s.a.onError(HarnessError())
    }
    s.scheduler.advanceTo(1_000)
}

private let endCatch: @Sendable (HarnessSources, HarnessEnd) -> Void = { s, end in
    switch end {
    case .dispose, .withoutStopEvent: return
    case .completed: s.a.onCompleted()
    case .error:
        s.a.onError(HarnessError())
        s.b.onError(HarnessError())
    }
    s.scheduler.advanceTo(1_000)
}

private let traitCases: [LifetimeCase] = [
    LifetimeCase("Single.subscribe(onSuccess:)", covers: ["asSingle"], ends: [.dispose, .completed, .error]) {
        s, t, form in
        let single = s.a.take(1).asSingle().map { t.id($0) }
        switch form {
        case .closures: return single.subscribe(onSuccess: { _ = t.id($0) }, onFailure: { _ = t.id($0) })
        case .observer: return single.subscribe { _ = t.id($0) }
        }
    },
    LifetimeCase("Maybe.subscribe(onSuccess:)", covers: ["asMaybe"], ends: [.dispose, .completed, .error]) {
        s, t, form in
        let maybe = s.a.take(1).asMaybe().map { t.id($0) }
        switch form {
        case .closures:
            return maybe.subscribe(
                onSuccess: { _ = t.id($0) }, onError: { _ = t.id($0) }, onCompleted: { _ = t })
        case .observer: return maybe.subscribe { _ = t.id($0) }
        }
    },
    LifetimeCase("Completable.subscribe(onCompleted:)", covers: ["asCompletable"]) { s, t, form in
        let completable = s.a.ignoreElements().asCompletable().do(onCompleted: { _ = t })
        switch form {
        case .closures: return completable.subscribe(onCompleted: { _ = t }, onError: { _ = t.id($0) })
        case .observer: return completable.subscribe { _ = t.id($0) }
        }
    },
    LifetimeCase("Infallible.subscribe(onNext:)", covers: ["asInfallible"], ends: [.dispose, .completed]) {
        s, t, form in
        let infallible = s.a.asInfallible(onErrorJustReturn: 0).map { t.id($0) }
        switch form {
        case .closures: return infallible.subscribe(onNext: { _ = t.id($0) }, onCompleted: { _ = t })
        case .observer: return infallible.subscribe { _ = t.id($0) }
        }
    },
]

private func subjectCase(
    _ name: String, _ makeSubject: @escaping @Sendable () -> (AnyObserver<Int>, Observable<Int>)
) -> LifetimeCase {
    LifetimeCase(name, covers: []) { s, t, form in
        let (input, subject) = makeSubject()
        let forward = s.a.subscribe(input)
        let subscription: Disposable
        switch form {
        case .closures:
            subscription = subject.subscribe(onNext: { _ = t.id($0) }, onError: { _ = t.id($0) })
        case .observer: subscription = subject.subscribe(TrackingObserver(t))
        }
        return Disposables.create(forward, subscription)
    }
}

/// A resource for `using` that keeps the tracked object.
private final class TrackedResource: Disposable {
    let tracked: Tracked
    init(_ tracked: Tracked) { self.tracked = tracked }
    func dispose() {}
}

private let subjectCases: [LifetimeCase] = [
    subjectCase("PublishSubject") {
        let x = PublishSubject<Int>(); return (x.asObserver(), x.asObservable())
    },
    subjectCase("BehaviorSubject") {
        let x = BehaviorSubject(value: 0); return (x.asObserver(), x.asObservable())
    },
    subjectCase("ReplaySubject") {
        let x = ReplaySubject<Int>.create(bufferSize: 2)
        return (x.asObserver(), x.asObservable())
    },
    subjectCase("AsyncSubject") {
        let x = AsyncSubject<Int>(); return (x.asObserver(), x.asObservable())
    },
    relayCase("PublishRelay.bind(onNext:)") { t, form in
        let relay = PublishRelay<Int>()
        switch form {
        case .closures: return (relay.accept, relay.bind(onNext: { _ = t.id($0) }))
        case .observer: return (relay.accept, relay.subscribe(TrackingObserver(t)))
        }
    },
    relayCase("BehaviorRelay.subscribe") { t, form in
        let relay = BehaviorRelay(value: 0)
        switch form {
        case .closures: return (relay.accept, relay.subscribe(onNext: { _ = t.id($0) }))
        case .observer: return (relay.accept, relay.subscribe(TrackingObserver(t)))
        }
    },
    relayCase("ReplayRelay.subscribe") { t, form in
        let relay = ReplayRelay<Int>.create(bufferSize: 1)
        switch form {
        case .closures: return (relay.accept, relay.subscribe(onNext: { _ = t.id($0) }))
        case .observer: return (relay.accept, relay.subscribe(TrackingObserver(t)))
        }
    },
]

/// A relay never ends: its cases are disposed only.
private func relayCase(
    _ name: String, _ make: @escaping @Sendable (Tracked, HarnessForm) -> ((Int) -> Void, Disposable)
) -> LifetimeCase {
    LifetimeCase(name, covers: [], ends: [.dispose]) { s, t, form in
        let (accept, subscription) = make(t, form)
        let forward = s.a.subscribe(onNext: { accept($0) })
        return Disposables.create(forward, subscription)
    }
}

private final class Label {
    var text = 0
}

private let cocoaCases: [LifetimeCase] = [
    LifetimeCase("Driver.drive", covers: ["asDriver", "drive"], ends: [.dispose, .completed]) { s, t, form in
        let driver = s.a.asDriver(onErrorJustReturn: 0).map { t.id($0) }
        switch form {
        case .closures: return driver.drive(onNext: { _ = t.id($0) }, onCompleted: { _ = t })
        case .observer: return driver.drive(TrackingObserver(t))
        }
    },
    LifetimeCase("Signal.emit", covers: ["asSignal", "emit"], ends: [.dispose, .completed]) { s, t, form in
        let signal = s.a.asSignal(onErrorJustReturn: 0).map { t.id($0) }
        switch form {
        case .closures: return signal.emit(onNext: { _ = t.id($0) }, onCompleted: { _ = t })
        case .observer: return signal.emit(to: TrackingObserver(t))
        }
    },
    LifetimeCase("bind(to: Binder)", covers: ["bind"], ends: [.dispose, .completed]) { s, t, form in
        let label = Label()
        let binder = Binder(label, scheduler: s.scheduler) { label, value in label.text = t.id(value) }
        switch form {
        case .closures: return s.a.bind(to: binder)
        case .observer: return s.a.map { t.id($0) }.bind(to: TrackingObserver(t))
        }
    },
    LifetimeCase("ControlEvent", covers: ["asControlEvent"]) { s, t, form in
        let event = ControlEvent(events: s.a.map { t.id($0) })
        switch form {
        case .closures: return event.subscribe(onNext: { _ = t.id($0) }, onError: { _ = t.id($0) })
        case .observer: return event.subscribe(TrackingObserver(t))
        }
    },
    LifetimeCase("ControlProperty", covers: ["asControlProperty"]) { s, t, form in
        let property = ControlProperty(
            values: s.a.map { t.id($0) }, valueSink: AnyObserver<Int> { _ in _ = t })
        switch form {
        case .closures: return property.subscribe(onNext: { _ = t.id($0) }, onError: { _ = t.id($0) })
        case .observer: return property.subscribe(TrackingObserver(t))
        }
    },
]

/// A model for the Observation bridges.
@Observable final class HarnessModel {
    var count = 0
}

/// A model that follows `a` and is released when `a` ends (its subject lets go of the observer
/// holding it): the bridges over it then complete.
private func modelFollowingA(_ s: HarnessSources) -> HarnessModel {
    let model = HarnessModel()
    _ = s.a.subscribe(onNext: { model.count = $0 })
    return model
}

/// The Observation bridges: they never fail, and complete once the model is released.
private let observationCases: [LifetimeCase] = [
    LifetimeCase("observations", ends: [.dispose, .completed]) { s, t in
        let model = modelFollowingA(s)
        return Observable.observations(scheduler: s.scheduler) { [weak model] in t.id(model?.count ?? 0) }
    },
    LifetimeCase("observe(model, keyPath)", covers: ["observe"], ends: [.dispose, .completed]) { s, t in
        Observable.observe(modelFollowingA(s), \.count, scheduler: s.scheduler).map { t.id($0) }
    },
    LifetimeCase("model.rx.observe(keyPath)", covers: ["observe"], ends: [.dispose, .completed]) { s, t in
        modelFollowingA(s).rx.observe(\.count, scheduler: s.scheduler).map { t.id($0) }
    },
]

/// The 13 everyday forms of issue 47, as written there.
private let issueForms: [LifetimeCase] = [
    subjectCase("issue 47: PublishSubject.subscribe(onNext:)") {
        let x = PublishSubject<Int>()
        return (x.asObserver(), x.asObservable())
    },
    subjectCase("issue 47: BehaviorSubject.subscribe(onNext:)") {
        let x = BehaviorSubject(value: 0)
        return (x.asObserver(), x.asObservable())
    },
    LifetimeCase("issue 47: map/filter chain", covers: []) { s, t in s.a.map { t.id($0) }.filter { t.yes($0) }
    },
    LifetimeCase("issue 47: Observable.create", covers: []) { s, t in
        Observable.create { observer in
            _ = t
            return s.a.subscribe(observer)
        }
    },
    relayCase("issue 47: relay.bind(onNext:)") { t, _ in
        let relay = PublishRelay<Int>()
        return (relay.accept, relay.bind(onNext: { _ = t.id($0) }))
    },
    LifetimeCase("issue 47: share(replay:)", covers: []) { s, t in s.a.map { t.id($0) }.share(replay: 1) },
    LifetimeCase("issue 47: flatMapLatest", covers: []) { s, t in
        s.a.flatMapLatest { _ in s.b.map { t.id($0) } }
    },
    LifetimeCase("issue 47: combineLatest", covers: []) { s, t in
        Observable.combineLatest(s.a, s.b) { t.id($0 + $1) }
    },
    LifetimeCase("issue 47: Single.subscribe(onSuccess:)", covers: [], ends: [.dispose, .completed, .error]) {
        s, t, _ in
        s.a.take(1).asSingle().subscribe(onSuccess: { _ = t.id($0) }, onFailure: { _ = t.id($0) })
    },
    LifetimeCase("issue 47: Driver.drive(onNext:)", covers: [], ends: [.dispose, .completed]) { s, t, _ in
        s.a.asDriver(onErrorJustReturn: 0).drive(onNext: { _ = t.id($0) })
    },
    LifetimeCase("issue 47: observe(on:)", covers: []) { s, t in s.a.map { t.id($0) }.observe(on: s.scheduler)
    },
    LifetimeCase("issue 47: SerialDisposable", covers: [], ends: [.dispose]) { s, t, _ in
        let serial = SerialDisposable()
        serial.disposable = s.a.subscribe(onNext: { _ = t.id($0) })
        return serial
    },
    LifetimeCase("issue 47: CompositeDisposable", covers: [], ends: [.dispose]) { s, t, _ in
        let composite = CompositeDisposable()
        _ = composite.insert(s.a.subscribe(onNext: { _ = t.id($0) }))
        return composite
    },
]

/// Public declarations with no case of their own, and why.
public let lifetimeExemptNames: [String: String] = [
    "subscribe": "every case subscribes; the trait forms are the trait cases",
    "on": "an observer's method, not a subscription",
    "onNext": "an observer's method", "onError": "an observer's method",
    "onCompleted": "an observer's method",
    "accept": "a relay's input; the relay cases send through it",
    "asObservable": "a conversion; every case uses it", "asObserver": "a conversion to an observer",
    "dispose": "every case disposes", "connect": "run by refCount in the sharing cases",
    "asSharedSequence": "a conversion, under the Driver and Signal cases",
    "create": "the create case; traits' create makes the same producer",
    "mapObserver": "maps an observer, holds no subscription",
    "value": "a relay's or subject's current value", "mock": "a test scheduler swap",
    "rx": "a namespace: the Observation bridges' `rx.observe` case",
    "createUnbound": "ReplaySubject's unbounded buffer: the ReplaySubject case",
    "createUnbounded": "ReplaySubject's unbounded buffer: the ReplaySubject case",
    "catchError": "the RxSwift 5 spelling of catch",
    "catchErrorJustReturn": "the RxSwift 5 spelling of catchAndReturn",
    "andThen": "Completable's concat: the concat case",
    "flatMapCompletable": "a trait's flatMap: the flatMap case",
    "flatMapMaybe": "a trait's flatMap: the flatMap case",
    "incrementTotal": "a resource counter", "decrementTotal": "a resource counter",
    "withDefaultErrorHandler": "a Hooks helper",
]
