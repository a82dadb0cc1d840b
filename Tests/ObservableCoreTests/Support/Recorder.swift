import Foundation
import ObservableCore

/// A value-comparable copy of an event, so whole histories can be asserted with `==`.
enum Recorded<Element: Equatable>: Equatable, CustomStringConvertible {
    case next(Element)
    case error(String)
    case completed

    init(_ event: Event<Element>) {
        switch event {
        case .next(let element): self = .next(element)
        case .error(let error): self = .error(String(describing: error))
        case .completed: self = .completed
        }
    }

    var description: String {
        switch self {
        case .next(let element): "next(\(element))"
        case .error(let message): "error(\(message))"
        case .completed: "completed"
        }
    }
}

/// Records every event it receives; safe to feed from several threads.
final class Recorder<Element: Equatable>: ObserverType, @unchecked Sendable {  // `lock` guards `recorded`.
    // NSLock, not Synchronization's Mutex: ThreadSanitizer on Linux cannot see Mutex's lock.
    private let lock = NSLock()
    private var recorded: [Recorded<Element>] = []
    private let counts = CountWaiters()

    init() {}

    func on(_ event: Event<Element>) {
        let entry = Recorded(event)
        lock.withLock {
            recorded.append(entry)
            counts.update(recorded.count)
        }
    }

    var events: [Recorded<Element>] { lock.withLock { recorded } }

    /// Waits (see `TestSignal`) until at least `count` events arrived; `false` only if the
    /// safety net expired.
    func wait(forEvents count: Int) async -> Bool {
        await counts.wait(untilAtLeast: count)
    }

    var elements: [Element] {
        events.compactMap { if case .next(let element) = $0 { element } else { nil } }
    }
}

/// The error tests throw and expect back.
struct TestError: Error, Equatable, CustomStringConvertible {
    var id = 0
    var description: String { "TestError(\(id))" }
}

extension ObservableType where Element: Equatable {
    /// Subscribes a new recorder; returns it with the subscription.
    func record() -> (Recorder<Element>, Disposable) {
        let recorder = Recorder<Element>()
        let subscription = subscribe(recorder)
        return (recorder, subscription)
    }
}
