import Foundation
import ObservableCore

/// A value-comparable copy of an event, so whole histories can be asserted with `==`.
package enum RecordedEvent<Element: Equatable>: Equatable, CustomStringConvertible {
    case next(Element)
    case error(String)
    case completed

    package init(_ event: Event<Element>) {
        switch event {
        case .next(let element): self = .next(element)
        case .error(let error): self = .error(String(describing: error))
        case .completed: self = .completed
        }
    }

    package var description: String {
        switch self {
        case .next(let element): "next(\(element))"
        case .error(let message): "error(\(message))"
        case .completed: "completed"
        }
    }
}

/// Records every event it receives; safe to feed from several threads.
// `lock` guards `recorded`.
package final class Recorder<Element: Equatable>: ObserverType, @unchecked Sendable {
    // NSLock, not Synchronization's Mutex: ThreadSanitizer on Linux cannot see Mutex's lock.
    private let lock = NSLock()
    private var recorded: [RecordedEvent<Element>] = []

    package init() {}

    package func on(_ event: Event<Element>) {
        let entry = RecordedEvent(event)
        lock.withLock { recorded.append(entry) }
    }

    package var events: [RecordedEvent<Element>] { lock.withLock { recorded } }

    package var elements: [Element] {
        events.compactMap { if case .next(let element) = $0 { element } else { nil } }
    }
}

/// The error tests throw and expect back.
package struct TestError: Error, Equatable, CustomStringConvertible {
    package init(id: Int = 0) { self.id = id }

    package var id = 0
    package var description: String { "TestError(\(id))" }
}

extension ObservableType where Element: Equatable {
    /// Subscribes a new recorder; returns it with the subscription.
    package func record() -> (Recorder<Element>, Disposable) {
        let recorder = Recorder<Element>()
        let subscription = subscribe(recorder)
        return (recorder, subscription)
    }
}
