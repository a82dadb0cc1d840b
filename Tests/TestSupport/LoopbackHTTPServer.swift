import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// An HTTP/1.1 server on 127.0.0.1 for network tests: it answers each request from a table of
/// routes on a thread of its own, one connection at a time, and closes the connection.
///
/// A route can hold its body back until the test says so (``Route/bodyGate``), to test a slow
/// body, a timeout or a cancellation without sleeping; every request is told to the test
/// (``requests``, ``requestArrived``).
package final class LoopbackHTTPServer: @unchecked Sendable {
    // `lock` guards `log`; `socket` and `port` are set once, in `init`.

    /// One canned answer.
    package struct Route: Sendable {
        package var status: Int
        package var headers: [String: String]
        package var body: Data
        /// The head is sent at once; the body only once this fires (on the server's thread).
        package var bodyGate: TestSignal?
        /// The `Authorization` header the request must carry: without it the answer is a 401
        /// asking for Basic authentication in the realm `shelf`.
        package var authorization: String?
        /// The head is sent, then no body: the connection stays open until the client closes it
        /// (a cancelled task does), which fires ``LoopbackHTTPServer/clientClosed``.
        package var waitsForClientToClose = false

        package init(
            status: Int = 200, headers: [String: String] = [:], body: String, bodyGate: TestSignal? = nil
        ) {
            self.status = status
            self.headers = headers
            self.body = Data(body.utf8)
            self.bodyGate = bodyGate
        }

        /// A head announcing a body that never comes: the client must give up or cancel.
        package static let unfinished = {
            var route = Route(body: "never sent")
            route.waitsForClientToClose = true
            return route
        }()

        /// A redirect to `location`.
        package static func redirect(to location: String, status: Int = 302) -> Route {
            Route(status: status, headers: ["Location": location], body: "")
        }
    }

    /// The port the kernel chose.
    package let port: UInt16
    private let socket: Int32
    private let lock = TestLock()
    private var log: [String] = []
    private var stopped = false
    /// Fires on every request, after the path is logged.
    package let requestArrived: TestSignal
    /// Fires when a client closes the connection of an ``Route/unfinished`` route.
    package let clientClosed = TestSignal()

    /// Starts listening on a free port of 127.0.0.1.
    /// - Parameters:
    ///   - routes: The answer for each path; any other path gets a 404.
    ///   - expectedRequests: How many requests make ``requestArrived`` fire.
    package init(routes: [String: Route], expectedRequests: Int = 1) throws {
        socket = try Self.listeningSocket()
        port = try Self.boundPort(of: socket)
        requestArrived = TestSignal(count: expectedRequests)
        let fd = socket
        let thread = Thread { [self] in serve(fd, routes: routes) }
        thread.name = "LoopbackHTTPServer"
        thread.start()
    }

    /// The paths requested so far, in order.
    package var requests: [String] { lock.withLock { log } }

    /// The URL of `path` on this server.
    package func url(_ path: String) -> URL {
        URL(string: "http://127.0.0.1:\(port)\(path)")!
    }

    /// Stops accepting connections; the serving thread ends after the connection it is serving.
    package func stop() {
        let first = lock.withLock { () -> Bool in
            defer { stopped = true }
            return !stopped
        }
        guard first else { return }
        // `shutdown` wakes the thread blocked in `accept`, and makes its next `accept` fail; that
        // thread closes the descriptor. Closing it here would let another server reuse the
        // number while this thread, between two connections, still calls `accept` with it: it
        // would answer that server's clients with this server's routes.
        _ = shutdown(socket, Int32(SHUT_RDWR))
    }

    deinit { stop() }

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
        address.sin_addr.s_addr = in_addr_t(0x7F00_0001).bigEndian
        address.sin_port = 0
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

    private func serve(_ fd: Int32, routes: [String: Route]) {
        while true {
            let connection = accept(fd, nil, nil)
            guard connection >= 0 else {
                // A signal, or a client that gave up before being accepted, is no reason to stop
                // (a shut-down socket fails otherwise): closing the descriptor early would let
                // `stop()` shut down a number another server may have been given since.
                if errno == EINTR || errno == ECONNABORTED { continue }
                _ = close(fd)
                return
            }
            let (path, headers) = Self.readRequest(connection)
            lock.withLock { log.append(path) }
            requestArrived.fire()
            var route = routes[path] ?? Route(status: 404, body: "no such page\n")
            if let expected = route.authorization, headers["authorization"] != expected {
                route = Route(
                    status: 401, headers: ["WWW-Authenticate": #"Basic realm="shelf""#], body: "who are you?")
            }
            Self.write(route, to: connection)
            if route.waitsForClientToClose {
                var byte: UInt8 = 0
                while recv(connection, &byte, 1, 0) > 0 {}
                clientClosed.fire()
            }
            _ = close(connection)
        }
    }

    /// The path of the request line, and the headers by lowercased name.
    private static func readRequest(_ connection: Int32) -> (path: String, headers: [String: String]) {
        var request = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 1024)
        let end = Array("\r\n\r\n".utf8)
        while request.count < 16_384 && !(request.count >= 4 && Array(request.suffix(4)) == end) {
            let count = recv(connection, &buffer, buffer.count, 0)
            guard count > 0 else { break }
            request += buffer[..<count]
        }
        let lines = String(decoding: request, as: UTF8.self).split(separator: "\r\n")
        let parts = (lines.first ?? "").split(separator: " ")
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...]
                .trimmingCharacters(in: .whitespaces)
        }
        return (parts.count >= 2 ? String(parts[1]) : "", headers)
    }

    private static func write(_ route: Route, to connection: Int32) {
        var head =
            "HTTP/1.1 \(route.status) Status\r\nContent-Length: \(route.body.count)\r\nConnection: close\r\n"
        for (name, value) in route.headers.sorted(by: { $0.key < $1.key }) { head += "\(name): \(value)\r\n" }
        send(Array((head + "\r\n").utf8), to: connection)
        if route.waitsForClientToClose { return }
        if let gate = route.bodyGate { _ = gate.block() }
        send(Array(route.body), to: connection)
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
