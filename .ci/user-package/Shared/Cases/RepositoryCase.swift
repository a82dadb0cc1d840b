import DelegateProxyKit

/// A protocol whose methods never take the parent: every argument reaches the streams.
func runRepository() async throws {
    let bag = DisposeBag()
    let repository = Repository()
    repository.rx.didFetch.subscribe(onNext: { print("didFetch \($0.count) of \($0.of)") }).disposed(by: bag)
    repository.rx.shouldRetry
        .subscribe(onNext: { print("shouldRetry \($0.arguments) -> \($0.returnValue)") })
        .disposed(by: bag)
    repository.rx.didFinish.subscribe(onNext: { print("didFinish \($0)") }).disposed(by: bag)
    repository.clone()
}
