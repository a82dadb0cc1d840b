import Foundation
import FoundationProxies
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `URLSession.rx`'s requests against a server of the test's own on 127.0.0.1. Each session's
/// timeouts outlast the tests' safety net (`URLSessionConfiguration.loopbackTests`).
@Suite struct URLSessionRxTests {
    private func session() -> URLSession {
        URLSession(configuration: .loopbackTests)
    }

    /// Every event of `observable`, its elements described by `describe`, once it has ended.
    private func outcome<Element>(
        of observable: Observable<Element>, _ describe: @escaping (Element) -> String
    ) async -> [RecordedEvent<String>] {
        let (recorder, subscription) = observable.map(describe).record()
        defer { subscription.dispose() }
        #expect(await recorder.wait(forEvents: 1))
        if case .next = recorder.events.first { #expect(await recorder.wait(forEvents: 2)) }
        return recorder.events
    }

    @Test func aResponseIsItsStatusAndBodyOnce() async throws {
        let server = try LoopbackHTTPServer(routes: ["/books": .init(body: "Dune\nEmma\n")])
        defer { server.stop() }

        let events = await outcome(of: session().rx.response(request: URLRequest(url: server.url("/books"))))
        {
            "\($0.response.statusCode) \(String(decoding: $0.data, as: UTF8.self))"
        }

        #expect(events == [.next("200 Dune\nEmma\n"), .completed])
    }

    @Test func aRedirectIsFollowed() async throws {
        let server = try LoopbackHTTPServer(
            routes: ["/old": .redirect(to: "/new"), "/new": .init(body: "moved here")], expectedRequests: 2)
        defer { server.stop() }

        let events = await outcome(of: session().rx.response(request: URLRequest(url: server.url("/old")))) {
            "\($0.response.statusCode) \($0.response.url?.path ?? "") \(String(decoding: $0.data, as: UTF8.self))"
        }

        #expect(events == [.next("200 /new moved here"), .completed])
        #expect(server.requests == ["/old", "/new"])
    }

    @Test func dataOfA404IsAnErrorCarryingTheResponseAndBody() async throws {
        let server = try LoopbackHTTPServer(routes: [:])
        defer { server.stop() }
        let failed = TestSignal()
        let caught = ErrorBox()

        let subscription = session().rx.data(request: URLRequest(url: server.url("/missing")))
            .subscribe(onError: {
                caught.error = $0
                failed.fire()
            })
        defer { subscription.dispose() }
        #expect(await failed.wait())

        guard case .httpRequestFailed(let response, let data)? = caught.error as? RxCocoaURLError else {
            Issue.record("not httpRequestFailed: \(String(describing: caught.error))")
            return
        }
        #expect(response.statusCode == 404)
        #expect(data.map { String(decoding: $0, as: UTF8.self) } == "no such page\n")
        #expect("\(caught.error!)" == "HTTP request failed with `404` status code, 13 bytes of body.")
    }

    @Test func dataOfA2xxIsTheBody() async throws {
        let server = try LoopbackHTTPServer(routes: ["/made": .init(status: 201, body: "made")])
        defer { server.stop() }

        let events = await outcome(of: session().rx.data(request: URLRequest(url: server.url("/made")))) {
            String(decoding: $0, as: UTF8.self)
        }

        #expect(events == [.next("made"), .completed])
    }

    @Test func jsonIsTheDecodedBody() async throws {
        let server = try LoopbackHTTPServer(routes: [
            "/books.json": .init(body: #"{"books": ["Dune", "Emma"]}"#)
        ])
        defer { server.stop() }

        let events = await outcome(of: session().rx.json(url: server.url("/books.json"))) {
            "\(($0 as? [String: Any])?["books"] as? [String] ?? [])"
        }

        #expect(events == [.next(#"["Dune", "Emma"]"#), .completed])
    }

    @Test func aMalformedJSONBodyIsAnErrorNamingTheProblem() async throws {
        let server = try LoopbackHTTPServer(routes: ["/broken.json": .init(body: #"{"books": ["Dune", "#)])
        defer { server.stop() }

        let events = await outcome(
            of: session().rx.json(request: URLRequest(url: server.url("/broken.json")))
        ) {
            "\($0)"
        }

        #expect(events.count == 1)
        guard case .error(let message) = events.first else {
            Issue.record("not an error: \(events)")
            return
        }
        #expect(message.hasPrefix("Error during deserialization of the response: "))
        #expect(message.count > "Error during deserialization of the response: ".count)
    }

    @Test func aRefusedConnectionIsAnError() async throws {
        let server = try LoopbackHTTPServer(routes: [:])
        let url = server.url("/books")
        server.stop()
        let failed = TestSignal()
        let caught = ErrorBox()

        let subscription = session().rx.response(request: URLRequest(url: url))
            .subscribe(
                onNext: { _ in Issue.record("a response from a stopped server") },
                onError: {
                    caught.error = $0
                    failed.fire()
                })
        defer { subscription.dispose() }
        #expect(await failed.wait())

        #expect((caught.error as? URLError)?.code == .cannotConnectToHost)
    }

    @Test func disposingCancelsTheTask() async throws {
        let server = try LoopbackHTTPServer(routes: ["/slow": .unfinished])
        defer { server.stop() }
        let (recorder, subscription) = session().rx.response(request: URLRequest(url: server.url("/slow")))
            .map { _ in "response" }.record()

        #expect(await server.requestArrived.wait())
        subscription.dispose()

        // The body never comes: only a cancelled task closes the connection before the
        // session's timeout, and the subscriber hears nothing after disposing.
        #expect(await server.clientClosed.wait())
        #expect(recorder.events.isEmpty)
    }
}

/// An error handed from the session's queue to the test.
private final class ErrorBox: @unchecked Sendable {
    // Written once, before the signal the test waits for fires.
    var error: (any Error)?
}
