import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The app's own session delegate — an ordinary `URLSessionDataDelegate`. Behind the proxy it must
/// still receive every call it implements.
final class AppSessionDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    // `lock` guards `log`: the session calls from its delegate queue, the app reads from elsewhere.
    private let lock = NSLock()
    private var log: [String] = []

    /// What it was told, in order.
    var calls: [String] { lock.withLock { log } }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        lock.withLock { log.append("response \(status)") }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        lock.withLock { log.append("data") }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        lock.withLock { log.append(error == nil ? "complete" : "complete with error") }
    }
}
