import Foundation
import FoundationProxies
import TestSupport
import Testing

@testable import URLSessionEvents

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

private let greeting = "first line\nsecond line\n"

private func makeServer() throws -> LocalHTTPServer {
    try LocalHTTPServer(routes: [
        "/greeting": .init(status: 200, body: greeting, pieces: 2),
        "/slow": .init(status: 200, body: String(repeating: "x", count: 40), pieces: 20),
        // About 4 s: long enough that a cancellation always lands before the end, even on a busy
        // machine (Linux's URLSession does not wait for the response's completion handler).
        "/long": .init(status: 200, body: String(repeating: "y", count: 200), pieces: 200),
    ])
}

@Suite struct URLSessionTransferTests {
    @Test func aTransferEmitsTheResponseThenTheBodyThenCompletes() async throws {
        let server = try makeServer()
        defer { server.stop() }
        let client = HTTPClient(configuration: .ephemeral)
        let transfer = sessionHistory(client.rx.transfer(of: server.url("/greeting")))
        #expect(await transfer.waitForStop())
        #expect(
            transfer.joinedEvents == [
                .next(.response(statusCode: 200, expectedLength: Int64(greeting.utf8.count))),
                .next(.data(Data(greeting.utf8))),
                .completed,
            ])
    }

    @Test func textJoinsTheBody() async throws {
        let server = try makeServer()
        defer { server.stop() }
        let client = HTTPClient(configuration: .ephemeral)
        let text = sessionHistory(client.rx.transfer(of: server.url("/greeting")).text())
        #expect(await text.waitForStop())
        #expect(text.events == [.next(greeting), .completed])
    }

    @Test func anHTTPErrorStatusIsACompletedTransfer() async throws {
        let server = try makeServer()
        defer { server.stop() }
        let client = HTTPClient(configuration: .ephemeral)
        let transfer = sessionHistory(client.rx.transfer(of: server.url("/nowhere")))
        #expect(await transfer.waitForStop())
        #expect(
            transfer.joinedEvents == [
                .next(.response(statusCode: 404, expectedLength: 13)),
                .next(.data(Data("no such page\n".utf8))),
                .completed,
            ])
    }

    @Test func aTransportErrorFailsTheStream() async throws {
        let server = try makeServer()
        defer { server.stop() }
        let url = server.url("/greeting")
        server.stop()
        let client = HTTPClient(configuration: .ephemeral)
        let transfer = sessionHistory(client.rx.transfer(of: url))
        #expect(await transfer.waitForStop())
        #expect(transfer.events == [.error("\(NSURLErrorDomain) \(NSURLErrorCannotConnectToHost)")])
    }

    @Test func concurrentTransfersOnOneSessionAreKeptApart() async throws {
        let server = try makeServer()
        defer { server.stop() }
        let client = HTTPClient(configuration: .ephemeral)
        let slow = sessionHistory(client.rx.transfer(of: server.url("/slow")).text())
        let quick = sessionHistory(client.rx.transfer(of: server.url("/greeting")).text())
        #expect(await slow.waitForStop())
        #expect(await quick.waitForStop())
        #expect(slow.events == [.next(String(repeating: "x", count: 40)), .completed])
        #expect(quick.events == [.next(greeting), .completed])
    }

    @Test func disposingMidwayCancelsTheTask() async throws {
        let server = try makeServer()
        defer { server.stop() }
        let appDelegate = RecordingSessionDelegate()
        let client = HTTPClient(configuration: .ephemeral, delegate: appDelegate)
        let transfer = sessionHistory(
            client.rx.transfer(of: server.url("/long")).take(while: {
                if case .response = $0 { return false }  // stop at the head: disposes the transfer
                return true
            }))
        #expect(await transfer.waitForStop())
        #expect(await appDelegate.waitForCompletion(1))
        #expect(transfer.events == [.completed])
        #expect(appDelegate.calls.last == "complete \(NSURLErrorCancelled)")
    }
}

@Suite struct URLSessionDelegateProxyTests {
    @Test func theSessionsDelegateIsTheProxyAndTheAppsDelegateItsForwardDelegate() {
        let appDelegate = RecordingSessionDelegate()
        let client = HTTPClient(configuration: .ephemeral, delegate: appDelegate)
        let proxy = client.rx.delegate
        #expect(client.session.delegate === proxy)
        #expect(client.delegate === proxy)
        #expect(proxy.forwardToDelegate() === appDelegate)
        #expect(URLSessionDataDelegateProxy.proxy(for: client) === proxy)
        // NSObjectProtocol comes from NSObject, by identity.
        #expect(proxy.isEqual(proxy))
        #expect(!proxy.isEqual(appDelegate))
    }

    @Test func theAppsDelegateReceivesEveryCallObservedOrNot() async throws {
        let server = try makeServer()
        defer { server.stop() }
        let appDelegate = RecordingSessionDelegate()
        let client = HTTPClient(configuration: .ephemeral, delegate: appDelegate)

        client.session.dataTask(with: server.url("/greeting")).resume()  // nobody observes
        #expect(await appDelegate.waitForCompletion(1))
        let transfer = sessionHistory(client.rx.transfer(of: server.url("/nowhere")))  // observed
        #expect(await transfer.waitForStop())
        #expect(await appDelegate.waitForCompletion(2))

        #expect(
            appDelegate.calls == ["response 200", "data", "complete", "response 404", "data", "complete"])
    }

    @Test func anInstalledForwardDelegateReceivesCallsUntilDisposed() async throws {
        let server = try makeServer()
        defer { server.stop() }
        let appDelegate = RecordingSessionDelegate()
        let client = HTTPClient(configuration: .ephemeral)
        let installation = URLSessionDataDelegateProxy.installForwardDelegate(
            appDelegate, retainDelegate: false, onProxyForObject: client)
        let first = sessionHistory(client.rx.transfer(of: server.url("/greeting")))
        #expect(await first.waitForStop())
        #expect(await appDelegate.waitForCompletion(1))
        installation.dispose()
        let second = sessionHistory(client.rx.transfer(of: server.url("/greeting")))
        #expect(await second.waitForStop())
        #expect(appDelegate.calls == ["response 200", "data", "complete"])
    }

    @Test func sessionWideStreamsSeeEveryTask() async throws {
        let server = try makeServer()
        defer { server.stop() }
        let client = HTTPClient(configuration: .ephemeral)
        let statuses = sessionHistory(
            client.rx.didReceiveResponse.map { ($0.response as? HTTPURLResponse)?.statusCode ?? 0 })
        let completions = sessionHistory(client.rx.didComplete.map { $0.error == nil })
        for path in ["/greeting", "/nowhere"] {
            #expect(await sessionHistory(client.rx.transfer(of: server.url(path))).waitForStop())
        }
        #expect(statuses.events == [.next(200), .next(404)])
        #expect(completions.events == [.next(true), .next(true)])
    }

    @Test func releasingTheClientReleasesTheProxyAndCompletesItsStreams() async throws {
        let server = try makeServer()
        defer { server.stop() }
        weak var weakClient: HTTPClient?
        weak var weakProxy: URLSessionDataDelegateProxy?
        var data: History<Int>?
        var completions: History<Bool>?
        do {
            let client = HTTPClient(configuration: .ephemeral)
            weakClient = client
            weakProxy = client.rx.delegate
            data = sessionHistory(client.rx.didReceiveData.map { $0.data.count })
            completions = sessionHistory(client.rx.didComplete.map { $0.error == nil })
            #expect(await sessionHistory(client.rx.transfer(of: server.url("/greeting"))).waitForStop())
        }
        #expect(weakClient == nil)
        // The session lets its delegate go once invalidated, on its own queue.
        #expect(await completions?.waitForStop() == true)
        #expect(await data?.waitForStop() == true)
        #expect(completions?.events == [.next(true), .completed])
        #expect(data?.events.last == .completed)
        #expect(weakProxy == nil)
    }
}
