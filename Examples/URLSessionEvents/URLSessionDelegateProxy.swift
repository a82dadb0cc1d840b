import DelegateProxyKit
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The delegate proxy of an `HTTPClient`'s session: it is the session's delegate, turns the data
/// delegate calls into streams, and forwards them to the app's delegate.
///
/// URLSession's delegate protocols require `NSObjectProtocol` (every `DelegateProxy` is an
/// `NSObject`) and `Sendable` (DelegateProxy is thread-safe; this subclass adds no state).
///
/// Methods not written here keep the protocol's default behaviour and are not forwarded; each
/// one more is one line, like those below.
final class URLSessionDelegateProxy: DelegateProxy<HTTPClient, any URLSessionDataDelegate>, DelegateProxyType,
    URLSessionDataDelegate, @unchecked Sendable
{
    static let didReceiveResponse = DelegateMethod(
        "urlSession(_:dataTask:didReceive:completionHandler:)",
        URLSession.self, URLSessionDataTask.self, URLResponse.self)
    static let didReceiveData = DelegateMethod(
        "urlSession(_:dataTask:didReceive:)", URLSession.self, URLSessionDataTask.self, Data.self)
    static let didComplete = DelegateMethod(
        "urlSession(_:task:didCompleteWithError:)", URLSession.self, URLSessionTask.self, (any Error)?.self)
    static let didBecomeInvalid = DelegateMethod(
        "urlSession(_:didBecomeInvalidWithError:)", URLSession.self, (any Error)?.self)

    override class var selectors: [DelegateSelector] {
        [
            didReceiveResponse.selector, didReceiveData.selector, didComplete.selector,
            didBecomeInvalid.selector,
        ]
    }

    init(client: HTTPClient) {
        super.init(parentObject: client, delegateProxy: URLSessionDelegateProxy.self)
    }

    static func registerKnownImplementations() {
        register { URLSessionDelegateProxy(client: $0) }
    }

    // The session waits for an answer through `completionHandler`: the forward delegate gives it,
    // or, without one, the proxy lets the transfer go on.
    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        var forwarded = false
        dispatch(Self.didReceiveResponse, (session, dataTask, response)) {
            forwarded = true
            $0.urlSession(
                session, dataTask: dataTask, didReceive: response, completionHandler: completionHandler)
        }
        if !forwarded { completionHandler(.allow) }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        dispatch(Self.didReceiveData, (session, dataTask, data)) {
            $0.urlSession(session, dataTask: dataTask, didReceive: data)
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        dispatch(Self.didComplete, (session, task, error)) {
            $0.urlSession(session, task: task, didCompleteWithError: error)
        }
    }

    func urlSession(_ session: URLSession, didBecomeInvalidWithError error: (any Error)?) {
        dispatch(Self.didBecomeInvalid, (session, error)) {
            $0.urlSession(session, didBecomeInvalidWithError: error)
        }
    }

}
