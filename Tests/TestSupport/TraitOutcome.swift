import ObservableCore

/// What a trait's subscription received, as text: `["success(1)"]`, `["completed"]`, … — the
/// trait operator tests compare whole outcomes with it.
package func outcome<Element>(_ single: Single<Element>) -> [String] {
    var log: [String] = []
    _ = single.subscribe { log.append("\($0)") }
    return log
}

/// What a `Maybe`'s subscription received, as text.
package func outcome<Element>(_ maybe: Maybe<Element>) -> [String] {
    var log: [String] = []
    _ = maybe.subscribe { log.append("\($0)") }
    return log
}

/// What a `Completable`'s subscription received, as text.
package func outcome(_ completable: Completable) -> [String] {
    var log: [String] = []
    _ = completable.subscribe { log.append("\($0)") }
    return log
}

/// A cold source that emits `1` and then fails with `TestError(id:)` numbered by its
/// subscription, counting them: what retry-family tests resubscribe to.
package final class FailingSource {
    package private(set) var subscriptions = 0

    package init() {}

    package var observable: Observable<Int> {
        Observable.create { observer in
            self.subscriptions += 1
            observer.onNext(1)
            observer.onError(TestError(id: self.subscriptions))
            return Disposables.create()
        }
    }
}
