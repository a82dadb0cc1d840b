import DelegateProxyKit
import Foundation
import ObservableCore
import ObservableCoreTesting

/// The object a case's closures capture; the harness checks it is released, through a weak
/// reference, once the subscription is disposed or has ended.
public final class Tracked: Sendable {
    private let onRelease: (@Sendable () -> Void)?

    /// A new tracked object; `onRelease` runs when it is released (for the async bridges, whose
    /// release happens on a task of the library's: the harness awaits it).
    public init(onRelease: (@Sendable () -> Void)? = nil) {
        self.onRelease = onRelease
    }

    deinit { onRelease?() }

    /// Returns `value`: called in operators' closures so that they capture `self`.
    public func id<Value>(_ value: Value) -> Value { value }
    /// `true`: a predicate that captures `self`.
    public func yes<Value>(_ value: Value) -> Bool { true }
}

/// The error a case's sources fail with.
public struct HarnessError: Error, Equatable {
    /// The error.
    public init() {}
}

/// What a case's observable is built from: two hot sources and a virtual clock.
public final class HarnessSources {
    /// The first source: every case reads it.
    public let a = PublishSubject<Int>()
    /// The second source: inner sequences, triggers, the other side of a join.
    public let b = PublishSubject<Int>()
    /// The virtual clock of the time operators.
    public let scheduler = TestScheduler(initialClock: 0)
    /// New sources, at virtual time 0.
    public init() {}
}

/// How a subscription ends in a run.
public enum HarnessEnd: String, CaseIterable, Sendable {
    /// Disposed while the caller still holds the disposable.
    case dispose
    /// A `completed` event reaches the subscriber.
    case completed
    /// An `error` event reaches the subscriber.
    case error
    /// The subscription ends with no event for the subscriber (`skip(until:)` whose source
    /// completes before the trigger): only the cases that can end so have it. The closure form's
    /// `onDisposed` stays with the disposable, as in RxSwift, and runs when it is disposed; the
    /// other closures, or the observer, go at once.
    case withoutStopEvent

    /// What every case reaches unless it says otherwise: disposal and the two stop events.
    public static let usual: [HarnessEnd] = [.dispose, .completed, .error]
}

/// How a run subscribes.
public enum HarnessForm: String, CaseIterable, Sendable {
    /// `subscribe(onNext:onError:onCompleted:onDisposed:)` with closures capturing the tracked object.
    case closures
    /// `subscribe(_:)` with an observer that holds the tracked object.
    case observer
}

/// One public form: how to build its observable (capturing `Tracked` in its own closures where
/// it takes any) and how to end it.
public struct LifetimeCase: Sendable {
    /// The form, as written in a report.
    public let name: String
    /// The public declarations this case runs (matched against the sources by name).
    public let covers: [String]
    /// The ends the form can reach (a form that never ends is only disposed).
    public let ends: [HarnessEnd]
    /// Whether disposal itself is scheduled (`subscribe(on:)` disposes on its scheduler, as in
    /// RxSwift): the run lets the virtual clock run on after disposing.
    let disposesOnScheduler: Bool
    /// Where the case's form subscribes: through an observable (both forms) or by itself.
    let make: @Sendable (HarnessSources, Tracked) -> Observable<Int>
    /// Sends what ends the subscription with `end` (not called for `.dispose`).
    let finish: @Sendable (HarnessSources, HarnessEnd) -> Void
    /// Subscribes itself (for the forms with subscription methods of their own: traits,
    /// `drive`, `bind`), or `nil` to subscribe `make`'s observable with `HarnessForm`.
    let subscribe: (@Sendable (HarnessSources, Tracked, HarnessForm) -> Disposable)?

    init(
        _ name: String, covers: [String]? = nil, ends: [HarnessEnd] = HarnessEnd.usual,
        finish: @escaping @Sendable (HarnessSources, HarnessEnd) -> Void = LifetimeCase.endSources,
        disposesOnScheduler: Bool = false,
        make: @escaping @Sendable (HarnessSources, Tracked) -> Observable<Int>
    ) {
        self.disposesOnScheduler = disposesOnScheduler
        self.name = name
        self.covers = covers ?? [String(name.prefix { $0.isLetter })]
        self.ends = ends
        self.make = make
        self.finish = finish
        self.subscribe = nil
    }

    init(
        _ name: String, covers: [String]? = nil, ends: [HarnessEnd] = HarnessEnd.usual,
        finish: @escaping @Sendable (HarnessSources, HarnessEnd) -> Void = LifetimeCase.endSources,
        disposesOnScheduler: Bool = false,
        subscribe: @escaping @Sendable (HarnessSources, Tracked, HarnessForm) -> Disposable
    ) {
        self.disposesOnScheduler = disposesOnScheduler
        self.name = name
        self.covers = covers ?? [String(name.prefix { $0.isLetter })]
        self.ends = ends
        self.make = { s, _ in s.a.asObservable() }
        self.finish = finish
        self.subscribe = subscribe
    }

    /// Ends both sources (completed or error), then runs the virtual clock on.
    public static func endSources(_ s: HarnessSources, _ end: HarnessEnd) {
        switch end {
        case .dispose, .withoutStopEvent: return
        case .completed:
            s.a.onCompleted()
            s.b.onCompleted()
        case .error:
            s.a.onError(HarnessError())
            s.b.onError(HarnessError())
        }
        s.scheduler.advanceTo(1_000)
    }
}

/// A case whose disposable keeps its closure after disposal, as every subscription did before
/// issue 47: the harness must report it (`LifetimeHarnessTests` checks that it does).
public let leakingControlCase = LifetimeCase("control: a disposable that keeps its closure", covers: []) {
    s, t, _ in
    final class Keeping: Disposable {
        let inner: Disposable
        let tracked: Tracked
        init(_ inner: Disposable, _ tracked: Tracked) {
            self.inner = inner
            self.tracked = tracked
        }
        func dispose() { inner.dispose() }
    }
    return Keeping(s.a.subscribe(onNext: { _ = t.id($0) }), t)
}

/// An observer that keeps the tracked object, as a user's observer keeps its owner.
final class TrackingObserver: ObserverType {
    let tracked: Tracked
    init(_ tracked: Tracked) { self.tracked = tracked }
    func on(_ event: Event<Int>) { _ = tracked }
}

/// One run's outcome: `nil` when the tracked object was released, else a message.
@MainActor public func runLifetimeCase(_ lifetimeCase: LifetimeCase, form: HarnessForm, end: HarnessEnd)
    -> String?
{
    let sources = HarnessSources()
    weak var weakTracked: Tracked?
    var disposable: Disposable?
    do {
        let tracked = Tracked()
        weakTracked = tracked
        if let subscribe = lifetimeCase.subscribe {
            disposable = subscribe(sources, tracked, form)
        } else {
            let observable = lifetimeCase.make(sources, tracked)
            switch form {
            case .closures:
                // Ended without an event, the subscription keeps `onDisposed` for the disposal
                // to come, as RxSwift's disposable does: it captures nothing then.
                let keepsOnDisposed = end == .withoutStopEvent
                disposable = observable.subscribe(
                    onNext: { _ = tracked.id($0) }, onError: { _ = tracked.id($0) },
                    onCompleted: { _ = tracked },
                    onDisposed: keepsOnDisposed ? {} : { _ = tracked })
            case .observer:
                disposable = observable.subscribe(TrackingObserver(tracked))
            }
        }
        sources.a.onNext(1)
        sources.b.onNext(2)
        sources.scheduler.advanceTo(10)
    }
    switch end {
    case .dispose:
        disposable?.dispose()
        if lifetimeCase.disposesOnScheduler { sources.scheduler.advanceTo(1_000) }
    default: lifetimeCase.finish(sources, end)
    }
    let released = weakTracked == nil
    // The disposable is still held here, as `self.subscription` would be.
    withExtendedLifetime(disposable) {}
    disposable?.dispose()
    return released
        ? nil
        : "\(lifetimeCase.name) [\(form.rawValue), \(end.rawValue)]: the captured object was not released"
}
