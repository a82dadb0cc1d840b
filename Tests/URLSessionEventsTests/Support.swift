import Foundation
import FoundationProxies
import TestSupport

@testable import URLSessionEvents

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension History where Element == TransferEvent {
    /// The history with consecutive body pieces joined: how a body is split is up to the network.
    var joinedEvents: [RecordedEvent<TransferEvent>] {
        events.reduce(into: []) { joined, event in
            if case .next(.data(let piece)) = event, case .next(.data(let previous))? = joined.last {
                joined[joined.count - 1] = .next(.data(previous + piece))
            } else {
                joined.append(event)
            }
        }
    }
}

/// A session delegate the app set; records its calls and signals each completed task.
final class RecordingSessionDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    // `lock` guards `log` and `completed`.
    private let lock = NSLock()
    private var log: [String] = []
    private let completions = CountWaiters()
    private var completed = 0

    var calls: [String] { lock.withLock { log } }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        lock.withLock { log.append("response \((response as? HTTPURLResponse)?.statusCode ?? 0)") }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        lock.withLock {
            if log.last != "data" { log.append("data") }  // how many pieces is up to the network
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let entry = error.map { "complete \(($0 as NSError).code)" } ?? "complete"
        lock.withLock {
            log.append(entry)
            completed += 1
            completions.update(completed)
        }
    }

    /// Waits for the `count`th completed task (counting from the first); `false` only if the
    /// safety net expired first.
    @discardableResult
    func waitForCompletion(_ count: Int) async -> Bool {
        await completions.wait(untilAtLeast: count)
    }
}

/// A history that records an error as its `NSError` domain and code (its text varies).
func sessionHistory<Element: Equatable>(_ source: Observable<Element>) -> History<Element> {
    History(source) { error in
        let nsError = error as NSError
        return "\(nsError.domain) \(nsError.code)"
    }
}
