import DelegateProxyKit

/// Parents last, typed as a protocol, typed as a superclass, or absent: every argument but the
/// parent reaches the streams.
func runSocket() async throws {
    let bag = DisposeBag()
    let socket = Socket()
    socket.rx.didOpen.subscribe(onNext: { print("didOpen") }).disposed(by: bag)
    socket.rx.didReceive.subscribe(onNext: { print("didReceive \($0)") }).disposed(by: bag)
    socket.rx.didCloseWith
        .subscribe(onNext: { print("didCloseWith \($0.didCloseWith) \($0.reason)") })
        .disposed(by: bag)
    socket.run()
}
