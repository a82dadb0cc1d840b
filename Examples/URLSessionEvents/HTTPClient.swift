import DelegateProxyKit
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Owns a `URLSession` whose delegate is this client's delegate proxy.
///
/// `URLSession` takes its delegate once, at creation, and keeps it strongly: a proxy cannot slip
/// in later as it does with a weak, settable `delegate`. So the client creates its session with the
/// proxy already in place, and offers the settable `delegate` the proxy needs: the delegate given
/// to `init` becomes the proxy's forward delegate and receives every session call through it. To
/// add one later, use `URLSessionDataDelegateProxy.installForwardDelegate`.
final class HTTPClient: HasDelegate, HasAssociatedProxies, ReactiveCompatible, @unchecked Sendable {
    // `lock` guards `storedDelegate`; `session` is set once, in `init`.

    let associatedProxies = AssociatedProxyStorage()
    private let lock = NSLock()
    private weak var storedDelegate: (any URLSessionDataDelegate)?
    private var storedSession: URLSession?

    /// The app's delegate for the session's calls; weak, as delegates are.
    var delegate: (any URLSessionDataDelegate)? {
        get { lock.withLock { storedDelegate } }
        set { lock.withLock { storedDelegate = newValue } }
    }

    /// The session; its (fixed, strong) delegate is the proxy.
    var session: URLSession { storedSession! }

    /// - Parameters:
    ///   - configuration: The session's configuration.
    ///   - delegate: The app's own delegate, if any; it becomes the proxy's forward delegate.
    init(configuration: URLSessionConfiguration = .ephemeral, delegate: (any URLSessionDataDelegate)? = nil) {
        storedDelegate = delegate
        // `proxy(for:)` makes the proxy this client's delegate and the app's delegate its forward
        // delegate; the session is then created with the proxy.
        let proxy = URLSessionDataDelegateProxy.proxy(for: self)
        storedSession = URLSession(configuration: configuration, delegate: proxy, delegateQueue: nil)
    }

    /// A session keeps its delegate until it is invalidated: without this, the proxy (and its
    /// streams) would outlive the client.
    deinit {
        storedSession?.finishTasksAndInvalidate()
    }
}
