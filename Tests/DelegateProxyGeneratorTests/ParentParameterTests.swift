import DelegateProxyKit
import Testing

/// Generated proxies whose methods take the parent last, typed as a protocol it conforms to or as
/// its superclass, or never: each stream carries every argument but the parent's.
@Suite struct ParentParameterTests {
    /// Records every call of `SocketDelegate`.
    final class SocketRecorder: SocketDelegate {
        var log: [String] = []

        func didReceive(event: SocketEvent, client: any SocketClient) {
            log.append("forward didReceive \(event) from \(type(of: client))")
        }

        func connection(_ connection: Connection, didCloseWith code: Int, reason: String) {
            log.append("forward didCloseWith \(code) \(reason)")
        }

        func connectionDidOpen(_ connection: Connection) {
            log.append("forward didOpen")
        }
    }

    @Test func theParentLastAndTypedAsAProtocolIsLeftOutAndTheEventKept() {
        let socket = Socket()
        let bag = DisposeBag()
        var log: [String] = []
        socket.rx.didReceive.subscribe(onNext: { log.append("didReceive \($0)") }).disposed(by: bag)
        socket.rx.didCloseWith.subscribe(onNext: {
            log.append("didCloseWith \($0.didCloseWith) \($0.reason)")
        })
        .disposed(by: bag)
        socket.rx.didOpen.subscribe(onNext: { log.append("didOpen") }).disposed(by: bag)
        let recorder = SocketRecorder()
        let installed = SocketDelegateProxy.installForwardDelegate(
            recorder, retainDelegate: false, onProxyForObject: socket)
        defer { installed.dispose() }

        socket.delegate?.connectionDidOpen(socket)
        socket.delegate?.didReceive(event: .connected(headers: ["Upgrade": "websocket"]), client: socket)
        socket.delegate?.didReceive(event: .text("hello"), client: socket)
        socket.delegate?.connection(socket, didCloseWith: 1000, reason: "done")

        #expect(
            log == [
                "didOpen", #"didReceive connected(headers: ["Upgrade": "websocket"])"#,
                #"didReceive text("hello")"#,
                "didCloseWith 1000 done",
            ])
        #expect(
            recorder.log == [
                "forward didOpen",
                #"forward didReceive connected(headers: ["Upgrade": "websocket"]) from Socket"#,
                #"forward didReceive text("hello") from Socket"#, "forward didCloseWith 1000 done",
            ])
    }

    @Test func methodsWithoutTheParentKeepEveryArgument() {
        let repository = Repository()
        let bag = DisposeBag()
        var log: [String] = []
        repository.rx.didFinish.subscribe(onNext: { log.append("didFinish \($0)") }).disposed(by: bag)
        repository.rx.didFetch.subscribe(onNext: { log.append("didFetch \($0.count) of \($0.of)") })
            .disposed(by: bag)
        repository.rx.shouldRetry.subscribe(onNext: {
            log.append("shouldRetry \($0.arguments) -> \($0.returnValue)")
        })
        .disposed(by: bag)

        let proxy = RepositoryDelegateProxy.proxy(for: repository)
        proxy.didFetch(3, of: 10)
        proxy.didFinish(with: .failed("offline"))
        let retry = proxy.shouldRetry(after: .failed("offline"))
        proxy.didFinish(with: .cloned)

        #expect(retry)
        #expect(
            log == [
                "didFetch 3 of 10", #"didFinish failed("offline")"#,
                #"shouldRetry failed("offline") -> true"#,
                "didFinish cloned",
            ])
    }
}
