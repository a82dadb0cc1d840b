// Fixture source of the generator's golden tests: compiled into the module `Fixtures` by
// Scripts/refresh-generator-goldens.sh, never by the package.

/// What a socket's delegate is told the event came from, as Starscream's `WebSocketClient`.
public protocol SocketClient: AnyObject {
    /// Sends `text`.
    func write(_ text: String)
}

/// What every connection is.
open class Connection {
    /// A connection.
    public init() {}
}

/// A socket: a connection and a client.
public final class Socket: Connection, SocketClient {
    /// Hears about the socket.
    public weak var delegate: (any SocketDelegate)?
    /// Sends `text`.
    public func write(_ text: String) {}
}

/// An event of a socket.
public enum SocketEvent: Sendable {
    case connected([String: String])
    case text(String)
}

/// As Starscream's `WebSocketDelegate`: the parent last and typed as a protocol the parent
/// conforms to, first and typed as its superclass, or alone.
public protocol SocketDelegate: AnyObject {
    func didReceive(event: SocketEvent, client: any SocketClient)
    func connection(_ connection: Connection, didCloseWith code: Int, reason: String)
    func connectionDidOpen(_ connection: Connection)
}

/// A repository, which its delegate's methods never take.
public final class Repository {
    /// Hears about the repository.
    public weak var delegate: (any RepositoryDelegate)?
    /// A repository without a delegate.
    public init() {}
}

/// What a repository did.
public enum RepositoryState: Sendable {
    case cloned
    case failed(String)
}

/// Methods without the parent (`--parent Repository`): every argument stays in their streams.
public protocol RepositoryDelegate: AnyObject {
    func didFinish(with state: RepositoryState)
    func didFetch(_ count: Int, of total: Int)
    func shouldRetry(after state: RepositoryState) -> Bool
}
