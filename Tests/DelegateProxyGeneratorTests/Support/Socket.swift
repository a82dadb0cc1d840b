import DelegateProxyKit

/// What a socket's delegate is told it came from: a protocol the socket conforms to, as
/// Starscream's `WebSocketClient` is for its `WebSocket`.
protocol SocketClient: AnyObject {
    /// Sends `text`.
    func write(_ text: String)
}

/// What every connection is; a socket is one.
class Connection {}

/// A socket whose delegate gets the parent last, typed as a protocol it conforms to, or typed as
/// its superclass; its proxy is generated (DelegateProxies/SocketDelegateProxy.swift).
final class Socket: Connection, SocketClient, HasAssociatedProxies, ReactiveCompatible {
    let associatedProxies = AssociatedProxyStorage()
    weak var delegate: (any SocketDelegate)?

    func write(_ text: String) {}
}

/// An event of a socket.
enum SocketEvent: Equatable {
    case connected(headers: [String: String])
    case text(String)
}

/// As Starscream's `WebSocketDelegate`: the parent is the last argument, typed as a protocol.
protocol SocketDelegate: AnyObject {
    func didReceive(event: SocketEvent, client: any SocketClient)
    func connection(_ connection: Connection, didCloseWith code: Int, reason: String)
    func connectionDidOpen(_ connection: Connection)
}

/// A repository whose delegate is never given the repository
/// (DelegateProxies/RepositoryDelegateProxy.swift).
final class Repository: HasAssociatedProxies, ReactiveCompatible {
    let associatedProxies = AssociatedProxyStorage()
    weak var delegate: (any RepositoryDelegate)?
}

/// What a repository did.
enum RepositoryState: Equatable {
    case cloned
    case failed(String)
}

/// Methods that never take the parent: every argument stays in their streams.
protocol RepositoryDelegate: AnyObject {
    func didFinish(with state: RepositoryState)
    func didFetch(_ count: Int, of total: Int)
    func shouldRetry(after state: RepositoryState) -> Bool
}
