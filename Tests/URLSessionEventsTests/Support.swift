import DelegateProxyKit
import Foundation

@testable import URLSessionEvents

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A comparable copy of an event, so that tests assert whole histories with `==`.
enum Recorded<Element: Equatable>: Equatable {
    case next(Element)
    case error(String)
    case completed
}

/// Every event a subscription received, from whatever thread; `waitForStop` waits (bounded) for
/// the terminal event.
final class History<Element: Equatable>: @unchecked Sendable {
    // `lock` guards `recorded` and `subscription`.
    private let lock = NSLock()
    private var recorded: [Recorded<Element>] = []
    private var subscription: Disposable?
    private let stopped = DispatchSemaphore(value: 0)

    init(_ source: Observable<Element>) {
        let disposable = source.subscribe(
            onNext: { [unowned self] element in lock.withLock { recorded.append(.next(element)) } },
            onError: { [unowned self] error in
                let nsError = error as NSError
                lock.withLock { recorded.append(.error("\(nsError.domain) \(nsError.code)")) }
                stopped.signal()
            },
            onCompleted: { [unowned self] in
                lock.withLock { recorded.append(.completed) }
                stopped.signal()
            })
        lock.withLock { subscription = disposable }
    }

    var events: [Recorded<Element>] { lock.withLock { recorded } }

    /// Waits up to 10 s for `completed` or `error`; returns whether one came.
    @discardableResult
    func waitForStop() -> Bool {
        stopped.wait(timeout: .now() + 10) == .success
    }

    func dispose() {
        lock.withLock { subscription }?.dispose()
    }

    deinit { subscription?.dispose() }
}

extension History where Element == TransferEvent {
    /// The history with consecutive body pieces joined: how a body is split is up to the network.
    var joinedEvents: [Recorded<TransferEvent>] {
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
    // `lock` guards `log`.
    private let lock = NSLock()
    private var log: [String] = []
    private let completions = DispatchSemaphore(value: 0)

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
        lock.withLock { log.append(entry) }
        completions.signal()
    }

    /// Waits up to 10 s for the next completed task.
    @discardableResult
    func waitForCompletion() -> Bool {
        completions.wait(timeout: .now() + 10) == .success
    }
}
