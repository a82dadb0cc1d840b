import Foundation
import FoundationProxies

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One step of a transfer, as a value.
enum TransferEvent: Equatable, Sendable {
    /// The response head: status code and `Content-Length` (-1 when unknown).
    case response(statusCode: Int, expectedLength: Int64)
    /// A piece of the body; a body can come in several pieces.
    case data(Data)
}

extension Reactive where Base: HTTPClient {
    // `delegate` and one stream per delegate method come from FoundationProxies (its generated
    // URLSessionDataDelegateProxy); these name the ones this example uses.

    /// Every response head, for every task of the session.
    var didReceiveResponse: Observable<(task: URLSessionDataTask, response: URLResponse)> {
        delegate.methodInvoked(URLSessionDataDelegateProxy.dataTaskDidReceiveCompletionHandler).map {
            ($0.1, $0.2)
        }
    }

    /// Every piece of body data, for every task.
    var didReceiveData: Observable<(task: URLSessionDataTask, data: Data)> {
        delegate.methodInvoked(URLSessionDataDelegateProxy.dataTaskDidReceive).map { ($0.1, $0.2) }
    }

    /// Every finished task, with its transport error (`nil` on success: an HTTP 404 is a success).
    var didComplete: Observable<(task: URLSessionTask, error: (any Error)?)> {
        delegate.methodInvoked(URLSessionDataDelegateProxy.taskDidCompleteWithError).map { ($0.1, $0.2) }
    }

    /// One GET as a stream: subscribing starts the task; the stream emits the response and the body
    /// pieces, then completes when the task finishes — or fails with its transport error.
    /// Disposing cancels the task. Events arrive on the session's delegate queue.
    func transfer(of url: URL) -> Observable<TransferEvent> {
        let client = base
        return Observable.create { observer in
            let proxy = URLSessionDataDelegateProxy.proxy(for: client)
            let task = client.session.dataTask(with: url)
            // One session serves many tasks: keep this task's calls.
            let head = proxy.methodInvoked(URLSessionDataDelegateProxy.dataTaskDidReceiveCompletionHandler)
                .filter { $0.1 === task }
                .map { _, _, response, _ in
                    TransferEvent.response(
                        statusCode: (response as? HTTPURLResponse)?.statusCode ?? 0,
                        expectedLength: response.expectedContentLength)
                }
            let body = proxy.methodInvoked(URLSessionDataDelegateProxy.dataTaskDidReceive)
                .filter { $0.1 === task }
                .map { TransferEvent.data($0.2) }
            let events = Observable.merge(head, body).subscribe(onNext: observer.onNext)
            let end = proxy.methodInvoked(URLSessionDataDelegateProxy.taskDidCompleteWithError)
                .filter { $0.1 === task }
                .subscribe(
                    onNext: { _, _, error in
                        if let error { observer.onError(error) } else { observer.onCompleted() }
                    },
                    // The proxy went away (the client was released) before the task ended.
                    onCompleted: { observer.onCompleted() })
            task.resume()
            return Disposables.create {
                events.dispose()
                end.dispose()
                task.cancel()
            }
        }
    }
}

extension ObservableType where Element == TransferEvent {
    /// The whole body, decoded as UTF-8, once the transfer completes.
    func text() -> Observable<String> {
        reduce(Data()) { body, event in
            if case .data(let piece) = event { return body + piece }
            return body
        }
        .map { String(decoding: $0, as: UTF8.self) }
    }
}
