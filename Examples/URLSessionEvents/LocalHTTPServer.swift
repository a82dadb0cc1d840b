import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A tiny HTTP/1.1 server on 127.0.0.1, so the example and its tests need no network: it answers
/// each request from a fixed table of routes, one connection at a time, and closes the connection.
///
/// Only what the example needs: GET, no keep-alive, no chunked encoding.
final class LocalHTTPServer: Sendable {
    /// A canned answer.
    struct Response: Sendable {
        var status: Int
        var body: String
        /// Sent in this many writes, to show that a body can arrive in several `didReceive data` calls.
        var pieces: Int = 1
    }

    /// The port the kernel chose.
    let port: UInt16
    private let socket: Int32
    private let stopped = Atomic(false)

    /// Starts listening on an ephemeral port of 127.0.0.1.
    /// - Parameter routes: The answer for each path; other paths get a 404.
    init(routes: [String: Response]) throws {
        socket = try Self.listeningSocket()
        port = try Self.boundPort(of: socket)
        let fd = socket
        let thread = Thread { Self.serve(fd, routes: routes) }
        thread.name = "LocalHTTPServer"
        thread.start()
    }

    /// The URL of `path` on this server.
    func url(_ path: String) -> URL {
        URL(string: "http://127.0.0.1:\(port)\(path)")!
    }

    /// Stops accepting connections; the serving thread ends. Call it once you are done (it also
    /// keeps the server alive until then); later calls do nothing.
    func stop() {
        // Closing twice could close a descriptor the process reused for something else.
        guard !stopped.exchange(true, ordering: .acquiringAndReleasing) else { return }
        // `shutdown` wakes the thread blocked in `accept` and makes its next `accept` fail; that
        // thread closes the descriptor. Closing it here would let a socket opened meanwhile reuse
        // the number while the thread, between two connections, still calls `accept` with it.
        _ = shutdown(socket, Int32(SHUT_RDWR))
    }

    deinit { stop() }

    // MARK: Sockets

    private struct SocketError: Error, CustomStringConvertible {
        let call: String
        let code = errno
        var description: String { "\(call) failed: \(String(cString: strerror(code)))" }
    }

    private static func listeningSocket() throws -> Int32 {
        #if canImport(Glibc)
            let fd = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let fd = Darwin.socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw SocketError(call: "socket") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = in_addr_t(0x7F00_0001).bigEndian  // 127.0.0.1
        address.sin_port = 0  // any free port
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(fd, 16) == 0 else {
            let error = SocketError(call: "bind/listen")
            _ = close(fd)
            throw error
        }
        return fd
    }

    private static func boundPort(of fd: Int32) throws -> UInt16 {
        var address = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let result = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        guard result == 0 else { throw SocketError(call: "getsockname") }
        return UInt16(bigEndian: address.sin_port)
    }

    private static func serve(_ fd: Int32, routes: [String: Response]) {
        while true {
            let connection = accept(fd, nil, nil)
            guard connection >= 0 else {
                // A signal, or a client that gave up before being accepted, is no reason to stop;
                // any other failure means the socket was shut down.
                if errno == EINTR || errno == ECONNABORTED { continue }
                _ = close(fd)
                return
            }
            let path = readRequestPath(connection)
            let response = path.flatMap { routes[$0] } ?? Response(status: 404, body: "no such page\n")
            write(response, to: connection)
            _ = close(connection)
        }
    }

    /// Reads up to the end of the headers and returns the path of the request line.
    private static func readRequestPath(_ connection: Int32) -> String? {
        var request = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 1024)
        while !request.ends(with: Array("\r\n\r\n".utf8)), request.count < 16_384 {
            let count = recv(connection, &buffer, buffer.count, 0)
            guard count > 0 else { break }
            request += buffer[..<count]
        }
        let requestLine = String(decoding: request, as: UTF8.self).split(separator: "\r\n").first ?? ""
        let parts = requestLine.split(separator: " ")
        return parts.count >= 2 ? String(parts[1]) : nil
    }

    private static func write(_ response: Response, to connection: Int32) {
        let body = Array(response.body.utf8)
        let reason = response.status == 200 ? "OK" : response.status == 404 ? "Not Found" : "Status"
        let head =
            "HTTP/1.1 \(response.status) \(reason)\r\nContent-Type: text/plain; charset=utf-8\r\n"
            + "Content-Length: \(body.count)\r\nConnection: close\r\n\r\n"
        send(Array(head.utf8), to: connection)
        let pieceSize = max(1, (body.count + response.pieces - 1) / max(1, response.pieces))
        for start in stride(from: 0, to: body.count, by: pieceSize) {
            send(Array(body[start..<min(start + pieceSize, body.count)]), to: connection)
            usleep(20_000)  // let the client see the pieces separately (not guaranteed, not relied on)
        }
    }

    private static func send(_ bytes: [UInt8], to connection: Int32) {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes {
                #if canImport(Glibc)
                    Glibc.send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
                #else
                    Darwin.send(connection, $0.baseAddress, $0.count, 0)
                #endif
            }
            guard sent > 0 else { return }
            offset += sent
        }
    }
}

extension Array where Element: Equatable {
    fileprivate func ends(with suffix: [Element]) -> Bool {
        count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
    }
}
