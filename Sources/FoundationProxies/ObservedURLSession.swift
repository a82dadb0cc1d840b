import DelegateProxyKit
import Foundation
import InternalReactiveUtilities

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A `URLSession` whose delegate calls are streams: the parent of the URLSession delegate proxies.
///
/// `URLSession` takes its delegate once, at creation, and keeps it strongly, so a proxy cannot
/// slip in later as it does with a weak, settable `delegate`. An `ObservedURLSession` creates its
/// ``session`` with the proxy of `Delegate` already in place; the delegate given to `init` (or set
/// later through ``delegate``) is the proxy's forward delegate, so it still receives every call and
/// answers the ones with a result (an authentication challenge, a redirect); without one the proxy
/// answers as Foundation does without a delegate.
///
/// `Delegate` picks the protocol the session's streams follow:
///
/// ```swift
/// let observed = ObservedURLSession<any URLSessionDataDelegate>(configuration: .ephemeral)
/// let pieces = observed.rx.dataTaskDidReceive.map { $0.didReceive.count }
/// observed.session.dataTask(with: URL(string: "http://127.0.0.1:8080/")!).resume()
/// ```
///
/// > Warning: The session's calls, and so the streams' events, arrive on its delegate queue.
/// > Releasing the `ObservedURLSession` lets its running tasks finish and then invalidates the
/// > session, which releases the proxy: every stream completes then.
public final class ObservedURLSession<Delegate>: HasDelegate, HasAssociatedProxies, ReactiveCompatible,
    @unchecked Sendable
{
    // `forward` is behind its lock; `storedSession` is set once, in `init`, before `self` is
    // shared.

    /// A weak reference, the state behind `forward`'s lock.
    private struct Forward {
        weak var object: AnyObject?
    }

    /// The proxies of this session, released with it.
    public let associatedProxies = AssociatedProxyStorage()
    private let forward: Locked<Forward>
    private var storedSession: URLSession?

    /// The delegate the session's calls go to, as a proxy sees it; held weakly, as delegates are.
    ///
    /// It is the proxy once `init` has made it; the delegate given to `init` is then the proxy's
    /// forward delegate. To add one later, use the proxy's `installForwardDelegate`.
    public var delegate: Delegate? {
        get { forward.withLock { $0.object } as? Delegate }
        set { forward.withLock { $0.object = newValue as AnyObject? } }
    }

    /// The session; its fixed, strong delegate is this object's proxy.
    public var session: URLSession { storedSession! }

    init(
        configuration: URLSessionConfiguration, delegate: Delegate?, delegateQueue: OperationQueue?,
        proxy: (ObservedURLSession) -> any URLSessionDelegate
    ) {
        forward = Locked(Forward(object: delegate as AnyObject?))
        storedSession = URLSession(
            configuration: configuration, delegate: proxy(self), delegateQueue: delegateQueue)
    }

    /// A session keeps its delegate until it is invalidated: without this, the proxy and its
    /// streams would outlive the object that owns them.
    deinit {
        storedSession?.finishTasksAndInvalidate()
    }
}

extension ObservedURLSession where Delegate == any URLSessionDelegate {
    /// A session whose session-level calls (`didBecomeInvalidWithError`, authentication
    /// challenges) are streams.
    ///
    /// - Parameters:
    ///   - configuration: The session's configuration.
    ///   - delegate: The app's own delegate, if any: the proxy's forward delegate.
    ///   - delegateQueue: The queue the calls arrive on; `nil` for a serial queue of the session's.
    public convenience init(
        configuration: URLSessionConfiguration = .default, delegate: Delegate? = nil,
        delegateQueue: OperationQueue? = nil
    ) {
        self.init(configuration: configuration, delegate: delegate, delegateQueue: delegateQueue) {
            URLSessionDelegateProxy.proxy(for: $0)
        }
    }
}

extension ObservedURLSession where Delegate == any URLSessionTaskDelegate {
    /// A session whose task calls (progress of uploads, redirects, metrics, completion) are streams.
    ///
    /// - Parameters:
    ///   - configuration: The session's configuration.
    ///   - delegate: The app's own delegate, if any: the proxy's forward delegate.
    ///   - delegateQueue: The queue the calls arrive on; `nil` for a serial queue of the session's.
    public convenience init(
        configuration: URLSessionConfiguration = .default, delegate: Delegate? = nil,
        delegateQueue: OperationQueue? = nil
    ) {
        self.init(configuration: configuration, delegate: delegate, delegateQueue: delegateQueue) {
            URLSessionTaskDelegateProxy.proxy(for: $0)
        }
    }
}

extension ObservedURLSession where Delegate == any URLSessionDataDelegate {
    /// A session whose data tasks' calls (response heads, body pieces, caching) are streams, with
    /// the task and session calls.
    ///
    /// - Parameters:
    ///   - configuration: The session's configuration.
    ///   - delegate: The app's own delegate, if any: the proxy's forward delegate.
    ///   - delegateQueue: The queue the calls arrive on; `nil` for a serial queue of the session's.
    public convenience init(
        configuration: URLSessionConfiguration = .default, delegate: Delegate? = nil,
        delegateQueue: OperationQueue? = nil
    ) {
        self.init(configuration: configuration, delegate: delegate, delegateQueue: delegateQueue) {
            URLSessionDataDelegateProxy.proxy(for: $0)
        }
    }
}

extension ObservedURLSession where Delegate == any URLSessionDownloadDelegate {
    /// A session whose download tasks' calls (bytes written, the finished file) are streams, with
    /// the task and session calls.
    ///
    /// - Parameters:
    ///   - configuration: The session's configuration.
    ///   - delegate: The app's own delegate, if any: the proxy's forward delegate.
    ///   - delegateQueue: The queue the calls arrive on; `nil` for a serial queue of the session's.
    public convenience init(
        configuration: URLSessionConfiguration = .default, delegate: Delegate? = nil,
        delegateQueue: OperationQueue? = nil
    ) {
        self.init(configuration: configuration, delegate: delegate, delegateQueue: delegateQueue) {
            URLSessionDownloadDelegateProxy.proxy(for: $0)
        }
    }
}

extension ObservedURLSession where Delegate == any URLSessionStreamDelegate {
    /// A session whose stream tasks' calls are streams, with the task and session calls.
    ///
    /// - Parameters:
    ///   - configuration: The session's configuration.
    ///   - delegate: The app's own delegate, if any: the proxy's forward delegate.
    ///   - delegateQueue: The queue the calls arrive on; `nil` for a serial queue of the session's.
    public convenience init(
        configuration: URLSessionConfiguration = .default, delegate: Delegate? = nil,
        delegateQueue: OperationQueue? = nil
    ) {
        self.init(configuration: configuration, delegate: delegate, delegateQueue: delegateQueue) {
            URLSessionStreamDelegateProxy.proxy(for: $0)
        }
    }
}

extension ObservedURLSession where Delegate == any URLSessionWebSocketDelegate {
    /// A session whose WebSocket tasks' calls (opened, closed) are streams, with the task and
    /// session calls.
    ///
    /// - Parameters:
    ///   - configuration: The session's configuration.
    ///   - delegate: The app's own delegate, if any: the proxy's forward delegate.
    ///   - delegateQueue: The queue the calls arrive on; `nil` for a serial queue of the session's.
    public convenience init(
        configuration: URLSessionConfiguration = .default, delegate: Delegate? = nil,
        delegateQueue: OperationQueue? = nil
    ) {
        self.init(configuration: configuration, delegate: delegate, delegateQueue: delegateQueue) {
            URLSessionWebSocketDelegateProxy.proxy(for: $0)
        }
    }
}
