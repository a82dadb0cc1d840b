/// What a socket's delegate is told an event came from, as Starscream's `WebSocketClient`.
protocol SocketClient: AnyObject {
    func write(_ text: String)
}

/// What every connection is.
class Connection {
    // Declared, so that with default main-actor isolation it is isolated as the subclass's is.
    init() {}
}

/// A socket whose delegate gets it last, typed as a protocol it conforms to, or first, typed as
/// its superclass (`--parent Socket`).
final class Socket: Connection, SocketClient {
    weak var delegate: (any SocketDelegate)?

    func write(_ text: String) {}

    /// Tells the delegate about an open connection, two messages and the close.
    func run() {
        delegate?.connectionDidOpen(self)
        delegate?.didReceive(event: .text("hello"), client: self)
        delegate?.didReceive(event: .binary([1, 2]), client: self)
        delegate?.connection(self, didCloseWith: 1000, reason: "done")
    }
}

/// An event of a socket.
enum SocketEvent: Sendable {
    case text(String)
    case binary([UInt8])
}

/// As Starscream's `WebSocketDelegate`: the event streams, the parent does not.
protocol SocketDelegate: AnyObject {
    func didReceive(event: SocketEvent, client: any SocketClient)
    func connection(_ connection: Connection, didCloseWith code: Int, reason: String)
    func connectionDidOpen(_ connection: Connection)
}
