import Foundation
import FoundationProxies

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// What `swift run URLSessionEvents` does: three transfers against a local server, then the
/// client's release.
enum Demo {
    static let messages =
        "Hello from 127.0.0.1!\nA delegate, seen as a stream.\nThree lines, sent in pieces.\n"

    static func run() throws {
        let server = try LocalHTTPServer(routes: [
            "/messages": .init(status: 200, body: messages, pieces: 3)
        ])
        let appDelegate = AppSessionDelegate()
        weak var releasedProxy: URLSessionDataDelegateProxy?
        let proxyGone = DispatchSemaphore(value: 0)

        do {
            let client = HTTPClient(configuration: .ephemeral, delegate: appDelegate)
            releasedProxy = client.rx.delegate
            // A session-wide stream; it completes when the proxy goes away.
            let watch = client.rx.didComplete.subscribe(onCompleted: { proxyGone.signal() })

            print("GET /messages")
            show(client.rx.transfer(of: server.url("/messages")))
            print("GET /missing (an HTTP error is still a completed transfer)")
            show(client.rx.transfer(of: server.url("/missing")))
            server.stop()
            print("GET /messages after the server stopped (a transport error fails the stream)")
            show(client.rx.transfer(of: server.url("/messages")))

            print("the app's own delegate received: \(appDelegate.calls.joined(separator: ", "))")
            print("releasing the client…")
            _ = watch
        }
        // The session lets its delegate go once invalidated, on its own queue: wait for that.
        let released = proxyGone.wait(timeout: .now() + 10) == .success
        print("session streams completed: \(released), proxy released: \(releasedProxy == nil)")
    }

    /// Runs one transfer to its end, printing its events as they come (on the session's queue).
    private static func show(_ transfer: Observable<TransferEvent>) {
        let done = DispatchSemaphore(value: 0)
        var body = Data()
        let subscription = transfer.subscribe(
            onNext: { event in
                switch event {
                case .response(let status, let length):
                    print("  response: status \(status), \(length) bytes expected")
                case .data(let piece):
                    print("  data: \(piece.count) bytes")
                    body += piece
                }
            },
            onError: { error in
                let nsError = error as NSError
                print("  failed: \(nsError.domain) \(nsError.code)")
                done.signal()
            },
            onCompleted: {
                print("  completed; body:")
                for line in String(decoding: body, as: UTF8.self).split(separator: "\n") {
                    print("    \(line)")
                }
                done.signal()
            })
        if done.wait(timeout: .now() + 10) == .timedOut {
            print("  (no answer within 10 s)")
        }
        subscription.dispose()
    }
}
