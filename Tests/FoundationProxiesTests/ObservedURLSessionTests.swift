import Foundation
import FoundationProxies
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A session's delegate calls as streams, against a server of the test's own on 127.0.0.1.
/// Each session's timeouts outlast the tests' safety net (`URLSessionConfiguration.loopbackTests`).
@Suite struct ObservedURLSessionTests {
    private var configuration: URLSessionConfiguration { .loopbackTests }

    @Test func aTransferIsItsResponseHeadBodyAndEnd() async throws {
        let server = try LoopbackHTTPServer(routes: ["/books": .init(body: "Dune\nEmma\n")])
        defer { server.stop() }
        let appDelegate = AppDelegate()
        let observed = ObservedURLSession<any URLSessionDataDelegate>(
            configuration: configuration, delegate: appDelegate)
        let log = EventLog()
        let bag = DisposeBag()
        observed.rx.dataTaskDidReceiveCompletionHandler
            .subscribe(onNext: { log.append("head \(($0.didReceive as? HTTPURLResponse)?.statusCode ?? 0)") })
            .disposed(by: bag)
        observed.rx.dataTaskDidReceive
            .subscribe(onNext: { log.append("data \(String(decoding: $0.didReceive, as: UTF8.self))") })
            .disposed(by: bag)
        observed.rx.taskDidCompleteWithError
            .subscribe(onNext: { log.append("end \($0.didCompleteWithError == nil ? "ok" : "failed")") })
            .disposed(by: bag)

        observed.session.dataTask(with: server.url("/books")).resume()

        #expect(await log.wait(forCount: 3))
        #expect(log.all == ["head 200", "data Dune\nEmma\n", "end ok"])
        #expect(appDelegate.calls.all == ["response 200", "data", "complete"])
    }

    @Test func aSlowBodyComesAfterItsHead() async throws {
        let gate = TestSignal()
        let server = try LoopbackHTTPServer(routes: ["/slow": .init(body: "at last", bodyGate: gate)])
        defer { server.stop() }
        defer { gate.fire() }
        let observed = ObservedURLSession<any URLSessionDataDelegate>(configuration: configuration)
        let log = EventLog()
        let bag = DisposeBag()
        // Without a forward delegate the proxy lets the task go on (`.allow`), as Foundation
        // does without a delegate; the body is released only once the head was seen.
        observed.rx.dataTaskDidReceiveCompletionHandler
            .subscribe(onNext: { _ in
                log.append("head")
                gate.fire()
            })
            .disposed(by: bag)
        observed.rx.dataTaskDidReceive
            .subscribe(onNext: { log.append("data \(String(decoding: $0.didReceive, as: UTF8.self))") })
            .disposed(by: bag)
        observed.rx.taskDidCompleteWithError
            .subscribe(onNext: { log.append("end \($0.didCompleteWithError == nil ? "ok" : "failed")") })
            .disposed(by: bag)

        observed.session.dataTask(with: server.url("/slow")).resume()

        #expect(await log.wait(forCount: 3))
        #expect(log.all == ["head", "data at last", "end ok"])
    }

    @Test func aRedirectIsObservedAndFollowedByDefault() async throws {
        let server = try LoopbackHTTPServer(
            routes: ["/old": .redirect(to: "/new"), "/new": .init(body: "moved here")], expectedRequests: 2)
        defer { server.stop() }
        let observed = ObservedURLSession<any URLSessionTaskDelegate>(configuration: configuration)
        let log = EventLog()
        let bag = DisposeBag()
        observed.rx.taskWillPerformHTTPRedirection
            .subscribe(onNext: {
                log.append(
                    "redirect \($0.willPerformHTTPRedirection.statusCode) to \($0.newRequest.url?.path ?? "")"
                )
            })
            .disposed(by: bag)
        observed.rx.taskDidCompleteWithError
            .subscribe(onNext: {
                log.append("end \(($0.task.response as? HTTPURLResponse)?.statusCode ?? 0)")
            })
            .disposed(by: bag)

        observed.session.dataTask(with: server.url("/old")).resume()

        #expect(await log.wait(forCount: 2))
        #expect(log.all == ["redirect 302 to /new", "end 200"])
        #expect(server.requests == ["/old", "/new"])
    }

    @Test func theForwardDelegateAnswersARedirect() async throws {
        let server = try LoopbackHTTPServer(routes: ["/old": .redirect(to: "/new")])
        defer { server.stop() }
        let refuser = RedirectRefuser()
        let observed = ObservedURLSession<any URLSessionTaskDelegate>(
            configuration: configuration, delegate: refuser)
        let log = EventLog()
        let bag = DisposeBag()
        observed.rx.taskWillPerformHTTPRedirection
            .subscribe(onNext: { _ in log.append("redirect") })
            .disposed(by: bag)
        observed.rx.taskDidCompleteWithError
            .subscribe(onNext: {
                log.append("end \(($0.task.response as? HTTPURLResponse)?.statusCode ?? 0)")
            })
            .disposed(by: bag)

        observed.session.dataTask(with: server.url("/old")).resume()

        #expect(await log.wait(forCount: 2))
        #expect(log.all == ["redirect", "end 302"])
        #expect(server.requests == ["/old"])
    }

    @Test func theForwardDelegateAnswersAChallenge() async throws {
        var route = LoopbackHTTPServer.Route(body: "the shelf")
        route.authorization = "Basic " + Data("reader:secret".utf8).base64EncodedString()
        let server = try LoopbackHTTPServer(routes: ["/private": route], expectedRequests: 2)
        defer { server.stop() }
        let reader = Reader()
        let observed = ObservedURLSession<any URLSessionTaskDelegate>(
            configuration: configuration, delegate: reader)
        let log = EventLog()
        let bag = DisposeBag()
        observed.rx.taskDidReceive
            .subscribe(onNext: { log.append("challenge \($0.didReceive.protectionSpace.realm ?? "")") })
            .disposed(by: bag)
        observed.rx.taskDidCompleteWithError
            .subscribe(onNext: {
                log.append("end \(($0.task.response as? HTTPURLResponse)?.statusCode ?? 0)")
            })
            .disposed(by: bag)

        observed.session.dataTask(with: server.url("/private")).resume()

        #expect(await log.wait(forCount: 2))
        #expect(log.all == ["challenge shelf", "end 200"])
        #expect(server.requests == ["/private", "/private"])
    }

    @Test func aDownloadIsItsProgressAndItsFile() async throws {
        let server = try LoopbackHTTPServer(routes: ["/book.txt": .init(body: "Dune, by Frank Herbert\n")])
        defer { server.stop() }
        let observed = ObservedURLSession<any URLSessionDownloadDelegate>(configuration: configuration)
        let log = EventLog()
        let bag = DisposeBag()
        observed.rx.downloadTaskDidWriteData
            .subscribe(onNext: {
                log.append("wrote \($0.totalBytesWritten) of \($0.totalBytesExpectedToWrite)")
            })
            .disposed(by: bag)
        observed.rx.downloadTaskDidFinishDownloadingTo
            .subscribe(onNext: {
                // The file is Foundation's only during the call: read it now.
                let text =
                    (try? String(contentsOf: $0.didFinishDownloadingTo, encoding: .utf8)) ?? "unreadable"
                log.append("file \(text)")
            })
            .disposed(by: bag)
        observed.rx.taskDidCompleteWithError
            .subscribe(onNext: { log.append("end \($0.didCompleteWithError == nil ? "ok" : "failed")") })
            .disposed(by: bag)

        observed.session.downloadTask(with: server.url("/book.txt")).resume()

        #expect(await log.wait(forCount: 3))
        #expect(log.all == ["wrote 23 of 23", "file Dune, by Frank Herbert\n", "end ok"])
    }

    @Test func aRefusedConnectionEndsTheTaskWithItsError() async throws {
        let server = try LoopbackHTTPServer(routes: [:])
        let url = server.url("/books")
        server.stop()
        let observed = ObservedURLSession<any URLSessionDataDelegate>(configuration: configuration)
        let log = EventLog()
        let subscription = observed.rx.taskDidCompleteWithError
            .subscribe(onNext: {
                log.append("end \(($0.didCompleteWithError as? URLError)?.code == .cannotConnectToHost)")
            })
        defer { subscription.dispose() }

        observed.session.dataTask(with: url).resume()

        #expect(await log.wait(forCount: 1))
        #expect(log.all == ["end true"])
    }

    @Test func aCancelledTaskEndsWithCancelled() async throws {
        let server = try LoopbackHTTPServer(routes: ["/slow": .unfinished])
        defer { server.stop() }
        let observed = ObservedURLSession<any URLSessionDataDelegate>(configuration: configuration)
        let log = EventLog()
        let subscription = observed.rx.taskDidCompleteWithError
            .subscribe(onNext: {
                log.append("end \(($0.didCompleteWithError as? URLError)?.code == .cancelled)")
            })
        defer { subscription.dispose() }

        let task = observed.session.dataTask(with: server.url("/slow"))
        task.resume()
        #expect(await server.requestArrived.wait())
        task.cancel()

        #expect(await log.wait(forCount: 1))
        #expect(log.all == ["end true"])
        #expect(await server.clientClosed.wait())
    }

    @Test func releasingTheSessionCompletesItsStreamsAndReleasesTheProxy() async throws {
        let completed = TestSignal()
        weak var proxy: URLSessionDataDelegateProxy?
        var subscription: (any Disposable)?
        do {
            let observed = ObservedURLSession<any URLSessionDataDelegate>(configuration: configuration)
            proxy = observed.rx.delegate
            subscription = observed.rx.didBecomeInvalidWithError.subscribe(onCompleted: { completed.fire() })
        }

        // The session lets its delegate go once invalidated, on its own queue.
        #expect(await completed.wait())
        subscription?.dispose()
        #expect(proxy == nil)
    }
}

/// The app's own session delegate: it must still be told every call it implements.
private final class AppDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    // `calls` is thread-safe.
    let calls = EventLog()

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        calls.append("response \((response as? HTTPURLResponse)?.statusCode ?? 0)")
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        calls.append("data")
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        calls.append(error == nil ? "complete" : "complete with error")
    }
}

/// Answers a Basic challenge with the shelf's reader.
private final class Reader: NSObject, URLSessionTaskDelegate, @unchecked Sendable {
    // No state.
    func urlSession(
        _ session: URLSession, task: URLSessionTask, didReceive challenge: URLAuthenticationChallenge,
        completionHandler: @escaping @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
    ) {
        guard challenge.previousFailureCount == 0 else {
            return completionHandler(.cancelAuthenticationChallenge, nil)
        }
        completionHandler(
            .useCredential, URLCredential(user: "reader", password: "secret", persistence: .forSession))
    }
}

/// Stays on the first response: never follows a redirect.
private final class RedirectRefuser: NSObject, URLSessionTaskDelegate, @unchecked Sendable {
    // No state.
    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        completionHandler(nil)
    }
}
