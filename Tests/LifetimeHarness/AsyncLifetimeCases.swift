import Dispatch
import Foundation
import ObservableCore

// The bridges to and from Swift concurrency, run as the harness runs the other forms: each case
// starts its bridge with closures (or an `AsyncSequence`'s transform) capturing the tracked
// object, ends it, and the harness checks the object released while the caller still holds what
// it was handed (the stream, the disposable).
//
// Nothing here waits on a clock or needs a free thread of the concurrency pool: a case awaits the
// events it needs (the iterating task's end, a subscription signalled by `do(onSubscribed:)`), and
// the forms whose release happens on a task the library owns are awaited by the tracked object's
// own release (`Tracked(onRelease:)`), with a safety net that only turns a leak into a failure.

/// How an async bridge's run ends.
public enum AsyncHarnessEnd: String, CaseIterable, Sendable {
    /// The iterating task is cancelled, or the subscription disposed.
    case cancel
    /// The source completes (or the work returns).
    case completed
    /// The source fails (or the work throws).
    case error
}

/// One bridge between observables and Swift concurrency, run as ``LifetimeCase`` runs a form.
public struct AsyncLifetimeCase: Sendable {
    /// The form, as written in a report.
    public let name: String
    /// The public declarations this case runs (matched against the sources by name).
    public let covers: [String]
    /// The ends the form can reach.
    public let ends: [AsyncHarnessEnd]
    /// Whether the release happens on a task the library owns, after the run's end: the harness
    /// then awaits it instead of checking at once.
    let releasesOnItsTask: Bool
    /// Starts the bridge over `source`, capturing the tracked object, ends it with the given end,
    /// and returns what a caller would still hold (the stream, the disposable).
    let run: @Sendable (PublishSubject<Int>, Tracked, AsyncHarnessEnd) async -> Any?

    init(
        _ name: String, covers: [String]? = nil, ends: [AsyncHarnessEnd] = AsyncHarnessEnd.allCases,
        releasesOnItsTask: Bool = false,
        run: @escaping @Sendable (PublishSubject<Int>, Tracked, AsyncHarnessEnd) async -> Any?
    ) {
        self.name = name
        self.covers = covers ?? [String(name.prefix { $0.isLetter })]
        self.ends = ends
        self.releasesOnItsTask = releasesOnItsTask
        self.run = run
    }
}

/// Ends `source` as `end` says (`cancel` is the caller's to do).
private func end(_ source: PublishSubject<Int>, _ end: AsyncHarnessEnd) {
    switch end {
    case .cancel: return
    case .completed: source.onCompleted()
    case .error: source.onError(HarnessError())
    }
}

/// Iterates `sequence` on a task of its own, ends it with `harnessEnd` (a cancel cancels the task)
/// and waits for the task to finish.
private func iterate<Sequence: AsyncSequence & Sendable>(
    _ sequence: Sequence, source: PublishSubject<Int>, _ harnessEnd: AsyncHarnessEnd
) async {
    let task = Task {
        do {
            for try await _ in sequence {}
        } catch {}
    }
    source.onNext(1)
    switch harnessEnd {
    case .cancel: task.cancel()
    default: end(source, harnessEnd)
    }
    await task.value
}

/// Every async bridge of the core.
public let asyncLifetimeCases: [AsyncLifetimeCase] = [
    AsyncLifetimeCase("values") { source, t, harnessEnd in
        let stream = source.map { t.id($0) }.values
        await iterate(stream, source: source, harnessEnd)
        return stream
    },
    AsyncLifetimeCase("stream") { source, t, harnessEnd in
        let stream = source.map { t.id($0) }.stream()
        await iterate(stream, source: source, harnessEnd)
        return stream
    },
    AsyncLifetimeCase("stream(bufferingPolicy:)", covers: ["stream"]) { source, t, harnessEnd in
        let stream = source.map { t.id($0) }.stream(bufferingPolicy: .bufferingNewest(1))
        await iterate(stream, source: source, harnessEnd)
        return stream
    },
    AsyncLifetimeCase("Infallible.values", covers: ["values"]) { source, t, harnessEnd in
        let stream = source.asInfallible(onErrorJustReturn: 0).map { t.id($0) }.values
        await iterate(stream, source: source, harnessEnd)
        return stream
    },
    AsyncLifetimeCase("AsyncSequence.asObservable", covers: ["asObservable"], releasesOnItsTask: true) {
        _, t, harnessEnd in
        let (input, continuation) = AsyncThrowingStream<Int, Swift.Error>.makeStream()
        // The sequence's own transform and the subscriber's closures capture the object: the
        // iterating task holds the first, the subscription the second.
        let subscription = input.map { t.id($0) }.asObservable().subscribe(
            onNext: { _ = t.id($0) }, onError: { _ = t.id($0) }, onCompleted: { _ = t })
        continuation.yield(1)
        switch harnessEnd {
        case .cancel: subscription.dispose()
        case .completed: continuation.finish()
        case .error: continuation.finish(throwing: HarnessError())
        }
        return subscription
    },
    AsyncLifetimeCase("Single.create(work:)", covers: ["create"], releasesOnItsTask: true) {
        _, t, harnessEnd in
        let (gate, open) = AsyncStream<Int>.makeStream()
        let single = Single<Int>.create(work: {
            for await value in gate { return t.id(value) }
            throw HarnessError()
        })
        let subscription = single.subscribe(onSuccess: { _ = t.id($0) }, onFailure: { _ = t.id($0) })
        switch harnessEnd {
        case .cancel: subscription.dispose()
        case .completed: open.yield(1)
        case .error: open.finish()
        }
        return subscription
    },
    AsyncLifetimeCase("Single.value", covers: ["value"]) { source, t, harnessEnd in
        let (subscribed, signal) = AsyncStream<Void>.makeStream()
        let single = source.take(1).asSingle().map { t.id($0) }.do(onSubscribed: { signal.yield() })
        let task = Task { _ = try? await single.value }
        for await _ in subscribed { break }
        switch harnessEnd {
        case .cancel: task.cancel()
        case .completed: source.onNext(1)
        case .error: source.onError(HarnessError())
        }
        await task.value
        return nil
    },
    AsyncLifetimeCase("Maybe.value", covers: ["value"]) { source, t, harnessEnd in
        let (subscribed, signal) = AsyncStream<Void>.makeStream()
        let maybe = source.take(1).asMaybe().map { t.id($0) }.do(onSubscribed: { signal.yield() })
        let task = Task { _ = try? await maybe.value }
        for await _ in subscribed { break }
        switch harnessEnd {
        case .cancel: task.cancel()
        default: end(source, harnessEnd)
        }
        await task.value
        return nil
    },
    AsyncLifetimeCase("Completable.value", covers: ["value"]) { source, t, harnessEnd in
        let (subscribed, signal) = AsyncStream<Void>.makeStream()
        let completable = source.ignoreElements().asCompletable().do(
            onCompleted: { _ = t }, onSubscribed: { signal.yield() })
        let task = Task { _ = try? await completable.value }
        for await _ in subscribed { break }
        switch harnessEnd {
        case .cancel: task.cancel()
        default: end(source, harnessEnd)
        }
        await task.value
        return nil
    },
]

/// A case that keeps the tracked object in what it hands back: the harness must report it
/// (`AsyncBridgeLifetimeTests` checks that it does).
public let asyncLeakingControlCase = AsyncLifetimeCase(
    "control: a stream handed back with its object", covers: []
) { source, t, harnessEnd in
    let stream = source.map { t.id($0) }.values
    await iterate(stream, source: source, harnessEnd)
    return (stream, t)
}

/// One async run's outcome: `nil` when the tracked object was released, else a message.
public func runAsyncLifetimeCase(_ lifetimeCase: AsyncLifetimeCase, end: AsyncHarnessEnd) async -> String? {
    let release = ReleaseWait()
    weak var weakTracked: Tracked?
    var kept: Any?
    do {
        let tracked = Tracked(onRelease: { release.released() })
        weakTracked = tracked
        kept = await lifetimeCase.run(PublishSubject<Int>(), tracked, end)
    }
    let wasReleased: Bool
    if lifetimeCase.releasesOnItsTask {
        wasReleased = await release.wait()
    } else {
        wasReleased = weakTracked == nil
    }
    // What the caller was handed is still held here, as `self.subscription` would be.
    withExtendedLifetime(kept) {}
    return wasReleased
        ? nil : "\(lifetimeCase.name) [\(end.rawValue)]: the captured object was not released"
}

/// Waits, without blocking a thread, for the tracked object's release (its `deinit`, on whatever
/// thread the library's task lets go of it), or for the safety net, which only turns a leak into
/// a failure instead of a hang (far beyond any normal run, under a sanitizer on a loaded machine).
private final class ReleaseWait: @unchecked Sendable {  // `lock` guards the three variables.
    private static let safetyNet: DispatchTimeInterval = .seconds(300)
    private let lock = NSLock()
    private var isReleased = false
    private var isResumed = false
    private var waiter: CheckedContinuation<Bool, Never>?

    func released() { resume(true) }

    /// `true` once released; `false` if the safety net ran out first.
    func wait() async -> Bool {
        await withCheckedContinuation { continuation in
            let releasedAlready = lock.withLock { () -> Bool in
                if isReleased {
                    isResumed = true
                    return true
                }
                waiter = continuation
                return false
            }
            if releasedAlready {
                continuation.resume(returning: true)
                return
            }
            DispatchQueue.global().asyncAfter(deadline: .now() + Self.safetyNet) { self.resume(false) }
        }
    }

    private func resume(_ released: Bool) {
        let waiter = lock.withLock { () -> CheckedContinuation<Bool, Never>? in
            if released { isReleased = true }
            guard !isResumed, let waiter = self.waiter else { return nil }
            isResumed = true
            self.waiter = nil
            return waiter
        }
        waiter?.resume(returning: released)
    }
}
